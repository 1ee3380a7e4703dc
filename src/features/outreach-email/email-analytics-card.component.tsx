import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CampaignEmailAnalytics } from '../../api/generated/api';
import { formatDateTime, formatDay } from '../../domain/format/display-format';
import { emailAnalyticsTexts as t } from './outreach-email.texts';

export interface EmailAnalyticsCardProps {
  status: 'loading' | 'error' | 'ready';
  analytics?: CampaignEmailAnalytics;
  onRetry?: () => void;
}

function Figure({ label, value, caption }: { label: string; value: number; caption?: string }) {
  return (
    <Box component="li" aria-label={label} sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="h3">{label}</Typography>
      <Typography component="p" sx={{ fontWeight: 700, fontSize: { xs: '1.25rem', sm: '1.5rem' } }}>{value}</Typography>
      {caption ? <Typography variant="caption" color="text.secondary" component="p">{caption}</Typography> : null}
    </Box>
  );
}

/** Columns that a phone drops: the table keeps influencer, sent, opened and clicked. */
const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * The campaign's invitation e-mail figures (GET email-tracking/analytics/campaign/{id}/): totals with human and
 * proxy opens apart, and a per-influencer table. Phone-friendly: figures wrap two to a row, the table drops columns.
 */
export function EmailAnalyticsCard({ status, analytics, onRetry }: EmailAnalyticsCardProps) {
  return (
    <Card variant="outlined" component="section" aria-label={t.title} sx={{ minWidth: 0 }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>{t.title}</Typography>
        {status === 'loading' && (
          <Box role="status" aria-label={t.loading}>
            <Skeleton variant="rounded" height={72} sx={{ mb: 1 }} />
            <Skeleton variant="rounded" height={120} />
          </Box>
        )}
        {status === 'error' && (
          <Alert severity="error" action={onRetry ? <Button color="inherit" size="small" onClick={onRetry}>{t.retry}</Button> : undefined}>{t.loadFailed}</Alert>
        )}
        {status === 'ready' && analytics && analytics.totals.sent + analytics.totals.suppressed === 0 && (
          <Typography color="text.secondary">{t.empty}</Typography>
        )}
        {status === 'ready' && analytics && analytics.totals.sent + analytics.totals.suppressed > 0 && (
          <>
            <Box component="ul" sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }, p: 0, m: 0, mb: 2 }}>
              <Figure label={t.sent} value={analytics.totals.sent} caption={`${t.delivered}: ${analytics.totals.delivered}`} />
              <Figure
                label={t.opened}
                value={analytics.totals.opened}
                caption={`${analytics.totals.opened_human} ${t.openedHuman} · ${analytics.totals.opened_machine} ${t.openedMachine}`}
              />
              <Figure label={t.clicked} value={analytics.totals.clicked} />
              <Figure label={t.unsubscribed} value={analytics.totals.unsubscribed} />
              <Figure label={t.bounced} value={analytics.totals.bounced} />
              <Figure label={t.suppressed} value={analytics.totals.suppressed} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t.machineNote}</Typography>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>{t.perInfluencer}</Typography>
            <TableContainer sx={{ mb: 2 }}>
              <Table size="small" aria-label={t.perInfluencer}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t.influencer}</TableCell>
                    <TableCell align="right">{t.sent}</TableCell>
                    <TableCell align="right">{t.opensHeader}</TableCell>
                    <TableCell align="right">{t.clicked}</TableCell>
                    <TableCell align="right" sx={wide}>{t.unsubscribed}</TableCell>
                    <TableCell align="right" sx={wide}>{t.bounced}</TableCell>
                    <TableCell sx={wide}>{t.lastSent}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {analytics.influencers.map((row) => (
                    <TableRow key={row.user_id ?? row.influencer_name}>
                      <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>{row.influencer_name}</TableCell>
                      <TableCell align="right">{row.sent}</TableCell>
                      <TableCell align="right">{t.opensCell(row.opened_human, row.opened_machine)}</TableCell>
                      <TableCell align="right">{row.clicked}</TableCell>
                      <TableCell align="right" sx={wide}>{row.unsubscribed ? t.yes : t.no}</TableCell>
                      <TableCell align="right" sx={wide}>{row.bounced}</TableCell>
                      <TableCell sx={wide}>{formatDateTime(row.last_sent_at)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>{t.perDay}</Typography>
            <TableContainer>
              <Table size="small" aria-label={t.perDay}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t.day}</TableCell>
                    <TableCell align="right">{t.sent}</TableCell>
                    <TableCell align="right">{t.opensHeader}</TableCell>
                    <TableCell align="right">{t.clicked}</TableCell>
                    <TableCell align="right" sx={wide}>{t.unsubscribed}</TableCell>
                    <TableCell align="right" sx={wide}>{t.bounced}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {analytics.days.map((row) => (
                    <TableRow key={row.day}>
                      <TableCell component="th" scope="row">{formatDay(row.day)}</TableCell>
                      <TableCell align="right">{row.sent}</TableCell>
                      <TableCell align="right">{t.opensCell(row.opened_human, row.opened_machine)}</TableCell>
                      <TableCell align="right">{row.clicked}</TableCell>
                      <TableCell align="right" sx={wide}>{row.unsubscribed}</TableCell>
                      <TableCell align="right" sx={wide}>{row.bounced}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </CardContent>
    </Card>
  );
}
