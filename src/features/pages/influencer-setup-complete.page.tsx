import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, useGetMyInfluencerProfileQuery } from '../../api/enhanced-api';
import { useAppDispatch } from '../../app/hooks';
import { SetupCompleteView } from '../influencer-profile/setup-complete.view';

/**
 * /influencer-setup-complete: shown right after setup while the cached whoami still says incomplete (the guard lets
 * it through, docs/decisions.md); 'Go to dashboard' refreshes whoami first so the guard agrees.
 */
export default function InfluencerSetupCompletePage() {
  const profile = useGetMyInfluencerProfileQuery();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const state = profile.isLoading ? 'loading' : profile.data?.is_profile_completed ? 'complete' : 'incomplete';

  async function toDashboard() {
    setLeaving(true);
    await dispatch(api.endpoints.getWhoami.initiate(undefined, { forceRefetch: true, subscribe: false }));
    navigate('/dashboard', { replace: true });
  }

  return (
    <SetupCompleteView state={state} leaving={leaving} onDashboard={() => void toDashboard()}
      onContinueSetup={() => navigate('/profile-setup', { replace: true })} />
  );
}
