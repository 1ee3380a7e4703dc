import { Type } from '@sinclair/typebox';
import { directoryLimits as l } from '../../../../../../src/domain/directory/directory.rules';
import { ref } from '../shared.schema';
import { DirectoryEntry } from './directory.schema';

const Uuid = Type.String({ format: 'uuid' });

export const Shortlist = Type.Object(
  {
    id: Uuid,
    name: Type.String(),
    influencer_ids: Type.Array(Uuid, { description: 'The creators on the list, oldest addition first.' }),
    created_at: Type.String({ format: 'date-time' }),
    updated_at: Type.String({ format: 'date-time' }),
  },
  { $id: 'Shortlist', additionalProperties: false },
);

export const ShortlistDetail = Type.Object(
  {
    id: Uuid, name: Type.String(), influencer_ids: Type.Array(Uuid), created_at: Type.String({ format: 'date-time' }), updated_at: Type.String({ format: 'date-time' }),
    members: Type.Array(ref(DirectoryEntry), { description: 'The creators still in the directory (one who went private drops out).' }),
  },
  { $id: 'ShortlistDetail', additionalProperties: false },
);

export const ShortlistList = Type.Object({ results: Type.Array(ref(Shortlist)) }, { $id: 'ShortlistList', additionalProperties: false });

export const ShortlistBody = Type.Object(
  { name: Type.String({ maxLength: 200, description: `${l.shortlistNameMin} to ${l.shortlistNameMax} characters once trimmed; unique per brand (case-insensitive).` }) },
  { $id: 'ShortlistBody', additionalProperties: false },
);

export const ShortlistParams = Type.Object({ id: Uuid });
export const ShortlistMemberParams = Type.Object({ id: Uuid, influencerId: Uuid });

export const shortlistsComponents = [Shortlist, ShortlistDetail, ShortlistList, ShortlistBody];
