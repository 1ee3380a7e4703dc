import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { brandingPositionLabels, campaignObjectiveLabels, platformLabels } from '../../domain/campaigns/campaign-labels';
import { placementsTotal } from '../../domain/campaigns/campaign-money';
import { placementTypeInfo, type BrandingPosition, type CampaignObjective } from '../../domain/campaigns/campaign-options';
import { formatDateRange, formatMoney, formatNumber } from '../../domain/format/display-format';
import type { SavedCampaign } from './wizard-form-values';
import { wizardStepTitles, type WizardStep } from './wizard-steps';
import { wizardTexts as t } from './wizard-texts';

function Section({ step, editHref, children }: { step: WizardStep; editHref: string; children: ReactNode }) {
  const title = wizardStepTitles[step];
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">{title}</Typography>
        <Button component={RouterLink} to={editHref} aria-label={`${t.edit} ${title}`}>{t.edit}</Button>
      </Stack>
      <Stack component="dl" spacing={1} sx={{ m: 0 }}>{children}</Stack>
    </Paper>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  const empty = value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 2 }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: { sm: 200 } }}>{label}</Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {empty ? t.notSet : Array.isArray(value) ? value.join(', ') : value}
      </Typography>
    </Stack>
  );
}

export interface ReviewSectionsProps {
  campaign: SavedCampaign;
  editHref: (step: WizardStep) => string;
}

/** The saved campaign, one card per step, each with its Edit link. */
export function ReviewSections({ campaign: c, editHref }: ReviewSectionsProps) {
  const criteria = c.influencer_criteria;
  const followers = [criteria?.min_followers, criteria?.max_followers].map((n) => (n === null || n === undefined ? '…' : formatNumber(n)));
  const collateral = c.collateral;
  return (
    <>
      <Section step="general" editHref={editHref('general')}>
        <Row label={t.name} value={c.name} />
        <Row label={t.description} value={c.description} />
        <Row label={t.objective} value={c.objective ? campaignObjectiveLabels[c.objective as CampaignObjective] : null} />
        <Row label="Dates" value={formatDateRange(c.start_date, c.end_date) || null} />
        <Row label={t.budget} value={formatMoney(c.budget, c.currency) || null} />
        <Row label={t.categories} value={c.target_categories} />
        <Row label={t.languages} value={c.target_languages} />
        <Row label={t.locations} value={c.target_locations} />
        <Row label={t.criteriaPlatforms} value={(criteria?.platforms ?? []).map((p) => platformLabels[p as keyof typeof platformLabels] ?? p)} />
        <Row label="Followers" value={criteria?.min_followers == null && criteria?.max_followers == null ? null : followers.join(' to ')} />
        <Row label={t.minEngagement} value={criteria?.min_engagement == null ? null : `${criteria.min_engagement}%`} />
      </Section>
      <Section step="real-estate" editHref={editHref('real-estate')}>
        <Row label={t.placementPricing} value={c.placement_pricing === 'bundled' ? t.bundled : t.alacarte} />
        <Row label={t.placements} value={c.placements.map((p) => {
          const price = p.pricing_type === 'cpm'
            ? `${formatMoney(p.rate, c.currency)} per 1,000 views${p.view_cap ? `, up to ${formatNumber(p.view_cap)} views` : ''}`
            : `${formatMoney(p.rate, c.currency)} each`;
          // Old-video branding is bought per video: which video and where the mention goes are the point of the line.
          const where = p.position ? `, ${(brandingPositionLabels[p.position as BrandingPosition] ?? p.position).toLowerCase()} of` : ':';
          const video = p.video_url ? `${where} ${p.video_url}` : '';
          return `${p.quantity} × ${placementTypeInfo[p.type].label}${video} (${price})`;
        })} />
        <Row label="Total" value={formatMoney(placementsTotal(c.placements).total, c.currency)} />
      </Section>
      <Section step="collateral" editHref={editHref('collateral')}>
        <Row label={t.guidelines} value={collateral?.guidelines} />
        <Row label={t.talkingPoints} value={collateral?.talking_points} />
        <Row label={t.dos} value={collateral?.dos} />
        <Row label={t.donts} value={collateral?.donts} />
        <Row label={t.links} value={collateral?.links} />
        <Row label={t.assets} value={collateral?.asset_ids.length ? `${collateral.asset_ids.length} attached` : null} />
      </Section>
    </>
  );
}
