import { currencies } from '../constants';
import { amountMessages } from '../payments/money-amount';
import type { Availability } from './directory.rules';

/** Messages of a creator's rates and availability: the server's 400s and the /profile dialog say these same words. */
export const rateMessages = {
  notInfluencer: 'Rates and availability are for influencer accounts.',
  availabilityUnknown: 'Choose available, limited availability or not taking work.',
  placementTypeUnknown: 'Choose a placement type from the list.',
  placementTypeRepeated: (label: string) => `${label} already has a rate above: give each placement type one rate.`,
  amountRequired: amountMessages.required,
  amountTooLarge: 'A rate can be at most 1,00,00,000 (10 million) in its currency.',
  currencyUnknown: `Choose a currency: ${currencies.join(', ')}.`,
  tooManyRates: (max: number) => `Give at most ${max} rates, one per placement type.`,
} as const;

/** How the directory and /profile name each availability. */
export const availabilityLabels: Record<Availability, string> = {
  available: 'Available',
  limited: 'Limited availability',
  unavailable: 'Not taking work',
};
