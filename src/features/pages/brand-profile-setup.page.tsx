import { useCallback, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { api, useSetupBrandProfileMutation } from '../../api/enhanced-api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PageTitle } from '../../components/page-title/page-title.component';
import { notify } from '../../components/toast/notify';
import { emptyBrandProfile, type BrandProfileValues } from '../../domain/brands/brand-profile';
import { brandProfileToApi } from '../../domain/brands/brand-profile.mapper';
import { brandTexts as t } from '../../domain/brands/brand-profile.texts';
import { brandFieldErrors } from '../brand-profile/brand-api-errors';
import { clearBrandDraft, loadBrandDraft, saveBrandDraft, withAccountContact, type BrandProfileDraft } from '../brand-profile/brand-profile-draft';
import { BrandProfileWizard } from '../brand-profile/brand-profile-wizard.component';
import { selectSessionUser } from '../session/session.slice';
import { useShellUser } from '../shell/use-shell-user.hook';

/** /brand-profile-setup ('Brand Profile Setup', brands only; SPEC §2): two steps, drafts survive a reload. */
export default function BrandProfileSetupPage() {
  const userId = useAppSelector(selectSessionUser)?.id ?? 'anonymous';
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [setup, { isLoading }] = useSetupBrandProfileMutation();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const restored = useMemo(() => loadBrandDraft(userId), [userId]);
  const account = useShellUser();
  // Read once (the forms take their values at mount): the sign-up name and e-mail start the primary contact.
  const accountRef = useRef({ name: account.name, email: account.email });
  const initial = useMemo<BrandProfileDraft>(() => {
    const draft = restored ?? { step: 0 as const, values: emptyBrandProfile };
    return { ...draft, values: withAccountContact(draft.values, accountRef.current) };
  }, [restored]);
  const onDraftChange = useCallback((draft: BrandProfileDraft) => saveBrandDraft(userId, draft), [userId]);

  const onComplete = async (values: BrandProfileValues) => {
    setServerErrors(undefined);
    const result = await setup({ brandProfileInput: brandProfileToApi(values) });
    if ('error' in result) {
      // The failed-mutation saga toasts the failure; the fields show what the server refused.
      setServerErrors(brandFieldErrors(result.error));
      return;
    }
    clearBrandDraft(userId);
    // The guard reads whoami: mark the profile complete in the same tick as the navigation, so the guard never sees
    // the setup page with a complete profile (that would send it to /dashboard); the invalidated whoami refetches.
    notify.success(t.setupSaved);
    dispatch(
      api.util.updateQueryData('getWhoami', undefined, (draft) => {
        draft.is_profile_completed = true;
        draft.brand_id ??= result.data.id;
      }),
    );
    navigate('/brand-setup-complete', { replace: true, flushSync: true });
  };

  return (
    <>
      <PageTitle title={t.setupHeading}>
        <Typography color="text.secondary">{t.setupIntro}</Typography>
      </PageTitle>
      {restored ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t.draftRestored}
        </Alert>
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <BrandProfileWizard initial={initial} onDraftChange={onDraftChange} onComplete={onComplete} saving={isLoading} serverErrors={serverErrors} />
      </Paper>
    </>
  );
}
