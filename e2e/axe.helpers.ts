import AxeBuilder from '@axe-core/playwright';
import type { Page } from './journey.fixture';
import { minorOrModerateOnlyRules } from './axe-minor-rules';

export interface AxeCheck {
  /** Only this part of the page (a CSS selector). */
  include?: string;
  /** Only rules with these tags (e.g. WCAG 2 A and AA); every rule when absent. */
  tags?: string[];
  /** Which impacts count; serious and critical when absent. */
  impacts?: 'all' | Array<'minor' | 'moderate' | 'serious' | 'critical'>;
}

/**
 * Waits until no finite animation or transition is running. A menu fading out or a strip sliding in is mid-blend for
 * a few hundred milliseconds; axe reading its colours then reports contrast the user never sees at rest.
 * Endless animations (spinners, skeleton pulses) are left running.
 */
async function settleTransitions(page: Page) {
  // Polled on an interval, not on requestAnimationFrame (the default): a page under page.clock runs the clock's rAF,
  // and a busy machine can starve rAF callbacks, so a rAF-polled wait could stall until the test's timeout (seen
  // once in CI, notifications.spec.ts). When the page does not settle, the error names what still moves.
  const settled = () =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity);
  try {
    await page.waitForFunction(settled, undefined, { polling: 100, timeout: 15_000 });
  } catch (error) {
    const moving = await page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .map((animation) => {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          const name = animation instanceof CSSTransition ? `transition ${animation.transitionProperty}` : animation instanceof CSSAnimation ? `animation ${animation.animationName}` : 'animation';
          return `${name} on ${target ? `${target.tagName.toLowerCase()}.${[...target.classList].join('.')}` : 'unknown'}`;
        }),
    );
    throw new Error(`The page kept animating for 15 s before the accessibility check: ${moving.join('; ') || 'nothing now'}`, { cause: error });
  }
}

/**
 * The page's accessibility violations as readable lines (rule, help and where), checked at rest.
 * Runs with reduced motion: settling only covers what moves when the check starts, and the notice strip can rotate
 * while axe is still reading the page; with reduced motion its next notice appears at once instead of fading in.
 */
export async function accessibilityViolations(page: Page, check: AxeCheck = {}): Promise<string[]> {
  const alreadyReduced = await page.evaluate(() => matchMedia('(prefers-reduced-motion: reduce)').matches);
  if (!alreadyReduced) await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    return await violationsAtRest(page, check);
  } finally {
    if (!alreadyReduced) await page.emulateMedia({ reducedMotion: null });
  }
}


async function violationsAtRest(page: Page, check: AxeCheck): Promise<string[]> {
  await settleTransitions(page);
  const impacts = check.impacts ?? ['serious', 'critical'];
  let builder = new AxeBuilder({ page });
  if (check.include) builder = builder.include(check.include);
  if (check.tags) builder = builder.withTags(check.tags);
  if (impacts !== 'all' && impacts.every((impact) => impact === 'serious' || impact === 'critical')) {
    builder = builder.disableRules(minorOrModerateOnlyRules);
  }
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => impacts === 'all' || impacts.includes(violation.impact ?? 'minor'))
    .map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export const wcagAA = ['wcag2a', 'wcag2aa'];
