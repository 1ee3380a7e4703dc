import { Type } from '@sinclair/typebox';
import { ref } from '../shared.schema';

const strict = { additionalProperties: false } as const;

/** One file a brand attached to a campaign, as the campaign's people see it. */
export const CollateralFile = Type.Object(
  {
    id: Type.String({ format: 'uuid', description: 'The asset id.' }),
    file_name: Type.String({ description: 'The display name given at upload (no path, no bidirectional controls).' }),
    size: Type.Integer({ description: 'Bytes.' }),
    content_type: Type.String({ description: 'The type detected from the bytes at upload.' }),
    url: Type.String({ description: 'Download address (bearer token; always an attachment).' }),
  },
  { $id: 'CollateralFile', ...strict },
);

export const CollateralFileList = Type.Object(
  { results: Type.Array(ref(CollateralFile), { description: 'In the order the brand attached them.' }) },
  { $id: 'CollateralFileList', ...strict },
);

export const CollateralParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export const CollateralFileParams = Type.Object({ id: Type.String({ format: 'uuid' }), asset_id: Type.String({ format: 'uuid' }) });

export const campaignCollateralComponents = [CollateralFile, CollateralFileList];
