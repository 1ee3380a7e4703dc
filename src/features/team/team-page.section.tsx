import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useWhoamiQuery } from '../../api/enhanced-api';
import {
  useCreateTeamInviteMutation, useLeaveTeamMutation, useListTeamActivityQuery, useListTeamInvitesQuery, useListTeamMembersQuery,
  useRemoveTeamMemberMutation, useResendTeamInviteMutation, useRevokeTeamInviteMutation, useUpdateTeamMemberMutation,
  type TeamInvite, type TeamMember,
} from '../../api/generated/api';
import { notify } from '../../components/toast/notify';
import { mutationErrorText } from '../mutation-errors/mutation-error-text';
import { lazyDialog } from '../../components/lazy-dialog/lazy-dialog';
import type { ConfirmDialog as ConfirmDialogComponent, ConfirmRequest } from './confirm-dialog.component';
import type { InviteValues, SubmitResult } from './invite-dialog.component';
import type { MemberDialog as MemberDialogComponent } from './member-dialog.component';
import { teamTexts as t } from './team-texts';
import { TeamView } from './team.view';

// The dialogs open on a click: Dialog (MUI's Modal, its focus trap and transitions) loads with the first one, not with
// the page (SPEC §9's budget; docs/performance.md). Member and confirm dialogs are open while they hold a member or request.
const InviteDialog = lazyDialog(() => import(/* webpackChunkName: "team-dialogs" */ './invite-dialog.component').then((m) => m.InviteDialog));
const MemberDialog = lazyDialog<Parameters<typeof MemberDialogComponent>[0] & { open: boolean }>(() =>
  import(/* webpackChunkName: "team-dialogs" */ './member-dialog.component').then((m) => ({ open: _open, ...props }) => <m.MemberDialog {...props} />),
);
const ConfirmDialog = lazyDialog<Parameters<typeof ConfirmDialogComponent>[0] & { open: boolean }>(() =>
  import(/* webpackChunkName: "team-dialogs" */ './confirm-dialog.component').then((m) => ({ open: _open, ...props }) => <m.ConfirmDialog {...props} />),
);

/** A refusal's text: the server's own detail for 403/404/409/410 (last admin, already invited...), else SPEC §8's. */
export function refusal(error: unknown): string {
  const failure = error as FetchBaseQueryError;
  const detail = (failure.data as { detail?: unknown } | undefined)?.detail;
  return typeof failure.status === 'number' && failure.status >= 403 && failure.status < 500 && typeof detail === 'string' ? detail : mutationErrorText(failure);
}
const failed = (result: { error?: unknown }) => ('error' in result && result.error ? refusal(result.error) : undefined);

/** SPEC §5's default page size; the activity grows with every change, so it is paged like every list. */
const activityPageSize = 20;

/** /team: the brand's team, its invites and activity (docs/team.md); the generated 'Team' tag refetches after changes. */
export function TeamPageSection() {
  const navigate = useNavigate();
  const me = useWhoamiQuery();
  const brandId = me.data?.brand_id ?? '';
  const skip = { skip: !brandId };
  const members = useListTeamMembersQuery({ id: brandId }, skip);
  const invites = useListTeamInvitesQuery({ id: brandId }, skip);
  const [activityPage, setActivityPage] = useState(1);
  const activity = useListTeamActivityQuery({ id: brandId, page: activityPage, pageSize: activityPageSize }, skip);
  const [createInvite] = useCreateTeamInviteMutation();
  const [resendInvite] = useResendTeamInviteMutation();
  const [revokeInvite] = useRevokeTeamInviteMutation();
  const [updateMember] = useUpdateTeamMemberMutation();
  const [removeMember] = useRemoveTeamMemberMutation();
  const [leaveTeam] = useLeaveTeamMutation();
  const [inviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<TeamMember | null>(null);
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);

  const onInvite = async (values: InviteValues): Promise<SubmitResult> => {
    const result = await createInvite({ id: brandId, teamInviteCreate: values });
    if ('error' in result && result.error) {
      const data = (result.error as FetchBaseQueryError).data as { errors?: Record<string, string[]> } | undefined;
      if ((result.error as FetchBaseQueryError).status === 400 && data?.errors) {
        return { fields: Object.fromEntries(Object.entries(data.errors).map(([field, messages]) => [field, messages[0] ?? ''])) };
      }
      return { form: refusal(result.error) };
    }
    notify.success(t.invited(result.data.email));
  };
  const onResend = async (invite: TeamInvite) => {
    const result = await resendInvite({ id: brandId, inviteId: invite.id });
    const problem = failed(result);
    if (problem) notify.error(problem);
    else notify.success(t.resent(invite.email));
  };
  const name = (member: TeamMember) => member.name || member.email;

  // No brand (an account that left its only brand): the error state with Retry, not an endless spinner.
  const status = !brandId ? (me.isLoading ? 'loading' : 'error') : members.isLoading ? 'loading' : members.isError || !members.data ? 'error' : 'ready';
  return (
    <>
      <TeamView status={status} members={members.data?.results} invites={invites.data?.results} activity={activity.data?.results}
        activityPages={Math.ceil((activity.data?.count ?? 0) / activityPageSize)} activityPage={activityPage} onActivityPage={setActivityPage}
        canManage={members.data?.can_manage ?? false} myUserId={members.data?.my_user_id} onRetry={() => void members.refetch()}
        onInvite={() => setInviting(true)} onChange={setChanging} onResend={(invite) => void onResend(invite)}
        onRemove={(member) => setConfirming({
          title: t.removeTitle(name(member)), body: t.removeBody, action: t.remove,
          run: async () => {
            const problem = failed(await removeMember({ id: brandId, userId: member.user_id }));
            if (!problem) notify.success(t.removed(name(member)));
            return problem;
          },
        })}
        onRevoke={(invite) => setConfirming({
          title: t.revokeTitle(invite.email), body: t.revokeBody, action: t.revoke,
          run: async () => {
            const problem = failed(await revokeInvite({ id: brandId, inviteId: invite.id }));
            if (!problem) notify.success(t.revoked(invite.email));
            return problem;
          },
        })}
        onLeave={() => setConfirming({
          title: t.leaveTitle, body: t.leaveBody, action: t.leave,
          run: async () => {
            const problem = failed(await leaveTeam({ id: brandId }));
            if (!problem) {
              notify.success(t.left);
              void navigate('/dashboard', { replace: true });
            }
            return problem;
          },
        })} />
      <InviteDialog open={inviting} onClose={() => setInviting(false)} onSubmit={onInvite} />
      <MemberDialog open={changing !== null} member={changing} onClose={() => setChanging(null)} onSubmit={async (member, change) => {
        const problem = failed(await updateMember({ id: brandId, userId: member.user_id, teamMemberUpdate: change }));
        if (!problem) notify.success(t.updated(name(member)));
        return problem;
      }} />
      <ConfirmDialog open={confirming !== null} request={confirming} onClose={() => setConfirming(null)} />
    </>
  );
}
