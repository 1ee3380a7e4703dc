import { Type } from '@sinclair/typebox';
import { allTeamPermissions } from '../../../../../../src/domain/brands/team-permissions';
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
        description: "The user's team role in brand_id; null without a brand. What the member may do is brand_permissions.",
      }),
    ),
    brand_permissions: Nullable(
      Type.Array(StringEnum(allTeamPermissions), {
        description:
          "The user's effective team permission flags in brand_id (their own flags, else the role's defaults; the flags the server checks, so the SPA offers only what they allow); null without a brand.",
      }),
    ),
    brands: Type.Array(
      Type.Object(
        { id: Uuid, name: Type.String(), role: StringEnum(teamRoles) },
        { $id: 'BrandMembershipSummary', additionalProperties: false },
      ),
      {
        description:
          'Every brand the user is a member of, first joined first (the top bar offers a brand switcher when there are several). brand_id is the current one.',
      },
    ),
    influencer_id: Nullable(Uuid),
  },
  { $id: 'Whoami', additionalProperties: false },
);

export const CurrentBrandUpdate = Type.Object(
  { brand_id: Type.String({ format: 'uuid', description: 'A brand the user is a member of.' }) },
  { $id: 'CurrentBrandUpdate', additionalProperties: false },
);

export const accountsComponents = [Whoami, CurrentBrandUpdate];
