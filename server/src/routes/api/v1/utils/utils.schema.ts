import { Type, type Static } from '@sinclair/typebox';

const remoteUrl = Type.String({ minLength: 1, maxLength: 2048, description: 'The remote http(s) image address.' });

export const ImageProxySignQuery = Type.Object({ url: remoteUrl }, { additionalProperties: false });

export const ImageProxyQuery = Type.Object(
  {
    url: remoteUrl,
    expires: Type.Optional(Type.Integer({ minimum: 0, description: 'From image-proxy/sign/: seconds since the epoch.' })),
    signature: Type.Optional(Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$', description: 'From image-proxy/sign/.' })),
  },
  { additionalProperties: false },
);
export type ImageProxyQueryValue = Static<typeof ImageProxyQuery>;

export const SignedImageUrl = Type.Object(
  {
    url: Type.String({ description: 'The image-proxy path with url, expires and signature.' }),
    expires_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'SignedImageUrl', additionalProperties: false },
);

export const utilsComponents = [SignedImageUrl];
