import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface CampaignSuccessViewProps {
  brandId: string;
  campaignId: string;
  /** Undefined while the campaign loads. */
  name?: string;
}

export const successTexts = {
  heading: 'Your campaign is published',
  next: 'What happens next',
  steps: [
    'We match your campaign with influencers whose audience, platforms and categories fit it.',
    'Matching influencers get your invitation and can accept it.',
    'You follow their progress and content on the campaign page.',
  ],
  view: 'View campaign',
  back: 'Back to campaigns',
} as const;

/** After publishing: the campaign's name, what happens next, and the way on. */
export function CampaignSuccessView({ brandId, campaignId, name }: CampaignSuccessViewProps) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <CheckCircleOutline color="success" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h5" component="h2">{successTexts.heading}</Typography>
        {name ? <Typography variant="h6" component="p">{name}</Typography> : null}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{successTexts.next}</Typography>
        <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }}>
          {successTexts.steps.map((line) => <Typography component="li" key={line}>{line}</Typography>)}
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignSelf: 'stretch' }}>
          <Button variant="contained" component={RouterLink} to={`/brands/${brandId}/campaigns/${campaignId}`}>{successTexts.view}</Button>
          <Button variant="outlined" component={RouterLink} to={`/brands/${brandId}/campaigns`}>{successTexts.back}</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
