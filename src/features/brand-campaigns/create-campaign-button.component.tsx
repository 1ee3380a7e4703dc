import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { listTexts as t } from './brand-campaigns.texts';
import { createCampaignHref } from './campaign-format';

export interface CreateCampaignButtonProps {
  brandId: string;
  /** false for team viewers (their role is known); unknown roles keep the button, the server refuses with 403. */
  canCreate?: boolean;
}

export function CreateCampaignButton({ brandId, canCreate = true }: CreateCampaignButtonProps) {
  if (!canCreate) {
    return (
      <Tooltip title={t.viewerCannotCreate}>
        {/* A disabled button gets no pointer events: the span keeps the reason reachable by hover and focus. */}
        <span tabIndex={0}>
          <Button variant="contained" startIcon={<AddOutlined />} disabled aria-describedby="create-campaign-reason">
            {t.createCampaign}
          </Button>
          <Typography id="create-campaign-reason" variant="caption" sx={{ display: 'none' }}>{t.viewerCannotCreate}</Typography>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button variant="contained" startIcon={<AddOutlined />} component={RouterLink} to={createCampaignHref(brandId)}>
      {t.createCampaign}
    </Button>
  );
}
