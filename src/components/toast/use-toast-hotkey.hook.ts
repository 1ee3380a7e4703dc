import { useEffect, type RefObject } from 'react';

/** Alt+T (SPEC §9): moves keyboard focus to the toast region. Uses the physical key, so Option+T on a Mac works too. */
export const isToastHotkey = (event: KeyboardEvent) =>
  event.altKey && !event.ctrlKey && !event.metaKey && (event.code === 'KeyT' || event.key.toLowerCase() === 't');

export function useToastHotkey(region: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isToastHotkey(event) || !region.current) return;
      event.preventDefault();
      region.current.focus();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [region]);
}
