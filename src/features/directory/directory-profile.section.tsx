import type { ReactNode } from 'react';
import { useWhoamiQuery } from '../../api/enhanced-api';
import { useGetDirectoryProfileQuery } from '../../api/generated/api';
import { DirectoryProfileView } from './directory-profile.view';

/** Loads one creator's profile for the caller's brand; a private or unknown profile reads as not found. */
export function DirectoryProfileSection({ influencerId, actions }: { influencerId: string; actions?: (profile: NonNullable<ReturnType<typeof useGetDirectoryProfileQuery>['data']>) => ReactNode }) {
  const whoami = useWhoamiQuery();
  const profile = useGetDirectoryProfileQuery({ influencerId });
  const missing = profile.isError && 'status' in profile.error && (profile.error.status === 404 || profile.error.status === 400);
  const status = profile.isLoading ? 'loading' : missing ? 'not_found' : profile.isError && !profile.data ? 'error' : 'ready';
  return (
    <DirectoryProfileView status={status} profile={profile.data} brandId={whoami.data?.brand_id} onRetry={() => void profile.refetch()}
      actions={profile.data && actions ? actions(profile.data) : undefined} />
  );
}
