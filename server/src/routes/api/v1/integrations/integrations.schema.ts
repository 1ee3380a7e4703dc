import { Type } from '@sinclair/typebox';
import { returnPathMaxLength } from '../../../../../../src/domain/social/social-connect.rules';
import { ref } from '../shared.schema';

/** POST integrations/{platform}/connect/ and verify/, GET auth/{platform}/callback/ (docs/social-integrations.md). */
export const ConnectSocialAccountBody = Type.Object(
  {
    return_to: Type.Optional(Type.String({
      maxLength: returnPathMaxLength,
      description: 'The page to come back to: a path of this site starting with a single / (default /profile). Anything else is refused.',
    })),
  },
  { $id: 'ConnectSocialAccountBody', additionalProperties: false },
);

export const SocialAuthorization = Type.Object(
  {
    authorization_url: Type.String({ description: "The platform's consent page; open it in this browser (a cookie set by this answer binds the attempt to it)." }),
    expires_at: Type.String({ format: 'date-time', description: 'The attempt must come back before this (10 minutes).' }),
  },
  { $id: 'SocialAuthorization', additionalProperties: false },
);

export const VerifySocialAccountBody = Type.Object(
  {
    account_id: Type.Optional(Type.String({ format: 'uuid', description: 'Which connected account; needed only with several on the platform.' })),
  },
  { $id: 'VerifySocialAccountBody', additionalProperties: false },
);

/** What Google and Instagram send back; other parameters they add (authuser, prompt, hd, ...) are ignored. */
export const OAuthCallbackQuery = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 2048 })),
    state: Type.Optional(Type.String({ maxLength: 512 })),
    scope: Type.Optional(Type.String({ maxLength: 2048 })),
    error: Type.Optional(Type.String({ maxLength: 256 })),
    error_reason: Type.Optional(Type.String({ maxLength: 256 })),
    error_description: Type.Optional(Type.String({ maxLength: 2048 })),
  },
  { additionalProperties: true },
);

export const integrationsComponents = [ConnectSocialAccountBody, SocialAuthorization, VerifySocialAccountBody];

export const refs = {
  connectBody: ref(ConnectSocialAccountBody),
  authorization: ref(SocialAuthorization, 'The consent page to open; the browser-binding cookie is set.'),
  verifyBody: ref(VerifySocialAccountBody),
};
