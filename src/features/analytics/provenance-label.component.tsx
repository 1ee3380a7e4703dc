import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { analyticsTexts as t } from './analytics.texts';
import { provenanceText, type Provenance } from './performance-format';

/**
 * Where a figure comes from, beside the figure: 'First-party' (the platform's API for a connected account) or
 * 'Estimated' (anything else), with the meaning in a tooltip. Nothing for a figure nobody reported.
 */
export function ProvenanceLabel({ provenance }: { provenance: Provenance | null | undefined }) {
  const text = provenanceText(provenance);
  if (!provenance || !text) return null;
  return (
    <Tooltip title={t.provenanceHelp[provenance]}>
      <Chip label={text} size="small" variant={provenance === 'estimated' ? 'filled' : 'outlined'}
        color={provenance === 'estimated' ? 'warning' : 'default'} data-provenance={provenance}
        sx={{ height: 20, fontSize: 11, '& .MuiChip-label': { px: 0.75 } }} />
    </Tooltip>
  );
}
