import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { api } from '../../api/enhanced-api';
import { useAcceptTeamInviteMutation, useGetTeamInviteQuery } from '../../api/generated/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { notify } from '../../components/toast/notify';
import { FullPageLoader } from '../../components/full-page-loader/full-page-loader.component';
import { AuthCardLayout } from '../auth/components/auth-card-layout.component';
import { forgetReturnTo, rememberReturnTo } from '../auth/return-to';
import { selectAuthLoaded, selectIsSignedIn } from '../session/session.slice';
import { refusal } from './team-page.section';
import { teamTexts as t } from './team-texts';
import { TeamInviteView } from './team-invite.view';

/** /team/invite/:token, outside the access guard: a new account has no brand yet (docs/team.md). */
export default function TeamInvitePage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const authLoaded = useAppSelector(selectAuthLoaded);
  const signedIn = useAppSelector(selectIsSignedIn);
  const invite = useGetTeamInviteQuery({ token });
  const [accept, accepting] = useAcceptTeamInviteMutation();
  const [error, setError] = useState('');
  const returnTo = `/team/invite/${token}`;

  if (!authLoaded) return <FullPageLoader text={t.inviteLoading} />;
  const onAccept = async () => {
    setError('');
    const result = await accept({ token });
    if ('error' in result && result.error) return setError(refusal(result.error));
    forgetReturnTo();
    // whoami now names the brand (brand_id, profile complete): refetched before the guard decides.
    dispatch(api.util.invalidateTags(['Whoami', 'Brands']));
    notify.success(t.joined(invite.data?.brand_name ?? ''));
    void navigate('/dashboard', { replace: true });
  };
  const status = invite.isLoading ? 'loading' : invite.isError ? 'error' : 'ready';
  return (
    <AuthCardLayout title={t.inviteHeading}>
      <TeamInviteView status={status} invite={invite.data} error={error || (invite.isError ? refusal(invite.error) : '')}
        signedIn={signedIn} accepting={accepting.isLoading} returnTo={returnTo} onAccept={() => void onAccept()}
        onRemember={() => rememberReturnTo(returnTo)} />
    </AuthCardLayout>
  );
}
