import { useState } from 'react';
import {
  useAcceptCampaignInviteMutation,
  useDeclineCampaignInviteMutation,
  useGetCampaignInviteQuery,
  type CampaignInviteDetail,
} from '../../api/generated/api';
import { notify } from '../../components/toast/notify';
import type { ApplicationValues } from './application-form.view';
import { inviteDetailsTexts as t } from './campaign-invites.texts';
import { answerFailure } from './invite-answer-errors';
import { MessageButton } from '../messages/components/message-button.component';
import { InviteDetailsView } from './invite-details.view';

/** Loads one invite and sends the answer; the mutation's answer is shown at once (the list refetches by tag). */
export function InviteDetailsSection({ inviteId }: { inviteId: string }) {
  const query = useGetCampaignInviteQuery({ id: inviteId });
  const [accept] = useAcceptCampaignInviteMutation();
  const [decline] = useDeclineCampaignInviteMutation();
  const [answered, setAnswered] = useState<CampaignInviteDetail | null>(null);

  const settle = async (result: { data?: CampaignInviteDetail; error?: Parameters<typeof answerFailure>[0] }, toast: string) => {
    if (result.data) {
      setAnswered(result.data);
      notify.success(toast);
      return undefined;
    }
    // 409: answered meanwhile or expired; reload so the page shows the invite as it is now.
    if (result.error && 'status' in result.error && result.error.status === 409) void query.refetch();
    return answerFailure(result.error);
  };

  const onAccept = async (values: ApplicationValues) =>
    settle(await accept({ id: inviteId, campaignApplicationBody: values }), t.acceptedToast);
  const onDecline = async (reason: string) => {
    const failure = await settle(await decline({ id: inviteId, declineInviteBody: { reason } }), t.declinedToast);
    return failure ? { field: failure.fields?.reason, form: failure.form } : undefined;
  };

  const notFound = query.isError && 'status' in (query.error ?? {}) && (query.error as { status: unknown }).status === 404;
  const invite = answered ?? query.data;
  const status = query.isLoading ? 'loading' : notFound ? 'not_found' : !invite ? 'error' : 'ready';
  return <InviteDetailsView status={status} invite={invite} onRetry={() => void query.refetch()} onAccept={onAccept} onDecline={onDecline}
    messageAction={(brand, campaignId) => <MessageButton brandId={brand.id} campaignId={campaignId} name={brand.name} />} />;
}
