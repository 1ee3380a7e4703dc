import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ActiveCampaignDashboard } from '../../api/generated/api';
import { campaignObjectiveLabels } from '../../domain/campaigns/campaign-labels';
import type { CampaignObjective } from '../../domain/campaigns/campaign-options';
import { CampaignCollateral } from '../brand-campaigns/campaign-collateral.component';
import { formatDateRange, formatDay, formatMoney, formatPlatforms } from '../../domain/format/display-format';
import { DetailList, SectionCard } from '../brand-campaigns/detail-list.component';
import { activeCampaignTexts as t } from './active-campaigns.texts';

/** Overview tab: the brief and collateral, my application, the agreed pay and how far the work is. */
export function OverviewTabView({ dashboard }: { dashboard: ActiveCampaignDashboard }) {
  const { campaign, brief, application, agreed_pay: pay, progress } = dashboard;
  const money = (amount: string | null | undefined) => (amount ? formatMoney(amount, pay.currency) : '');
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SectionCard title={t.brief}>
          <DetailList items={[
            [t.description, campaign.description],
            ['Objective', campaign.objective ? campaignObjectiveLabels[campaign.objective as CampaignObjective] ?? campaign.objective : ''],
            [t.dates, formatDateRange(campaign.start_date, campaign.end_date)],
            [t.platforms, formatPlatforms(campaign.platforms)],
            [t.brandMessage, brief.message],
          ]} />
        </SectionCard>
        {brief.collateral ? <CampaignCollateral collateral={brief.collateral} files={brief.files} /> : null}
        {application ? (
          <SectionCard title={t.application}>
            <DetailList items={[
              [t.proposal, <Box component="span" key="p" sx={{ whiteSpace: 'pre-line' }}>{application.proposed_content}</Box>],
              [t.previousWork, application.previous_work.length ? (
                <Box component="span" key="w" sx={{ display: 'grid' }}>
                  {application.previous_work.map((href) => <Link key={href} href={href} target="_blank" rel="noopener noreferrer">{href}</Link>)}
                </Box>
              ) : t.none],
              [t.deliveryDate, formatDay(application.expected_delivery_date)],
              [t.requested, money(application.requested_compensation)],
              [t.notes, application.additional_notes],
            ]} />
          </SectionCard>
        ) : null}
      </Box>
      <Box sx={{ display: 'grid', gap: 3 }}>
        <SectionCard title={t.agreedPay}>
          <DetailList items={[[t.offered, money(pay.offered_amount)], [t.requested, money(pay.requested_compensation)]]} />
        </SectionCard>
        <SectionCard title={t.progress}>
          <Typography variant="body2" sx={{ mb: 1.5 }}>{`${progress.placements_verified} of ${progress.placements_total} placements verified, ${progress.placements_submitted} submitted`}</Typography>
          <DetailList items={[
            [t.earned, money(progress.earned) || money('0')],
            [t.pending, money(progress.pending) || money('0')],
            [t.nextDeadline, progress.next_deadline ? formatDay(progress.next_deadline) : t.none],
          ]} />
        </SectionCard>
      </Box>
    </Box>
  );
}
