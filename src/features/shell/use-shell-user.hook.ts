import { useWhoamiQuery } from '../../api/enhanced-api';
import { useAppSelector } from '../../app/hooks';
import type { TeamRole } from '../../domain/brands/team-permissions';
import type { Persona } from '../../domain/constants';
import { uiTexts } from '../../domain/messages';
import { selectSessionUser } from '../session/session.slice';

export interface ShellUser {
  /** From whoami (the server's word on the role); the session's persona until whoami answers. */
  persona: Persona | null;
  name: string | null;
  email: string | null;
  imageUrl: string | null;
  /** What the shell shows for the user: the name, else the e-mail (SPEC §2 "the user's name or e-mail"). */
  displayName: string;
  /** 'Operator Account' / 'Brand Account' / 'Influencer Account', null for neither role. */
  accountBadge: string | null;
  /** Platform staff (whoami is_staff): the shell is the operator's (docs/shell.md "Navigation per role"). */
  isStaff?: boolean;
  /** The team role in the user's brand (whoami brand_role): what the shell offers a brand member. */
  brandRole?: TeamRole | null;
  /** The member's effective flags there (whoami brand_permissions): what the shell offers follows these, not the role. */
  brandPermissions?: readonly string[] | null;
}

export function useShellUser(): ShellUser {
  const session = useAppSelector(selectSessionUser);
  const { data: whoami } = useWhoamiQuery({ skip: !session });
  const persona: Persona | null = whoami
    ? whoami.is_brand
      ? 'brand'
      : whoami.is_influencer
        ? 'influencer'
        : null
    : (session?.persona ?? null);
  const name = whoami?.name || session?.name || null;
  const email = whoami?.email || session?.email || null;
  return {
    persona,
    name,
    email,
    imageUrl: whoami?.image_url ?? session?.imageUrl ?? null,
    displayName: name ?? email ?? '',
    isStaff: whoami?.is_staff ?? false,
    brandRole: whoami?.brand_role ?? null,
    brandPermissions: whoami?.brand_permissions ?? null,
    accountBadge: whoami?.is_staff
      ? uiTexts.operatorAccount
      : persona === 'brand'
        ? uiTexts.brandAccount
        : persona === 'influencer'
          ? uiTexts.influencerAccount
          : null,
  };
}
