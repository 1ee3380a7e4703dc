import type { AppContext } from '../../app-context';
import { demoCandidateEmail } from './demo-accounts.seed';

/**
 * Demo payout details (made-up values that pass the SPEC rules): the completed demo influencers are paid by
 * UPI, the account-deletion demo by bank transfer. Only written when the user has none, so details a
 * visitor changed or removed stay as they left them until the account is re-created.
 */
export const demoPayoutDetails: Record<string, { upi_id: string } | {
  account_number: string;
  account_holder_name: string;
  bank_name: string;
  ifsc_code: string;
  account_type: 'savings' | 'current';
}> = {
  'influencer@demo.local': { upi_id: 'ivy.creates@okhdfc' },
  [demoCandidateEmail]: { upi_id: 'kiran.films@okicici' },
  'leaver@demo.local': {
    account_number: '123456789012',
    account_holder_name: 'Leo Leaver',
    bank_name: 'State Bank of India',
    ifsc_code: 'SBIN0001234',
    account_type: 'savings',
  },
};

/** Demo PANs (made up, valid in shape and holder type 'P'): the demo influencer can be paid (a PAN is needed first). */
export const demoPans: Record<string, string> = { 'influencer@demo.local': 'IVYPC1234K' };

export async function seedDemoPayoutDetails(context: Pick<AppContext, 'users' | 'services'>): Promise<number> {
  let created = 0;
  for (const [email, pan] of Object.entries(demoPans)) {
    const user = await context.users.findByEmail(email);
    if (!user || user.persona !== 'influencer') continue;
    if (!(await context.services.taxDetails.get(user)).has_pan) await context.services.taxDetails.save(user, { pan });
  }
  for (const [email, details] of Object.entries(demoPayoutDetails)) {
    const user = await context.users.findByEmail(email);
    if (!user || user.persona !== 'influencer') continue;
    if (await context.services.payouts.hasPayoutDetails(user.id)) continue;
    if ('upi_id' in details) await context.services.payouts.updateUpi(user, details);
    else await context.services.payouts.updateBank(user, details);
    created += 1;
  }
  return created;
}
