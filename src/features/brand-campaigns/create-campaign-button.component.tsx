import AddOutlined from '@mui/icons-material/AddOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { listTexts as t } from './brand-campaigns.texts';
import { createCampaignHref } from './campaign-format';

export interface CreateCampaignButtonProps {
  brandId: string;
  /** false for team viewers (their role is known); unknown roles keep the button, the server refuses with 403. */
  canCreate?: boolean;
}

/**
 * The way to a new campaign, or for a member who may not create one (a viewer) the reason in its place: a viewer is
 * never offered the action (issue 13), only told why it is missing.
 */
export function CreateCampaignButton({ brandId, canCreate = true }: CreateCampaignButtonProps) {
  if (!canCreate) return <Typography variant="body2" color="text.secondary">{t.viewerCannotCreate}</Typography>;
  return (
    <Button variant="contained" startIcon={<AddOutlined />} component={RouterLink} to={createCampaignHref(brandId)}>
      {t.createCampaign}
    </Button>
  );
}
