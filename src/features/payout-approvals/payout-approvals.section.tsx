import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useApprovePayoutLineMutation, useListBrandPayoutLinesQuery, type PayoutLine } from '../../api/generated/api';
import { notify } from '../../components/toast/notify';
import { formatMoney } from '../../domain/format/display-format';
import { payoutApprovalTexts as t } from '../../domain/payments/earnings.texts';
import { paymentTexts } from '../../domain/payments/payment.texts';
import { mutationErrorText } from '../mutation-errors/mutation-error-text';
import { PayoutApprovalsView } from './payout-approvals.view';

export interface PayoutApprovalsSectionProps {
  brandId: string;
  /** The member may approve payouts (GET brands/{id}/payments/ permissions.approve). */
  canApprove: boolean;
}

/** What the dialog says when the server refuses: 403 a non-admin, 409 approved meanwhile, 404 gone; else SPEC §8. */
export function approvalRefusal(error: unknown): string {
  const status = (error as FetchBaseQueryError | undefined)?.status;
  if (status === 403) return paymentTexts.approveNotPermitted;
  if (status === 409) {
    // Not enough money held for the line (it earned beyond its offer): the server says how much more is needed.
    const body = (error as FetchBaseQueryError).data as { code?: string; detail?: string } | undefined;
    if (body?.code === 'insufficient_funds' && body.detail) return body.detail;
    return paymentTexts.lineAlreadyApproved;
  }
  if (status === 404) return t.gone;
  return mutationErrorText(error as FetchBaseQueryError);
}

/**
 * The brand's payouts awaiting approval, for the /payments page: GET brands/{id}/payout-lines/ and
 * POST payout-lines/{id}/approve/. Both share the 'Payments' tag, so an approval (or a refusal that changed nothing
 * here but means the list is stale) refetches the list and the page's balances.
 */
export function PayoutApprovalsSection({ brandId, canApprove }: PayoutApprovalsSectionProps) {
  const lines = useListBrandPayoutLinesQuery({ id: brandId });
  const [approve] = useApprovePayoutLineMutation();

  const onApprove = async (line: PayoutLine) => {
    const result = await approve({ id: line.id });
    if ('error' in result) {
      // Approved by someone else or gone: the row should leave the list too.
      if ((result.error as FetchBaseQueryError).status === 409 || (result.error as FetchBaseQueryError).status === 404) void lines.refetch();
      return approvalRefusal(result.error);
    }
    notify.success(t.approved(formatMoney(line.gross, line.currency), line.influencer_name));
    return undefined;
  };

  const status = lines.isLoading || (lines.isFetching && !lines.data) ? 'loading' : lines.isError || !lines.data ? 'error' : 'ready';
  return (
    <PayoutApprovalsView status={status} lines={lines.data?.results} canApprove={canApprove}
      onApprove={onApprove} onRetry={() => void lines.refetch()} />
  );
}
