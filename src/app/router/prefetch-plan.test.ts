import { pageChunks } from './page-chunks';
import { prefetchPlan } from './prefetch-plan';

const groupsOf = (tasks: readonly unknown[]) => tasks.map((task) => (task as { chunkGroup?: string }).chunkGroup);

describe('the prefetch plan (SPEC §2)', () => {
  it('prefetches the dashboard and the new-campaign general step for brands', () => {
    expect(groupsOf(prefetchPlan.brand)).toEqual(['page-brand-dashboard', 'page-campaign-wizard']);
  });

  it('prefetches the dashboard, campaigns and settings for influencers', () => {
    expect(groupsOf(prefetchPlan.influencer)).toEqual(['page-influencer-dashboard', 'page-campaigns', 'page-settings']);
  });

  it.each(Object.entries(pageChunks))('%s loads a page component', async (_name, load) => {
    expect(typeof (await load()).default).toBe('function');
  });
});
