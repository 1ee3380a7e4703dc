/** SPEC §9 toast geometry, for notistack (which stacks toasts 12 px apart: 6 px of padding above and below each). */
export const toastLayout = {
  widthPx: 356,
  gapPx: 14,
  /** Added above and below each toast on top of notistack's 6 px, so neighbours are 14 px apart. */
  extraGapPx: 1,
  swipeDismissPx: 45,
} as const;
