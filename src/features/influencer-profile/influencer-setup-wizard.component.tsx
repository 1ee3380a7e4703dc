import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useCompleteInfluencerProfileSetupMutation, useGetPaymentInfoQuery } from '../../api/enhanced-api';
import { ResponsiveStepper } from '../../components/responsive-stepper/responsive-stepper.component';
import { splitPersonName } from '../../domain/accounts/account-name';
import { defaultContentPreferences } from '../../domain/influencers/influencer-profile.rules';
import { influencerMessages } from '../../domain/influencers/influencer-profile.texts';
import { PayoutMethodForm } from '../payouts/payout-method-form.component';
import { useShellUser } from '../shell/use-shell-user.hook';
import { fieldErrorsOf } from './api-errors';
import { influencerTexts as t } from './influencer-texts';
import { AboutFields, LocationFields, NichesFields, PreferencesFields } from './profile-fields.component';
import { ProfileStepForm } from './profile-step-form.component';
import { aboutSchema, locationSchema, nichesSchema, preferencesSchema, type AboutValues, type LocationValues, type NichesValues, type PreferencesValues } from './profile-step-schemas';
import { ProfileSummary } from './profile-summary.component';
import { firstIncompleteStep } from './setup-steps';
import { SocialAccountsEditor } from './social-accounts-editor.component';
import { ConnectedAccountsSection } from './connected-accounts.section';
import { readConnectOutcome } from '../../domain/social/social-connect.rules';

/** The Social accounts step (0-based), where connecting YouTube or Instagram returns to. */
const socialStep = 3;
import { useMyInfluencerProfile } from './use-my-influencer-profile.hook';

