import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { useGetCampaignDefaultsQuery, useGetCampaignQuery } from '../../api/generated/api';
import { editableStatuses } from '../../domain/campaigns/campaign-status';
import { useWizardSave } from './use-wizard-save.hook';
import { WizardStepBody, type StepDrafts } from './wizard-step-body.component';
import { WizardStepper } from './wizard-stepper.component';
import { useResumeStep } from './use-resume-step.hook';
import { isWizardStep, previousStep, stepIndex, wizardPath, type WizardStep } from './wizard-steps';
import { wizardTexts as t } from './wizard-texts';

export interface CampaignWizardProps {
  brandId: string;
  /** 'new' until the first step is saved. */
  campaignId: string;
  step: string | undefined;
}

/**
 * The brand's campaign wizard (issue 5): loads the saved campaign, keeps the user from skipping past an incomplete
 * step, saves each step as a draft before moving on, and publishes from the review.
 */
export function CampaignWizard({ brandId, campaignId, step }: CampaignWizardProps) {
  const isNew = campaignId === 'new';
  const campaign = useGetCampaignQuery({ id: campaignId }, { skip: isNew });
  const defaults = useGetCampaignDefaultsQuery();
  const save = useWizardSave(brandId, campaignId);
  const navigate = useNavigate();
  // What was typed on a step left with Back (not saved yet), by campaign and step.
  const drafts = useRef<StepDrafts>({});
  const saved = isNew ? undefined : campaign.data;
  // A saved campaign opens no further than its first incomplete step (its rules load with it).
  const first = useResumeStep(saved && (editableStatuses as readonly string[]).includes(saved.status) ? saved : undefined);

  if (!isWizardStep(step) || (isNew && step !== 'general')) return <Navigate to={wizardPath(brandId, campaignId, 'general')} replace />;
  if (!isNew && campaign.isError && !campaign.data) {
    const detail = (campaign.error as { data?: { detail?: string } } | undefined)?.data?.detail;
    return (
      <Alert severity="error" action={<Button color="inherit" onClick={() => void campaign.refetch()}>{t.retry}</Button>}>
        {detail ?? t.loadFailed}
      </Alert>
    );
  }
  if ((!isNew && !campaign.data) || defaults.isLoading) return <Typography color="text.secondary">{t.loading}</Typography>;

  if (saved && !(editableStatuses as readonly string[]).includes(saved.status)) {
    return (
      <Alert severity="info" action={<Button color="inherit" component={RouterLink} to={`/brands/${brandId}/campaigns/${campaignId}`}>{t.viewCampaign}</Button>}>
        {t.notEditable}
      </Alert>
    );
  }
  if (saved) {
    if (!first) return <Typography color="text.secondary">{t.loading}</Typography>;
    if (stepIndex(step) > stepIndex(first)) return <Navigate to={wizardPath(brandId, campaignId, first)} replace />;
  }

  const goBack = (from: WizardStep, values?: unknown) => {
    if (values !== undefined) drafts.current[`${campaignId}:${from}`] = values;
    save.clearFailure();
    navigate(wizardPath(brandId, campaignId, previousStep(from)));
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <WizardStepper step={step} />
      <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.5em', mt: 1 }}>
        {save.savedAt ? t.saved : ''}
      </Typography>
      <WizardStepBody key={`${campaignId}:${step}`} step={step} brandId={brandId} campaignId={campaignId} campaign={saved}
        defaults={defaults.data} drafts={drafts.current} save={save} onBack={goBack} />
    </Paper>
  );
}
