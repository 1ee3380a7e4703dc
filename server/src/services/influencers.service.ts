import { assetIdFromUrl } from '../../../src/domain/assets/asset-rules';
import { completionProblems, influencerProfileSchema } from '../../../src/domain/influencers/influencer-completion';
import { socialAccountSchema } from '../../../src/domain/influencers/influencer-profile.rules';
import { influencerMessages } from '../../../src/domain/influencers/influencer-profile.texts';
import type { InfluencerRow, SocialAccountRow } from '../db/schema/influencers.schema';
import type { UserRow } from '../db/schema/users.schema';
import { ApiError, notFound, permissionDenied, validationFailed } from '../plugins/api-error';
import { validateOrThrow } from '../plugins/yup-validation';
import type { InfluencerChanges, InfluencersRepository } from '../repositories/influencers.repository';
import type { AssetsService } from './assets.service';
import type { PayoutsService } from './payouts.service';
import { publicSocialAccountView, socialAccountView } from './social-account-view';
import type { OutboxEventInput } from '../repositories/outbox.repository';

const profileFields = Object.keys(influencerProfileSchema.fields) as Array<keyof typeof influencerProfileSchema.fields>;


function publicView(row: InfluencerRow, accounts: SocialAccountRow[]) {
  return {
    id: row.id,
    display_name: row.displayName,
    bio: row.bio,
    profile_picture: row.profilePicture,
    categories: row.categories,
    languages: row.languages,
    city: row.city,
    country: row.country,
    social_accounts: accounts.map(publicSocialAccountView),
  };
}

