import type { CampaignDetailsTab } from '../brand-campaigns/campaign-details.view';
import { lazySection } from '../../components/lazy-section/lazy-section';
import { outreachTabTexts as t } from './outreach-email.texts';

// Loaded when the tab is opened (docs/performance.md).
const OutreachEmailSection = lazySection(
  () => import(/* webpackChunkName: "outreach-email-tab" */ './outreach-email.tab').then((m) => m.OutreachEmailSection),
);

/** The "Outreach e-mail" tab the brand campaign page adds: the e-mail figures and the invitation template. */
export const outreachEmailTab = (campaignId: string): CampaignDetailsTab => ({
  id: 'outreach-email',
  label: t.tab,
  content: <OutreachEmailSection campaignId={campaignId} />,
});
