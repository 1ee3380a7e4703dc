import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { overBudgetMessage, placementsTotal, type PricedPlacement } from '../../domain/campaigns/campaign-money';
import { campaignMessages } from '../../domain/campaigns/campaign.texts';
import { wizardTexts as t } from './wizard-texts';

export interface BudgetSummaryProps {
  placements: readonly PricedPlacement[];
  budget: string | null | undefined;
  currency: string;
  /** Expected views of every placement together. */
  reach: string;
}

/** The running total of the placements against the budget, with the estimated reach it buys. */
export function BudgetSummary({ placements, budget, currency, reach }: BudgetSummaryProps) {
  const { total, uncapped } = placementsTotal(placements);
  const over = overBudgetMessage(placements, budget, currency);
  return (
    <Paper variant="outlined" component="section" aria-label="Budget summary" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <Typography sx={{ fontWeight: 600 }}>{t.total(total, currency)}</Typography>
        <Typography color="text.secondary">{budget ? t.ofBudget(budget, currency) : t.noBudget}</Typography>
        <Typography color="text.secondary">{t.reach(reach)}</Typography>
        {uncapped.length > 0 ? <Alert severity="info">{campaignMessages.uncappedCpm}</Alert> : null}
        {over ? <Alert severity="error" role="alert">{over}</Alert> : null}
      </Stack>
    </Paper>
  );
}
