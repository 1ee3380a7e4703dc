import { helpAudiencesFor, helpSlugPattern } from './help-audience';
import { formatHelpDate, helpTexts } from './help.texts';

describe('help audiences', () => {
  it("gives each role the pages for all plus its own, and no persona only the pages for all", () => {
    expect(helpAudiencesFor('brand')).toEqual(['all', 'brand']);
    expect(helpAudiencesFor('influencer')).toEqual(['all', 'influencer']);
    expect(helpAudiencesFor(null)).toEqual(['all']);
    expect(helpAudiencesFor(undefined)).toEqual(['all']);
  });
});

describe('help slugs', () => {
  it.each(['payouts', 'getting-started', 'yt-2-placements'])('accepts %s', (slug) => {
    expect(helpSlugPattern.test(slug)).toBe(true);
  });
  it.each(['', 'Payouts', 'double--hyphen', '-leading', 'trailing-', 'with space', 'dot.slug', '..', 'a/b', 'x?y'])(
    'refuses %j',
    (slug) => {
      expect(helpSlugPattern.test(slug)).toBe(false);
    },
  );
});

describe('help texts', () => {
  it('counts articles in words', () => {
    expect(helpTexts.articleCount(0)).toBe('0 articles');
    expect(helpTexts.articleCount(1)).toBe('1 article');
    expect(helpTexts.articleCount(12)).toBe('12 articles');
  });
  it('writes update dates as day, month name and year', () => {
    expect(formatHelpDate('2026-11-20T12:00:00.000Z')).toBe('20 Nov 2026');
  });
});
