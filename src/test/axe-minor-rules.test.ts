import { minorOrModerateOnlyRules } from '../../e2e/axe-minor-rules';

/**
 * The journeys' accessibility checks skip the axe rules that can only report minor or moderate violations when they
 * count serious and critical ones (e2e/axe.helpers.ts). This reads the installed axe-core's own rule and check
 * metadata, so an axe-core upgrade that makes a skipped rule serious (or adds a minor-only one) fails here.
 */
interface AxeCheckRef { id: string }
interface AxeRule { id: string; enabled: boolean; impact?: string; any: Array<string | AxeCheckRef>; all: Array<string | AxeCheckRef>; none: Array<string | AxeCheckRef> }
interface AxeAudit { rules: AxeRule[]; checks: Record<string, { metadata?: { impact?: string } }> }

function minorOrModerateOnly(audit: AxeAudit) {
  const impactOf = (check: string | AxeCheckRef) => audit.checks[typeof check === 'string' ? check : check.id]?.metadata?.impact;
  const serious = (impact: string | undefined) => impact === 'serious' || impact === 'critical';
  return audit.rules
    .filter((rule) => rule.enabled !== false)
    .filter((rule) => !serious(rule.impact) && ![...rule.any, ...rule.all, ...rule.none].some((check) => serious(impactOf(check))))
    .map((rule) => rule.id)
    .sort();
}

test('the skipped axe rules are exactly those whose every check is minor or moderate', () => {
  // axe-core's browser build attaches itself to the jsdom window.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const axe = require('axe-core') as { _audit: AxeAudit };
  expect(minorOrModerateOnly(axe._audit)).toEqual([...minorOrModerateOnlyRules].sort());
});
