import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CampaignInviteDetail } from '../../api/generated/api';
import { placementTypeInfo } from '../../domain/campaigns/campaign-options';
import { platformLabels } from '../../domain/constants';
import { collateralTexts } from '../campaign-collateral/campaign-collateral.texts';
import { CollateralFileList } from '../campaign-collateral/collateral-file-list.component';
import { inviteDetailsTexts as t } from './campaign-invites.texts';
import { formatDateRange, formatDay, formatMoney, formatNumber } from '../../domain/format/display-format';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1.5 }}>{title}</Typography>
      {children}
    </Paper>
  );
}

function Bullets({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="subtitle2" component="h4">{title}</Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {items.map((item, index) => <Typography component="li" variant="body2" key={index}>{item}</Typography>)}
      </Box>
    </Box>
  );
}

/** The offer: pay, the brand's note, the campaign dates and platforms. */
export function InviteOffer({ invite }: { invite: CampaignInviteDetail }) {
  const { campaign } = invite;
  const dates = formatDateRange(campaign.start_date, campaign.end_date);
  return (
    <Section title={t.offer}>
      <Typography variant="body2" color="text.secondary">{t.offeredPay}</Typography>
      <Typography variant="h5" component="p" sx={{ mb: 1 }}>{formatMoney(invite.offered_amount, campaign.currency) || '—'}</Typography>
      {invite.message ? (
        <Box sx={{ mb: 1 }}>
          <Typography variant="subtitle2" component="h4">{t.messageFromBrand}</Typography>
          <Typography variant="body2">“{invite.message}”</Typography>
        </Box>
      ) : null}
      {dates ? <Typography variant="body2"><strong>{t.dates}:</strong> {dates}</Typography> : null}
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', mt: 1 }}>
        <Typography variant="body2" component="span"><strong>{t.platforms}:</strong></Typography>
        {campaign.platforms.map((platform) => <Chip key={platform} size="small" variant="outlined" label={platformLabels[platform]} />)}
      </Stack>
    </Section>
  );
}

/** The brief: description and the collateral (guidelines, talking points, do's and don'ts, links, attached files). */
export function InviteBrief({ brief }: { brief: CampaignInviteDetail['brief'] }) {
  return (
    <Section title={t.brief}>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>{brief.description || t.noDescription}</Typography>
      {brief.guidelines ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h4">{t.guidelines}</Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>{brief.guidelines}</Typography>
        </Box>
      ) : null}
      <Bullets title={t.talkingPoints} items={brief.talking_points} />
      <Bullets title={t.dos} items={brief.dos} />
      <Bullets title={t.donts} items={brief.donts} />
      {brief.links.length ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h4">{t.links}</Typography>
          <Box component="ul" sx={{ m: 0, pl: 3 }}>
            {brief.links.map((link) => (
              <li key={link}><Link href={link} target="_blank" rel="noopener noreferrer" variant="body2">{link}</Link></li>
            ))}
          </Box>
        </Box>
      ) : null}
      {brief.files.length ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>{collateralTexts.files}</Typography>
          <CollateralFileList files={brief.files} />
        </Box>
      ) : null}
    </Section>
  );
}

/** What to deliver: each placement line with its pay, deadline and (once accepted) the promised delivery date. */
export function InvitePlacements({ invite }: { invite: CampaignInviteDetail }) {
  const currency = invite.campaign.currency;
  return (
    <Section title={t.placements}>
      {invite.placements.length === 0 ? <Typography variant="body2" color="text.secondary">{t.placementsEmpty}</Typography> : null}
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {invite.placements.map((placement) => (
          <Box component="li" key={placement.placement_id} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
            <Box>
              <Typography variant="body1">{t.placementLine(placement.quantity, placementTypeInfo[placement.type]?.label ?? placement.type)}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[placement.platform ? platformLabels[placement.platform] : '', placement.deadline ? t.deadline(formatDay(placement.deadline)) : '',
                  placement.expected_delivery_date ? t.expectedDelivery(formatDay(placement.expected_delivery_date)) : '',
                  placement.projected_views ? t.projectedViews(formatNumber(placement.projected_views)) : '']
                  .filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>{formatMoney(placement.amount, currency)}</Typography>
          </Box>
        ))}
      </Stack>
    </Section>
  );
}
