import { useGetMyEarningsQuery } from '../../api/generated/api';
import { EarningsView } from './earnings.view';

/** The signed-in creator's earnings: GET influencers/me/earnings/ (balances from the ledger, lines, payout details). */
export function EarningsSection() {
  const earnings = useGetMyEarningsQuery();
  // A retry after a failure shows the skeletons again, so the press visibly does something.
  const status = earnings.isLoading || (earnings.isFetching && !earnings.data) ? 'loading' : earnings.isError || !earnings.data ? 'error' : 'ready';
  return <EarningsView status={status} earnings={earnings.data} onRetry={() => void earnings.refetch()} />;
}
