import type { AppContext } from '../../app-context';
import { brandProfileToApi } from '../../../../src/domain/brands/brand-profile.mapper';
import { sampleBrandProfile } from '../../../../src/domain/brands/brand-profile.fixtures';
import { brandColumnsFromApi } from '../../services/brands.service';
import { demoOperatorEmail } from './demo-staff';

/** The demo brand's full company profile and contact details (the one tests and stories use). */
const demoBrandProfile = brandColumnsFromApi(brandProfileToApi(sampleBrandProfile));

/** The demo influencer the demo brand has invited to its published campaign (campaigns.seed.ts). */
export const demoInvitedInfluencerEmail = 'influencer@demo.local';
/** A second demo influencer who can sign in: a candidate of the demo brand's campaigns, left for a visitor to invite. */
export const demoCandidateEmail = 'creator@demo.local';

/** The documented demo password (meets the SPEC §5 sign-up rules). */
export const demoPassword = 'Demo!2345';

export interface DemoAccount {
  label: string;
  email: string;
  name: string;
  persona: 'brand' | 'influencer';
  /** Brand: the brand created with a completed profile. Influencer: the influencer row; null = not set up yet. */
  profile:
    | {
        kind: 'brand';
        brandName: string;
        /** More brands the account is admin of, joined after the first (the top bar's brand switcher, docs/team.md). */
        moreBrands?: readonly string[];
      }
    | { kind: 'brand-member'; ownerEmail: string; role: 'manager' | 'viewer' }
    | { kind: 'influencer'; displayName: string }
    | null;
}

export const demoAccounts: readonly DemoAccount[] = [
  {
    label: 'Brand with a completed profile',
    email: 'brand@demo.local',
    name: 'Brenda Brand',
    persona: 'brand',
    // Also admin of a second, empty brand, so a visitor sees the brand switcher (an agency running two brands).
    profile: { kind: 'brand', brandName: 'Acme Demo Co.', moreBrands: ['Bloom Street Studio'] },
  },
  {
    label: 'Influencer with a completed profile',
    email: demoInvitedInfluencerEmail,
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
  {
    // Never invited by the seed: a newcomer invites them as the brand, then signs in here to answer (both sides).
    label: "Influencer on the demo brand's candidate list, not invited yet",
    email: demoCandidateEmail,
    name: 'Kiran Kale',
    persona: 'influencer',
    profile: { kind: 'influencer', displayName: 'kiran.films' },
  },
  {
    // A team member who can see the demo brand's campaigns but not change them (SPEC §5 team roles).
    label: 'Brand team viewer (read only)',
    email: 'viewer@demo.local',
    name: 'Vik Viewer',
    persona: 'brand',
    profile: { kind: 'brand-member', ownerEmail: 'brand@demo.local', role: 'viewer' },
  },
  {
    // Its own account so nobody loses the main demo accounts: re-created at the next start once deleted.
    label: 'Influencer to try password change and account deletion on',
    email: 'leaver@demo.local',
    name: 'Leo Leaver',
    persona: 'influencer',
    profile: { kind: 'influencer', displayName: 'leo.leaves' },
  },
  {
    // Staff only while demo data is on (withDemoStaff adds it to STAFF_EMAILS). Every account needs a persona, so the
    // operator signs in on a brand account of its own: it sees no other brand's campaigns, only the dispute page.
    label: 'Platform operator (staff): decides disputes at /operator/disputes',
    email: demoOperatorEmail,
    name: 'Omar Operator',
    persona: 'brand',
    profile: { kind: 'brand', brandName: 'InfluenceHub Operations' },
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
    const first = memberships[0];
    if (!first) {
      await context.brands.createWithMember({
        name: account.profile.brandName,
        userId: user.id,
        role: 'admin',
        profileCompletedAt: new Date(),
        profile: { ...demoBrandProfile, name: account.profile.brandName },
      });
    } else if (!first.brand.industry) {
      // A demo brand seeded before brands had profiles gets the full profile once.
      await context.brands.updateProfile(first.brand.id, { ...demoBrandProfile, name: first.brand.name });
    }
    // Joined after the first brand, so the first stays the current one until the visitor switches.
    for (const brandName of account.profile.moreBrands ?? []) {
      if ((await context.brands.listMemberships(user.id)).some((membership) => membership.brand.name === brandName)) continue;
      await context.brands.createWithMember({
        name: brandName,
        userId: user.id,
        role: 'admin',
        profileCompletedAt: new Date(),
        profile: { ...demoBrandProfile, name: brandName, website: 'https://bloomstreet.example.com', logoUrl: null },
      });
    }
  } else if (account.profile?.kind === 'brand-member') {
    const owner = await context.users.findByEmail(account.profile.ownerEmail);
    const brand = owner ? (await context.brands.listMemberships(owner.id))[0]?.brand : undefined;
    if (brand) await context.brands.addMember(brand.id, user.id, account.profile.role);
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
