import { pageChunks } from './page-chunks';
import { prefetchPlan } from './prefetch-plan';

describe('the prefetch plan (SPEC §2)', () => {
  it('prefetches the dashboard and the new-campaign general step for brands', () => {
    expect(prefetchPlan.brand).toEqual([pageChunks.brandDashboard, pageChunks.campaignWizard]);
  });

  it('prefetches the dashboard, campaigns and settings for influencers', () => {
    expect(prefetchPlan.influencer).toEqual([pageChunks.influencerDashboard, pageChunks.campaigns, pageChunks.settings]);
  });

  it.each(Object.entries(pageChunks))('%s loads a page component', async (_name, load) => {
    expect(typeof (await load()).default).toBe('function');
  });
});
