import { Type } from '@sinclair/typebox';
import { accountTypes, influencerPaymentMethods } from '../../../../../../src/domain/constants';
import { Nullable, StringEnum } from '../shared.schema';

export const PaymentInfo = Type.Object(
  {
    has_payment_info: Type.Boolean(),
    payment_method: Nullable(StringEnum(influencerPaymentMethods)),
    upi: Nullable(Type.Object({ upi_id_masked: Type.String({ description: 'e.g. as******@okhdfc' }) }, { additionalProperties: false })),
    bank: Nullable(
      Type.Object(
        {
          account_number_masked: Type.String({ description: 'e.g. XXXXXXXX9012' }),
          account_number_last4: Type.String({ minLength: 4, maxLength: 4 }),
          account_holder_name: Type.String(),
          bank_name: Type.String(),
          ifsc_code: Type.String(),
          account_type: StringEnum(accountTypes),
        },
        { additionalProperties: false },
      ),
    ),
    updated_at: Nullable(Type.String({ format: 'date-time' })),
  },
  { $id: 'PaymentInfo', additionalProperties: false },
);

// Fields are checked by the shared domain rules (exact messages), so the schema only bounds their size.
const text = (description: string) => Type.Optional(Type.String({ maxLength: 300, description }));

export const UpdateUpiBody = Type.Object(
  { upi_id: text('Required. Virtual payment address, e.g. name@okhdfc.') },
  { $id: 'UpdateUpiBody', additionalProperties: false },
);

export const UpdateBankDetailsBody = Type.Object(
  {
    account_number: text('Required. 9 to 18 digits; spaces and hyphens are ignored.'),
    account_holder_name: text('Required. As on the bank account.'),
    bank_name: text('Required. 2 to 100 characters.'),
    ifsc_code: text('Required. 11 characters, e.g. HDFC0001234.'),
    account_type: text('Required. savings or current.'),
  },
  { $id: 'UpdateBankDetailsBody', additionalProperties: false },
);

export const paymentComponents = [PaymentInfo, UpdateUpiBody, UpdateBankDetailsBody];
