/** PLACEHOLDER, to be replaced: the hidden performance panel toggled by Ctrl/Cmd+Shift+P (helper D). */
export function PerformancePanel() {
  return null;
}
