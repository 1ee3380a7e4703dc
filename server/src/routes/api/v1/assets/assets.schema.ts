import { Type } from '@sinclair/typebox';
import { assetKinds, assetPurposes, maxUploadBytes } from '../../../../../../src/domain/assets/asset-rules';
import { pageQuery, paginated } from '../../../../plugins/pagination';
import { Nullable, ref, StringEnum } from '../shared.schema';

export const Asset = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    file_name: Type.String({ description: 'Display name only (sanitised); never a storage location.' }),
    content_type: Type.String({ description: "Decided by the file's bytes, not its name." }),
    kind: StringEnum(assetKinds),
    purpose: StringEnum(assetPurposes, { description: 'profile_picture and brand_logo are publicly downloadable.' }),
    size: Type.Integer({ minimum: 0, description: 'Bytes.' }),
    url: Type.String({ description: 'Where to display or download it: /api/v1/assets/{id}/download/.' }),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Asset', additionalProperties: false },
);

export const AssetMetadata = Type.Object(
  {
    ...Asset.properties,
    width: Nullable(Type.Integer({ minimum: 0, description: 'Pixels, for images whose header says so.' })),
    height: Nullable(Type.Integer({ minimum: 0 })),
  },
  { $id: 'AssetMetadata', additionalProperties: false },
);

export const PaginatedAssetList = paginated(ref(Asset), 'PaginatedAssetList');

const { page, page_size } = pageQuery(['created_at'], '-created_at').properties;
export const AssetListQuery = Type.Object({
  page,
  page_size,
  kind: Type.Optional(StringEnum(assetKinds)),
  purpose: Type.Optional(StringEnum(assetPurposes)),
});
export interface AssetListQueryValue {
  page: number;
  page_size: number;
  kind?: (typeof assetKinds)[number];
  purpose?: (typeof assetPurposes)[number];
}

export const AssetIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

const fileField = Type.String({
  format: 'binary',
  description: `jpeg, png, gif or webp image, or mp4, mpeg, quicktime or x-msvideo video; at most ${maxUploadBytes} bytes.`,
});
const purposeField = StringEnum(assetPurposes, { description: 'Default other. Send it before the file part.' });

/** Documentation of the multipart bodies; the handler reads the parts itself (docs/assets-and-image-proxy.md). */
export const AssetUploadBody = Type.Object({ file: fileField, purpose: Type.Optional(purposeField) });
export const AssetUpdateBody = Type.Object({
  file: Type.Optional(fileField),
  file_name: Type.Optional(Type.String({ minLength: 1, maxLength: 120 })),
  purpose: Type.Optional(purposeField),
});
