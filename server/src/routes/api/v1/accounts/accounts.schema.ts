import { Type } from '@sinclair/typebox';
import { personas, teamRoles } from '../../../../../../src/domain/constants';
import { Nullable, StringEnum } from '../shared.schema';

const Uuid = Type.String({ format: 'uuid' });

export const Whoami = Type.Object(
  {
    id: Uuid,
    email: Nullable(Type.String()),
    name: Nullable(Type.String()),
    image_url: Nullable(Type.String()),
    persona: Nullable(StringEnum(personas)),
    is_staff: Type.Boolean(),
    is_profile_completed: Type.Boolean({
      description: 'Brand: member of a brand with a completed profile. Influencer: completed influencer profile.',
    }),
    is_brand: Type.Boolean(),
    is_influencer: Type.Boolean(),
    brand_id: Nullable(Uuid),
    brand_role: Nullable(
      StringEnum(teamRoles, {
        description: "The user's team role in brand_id (the shell offers only what the role may do); null without a brand.",
      }),
    ),
    influencer_id: Nullable(Uuid),
  },
  { $id: 'Whoami', additionalProperties: false },
);

export const accountsComponents = [Whoami];
