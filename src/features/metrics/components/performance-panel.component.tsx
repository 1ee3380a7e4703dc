import { usePerformancePanelToggle } from './use-performance-panel-toggle.hook';

/**
 * The hidden performance panel (SPEC §2): Ctrl/Cmd+Shift+P toggles it and it renders nothing. While it is on,
 * <html data-performance-panel="on"> is set and every measurement is written to the browser console.
 */
export function PerformancePanel() {
  usePerformancePanelToggle();
  return null;
}
