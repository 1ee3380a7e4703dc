import { Type, type Static } from '@sinclair/typebox';
import { suppressionReasons } from '../../../../../../src/domain/outreach/outreach-email.texts';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { Nullable, ref, StringEnum } from '../shared.schema';

/** The suppression list by hand (docs/outreach-email.md "Suppression list"): operators' list, add, remove; a person's own. */
export const EmailSuppression = Type.Object({
  email: Type.String({ description: 'The address, lower-cased.' }),
  reason: StringEnum(suppressionReasons, { description: 'unsubscribed (one-click or the link), hard_bounce (a 5xx at send time), complaint (a spam report).' }),
  since: Type.String({ format: 'date-time' }),
  message_id: Nullable(Type.String({ format: 'uuid', description: 'The outreach e-mail that caused it (none for an operator\'s addition).' })),
}, { $id: 'EmailSuppression', additionalProperties: false });

export const PaginatedEmailSuppressions = paginated(ref(EmailSuppression), 'PaginatedEmailSuppressions');

export const EmailSuppressionsQuery = Type.Composite([
  pageQuery(['created_at'] as const, '-created_at'),
  Type.Object({
    search: Type.Optional(Type.String({ maxLength: 200, description: 'Part of the address.' })),
    reason: Type.Optional(StringEnum(suppressionReasons)),
  }),
], { additionalProperties: true });
export type EmailSuppressionsQueryValue = Static<typeof EmailSuppressionsQuery> & { page: number; page_size: number; ordering: 'created_at' | '-created_at' };

// Checked by the service (suppressionEmailRule) so the message is the dialog's; the schema only bounds the size.
export const AddEmailSuppression = Type.Object({
  email: Type.String({ maxLength: 1000, description: 'The address to suppress; added with reason complaint (a feedback-loop report).' }),
}, { $id: 'AddEmailSuppression', additionalProperties: false });
export type AddEmailSuppressionBody = Static<typeof AddEmailSuppression>;

export const EmailSuppressionParams = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 1000, description: 'The address (URL-encoded).' }),
}, { additionalProperties: false });

export const MyEmailSuppression = Type.Object({
  email: Nullable(Type.String({ description: "The account's address." })),
  suppressed: Type.Boolean({ description: 'Whether outreach e-mail (campaign invitations and reminders) skips this address.' }),
  reason: Nullable(StringEnum(suppressionReasons)),
  since: Nullable(Type.String({ format: 'date-time' })),
  can_remove: Type.Boolean({ description: 'Only an unsubscribe is the person\'s to undo; a bounce or complaint needs support.' }),
}, { $id: 'MyEmailSuppression', additionalProperties: false });

export const emailSuppressionsComponents = [EmailSuppression, PaginatedEmailSuppressions, AddEmailSuppression, MyEmailSuppression];
