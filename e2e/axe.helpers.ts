import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
}

/** The page's accessibility violations as readable lines (rule, help and where), checked at rest. */
export async function accessibilityViolations(page: Page, check: AxeCheck = {}): Promise<string[]> {
  await settleTransitions(page);
  let builder = new AxeBuilder({ page });
  if (check.include) builder = builder.include(check.include);
  if (check.tags) builder = builder.withTags(check.tags);
  const results = await builder.analyze();
  const impacts = check.impacts ?? ['serious', 'critical'];
  return results.violations
    .filter((violation) => impacts === 'all' || impacts.includes(violation.impact ?? 'minor'))
    .map((violation) => `${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

export const wcagAA = ['wcag2a', 'wcag2aa'];
