import Typography from '@mui/material/Typography';
import { PageTitle } from '../../components/page-title/page-title.component';
import { InfluencerSetupWizard } from '../influencer-profile/influencer-setup-wizard.component';
import { influencerTexts as t } from '../influencer-profile/influencer-texts';

/** /profile-setup: influencer profile setup, headed 'Complete Your Profile' (SPEC §2). */
export default function ProfileSetupPage() {
  return (
    <>
      <PageTitle title={t.setupHeading}>
        <Typography color="text.secondary">{t.setupIntro}</Typography>
      </PageTitle>
      <InfluencerSetupWizard />
    </>
  );
}
