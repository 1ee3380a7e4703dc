import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The rendered height of an element, kept current as it changes (the notice strip above the top bar appears,
 * wraps or is dismissed). `fallback` until measured, and where ResizeObserver is missing (jsdom).
 * Not measured while `enabled` is false: reading the height forces the page's layout inside React's commit, a cost a
 * phone's first screen should not pay for a figure only the desktop sidebar uses.
 */
export function useElementHeight(ref: RefObject<HTMLElement | null>, fallback: number, enabled = true): number {
  const [height, setHeight] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !enabled) return undefined;
    const measure = () => setHeight(element.getBoundingClientRect().height || fallback);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, fallback, enabled]);
  return height;
}
