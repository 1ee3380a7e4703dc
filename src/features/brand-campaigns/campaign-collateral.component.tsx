import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Campaign, CollateralFile } from '../../api/generated/api';
import { CollateralFileList } from '../campaign-collateral/collateral-file-list.component';
import { detailTexts as t } from './brand-campaigns.texts';
import { SectionCard } from './detail-list.component';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3">{title}</Typography>
      {children}
    </Box>
  );
}

const Bullets = ({ items }: { items: ReactNode[] }) => (
  <Box component="ul" sx={{ m: 0, pl: 3 }}>
    {items.map((item, index) => <Typography component="li" variant="body2" key={index}>{item}</Typography>)}
  </Box>
);

/**
 * The brief influencers work from: guidelines, talking points, dos and don'ts, links and files. With `files` (the
 * attached files by name) each can be downloaded; without, only their number is known.
 */
export function CampaignCollateral({ collateral, files }: { collateral: Campaign['collateral']; files?: readonly CollateralFile[] }) {
  const { guidelines, talking_points: points, dos, donts, links, asset_ids: assets } = collateral;
  const fileCount = files ? files.length : assets.length;
  const empty = !guidelines && !points.length && !dos.length && !donts.length && !links.length && !fileCount;
  return (
    <SectionCard title={t.collateral}>
      {empty ? <Typography variant="body2" color="text.secondary">{t.noCollateral}</Typography> : null}
      {guidelines ? <Group title={t.guidelines}><Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>{guidelines}</Typography></Group> : null}
      {points.length ? <Group title={t.talkingPoints}><Bullets items={points} /></Group> : null}
      {dos.length ? <Group title={t.dos}><Bullets items={dos} /></Group> : null}
      {donts.length ? <Group title={t.donts}><Bullets items={donts} /></Group> : null}
      {links.length ? (
        <Group title={t.links}>
          <Bullets items={links.map((href) => <Link key={href} href={href} target="_blank" rel="noopener noreferrer">{href}</Link>)} />
        </Group>
      ) : null}
      {files?.length ? <Group title={t.assets}><CollateralFileList files={files} /></Group> : null}
      {!files && assets.length ? <Group title={t.assets}><Typography variant="body2">{t.assetCount(assets.length)}</Typography></Group> : null}
    </SectionCard>
  );
}
