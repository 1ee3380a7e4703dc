import { Type } from '@sinclair/typebox';

export const DeleteAccountBody = Type.Object(
  {
    confirmation: Type.String({ maxLength: 100, description: "Exactly 'DELETE MY ACCOUNT'." }),
    password: Type.Optional(Type.String({ maxLength: 256, description: 'The account password (accounts that have one).' })),
    email: Type.Optional(
      Type.String({ maxLength: 254, description: "Accounts without a password (Google, Clerk): the account's e-mail address." }),
    ),
    reason: Type.Optional(Type.String({ maxLength: 5000, description: 'Optional, at most 500 characters; stored without the user.' })),
  },
  { $id: 'DeleteAccountBody', additionalProperties: false },
);

export const DeletionRequirements = Type.Object(
  {
    confirmation_text: Type.String({ description: "The text to type: 'DELETE MY ACCOUNT'." }),
    requires_password: Type.Boolean({ description: 'true: confirm with the password; false: with the e-mail address.' }),
  },
  { $id: 'DeletionRequirements', additionalProperties: false },
);

export const accountDeletionComponents = [DeleteAccountBody, DeletionRequirements];
