import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { CampaignRosterFit } from '../../api/generated/api';
import { matchFactorLabels, matchFactors, matchWeights } from '../../domain/marketplace/match-fit';
import { rosterTexts as t } from './campaign-roster.texts';

/** Each factor's share of the fit, e.g. "Languages 7.5 / 15". */
export function FitBreakdownList({ fit }: { fit: CampaignRosterFit }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2 }}>
      {matchFactors.map((factor) => (
        <Box key={factor} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="caption">{matchFactorLabels[factor]}</Typography>
          <Typography component="dd" variant="caption" sx={{ m: 0, textAlign: 'right' }}>
            {Math.round(fit[factor] * matchWeights[factor] * 10) / 10} / {matchWeights[factor]}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** The fit score as a chip; hovering or focusing it shows why (hand-added rows have no score). */
export function FitScore({ score, fit }: { score: number; fit: CampaignRosterFit | null }) {
  if (!fit) return <Typography variant="body2" color="text.secondary">{t.manual}</Typography>;
  const tone = score >= 75 ? 'success' : score >= 50 ? 'warning' : 'default';
  return (
    <Tooltip describeChild title={<Box><Typography variant="subtitle2">{t.fitBreakdown}</Typography><FitBreakdownList fit={fit} /></Box>}>
      {/* Orange text is under 4.5:1 on white: a middling score keeps the orange outline with body-coloured text. */}
      <Chip size="small" color={tone} variant="outlined" label={Math.round(score * 10) / 10} aria-label={t.fitLabel(score)} tabIndex={0}
        sx={tone === 'warning' ? { color: 'text.primary' } : undefined} />
    </Tooltip>
  );
}
