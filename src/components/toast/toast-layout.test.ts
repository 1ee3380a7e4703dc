import { toastBackgrounds } from './toast-layout';

/** WCAG 2 contrast ratio of white text on a #rrggbb background. */
function contrastWithWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((start) => parseInt(hex.slice(start, start + 2), 16) / 255)
    .map((channel) => (channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05);
}

describe('toast backgrounds', () => {
  it.each(Object.entries(toastBackgrounds))('%s (%s) carries white text at WCAG AA contrast', (_variant, background) => {
    expect(contrastWithWhite(background)).toBeGreaterThanOrEqual(4.5);
  });

  it("notistack's own success green would not (the reason these exist)", () => {
    expect(contrastWithWhite('#43a047')).toBeLessThan(4.5);
  });
});