/** /profile-setup: seven steps, each saved to the server, resuming at the first incomplete one after a reload. */
export function InfluencerSetupWizard() {
  const { profile, status, refetch, save, addAccount, removeAccount } = useMyInfluencerProfile();
  const payout = useGetPaymentInfoQuery();
  const [complete, completion] = useCompleteInfluencerProfileSetupMutation();
  const [step, setStep] = useState<number | null>(null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const navigate = useNavigate();
  const hasPayout = payout.data?.has_payment_info === true;
  // Setup does not ask again for the name given at sign-up: it starts the first and last name (both editable).
  const signUpName = splitPersonName(useShellUser().name);

  // Back from connecting an account on the social step (?social=&outcome=): that step, to show how it went.
  const [searchParams] = useSearchParams();
  const [returnedFromPlatform] = useState(() => readConnectOutcome(searchParams) !== null);
  useEffect(() => {
    if (step === null && status === 'ready' && !payout.isLoading) setStep(returnedFromPlatform ? socialStep : firstIncompleteStep(profile, hasPayout));
  }, [step, status, profile, payout.isLoading, hasPayout, returnedFromPlatform]);

  if (status === 'error') {
    return <Alert severity="error" action={<Button color="inherit" onClick={() => void refetch()}>{t.retry}</Button>}>{t.loadFailed}</Alert>;
  }
  if (step === null) return <Typography color="text.secondary">Loading your profile…</Typography>;

  // A step's problems belong to that step: moving on or back clears them (the review re-checks everything).
  const goTo = (target: number) => {
    setProblems({});
    setStep(target);
  };
  const next = () => goTo(step + 1);
  const back = () => goTo(Math.max(0, step - 1));
  const saveAndNext = async (values: object) => {
    const refused = await save(values as Record<string, unknown>);
    if (refused) return refused;
    next();
  };

  async function finish() {
    const result = await complete({ influencerProfileBody: {} });
    if ('error' in result && result.error) return setProblems(fieldErrorsOf(result.error));
    // Shown while the cached whoami still says incomplete; that page refreshes whoami (docs/decisions.md).
    navigate('/influencer-setup-complete', { replace: true });
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <ResponsiveStepper steps={t.steps} active={step} label={t.stepsLabel} compactBelow="md" />
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>{t.steps[step]}</Typography>
      {step === 0 ? (
        <ProfileStepForm<AboutValues> schema={aboutSchema} onSubmit={saveAndNext} defaultValues={{
          display_name: profile?.display_name ?? '',
          first_name: profile?.first_name || signUpName.firstName, last_name: profile?.last_name || signUpName.lastName,
          bio: profile?.bio ?? '', profile_picture: profile?.profile_picture ?? null,
        }}>{(form) => <AboutFields form={form} />}</ProfileStepForm>
      ) : null}
      {step === 1 ? (
        <ProfileStepForm<NichesValues> schema={nichesSchema as never} onSubmit={saveAndNext} onBack={back}
          defaultValues={{ categories: profile?.categories ?? [], languages: profile?.languages ?? [] }}>
          {(form) => <NichesFields form={form} />}
        </ProfileStepForm>
      ) : null}
      {step === 2 ? (
        <ProfileStepForm<LocationValues> schema={locationSchema} onSubmit={saveAndNext} onBack={back}
          defaultValues={{ city: profile?.city ?? '', country: profile?.country ?? '', date_of_birth: profile?.date_of_birth ?? '' }}>
          {(form) => <LocationFields form={form} />}
        </ProfileStepForm>
      ) : null}
      {step === socialStep ? (
        <Stack spacing={3}>
          <ConnectedAccountsSection returnTo="/profile-setup" headingComponent="h3"
            accounts={(profile?.social_accounts ?? []).filter((account) => account.connection_status !== 'not_connected')} />
          <SocialAccountsEditor accounts={(profile?.social_accounts ?? []).filter((account) => account.connection_status === 'not_connected')} onAdd={async (values) => {
            const refused = await addAccount(values);
            if (!refused) setProblems({});
            return refused;
          }} error={problems.social_accounts}
            onRemove={async (account) => {
              const refused = await removeAccount(account.id);
              setProblems(refused ? { social_accounts: Object.values(refused)[0] ?? t.loadFailed } : {});
            }} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={back}>{t.back}</Button>
            <Button variant="contained" onClick={() => (profile?.social_accounts.length ? next() : setProblems({ social_accounts: influencerMessages.socialAccountsMin }))}>
              {t.next}
            </Button>
          </Stack>
        </Stack>
      ) : null}
      {step === 4 ? (
        <ProfileStepForm<PreferencesValues> schema={preferencesSchema as never} onBack={back}
          onSubmit={(values) => saveAndNext({ content_preferences: values })}
          defaultValues={profile?.content_preferences ?? defaultContentPreferences}>
          {(form) => <PreferencesFields form={form} />}
        </ProfileStepForm>
      ) : null}
      {step === 5 ? (
        hasPayout ? (
          <Stack spacing={2}>
            <Alert severity="success">{`${t.payoutSaved}: ${payout.data?.upi?.upi_id_masked ?? payout.data?.bank?.account_number_masked ?? ''}`}</Alert>
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
              <Button onClick={back}>{t.back}</Button>
              <Button variant="contained" onClick={next}>{t.next}</Button>
            </Stack>
          </Stack>
        ) : (
          <PayoutMethodForm onSaved={next} onCancel={back} submitLabel={t.next} />
        )
      ) : null}
      {step === 6 && profile ? (
        <Stack spacing={2}>
          <Typography color="text.secondary">{t.reviewIntro}</Typography>
          {Object.keys(problems).length > 0 ? (
            <Alert severity="error">{Object.values(problems).map((message) => <Box key={message}>{message}</Box>)}</Alert>
          ) : null}
          <ProfileSummary profile={profile} payoutHint={payout.data?.upi?.upi_id_masked ?? payout.data?.bank?.account_number_masked ?? null} />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={back}>{t.back}</Button>
            <Button variant="contained" loading={completion.isLoading} onClick={() => void finish()}>{t.finish}</Button>
          </Stack>
        </Stack>
      ) : null}
    </Paper>
  );
}
