import { useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useGetMyEmailSuppressionQuery, useRemoveMyEmailSuppressionMutation } from '../../api/generated/api';
import { notify } from '../../components/toast/notify';
import { emailSuppressionTexts } from '../../domain/outreach/email-suppression.texts';
import { mutationErrorText } from '../mutation-errors/mutation-error-text';
import { useTimeZone } from '../settings/use-time-zone.hook';
import { InvitationEmailsNotice } from './invitation-emails-notice.component';

/** The server's reason for 403 (address not verified) and 409 (a bounce or complaint); SPEC §8's texts otherwise. */
function refusalOf(error: FetchBaseQueryError): string {
  const detail = (error.data as { detail?: unknown } | undefined)?.detail;
  if (typeof detail === 'string' && (error.status === 403 || error.status === 409)) return detail;
  return typeof error.status === 'number' && error.status >= 500 ? emailSuppressionTexts.mine.resubscribeFailed : mutationErrorText(error);
}

/**
 * GET and DELETE accounts/email-suppression/. A failed load shows nothing (the switches above still work); a refused
 * removal shows under its button (silent-mutations.ts), a done one toasts and the notice goes.
 */
export function InvitationEmailsNoticeSection() {
  const mine = useGetMyEmailSuppressionQuery();
  const [remove, removal] = useRemoveMyEmailSuppressionMutation();
  const [refusal, setRefusal] = useState<string | null>(null);
  const timeZone = useTimeZone();

  const onRemove = async () => {
    setRefusal(null);
    const result = await remove();
    if ('error' in result && result.error) {
      const error = result.error as FetchBaseQueryError;
      // Someone (support, another tab) changed it meanwhile: show what is true now. 404: it is off the list already.
      if (error.status === 404 || error.status === 409) void mine.refetch();
      if (error.status !== 404) {
        setRefusal(refusalOf(error));
        return;
      }
    }
    notify.success(emailSuppressionTexts.mine.resubscribed);
  };

  return <InvitationEmailsNotice suppression={mine.data} removing={removal.isLoading} refusal={refusal} onRemove={() => void onRemove()} timeZone={timeZone} />;
}
