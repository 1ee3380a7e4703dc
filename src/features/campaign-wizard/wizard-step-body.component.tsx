import Stack from '@mui/material/Stack';
import { useGetCampaignTypeExposureQuery, useListCampaignCollateralQuery, type Campaign, type CampaignDefaults, type CampaignPatch } from '../../api/generated/api';
import { campaignMessages } from '../../domain/campaigns/campaign.texts';
import { RefusalAlert } from '../mutation-errors/refusal-alert.component';
import { GeneralStep } from './general-step.component';
import { suggestedRates, typeExposure } from './placement-estimates';
import { useOldVideoBranding } from './use-old-video-branding.hook';
import { stepFieldErrors, type useWizardSave } from './use-wizard-save.hook';
import {
  collateralBody, collateralValues, generalBody, generalValues, placementsBody, placementsValues,
  type CollateralValues, type GeneralValues, type PlacementsValues,
} from './wizard-form-values';
import { stepOfPath, wizardPath, type WizardStep } from './wizard-steps';
import { wizardTexts as t } from './wizard-texts';
import { lazySection } from '../../components/lazy-section/lazy-section';

// A wizard opens on one step (its URL); the others' code (the placement rows and old-video dialogs, file uploads, the
// review) loads when the person gets there (docs/performance.md).
const PlacementsStep = lazySection(
  () => import(/* webpackChunkName: "wizard-placements-step" */ './placements-step.component').then((m) => m.PlacementsStep),
);
const CollateralStep = lazySection(
  () => import(/* webpackChunkName: "wizard-collateral-step" */ './collateral-step.component').then((m) => m.CollateralStep),
);
const ReviewStep = lazySection(
  () => import(/* webpackChunkName: "wizard-review-step" */ './wizard-review-step.component').then((m) => m.WizardReviewStep),
);

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
  // Files attached on an earlier visit are shown by name (the campaign itself only holds their ids).
  const attached = useListCampaignCollateralQuery({ id: campaignId }, { skip: step !== 'collateral' || !campaign?.collateral.asset_ids.length });
  const attachedNames = Object.fromEntries((attached.data?.results ?? []).map((file) => [file.id, file.file_name]));
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
          onSubmit={submit(collateralBody)} names={attachedNames} />;
      case 'review':
        return campaign ? (
          <ReviewStep campaign={campaign} editHref={(target) => wizardPath(brandId, campaignId, target)}
            refused={failure?.problems}
            error={failure?.detail ?? (failure?.problems ? t.publishRefusedProblems : undefined)}
            publishing={save.publishing} onPublish={() => void save.publish()} onBack={() => onBack('review')} />
        ) : null;
    }
  })();

  return (
    <Stack spacing={2}>
      {form}
      {/* Under the step's Back/Next, where the person pressed (issue 13); field errors stay under their fields. */}
      <RefusalAlert message={step !== 'review' ? failure?.detail : undefined} />
      <RefusalAlert message={elsewhere.length ? elsewhere.map(([, messages]) => messages.join(' ')).join(' ') : undefined} />
    </Stack>
  );
}
