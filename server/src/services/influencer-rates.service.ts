import { validateRates, type RatesInput } from '../../../src/domain/directory/rates.schema';
import { rateMessages } from '../../../src/domain/directory/rates.texts';
import type { UserRow } from '../db/schema/users.schema';
import { permissionDenied, validationFailed } from '../plugins/api-error';
import type { InfluencerRatesRepository, OwnRates } from '../repositories/influencer-rates.repository';

/** Before setup has saved anything: what the directory assumes of a profile (available, no rates). */
const notSet: OwnRates = { availability: 'available', rates: [] };

/**
 * The creator's own rates and availability (docs/directory.md "Rates and availability"): what brands filter the
 * directory by. Influencers only (brands and staff: 403); checked with the shared rules, replaced as a whole.
 */
export function createInfluencerRatesService(deps: { rates: InfluencerRatesRepository }) {
  const { rates } = deps;
  const influencerOnly = (user: UserRow) => {
    if (user.persona !== 'influencer') throw permissionDenied(rateMessages.notInfluencer);
  };

  async function get(user: UserRow): Promise<OwnRates> {
    influencerOnly(user);
    return (await rates.findByUserId(user.id)) ?? notSet;
  }

  async function replace(user: UserRow, body: RatesInput): Promise<OwnRates> {
    influencerOnly(user);
    const checked = validateRates(body);
    if (!checked.ok) throw validationFailed(checked.errors, Object.values(checked.errors)[0]![0]);
    return rates.replaceForUser(user.id, checked.value);
  }

  return { get, replace };
}

export type InfluencerRatesService = ReturnType<typeof createInfluencerRatesService>;
