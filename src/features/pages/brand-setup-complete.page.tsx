import { Link as RouterLink } from 'react-router-dom';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWhoamiQuery } from '../../api/enhanced-api';
import { brandTexts as t } from '../../domain/brands/brand-profile.texts';

/** /brand-setup-complete: the friendly stop after brand setup, then on to the dashboard. */
export default function BrandSetupCompletePage() {
  const brandId = useWhoamiQuery().data?.brand_id;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 6 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <CheckCircle aria-hidden color="success" sx={{ fontSize: 64 }} />
        <Typography variant="h1" component="h1">
          {t.completeHeading}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
          {t.completeBody}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ pt: 2, width: { xs: '100%', sm: 'auto' } }}>
          <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
            {t.goToDashboard}
          </Button>
          {brandId ? (
            <Button component={RouterLink} to={`/brands/${brandId}/campaigns/create`} variant="outlined" size="large">
              {t.createCampaign}
            </Button>
          ) : null}
        </Stack>
      </Stack>
    </Paper>
  );
}
