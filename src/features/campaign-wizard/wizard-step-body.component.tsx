import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useGetCampaignTypeExposureQuery, type Campaign, type CampaignDefaults, type CampaignPatch } from '../../api/generated/api';
import { publishProblems } from '../../domain/campaigns/campaign-publish';
import { campaignMessages } from '../../domain/campaigns/campaign.texts';
import { CollateralStep } from './collateral-step.component';
import { GeneralStep } from './general-step.component';
import { suggestedRates, typeExposure } from './placement-estimates';
import { PlacementsStep } from './placements-step.component';
import { ReviewStep } from './review-step.component';
import { useOldVideoBranding } from './use-old-video-branding.hook';
import { stepFieldErrors, type useWizardSave } from './use-wizard-save.hook';
import {
  collateralBody, collateralValues, generalBody, generalValues, placementsBody, placementsValues,
  type CollateralValues, type GeneralValues, type PlacementsValues,
} from './wizard-form-values';
import { stepOfPath, wizardPath, type WizardStep } from './wizard-steps';

export type StepDrafts = Record<string, unknown>;

export interface WizardStepBodyProps {
  step: WizardStep;
  brandId: string;
  campaignId: string;
  /** The saved campaign; undefined on the first step of a new one. */
  campaign: Campaign | undefined;
  defaults: CampaignDefaults | undefined;
  drafts: StepDrafts;
  save: ReturnType<typeof useWizardSave>;
  onBack: (from: WizardStep, values?: unknown) => void;
}

/** One step's form, started from what was typed before (Back) or from the saved campaign. */
export function WizardStepBody({ step, brandId, campaignId, campaign, defaults, drafts, save, onBack }: WizardStepBodyProps) {
  const exposure = useGetCampaignTypeExposureQuery(undefined, { skip: step !== 'real-estate' });
  const addOldVideos = useOldVideoBranding(campaignId);
  const key = `${campaignId}:${step}`;
  const draft = <T,>(fallback: () => T) => (drafts[key] as T | undefined) ?? fallback();
  const failure = save.failure?.step === step ? save.failure : undefined;
  const serverErrors = stepFieldErrors(failure, step);
  // Field errors the server put on another step than the one saved are listed here, never dropped.
  const elsewhere = Object.entries(failure?.problems ?? {}).filter(([path]) => stepOfPath(path) !== step && step !== 'review');
  const submit = <T,>(body: (values: T) => CampaignPatch & { name?: string }) => async (values: T) => {
    if (await save.saveStep(step, body(values))) delete drafts[key];
  };
  const common = { saving: save.saving, serverErrors, onBack: (values: unknown) => onBack(step, values) };

  const form = (() => {
    switch (step) {
      case 'general':
        return <GeneralStep {...common} onBack={undefined} defaultValues={draft<GeneralValues>(() => generalValues(campaign, defaults))}
          onSubmit={submit(generalBody)} />;
      case 'real-estate':
        return <PlacementsStep {...common} defaultValues={draft<PlacementsValues>(() => placementsValues(campaign, defaults))}
          onSubmit={submit(placementsBody)} budget={campaign?.budget} currency={campaign?.currency ?? defaults?.currency ?? 'INR'}
          rates={suggestedRates(defaults)} exposure={typeExposure(exposure.data)} onAddOldVideos={addOldVideos}
          oldVideosBlocked={campaign && campaign.status !== 'draft' ? campaignMessages.draftOnly : undefined} />;
      case 'collateral':
        return <CollateralStep {...common} defaultValues={draft<CollateralValues>(() => collateralValues(campaign))}
          onSubmit={submit(collateralBody)} />;
      case 'review':
        return campaign ? (
          <ReviewStep campaign={campaign} editHref={(target) => wizardPath(brandId, campaignId, target)}
            problems={{ ...publishProblems(campaign), ...failure?.problems }} error={failure?.detail}
            publishing={save.publishing} onPublish={() => void save.publish()} onBack={() => onBack('review')} />
        ) : null;
    }
  })();

  return (
    <Stack spacing={2}>
      {failure?.detail && step !== 'review' ? <Alert severity="error">{failure.detail}</Alert> : null}
      {elsewhere.length ? <Alert severity="error">{elsewhere.map(([, messages]) => messages.join(' ')).join(' ')}</Alert> : null}
      {form}
    </Stack>
  );
}
