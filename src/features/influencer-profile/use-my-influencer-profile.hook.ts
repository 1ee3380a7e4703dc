import {
  useAddMySocialAccountMutation,
  useGetMyInfluencerProfileQuery,
  useRemoveMySocialAccountMutation,
  useSaveMyInfluencerProfileMutation,
} from '../../api/enhanced-api';
import { fieldErrorsOf } from './api-errors';

/** The caller's profile (null before the first saved step) and the calls that change it, answering field errors. */
export function useMyInfluencerProfile() {
  const query = useGetMyInfluencerProfileQuery();
  const [saveProfile] = useSaveMyInfluencerProfileMutation();
  const [addAccount] = useAddMySocialAccountMutation();
  const [removeAccount] = useRemoveMySocialAccountMutation();

  async function save(values: Record<string, unknown>): Promise<Record<string, string> | void> {
    const result = await saveProfile({ influencerProfileBody: values });
    if ('error' in result && result.error) return fieldErrorsOf(result.error);
  }

  async function add(values: Record<string, unknown>): Promise<Record<string, string> | void> {
    const result = await addAccount({ socialAccountBody: values });
    if ('error' in result && result.error) return fieldErrorsOf(result.error);
  }

  return {
    // The server answers null (200) before the first saved step: an empty state, never an error (no 404 logged).
    profile: query.data ?? null,
    status: query.isLoading ? ('loading' as const) : query.isError ? ('error' as const) : ('ready' as const),
    refetch: query.refetch,
    save,
    addAccount: add,
    removeAccount: async (id: string) => {
      const result = await removeAccount({ id });
      if ('error' in result && result.error) return fieldErrorsOf(result.error);
    },
  };
}
