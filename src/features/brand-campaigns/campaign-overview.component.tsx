import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Campaign } from '../../api/generated/api';
import { campaignObjectiveLabels, platformLabels } from '../../domain/campaigns/campaign-labels';
import { detailTexts as t } from './brand-campaigns.texts';
import { formatDateRange, formatMoney, formatNumber } from '../../domain/format/display-format';
import { DetailList, SectionCard } from './detail-list.component';

const list = (values: readonly string[]) => values.join(', ');

function followers(criteria: Campaign['influencer_criteria']) {
  const { min_followers: min, max_followers: max } = criteria;
  if (min !== null && max !== null) return `${formatNumber(min)} – ${formatNumber(max)}`;
  if (min !== null) return `At least ${formatNumber(min)}`;
  return max !== null ? `Up to ${formatNumber(max)}` : '';
}

/** Name, objective, dates, money, description and who the campaign is looking for. */
export function CampaignOverview({ campaign }: { campaign: Campaign }) {
  const criteria = campaign.influencer_criteria;
  return (
    <Stack spacing={3}>
      <SectionCard title={t.overview}>
        <DetailList
          items={[
            [t.objective, campaign.objective ? campaignObjectiveLabels[campaign.objective] : ''],
            [t.dates, formatDateRange(campaign.start_date, campaign.end_date)],
            [t.budget, campaign.budget ? formatMoney(campaign.budget, campaign.currency) : ''],
            [t.currency, campaign.currency],
            [t.description, campaign.description ? <Typography component="span" variant="body2" sx={{ whiteSpace: 'pre-line' }}>{campaign.description}</Typography> : ''],
          ]}
        />
      </SectionCard>
      <SectionCard title={t.targeting}>
        <DetailList
          items={[
            [t.platforms, list(criteria.platforms.map((p) => platformLabels[p as keyof typeof platformLabels] ?? p))],
            [t.categories, list(campaign.target_categories)],
            [t.languages, list(campaign.target_languages)],
            [t.locations, list(campaign.target_locations)],
            [t.followers, followers(criteria)],
            [t.minEngagement, criteria.min_engagement !== null ? `${criteria.min_engagement}%` : ''],
          ]}
        />
      </SectionCard>
    </Stack>
  );
}
