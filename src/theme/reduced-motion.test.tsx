import { render } from '@testing-library/react';
import { ThemeRoot } from './theme-root';

/** The global styles emotion wrote into the document (jsdom does not apply media queries, so the rule is read as text). */
const globalCss = () => [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').join('\n')
  + [...document.styleSheets].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');

describe('reduced motion (src/theme/theme.ts)', () => {
  it('ends every animation and transition at once for a person who asked their system for less motion', () => {
    render(<ThemeRoot preference="light"><p>Page</p></ThemeRoot>);
    const css = globalCss().replace(/\s+/g, ' ');
    const rule = css.match(/@media \(prefers-reduced-motion: ?reduce\) ?\{(.*?\}) ?\}/)?.[1] ?? '';
    expect(rule).toMatch(/animation-duration: ?1ms ?!important/);
    expect(rule).toMatch(/animation-iteration-count: ?1 ?!important/);
    expect(rule).toMatch(/transition-duration: ?1ms ?!important/);
  });
});
