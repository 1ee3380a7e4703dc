import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FundingOrder } from '../../api/generated/api';
import { formatDateTime, formatMoney } from '../../domain/format/display-format';
import { paymentPageTexts as t } from '../../domain/payments/payment.texts';
import { SectionCard } from '../brand-campaigns/detail-list.component';
import { FundingStatusChip } from './funding-status-chip.component';

/** The latest fundings, newest first: campaign, amount, status, when, and why a failed one failed. */
export function FundingHistory({ fundings }: { fundings: FundingOrder[] }) {
  return (
    <SectionCard title={t.history}>
      {fundings.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{t.historyEmpty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {fundings.map((funding) => (
            <Box component="li" key={funding.id} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, columnGap: 2, flexWrap: 'wrap' }}>
                <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
                  <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{funding.campaign_name}</Typography>
                  <Typography variant="caption" color="text.secondary">{formatDateTime(funding.created_at)}</Typography>
                </Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>{formatMoney(funding.amount, funding.currency)}</Typography>
                <FundingStatusChip status={funding.status} />
              </Box>
              {funding.status === 'failed' && funding.failure_message ? (
                <Typography variant="body2" color="error" sx={{ mt: 0.5 }}>{funding.failure_message}</Typography>
              ) : null}
            </Box>
          ))}
        </Box>
      )}
    </SectionCard>
  );
}
