import { useWhoamiQuery } from '../../api/enhanced-api';
import { memberMay, type TeamPermission } from '../../domain/brands/team-permissions';

/**
 * Whether the signed-in member may do `permission` in their current brand, by the flags whoami carries (the member's
 * own flags, else the role's defaults: the same the server checks). Every page deciding what to offer a brand member
 * asks this, never the role. null when the user is no brand member (influencers, staff, a brand account without a
 * brand): the caller says what they get.
 */
export function useTeamPermission(permission: TeamPermission): boolean | null {
  const { data } = useWhoamiQuery();
  return memberMay(data, permission);
}
