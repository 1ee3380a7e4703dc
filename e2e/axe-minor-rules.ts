/**
 * axe-core 4.10's rules whose checks can only report a minor or moderate impact (read off axe's own rule and check
 * metadata). A check that counts only serious and critical violations skips them: they can never fail it, and the
 * page-wide ones among them (region, landmarks, heading order) cost a good part of each run's CPU (docs/testing.md
 * "Time"). src/test/axe-minor-rules.test.ts re-reads axe's metadata, so an upgrade that makes one of them serious fails.
 */
export const minorOrModerateOnlyRules = [
  'aria-allowed-role', 'aria-deprecated-role', 'empty-heading', 'empty-table-header', 'focus-order-semantics',
  'form-field-multiple-labels', 'heading-order', 'hidden-content', 'html-xml-lang-mismatch', 'image-redundant-alt',
  'landmark-banner-is-top-level', 'landmark-complementary-is-top-level', 'landmark-contentinfo-is-top-level',
  'landmark-main-is-top-level', 'landmark-no-duplicate-banner', 'landmark-no-duplicate-contentinfo',
  'landmark-no-duplicate-main', 'landmark-one-main', 'landmark-unique', 'meta-viewport-large', 'no-autoplay-audio',
  'page-has-heading-one', 'presentation-role-conflict', 'region', 'scope-attr-valid', 'server-side-image-map',
  'skip-link', 'table-duplicate-name',
];
