import { addDays, isoDate } from '../campaigns/campaign-options';
import { applicationProblems, declineInviteSchema } from './campaign-application.schema';
import { marketplaceMessages as m } from './marketplace.texts';

const tomorrow = addDays(isoDate(new Date()), 1);
const valid = {
  proposed_content: 'A ten-minute review of the product with a dedicated segment on battery life and camera.',
  previous_work: ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
  expected_delivery_date: tomorrow,
  requested_compensation: '15000.00',
  additional_notes: '',
  agreed_to_terms: true,
};

describe('campaign application rules (SPEC §5)', () => {
  it('accepts a complete application', () => {
    expect(applicationProblems(valid)).toEqual({});
  });

  it.each([
    ['a proposal under 50 characters', { proposed_content: 'Too short.' }, 'proposed_content', m.proposalLength],
    ['a proposal over 1000 characters', { proposed_content: 'x'.repeat(1001) }, 'proposed_content', m.proposalLength],
    ['six previous-work links', { previous_work: Array.from({ length: 6 }, (_, i) => `https://example.com/${i}`) }, 'previous_work', m.previousWorkTooMany],
    ['a previous-work link that is not a URL', { previous_work: ['my best video'] }, 'previous_work[0]', m.previousWorkUrl],
    ['a delivery date of today', { expected_delivery_date: isoDate(new Date()) }, 'expected_delivery_date', m.deliveryDateFuture],
    ['no delivery date', { expected_delivery_date: undefined }, 'expected_delivery_date', m.deliveryDateRequired],
    ['a compensation of zero', { requested_compensation: '0' }, 'requested_compensation', m.compensationInvalid],
    ['notes over 500 characters', { additional_notes: 'n'.repeat(501) }, 'additional_notes', m.notesLength],
    ['terms not agreed', { agreed_to_terms: false }, 'agreed_to_terms', 'You must agree to the campaign terms'],
  ])('refuses %s', (_, change, field, message) => {
    expect(applicationProblems({ ...valid, ...change })[field]).toEqual([message]);
  });

  it('needs a reason to decline', () => {
    expect(() => declineInviteSchema.validateSync({ reason: ' ' })).toThrow(m.declineReasonLength);
    expect(declineInviteSchema.validateSync({ reason: 'Dates clash with another shoot' }).reason).toBe('Dates clash with another shoot');
  });
});
