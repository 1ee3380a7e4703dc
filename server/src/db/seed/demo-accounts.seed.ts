import type { AppContext } from '../../app-context';

/** The documented demo password (meets the SPEC §5 sign-up rules). */
export const demoPassword = 'Demo!2345';

export interface DemoAccount {
  label: string;
  email: string;
  name: string;
  persona: 'brand' | 'influencer';
  /** Brand: the brand created with a completed profile. Influencer: the influencer row; null = not set up yet. */
  profile: { kind: 'brand'; brandName: string } | { kind: 'influencer'; displayName: string } | null;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    label: 'Brand with a completed profile',
    email: 'brand@demo.local',
    name: 'Brenda Brand',
    persona: 'brand',
    profile: { kind: 'brand', brandName: 'Acme Demo Co.' },
  },
  {
    label: 'Influencer with a completed profile',
    email: 'influencer@demo.local',
    name: 'Ivy Influencer',
    persona: 'influencer',
    profile: { kind: 'influencer', displayName: 'ivy.creates' },
  },
  {
    label: 'Influencer who has not set up yet',
    email: 'newbie@demo.local',
    name: 'Nora Newbie',
    persona: 'influencer',
    profile: null,
  },
];

type SeedContext = Pick<AppContext, 'identity' | 'users' | 'brands' | 'influencers'>;

/**
 * Creates the sign-in account (the provider returns the existing one for a known e-mail), the users row
 * and the profile rows; skips whatever exists already.
 */
async function seedAccount(context: SeedContext, account: DemoAccount): Promise<'created' | 'existing'> {
  const existed = (await context.users.findByEmail(account.email)) !== null;
  const identity = await context.identity.createUserWithPassword({
    email: account.email,
    password: demoPassword,
    name: account.name,
    persona: account.persona,
  });
  const user = await context.users.upsertFromIdentity({
    ...identity,
    email: account.email,
    name: account.name,
    persona: account.persona,
  });
  if (account.profile?.kind === 'brand') {
    const memberships = await context.brands.listMemberships(user.id);
    if (memberships.length === 0) {
      await context.brands.createWithMember({
        name: account.profile.brandName,
        userId: user.id,
        role: 'admin',
        profileCompletedAt: new Date(),
      });
    }
  } else if (account.profile?.kind === 'influencer') {
    await context.influencers.createForUser({
      userId: user.id,
      displayName: account.profile.displayName,
      profileCompletedAt: new Date(),
    });
  }
  return existed ? 'existing' : 'created';
}

/** Idempotent: safe on every start. Returns what happened to each account. */
export async function seedDemoAccounts(context: SeedContext): Promise<Array<DemoAccount & { status: string }>> {
  const results: Array<DemoAccount & { status: string }> = [];
  for (const account of demoAccounts) {
    results.push({ ...account, status: await seedAccount(context, account) });
  }
  return results;
}
