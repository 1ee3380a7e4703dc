/** SPEC §9 toast geometry, for notistack (which stacks toasts 12 px apart: 6 px of padding above and below each). */
export const toastLayout = {
  widthPx: 356,
  gapPx: 14,
  /** Added above and below each toast on top of notistack's 6 px, so neighbours are 14 px apart. */
  extraGapPx: 1,
  swipeDismissPx: 45,
} as const;

/**
 * Toast backgrounds with white text at WCAG AA contrast (4.5:1 or more). notistack's own success, info and warning
 * greens, blues and oranges fall short (3.3, 3.1 and 2.2), which axe reports as serious.
 */
export const toastBackgrounds = {
  default: '#313131',
  success: '#2e7d32',
  error: '#c62828',
  warning: '#a04b00',
  info: '#0b63a8',
} as const;
