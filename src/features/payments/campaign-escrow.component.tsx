import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { CampaignEscrow as Escrow } from '../../api/generated/api';
import type { CampaignStatus } from '../../domain/campaigns/campaign-status';
import { formatMoney } from '../../domain/format/display-format';
import { fundingState } from '../../domain/payments/funding-rules';
import { paymentPageTexts as t, paymentTexts } from '../../domain/payments/payment.texts';
import { campaignHref } from '../brand-campaigns/campaign-format';
import { CampaignStatusChip } from '../brand-campaigns/campaign-status-chip.component';
import { SectionCard } from '../brand-campaigns/detail-list.component';

export interface CampaignEscrowProps {
  brandId: string;
  campaigns: Escrow[];
  /** permissions.fund: admins fund; everyone else is told so once. */
  canFund: boolean;
  onFund: (campaign: Escrow) => void;
}

/** Per campaign: its money in escrow, and Fund where the member may and the campaign takes more. One card per row. */
export function CampaignEscrowList({ brandId, campaigns, canFund, onFund }: CampaignEscrowProps) {
  return (
    <SectionCard title={t.escrow}>
      {canFund ? null : <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{paymentTexts.notPermitted}</Typography>}
      {campaigns.length === 0 ? (
        <Typography variant="body2" color="text.secondary">{t.noCampaigns}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {campaigns.map((campaign) => (
            <EscrowRow key={campaign.campaign_id} brandId={brandId} campaign={campaign} canFund={canFund} onFund={onFund} />
          ))}
        </Box>
      )}
    </SectionCard>
  );
}

function EscrowRow({ brandId, campaign, canFund, onFund }: { brandId: string; campaign: Escrow; canFund: boolean; onFund: (c: Escrow) => void }) {
  const money = (amount: string) => formatMoney(amount, campaign.currency);
  const state = fundingState(campaign);
  const href = campaignHref({ id: campaign.campaign_id, brand_id: brandId, status: campaign.campaign_status as CampaignStatus });
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1.5, p: 2 }}>
      {/* The name takes the line on a phone; the status and Fund then sit together at the right, below it. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Link component={RouterLink} to={href} variant="subtitle1" sx={{ fontWeight: 600, minWidth: 0, flex: '1 1 14rem', overflowWrap: 'anywhere' }}>
          {campaign.campaign_name}
        </Link>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
          <CampaignStatusChip status={campaign.campaign_status as CampaignStatus} />
          {canFund && state === 'open' ? (
            <Button variant="contained" size="small" onClick={() => onFund(campaign)} aria-label={t.fundLabel(campaign.campaign_name)}>
              {t.fund}
            </Button>
          ) : null}
          {canFund && state !== 'open' ? (
            <Typography variant="caption" color="text.secondary">{state === 'full' ? t.fundedToBudget : t.closed}</Typography>
          ) : null}
        </Box>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', md: 'repeat(6, minmax(0, 1fr))' } }}>
        <Figure label={t.budget} value={campaign.budget === null ? t.noBudget : money(campaign.budget)} />
        <Figure label={t.funded} value={money(campaign.funded)} />
        <Figure label={t.committed} value={money(campaign.committed)} />
        <Figure label={t.released} value={money(campaign.released)} />
        <Figure label={t.refunded} value={money(campaign.refunded)} />
        <Figure label={t.availableShort} value={money(campaign.available)} />
      </Box>
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="dt" variant="caption" color="text.secondary">{label}</Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 500 }}>{value}</Typography>
    </Box>
  );
}