function ownerView(row: InfluencerRow, accounts: SocialAccountRow[]) {
  return {
    id: row.id,
    display_name: row.displayName,
    first_name: row.firstName,
    last_name: row.lastName,
    bio: row.bio,
    profile_picture: row.profilePicture,
    categories: row.categories,
    languages: row.languages,
    city: row.city,
    country: row.country,
    date_of_birth: row.dateOfBirth,
    content_preferences: row.contentPreferences,
    social_accounts: accounts.map(socialAccountView),
    is_profile_completed: row.profileCompletedAt !== null,
    profile_completed_at: row.profileCompletedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function columnsFrom(values: Record<string, unknown>): InfluencerChanges {
  const changes: InfluencerChanges = {};
  const set = <K extends keyof InfluencerChanges>(key: K, value: unknown) => {
    if (value !== undefined) changes[key] = value as InfluencerChanges[K];
  };
  set('displayName', values.display_name);
  set('firstName', values.first_name);
  set('lastName', values.last_name);
  set('bio', values.bio);
  set('profilePicture', values.profile_picture);
  set('categories', values.categories);
  set('languages', values.languages);
  set('city', values.city);
  set('country', values.country);
  set('dateOfBirth', values.date_of_birth);
  set('contentPreferences', values.content_preferences);
  return changes;
}

const rowValues = (row: InfluencerRow) => ({
  display_name: row.displayName,
  first_name: row.firstName,
  last_name: row.lastName,
  bio: row.bio,
  categories: row.categories,
  languages: row.languages,
  city: row.city,
  country: row.country,
  date_of_birth: row.dateOfBirth,
});

/** Influencer profiles, their social accounts and the completion rule (docs/influencer-profiles.md). */
export function createInfluencersService(deps: {
  influencers: InfluencersRepository;
  payouts: Pick<PayoutsService, 'hasPayoutDetails'>;
  assets: Pick<AssetsService, 'findOwnedImage'>;
  /** A connected account's token revocation, written with its removal (docs/social-integrations.md "Disconnecting"). */
  revocationEvents?: (account: SocialAccountRow) => readonly OutboxEventInput[];
}) {
  const { influencers } = deps;

  function influencerOnly(user: UserRow): void {
    if (user.persona !== 'influencer') throw permissionDenied('Influencer profiles are for influencer accounts.');
  }

  /** Checks only the fields sent (drafts and PATCH) or every field (PUT); pictures must be the caller's own uploads. */
  async function validated(user: UserRow, body: Record<string, unknown>, whole: boolean): Promise<InfluencerChanges> {
    const schema = whole ? influencerProfileSchema : influencerProfileSchema.pick(profileFields.filter((field) => body[field] !== undefined));
    const values = validateOrThrow(schema, body) as Record<string, unknown>;
    const picture = values.profile_picture;
    if (typeof picture === 'string' && picture) {
      const assetId = assetIdFromUrl(picture);
      if (assetId && !(await deps.assets.findOwnedImage(user.id, assetId))) {
        throw validationFailed({ profile_picture: ['Upload the picture again: that image is not one of your uploads.'] });
      }
    }
    return columnsFrom(values);
  }

  async function viewOf(row: InfluencerRow) {
    return ownerView(row, await influencers.listSocialAccounts(row.id));
  }

  async function own(user: UserRow): Promise<InfluencerRow> {
    influencerOnly(user);
    const row = await influencers.findByUserId(user.id);
    if (!row) throw notFound('You have not started your profile yet.');
    return row;
  }

  /** GET profile/: null before the first saved step, so a new influencer's first visit is an empty state, not a 404. */
  async function getOwn(user: UserRow) {
    influencerOnly(user);
    const row = await influencers.findByUserId(user.id);
    return row ? viewOf(row) : null;
  }

  /** POST profile/: creates the caller's profile or changes the fields sent (the setup wizard saves each step). */
  async function saveDraft(user: UserRow, body: Record<string, unknown>) {
    influencerOnly(user);
    const changes = await validated(user, body, false);
    return viewOf(await influencers.upsertForUser(user.id, changes));
  }

  /**
   * Owners see everything; any other signed-in user sees the public part of a completed profile their privacy
   * settings let them see (location only when shown); else 404, so a hidden profile looks like no profile.
   */
  async function getById(user: UserRow, id: string) {
    const stored = await influencers.findById(id);
    if (stored && stored.userId === user.id) return viewOf(stored);
    const row = await influencers.findPublic(id, { userId: user.id, kind: user.persona === 'brand' ? 'brand' : 'other' });
    if (!row) throw notFound();
    return publicView(row, await influencers.listSocialAccounts(row.id));
  }

  async function ownedById(user: UserRow, id: string): Promise<InfluencerRow> {
    const row = await influencers.findById(id);
    if (!row || row.userId !== user.id) throw notFound();
    return row;
  }

  async function update(user: UserRow, id: string, body: Record<string, unknown>, whole: boolean) {
    const row = await ownedById(user, id);
    const changes = await validated(user, body, whole);
    const updated = await influencers.update(row.id, changes);
    if (!updated) throw notFound();
    return viewOf(updated);
  }

  async function remove(user: UserRow, id: string): Promise<void> {
    await influencers.remove((await ownedById(user, id)).id);
  }

  /** POST profile-setup/: checks the completion rule and marks the profile complete (repeating is harmless). */
  async function completeSetup(user: UserRow, body: Record<string, unknown>) {
    influencerOnly(user);
    const hasFields = profileFields.some((field) => body[field] !== undefined);
    const row = hasFields ? await influencers.upsertForUser(user.id, await validated(user, body, false)) : await own(user);
    const problems = completionProblems(rowValues(row), {
      socialAccounts: await influencers.countSocialAccounts(row.id),
      hasPayoutDetails: await deps.payouts.hasPayoutDetails(user.id),
    });
    if (Object.keys(problems).length > 0) throw validationFailed(problems, 'Please complete all profile information.');
    const completed = row.profileCompletedAt ? row : await influencers.update(row.id, { profileCompletedAt: new Date() });
    return viewOf(completed ?? row);
  }

  async function listSocialAccounts(user: UserRow) {
    influencerOnly(user);
    const row = await influencers.findByUserId(user.id);
    return row ? (await influencers.listSocialAccounts(row.id)).map(socialAccountView) : [];
  }

  async function addSocialAccount(user: UserRow, body: unknown) {
    influencerOnly(user);
    const input = validateOrThrow(socialAccountSchema, body);
    const row = await influencers.upsertForUser(user.id, {});
    const created = await influencers.addSocialAccount({
      influencerId: row.id,
      platform: input.platform,
      handle: input.handle,
      profileUrl: input.profile_url,
      followers: input.followers ?? null,
      averageEngagement: input.average_engagement ?? null,
      metricsUpdatedAt: input.followers !== null || input.average_engagement !== null ? new Date() : null,
    });
    if (!created) {
      // One channel, one account (unique per platform and handle): say whose it is, without naming anyone else.
      const own = (await influencers.listSocialAccounts(row.id)).some((account) => account.platform === input.platform && account.handle.toLowerCase() === input.handle.toLowerCase());
      if (own) throw new ApiError(409, 'duplicate_social_account', influencerMessages.duplicateAccount);
      throw new ApiError(409, 'social_handle_taken', influencerMessages.handleTaken);
    }
    return socialAccountView(created);
  }

  /**
   * Unlinks (disconnects) an account; a complete profile keeps at least one (the completion rule); someone else's id
   * is 404.
   */
  async function removeSocialAccount(user: UserRow, id: string): Promise<void> {
    influencerOnly(user);
    const row = await influencers.findByUserId(user.id);
    if (!row) throw notFound();
    const accounts = await influencers.listSocialAccounts(row.id);
    const account = accounts.find((candidate) => candidate.id === id);
    if (!account) throw notFound();
    if (row.profileCompletedAt && accounts.length === 1) throw validationFailed({ social_accounts: [influencerMessages.socialAccountsMin] });
    // A connected account's tokens go with the row; the grant is revoked at the platform by the outbox worker.
    await influencers.removeSocialAccount(row.id, id, deps.revocationEvents?.(account) ?? []);
  }

  return { getOwn, saveDraft, getById, update, remove, completeSetup, listSocialAccounts, addSocialAccount, removeSocialAccount };
}

export type InfluencersService = ReturnType<typeof createInfluencersService>;
