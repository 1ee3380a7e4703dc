import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReconciliationDifference } from '../../api/generated/api';
import { reconciliationKindLabel, reconciliationProviderLabels } from '../../domain/payments/reconciliation.texts';
import { reconciliationPageTexts as t } from './reconciliation.texts';

const code = { fontFamily: 'monospace', overflowWrap: 'anywhere' } as const;

/** A run's differences: a table, or one card per difference at phone width. */
export function ReconciliationDifferences({ differences }: { differences: ReconciliationDifference[] }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  if (phone) {
    return (
      <Box component="ul" aria-label={t.differencesLabel} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
        {differences.map((difference, index) => (
          <Paper component="li" variant="outlined" key={`${difference.reference}-${index}`} sx={{ p: 2, display: 'grid', gap: 0.5 }}>
            <Typography variant="subtitle2" component="h3">
              {reconciliationProviderLabels[difference.provider]}: {reconciliationKindLabel(difference.kind)}
            </Typography>
            <Typography variant="body2" sx={code}>{difference.reference}</Typography>
            <Typography variant="body2">{t.expected}: {difference.expected ?? t.none} · {t.actual}: {difference.actual ?? t.none}</Typography>
            <Typography variant="body2" color="text.secondary">{difference.detail}</Typography>
          </Paper>
        ))}
      </Box>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={t.differencesLabel} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t.differencesLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{t.provider}</TableCell>
            <TableCell>{t.kind}</TableCell>
            <TableCell>{t.reference}</TableCell>
            <TableCell>{t.expected}</TableCell>
            <TableCell>{t.actual}</TableCell>
            <TableCell>{t.detail}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {differences.map((difference, index) => (
            <TableRow key={`${difference.reference}-${index}`}>
              <TableCell>{reconciliationProviderLabels[difference.provider]}</TableCell>
              <TableCell component="th" scope="row">{reconciliationKindLabel(difference.kind)}</TableCell>
              <TableCell sx={code}>{difference.reference}</TableCell>
              <TableCell>{difference.expected ?? t.none}</TableCell>
              <TableCell>{difference.actual ?? t.none}</TableCell>
              <TableCell sx={{ minWidth: '16rem' }}>{difference.detail}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
