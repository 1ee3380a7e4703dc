import { escapeLikePattern, helpAudiencesFor, likePatterns } from './search';

describe('escapeLikePattern', () => {
  it.each([
    ['plain text', 'plain text'],
    ['100%', '100\\%'],
    ['snake_case', 'snake\\_case'],
    ['back\\slash', 'back\\\\slash'],
    ['%_\\', '\\%\\_\\\\'],
  ])('%s -> %s', (input, expected) => {
    expect(escapeLikePattern(input)).toBe(expected);
  });

  it('builds contains and prefix patterns from the escaped text', () => {
    expect(likePatterns('50%_off')).toEqual({ contains: '%50\\%\\_off%', prefix: '50\\%\\_off%' });
  });
});

describe('helpAudiencesFor', () => {
  it("gives everyone 'all' and each persona its own audience only", () => {
    expect(helpAudiencesFor('brand')).toEqual(['all', 'brand']);
    expect(helpAudiencesFor('influencer')).toEqual(['all', 'influencer']);
    expect(helpAudiencesFor(null)).toEqual(['all']);
  });
});
