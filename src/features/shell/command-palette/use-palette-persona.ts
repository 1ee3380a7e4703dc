import { useWhoamiQuery } from '../../../api/enhanced-api';
import { useAppSelector } from '../../../app/hooks';
import type { Persona } from '../../../domain/constants';
import { selectSessionUser } from '../../session/session.slice';

/** The session's persona; whoami's role flags when the identity provider did not carry one. */
export function usePalettePersona(): Persona | null {
  const sessionPersona = useAppSelector(selectSessionUser)?.persona ?? null;
  const { data } = useWhoamiQuery({ skip: sessionPersona !== null });
  if (sessionPersona) return sessionPersona;
  if (data?.is_brand) return 'brand';
  if (data?.is_influencer) return 'influencer';
  return null;
}
