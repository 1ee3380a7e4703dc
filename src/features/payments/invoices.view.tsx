import { visuallyHidden } from '@mui/utils';
import Download from '@mui/icons-material/Download';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import type { TaxInvoiceSummary } from '../../api/generated/api';
import { formatDay, formatMoney } from '../../domain/format/display-format';
import { invoiceSectionTexts as t } from '../../domain/payments/tax-invoice.texts';

export interface InvoicesViewProps {
  status: 'loading' | 'error' | 'ready';
  invoices?: readonly TaxInvoiceSummary[];
  /** All invoices of the brand, and the page shown (1-based) of `pageSize`. */
  count?: number;
  page?: number;
  pageSize?: number;
  onPage?: (page: number) => void;
  onRetry?: () => void;
  /** Saves the invoice's PDF; resolves to the text to show when it could not. */
  onDownload?: (invoice: TaxInvoiceSummary) => Promise<string | undefined>;
  /** The brand's GSTIN the invoices name (brand-gstin.section.tsx), above the list. */
  gstin?: ReactNode;
}

/** The invoice's day as issued (an India calendar day), never shifted by the reader's time zone. */
const issuedOn = (date: string) => formatDay(`${date}T00:00:00Z`, 'UTC');
const gstText = (invoice: TaxInvoiceSummary) =>
  invoice.gst_treatment === 'not-registered' || invoice.gst_treatment === 'export-zero-rated' ? t.noGst : formatMoney(invoice.gst, invoice.currency);
const gstHeads = (invoice: TaxInvoiceSummary) => t.gstHeads[invoice.gst_treatment](invoice.gst_rate);

function DownloadButton({ invoice, onDownload }: { invoice: TaxInvoiceSummary; onDownload?: InvoicesViewProps['onDownload'] }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setBusy(true);
    setError(null);
    setError((await onDownload?.(invoice)) ?? null);
    setBusy(false);
  };
  return (
    <Box>
      <Button size="small" variant="outlined" startIcon={<Download />} disabled={busy} onClick={() => void download()} aria-label={t.downloadLabel(invoice.number)}>
        {busy ? t.downloading : t.download}
      </Button>
      {error ? <Alert severity="error" sx={{ mt: 1 }}>{error}</Alert> : null}
    </Box>
  );
}

function InvoiceTable({ invoices, onDownload }: { invoices: readonly TaxInvoiceSummary[]; onDownload?: InvoicesViewProps['onDownload'] }) {
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t.title}>
        <TableHead>
          <TableRow>
            {[t.number, t.date, t.creator, t.campaign].map((label) => <TableCell key={label}>{label}</TableCell>)}
            {[t.taxable, t.gst, t.total].map((label) => <TableCell key={label} align="right">{label}</TableCell>)}
            <TableCell><Box component="span" sx={visuallyHidden}>{t.download}</Box></TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => (
            <TableRow key={invoice.line_id}>
              <TableCell sx={{ whiteSpace: 'nowrap', fontFamily: 'monospace' }}>{invoice.number}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{issuedOn(invoice.date)}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{invoice.creator_name}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 120 }}>{invoice.campaign_name}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>{formatMoney(invoice.taxable_value, invoice.currency)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {gstText(invoice)}
                <Typography variant="caption" color="text.secondary" component="div">{gstHeads(invoice)}</Typography>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{formatMoney(invoice.total, invoice.currency)}</TableCell>
              <TableCell><DownloadButton invoice={invoice} onDownload={onDownload} /></TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function InvoiceCards({ invoices, onDownload }: { invoices: readonly TaxInvoiceSummary[]; onDownload?: InvoicesViewProps['onDownload'] }) {
  return (
    <Box component="ul" aria-label={t.title} sx={{ p: 0, m: 0 }}>
      {invoices.map((invoice) => (
        <Box component="li" key={invoice.line_id} aria-label={`${invoice.number}: ${invoice.creator_name}`} sx={{
          listStyle: 'none', py: 1.5, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 },
        }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="subtitle2" component="h3" sx={{ fontFamily: 'monospace' }}>{invoice.number}</Typography>
            <Typography variant="body2" color="text.secondary">{issuedOn(invoice.date)}</Typography>
          </Stack>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{invoice.creator_name} · {invoice.campaign_name}</Typography>
          <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0, my: 1, '& dd': { m: 0, textAlign: 'right' } }}>
            <Typography component="dt" variant="body2" color="text.secondary">{t.taxable}</Typography>
            <Typography component="dd" variant="body2">{formatMoney(invoice.taxable_value, invoice.currency)}</Typography>
            <Typography component="dt" variant="body2" color="text.secondary">{t.gst}</Typography>
            <Typography component="dd" variant="body2">{gstText(invoice)} · {gstHeads(invoice)}</Typography>
            <Typography component="dt" variant="body2" color="text.secondary">{t.total}</Typography>
            <Typography component="dd" variant="body2" sx={{ fontWeight: 600 }}>{formatMoney(invoice.total, invoice.currency)}</Typography>
          </Box>
          <DownloadButton invoice={invoice} onDownload={onDownload} />
        </Box>
      ))}
    </Box>
  );
}

function Body({ status, invoices, count = 0, page = 1, pageSize = 20, onPage, onRetry, onDownload }: InvoicesViewProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (status === 'loading') {
    return (
      <Stack spacing={1} role="status" aria-label={t.loading}>
        <Box component="span" sx={visuallyHidden}>{t.loading}</Box>
        {[0, 1, 2].map((i) => <Skeleton key={i} variant="rounded" height={40} />)}
      </Stack>
    );
  }
  if (status === 'error' || !invoices) {
    return <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{t.retry}</Button>}>{t.loadFailed}</Alert>;
  }
  if (invoices.length === 0) {
    return (
      <Box sx={{ textAlign: 'center', px: 3, py: 4, border: 1, borderColor: 'divider', borderRadius: 2, borderStyle: 'dashed' }}>
        <Box aria-hidden sx={{ color: 'text.disabled', '& svg': { fontSize: 40 } }}><ReceiptLongOutlined /></Box>
        <Typography variant="body2" color="text.secondary">{t.empty}</Typography>
      </Box>
    );
  }
  const from = (page - 1) * pageSize + 1;
  const to = from + invoices.length - 1;
  return (
    <>
      {phone ? <InvoiceCards invoices={invoices} onDownload={onDownload} /> : <InvoiceTable invoices={invoices} onDownload={onDownload} />}
      {count > invoices.length ? (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, alignItems: 'center', justifyContent: 'flex-end' }}>
          <Typography variant="body2" color="text.secondary">{t.showing(from, to, count)}</Typography>
          <Button size="small" disabled={page <= 1} onClick={() => onPage?.(page - 1)}>{t.newer}</Button>
          <Button size="small" disabled={to >= count} onClick={() => onPage?.(page + 1)}>{t.older}</Button>
        </Stack>
      ) : null}
    </>
  );
}

/** The brand's tax invoices (a section of /payments): a table, cards on a phone, a PDF per invoice. */
export function InvoicesView(props: InvoicesViewProps) {
  return (
    <Box component="section" aria-labelledby="invoices-heading" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: { xs: 2, sm: 3 }, mt: 3 }}>
      <Typography id="invoices-heading" variant="h6" component="h2">{t.title}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{t.intro}</Typography>
      {props.gstin}
      <Body {...props} />
    </Box>
  );
}
