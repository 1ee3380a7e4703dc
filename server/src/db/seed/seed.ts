import type { AppContext } from '../../app-context';
import { seedDemoAnalytics } from './analytics.seed';
import { seedDemoCampaigns } from './campaigns.seed';
import { seedDemoAccounts, type DemoAccount } from './demo-accounts.seed';
import { seedDemoInfluencerProfiles } from './influencer-profiles.seed';
import { seedDemoCreators } from './marketplace-creators.seed';
import { seedNoticesIfMissing } from './notices.seed';
import { seedDemoNotifications } from './notifications.seed';
import { seedDemoPayoutDetails } from './payouts.seed';
import { seedDemoPaymentMethod } from './payments.seed';
import { seedDemoSandboxConnection } from './sandbox-connection.seed';

export { demoAccounts, demoPassword } from './demo-accounts.seed';

export interface SeedResult {
  noticesCreated: number;
  accounts: Array<DemoAccount & { status: string }>;
}

/**
 * Demo data for SEED_DEMO: the notices (one per severity), the demo accounts (the operator is staff through
 * withDemoStaff), thirty demo creators the matcher can rank, the demo brand's campaigns with their candidates and an
 * invite, a running campaign with delivered content and daily stats (analytics), and notifications that tell only what these rows hold.
 * Idempotent: runs on every start and only creates what is missing.
 */
export async function runDemoSeed(context: AppContext): Promise<SeedResult> {
  const noticesCreated = await seedNoticesIfMissing(context.notices);
  const accounts = await seedDemoAccounts(context);
  await seedDemoInfluencerProfiles(context);
  // Sandbox mode: the demo influencer's YouTube channel is connected, with verified numbers.
  await seedDemoSandboxConnection(context);
  await seedDemoCreators(context);
  await seedDemoPayoutDetails(context);
  await seedDemoCampaigns(context);
  await seedDemoPaymentMethod(context);
  // After the campaigns: a brand without any gets those first (seedDemoCampaigns only writes to a brand with none).
  await seedDemoAnalytics(context);
  // Last: the notifications tell about the rows above (their ids and links), and only what they hold.
  await seedDemoNotifications(context);
  return { noticesCreated, accounts };
}
