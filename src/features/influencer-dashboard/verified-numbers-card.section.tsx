import { useGetMyPerformanceQuery } from '../../api/generated/api';
import { VerifiedNumbersCardView } from './verified-numbers-card.view';

/** "Your verified numbers" with its data: GET analytics/my-performance/ with the API's default range (the last 30 days). */
export default function VerifiedNumbersCardSection() {
  const query = useGetMyPerformanceQuery({});
  const status = query.isLoading ? 'loading' : query.isError && !query.data ? 'error' : 'ready';
  return <VerifiedNumbersCardView status={status} report={query.data} onRetry={() => void query.refetch()} />;
}
