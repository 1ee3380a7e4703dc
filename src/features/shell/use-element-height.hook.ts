import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The rendered height of an element, kept current as it changes (the notice strip above the top bar appears,
 * wraps or is dismissed). `fallback` until measured, and where ResizeObserver is missing (jsdom).
 */
export function useElementHeight(ref: RefObject<HTMLElement | null>, fallback: number): number {
  const [height, setHeight] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const measure = () => setHeight(element.getBoundingClientRect().height || fallback);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback]);
  return height;
}
