import { Type } from '@sinclair/typebox';
import { availabilities } from '../../../../../../src/domain/directory/directory.rules';
import { rateLimits } from '../../../../../../src/domain/directory/rates.rules';
import { currencies, placementTypes } from '../../../../../../src/domain/constants';
import { ref, StringEnum } from '../shared.schema';
import { DirectoryRate } from '../directory/directory.schema';

export const MyRates = Type.Object(
  {
    availability: StringEnum(availabilities, { description: 'Whether I take on new work; brands filter the directory by it.' }),
    rates: Type.Array(ref(DirectoryRate), { description: 'One asking price per placement type, in the order of the placement types.' }),
  },
  { $id: 'MyRates', additionalProperties: false },
);

// Values are checked by the shared rules (src/domain/directory/rates.*) with specific messages; the schema only bounds
// their size and refuses fields it does not declare.
const text = (description: string) => Type.String({ maxLength: 40, description });

export const MyRateInput = Type.Object(
  {
    placement_type: text(`One of ${placementTypes.join(', ')}; each at most once.`),
    amount: text('More than 0 and at most 10000000 (1 crore) with at most 2 decimals, as a numeric string (numbers are accepted).'),
    currency: text(`One of ${currencies.join(', ')}.`),
  },
  { $id: 'MyRateInput', additionalProperties: false },
);

export const MyRatesUpdate = Type.Object(
  {
    availability: text(`One of ${availabilities.join(', ')}.`),
    rates: Type.Array(ref(MyRateInput), {
      // A bound on the body only: the rule (one per placement type, at most rateLimits.maxRates) has its own message.
      maxItems: 100,
      description: `The whole set (a placement type left out is removed); at most ${rateLimits.maxRates}, one per placement type. [] removes every rate.`,
    }),
  },
  { $id: 'MyRatesUpdate', additionalProperties: false },
);

export const influencerRatesComponents = [MyRates, MyRateInput, MyRatesUpdate];
