export const pagerTexts = {
  previous: 'Previous page',
  next: 'Next page',
} as const;
