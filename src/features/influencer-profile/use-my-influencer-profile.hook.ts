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
  const notStarted = query.isError && (query.error as { status?: unknown }).status === 404;

  async function save(values: Record<string, unknown>): Promise<Record<string, string> | void> {
    const result = await saveProfile({ influencerProfileBody: values });
    if ('error' in result && result.error) return fieldErrorsOf(result.error);
  }

  async function add(values: Record<string, unknown>): Promise<Record<string, string> | void> {
    const result = await addAccount({ socialAccountBody: values });
    if ('error' in result && result.error) return fieldErrorsOf(result.error);
  }

  return {
    profile: notStarted ? null : query.data,
    status: query.isLoading ? ('loading' as const) : query.isError && !notStarted ? ('error' as const) : ('ready' as const),
    refetch: query.refetch,
    save,
    addAccount: add,
    removeAccount: async (id: string) => {
      const result = await removeAccount({ id });
      if ('error' in result && result.error) return fieldErrorsOf(result.error);
    },
  };
}
