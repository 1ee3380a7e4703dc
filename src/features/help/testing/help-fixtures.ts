import type { HelpArticleDetail, HelpCategoryDetail, HelpCategoryList } from '../../../api/enhanced-api';

/** Sample answers of the help API, shaped like the seeded content (server/src/db/seed/help). */
type Category = HelpCategoryList['results'][number];
type Summary = HelpCategoryDetail['articles'][number];

const updatedAt = '2026-11-20T12:00:00.000Z';

const category = (slug: string, title: string, description: string, audience: Category['audience'], count: number): Category => ({
  slug,
  title,
  description,
  audience,
  article_count: count,
});

const shared = {
  gettingStarted: category('getting-started', 'Getting Started', 'Your first steps on InfluenceHub: setting up your profile and finding your way around.', 'all', 2),
  campaigns: category('campaigns', 'Campaigns and Placements', 'How campaigns work, the ten placement types, and how CPM, fixed, bundled and à la carte pricing differ.', 'all', 4),
  account: category('account-security', 'Account and Security', 'Signing in, password rules, resetting a forgotten password and keeping your account safe.', 'all', 2),
};

export const influencerCategories: Category[] = [
  shared.gettingStarted,
  shared.campaigns,
  category('payouts', 'Payouts', 'Getting paid by UPI or bank transfer, and how your payout details are protected.', 'influencer', 4),
  category('social-accounts', 'Connecting YouTube and Instagram', 'Link your channels so brands can see your reach and your campaign content can be tracked.', 'influencer', 2),
  shared.account,
];

export const brandCategories: Category[] = [
  shared.gettingStarted,
  shared.campaigns,
  category('team', 'Team and Permissions', 'Invite colleagues to your brand and decide what each of them may do.', 'brand', 2),
  shared.account,
];

export const categoryPage = (results: Category[]): HelpCategoryList => ({ count: results.length, next: null, previous: null, results });

const summary = (categorySlug: string, slug: string, title: string, text: string, audience: Summary['audience']): Summary => ({
  category_slug: categorySlug,
  slug,
  title,
  summary: text,
  audience,
  updated_at: updatedAt,
});

const payoutArticles: Summary[] = [
  summary('payouts', 'payout-methods', 'UPI or bank transfer: choosing how you get paid', 'The two payout methods, what each needs, and how to change your choice.', 'influencer'),
  summary('payouts', 'upi-payouts', 'Getting paid by UPI', 'Add or change the UPI ID your earnings are sent to.', 'influencer'),
  summary('payouts', 'bank-transfer-payouts', 'Getting paid by bank transfer', 'Add your bank account with its IFSC and account type, and avoid the common mistakes.', 'influencer'),
  summary('payouts', 'payout-security', 'How we protect your payout details', 'Encryption, masking and who can see your UPI ID and bank account.', 'influencer'),
];

export const payoutsCategory: HelpCategoryDetail = { ...influencerCategories[2], articles: payoutArticles };

export const teamCategory: HelpCategoryDetail = {
  ...brandCategories[2],
  articles: [
    summary('team', 'team-roles-and-permissions', 'Team roles and permissions', 'What admins, managers and viewers are for, and the permission flags that decide what each member may do.', 'brand'),
    summary('team', 'inviting-team-members', 'Inviting team members', 'Invite a colleague by e-mail with a role, permissions and an optional message.', 'brand'),
  ],
};

export const emptyCategory: HelpCategoryDetail = { ...shared.account, article_count: 0, articles: [] };

export const bankTransferArticle: HelpArticleDetail = {
  ...payoutArticles[2],
  category_title: 'Payouts',
  body_markdown: [
    'With bank transfer, your earnings are paid straight into a bank account in your name.',
    '',
    '## What you need',
    '',
    '| Field | What to enter |',
    '|---|---|',
    '| IFSC | The 11-character code of your branch, for example `SBIN0001234`. |',
    '| Account type | **Savings** or **Current**. |',
    '',
    '## Add your bank account',
    '',
    '1. Open your payout details.',
    '2. Choose **Bank transfer** as the payout method.',
    '3. Fill in the fields above and save.',
    '',
    'See [Getting paid by UPI](/help/payouts/upi-payouts), or write to [support](mailto:support@influencehub.example).',
    'Your bank can also explain IFSC codes: [RBI](https://www.rbi.org.in/).',
  ].join('\n'),
  related: payoutArticles.filter((article) => article.slug !== 'bank-transfer-payouts'),
};

export const teamRolesArticle: HelpArticleDetail = {
  ...teamCategory.articles[0],
  category_title: 'Team and Permissions',
  body_markdown: '## Roles\n\n| Role | Meant for |\n|---|---|\n| **Admin** | Runs the brand account. |\n| **Viewer** | Follows along. |\n',
  related: [teamCategory.articles[1]],
};

/** An article written to attack the page: every trick must render as inert text. */
export const hostileArticle: HelpArticleDetail = {
  ...bankTransferArticle,
  title: 'Hostile article',
  body_markdown: [
    '<script>window.__helpPwned = true</script>',
    '',
    '<img src="x" onerror="window.__helpPwned = true">',
    '',
    '<a href="javascript:window.__helpPwned = true">raw html link</a>',
    '',
    '<iframe src="https://evil.example"></iframe>',
    '',
    '[script link](javascript:window.__helpPwned=true) [data link](data:text/html,<b>x</b>) [protocol-relative](//evil.example/x)',
    '[vbscript link](vbscript:msgbox) [entity link](&#106;avascript:alert(1)) [safe link](/help/payouts)',
    '',
    '![tracking pixel](https://evil.example/pixel.png) ![local image](/favicon.ico)',
    '',
    '<https://example.com/auto> and <javascript:alert(1)>',
  ].join('\n'),
  related: [],
};
