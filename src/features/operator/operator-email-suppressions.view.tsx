import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState, type FormEvent } from 'react';
import type { EmailSuppression } from '../../api/generated/api';
import { formatDateTime } from '../../domain/format/display-format';
import { suppressionReasonLabels } from '../../domain/outreach/email-suppression.texts';
import { EmailSuppressionAddDialog, type AddSuppressionResult } from './email-suppression-add-dialog.component';
import { EmailSuppressionRemoveDialog } from './email-suppression-remove-dialog.component';
import { operatorSuppressionsTexts as t } from './operator-email-suppressions.texts';

export interface OperatorEmailSuppressionsViewProps {
  status: 'loading' | 'error' | 'ready';
  suppressions?: EmailSuppression[];
  count: number;
  paging: { hasPrevious: boolean; hasNext: boolean };
  onPage: (direction: -1 | 1) => void;
  onRetry: () => void;
  /** The search applied (part of an address); the field submits a new one. */
  search: string;
  onSearch: (search: string) => void;
  onAdd: (email: string) => Promise<AddSuppressionResult>;
  /** Resolves to the refusal to show in the confirm dialog, or undefined when removed. */
  onRemove: (suppression: EmailSuppression) => Promise<string | undefined>;
  timeZone?: string;
}

const wide = { display: { xs: 'none', sm: 'table-cell' } } as const;
const reasonColor = { unsubscribed: 'default', hard_bounce: 'error', complaint: 'warning' } as const;

function Loading() {
  return (
    <Box role="status" aria-label={t.loading}>
      <Skeleton variant="rounded" height={48} sx={{ mb: 1 }} />
      <Skeleton variant="rounded" height={48} sx={{ mb: 1 }} />
      <Skeleton variant="rounded" height={48} />
    </Box>
  );
}

/**
 * The operator's suppression list: search by address, a page at a time, newest first; Add (a spam complaint) and
 * Remove (after a confirm step that says what the reason calls for).
 */
export function OperatorEmailSuppressionsView(props: OperatorEmailSuppressionsViewProps) {
  const [query, setQuery] = useState(props.search);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<EmailSuppression | null>(null);
  const [removeOpen, setRemoveOpen] = useState(false);
  useEffect(() => setQuery(props.search), [props.search]);

  const submitSearch = (event: FormEvent) => {
    event.preventDefault();
    props.onSearch(query.trim());
  };
  const openRemove = (suppression: EmailSuppression) => {
    setRemoving(suppression);
    setRemoveOpen(true);
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t.intro}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Stack component="form" role="search" direction="row" spacing={1} onSubmit={submitSearch} sx={{ flex: 1, alignItems: 'center' }}>
          <TextField
            size="small" type="search" label={t.searchLabel} value={query} onChange={(event) => setQuery(event.target.value)}
            sx={{ flex: 1, maxWidth: 420 }} slotProps={{ htmlInput: { spellCheck: false } }}
          />
          <Button type="submit">{t.search}</Button>
          {props.search ? <Button onClick={() => props.onSearch('')}>{t.clear}</Button> : null}
        </Stack>
        <Button variant="contained" onClick={() => setAdding(true)}>{t.add}</Button>
      </Stack>
      {props.status === 'loading' && <Loading />}
      {props.status === 'error' && (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={props.onRetry}>{t.retry}</Button>}>{t.loadFailed}</Alert>
      )}
      {props.status === 'ready' && !props.suppressions?.length && (
        <Typography color="text.secondary">{props.search ? t.noMatch(props.search) : t.empty}</Typography>
      )}
      {props.status === 'ready' && Boolean(props.suppressions?.length) && (
        <>
          <Typography variant="body2" color="text.secondary">{t.count(props.count)}</Typography>
          <TableContainer>
            <Table size="small" aria-label={t.tableLabel}>
              <TableHead>
                <TableRow>
                  <TableCell>{t.address}</TableCell>
                  <TableCell>{t.reason}</TableCell>
                  <TableCell sx={wide}>{t.since}</TableCell>
                  <TableCell align="right">{t.actions}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {props.suppressions!.map((suppression) => (
                  <TableRow key={suppression.email}>
                    <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>{suppression.email}</TableCell>
                    <TableCell>
                      <Chip size="small" label={suppressionReasonLabels[suppression.reason]} color={reasonColor[suppression.reason]} />
                    </TableCell>
                    <TableCell sx={wide}>{formatDateTime(suppression.since, props.timeZone)}</TableCell>
                    <TableCell align="right">
                      <Button size="small" color="error" onClick={() => openRemove(suppression)} aria-label={t.removeLabel(suppression.email)}>
                        {t.remove}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
      {(props.paging.hasPrevious || props.paging.hasNext) && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button disabled={!props.paging.hasPrevious} onClick={() => props.onPage(-1)}>{t.newer}</Button>
          <Button disabled={!props.paging.hasNext} onClick={() => props.onPage(1)}>{t.older}</Button>
        </Stack>
      )}
      <EmailSuppressionAddDialog open={adding} onAdd={props.onAdd} onClose={() => setAdding(false)} />
      <EmailSuppressionRemoveDialog suppression={removing} open={removeOpen} onConfirm={props.onRemove} onClose={() => setRemoveOpen(false)} />
    </Stack>
  );
}
