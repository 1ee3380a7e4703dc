import { useEffect } from 'react';
import { isPerformancePanelOn, setPerformancePanel } from '../performance-panel.state';

/** Ctrl+Shift+P (Cmd+Shift+P on a Mac), by physical key so it works on every keyboard layout. */
export const isPerformancePanelHotkey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && event.shiftKey && !event.altKey && event.code === 'KeyP';

/** Toggles the hidden performance panel (SPEC §2) while mounted. */
export function usePerformancePanelToggle() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isPerformancePanelHotkey(event)) return;
      event.preventDefault();
      setPerformancePanel(!isPerformancePanelOn());
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
