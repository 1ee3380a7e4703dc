import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/enhanced-api';
import { useCreateCampaignMutation, usePublishCampaignMutation, useUpdateCampaignMutation, type Campaign, type CampaignPatch } from '../../api/generated/api';
import { useAppDispatch } from '../../app/hooks';
import { errorMessages } from '../../domain/messages';
import { nextStep, stepOfPath, wizardPath, type WizardStep } from './wizard-steps';

/** Why the last save or publish failed: field problems by API path, or the server's detail. */
export interface WizardFailure {
  step: WizardStep;
  problems?: Record<string, string[]>;
  detail?: string;
}

export function failureOf(step: WizardStep, error: unknown): WizardFailure {
  const failure = error as FetchBaseQueryError | undefined;
  const data = failure?.data as { detail?: string; errors?: Record<string, string[]> } | undefined;
  if (failure?.status === 400 && data?.errors && Object.keys(data.errors).length > 0) return { step, problems: data.errors };
  if (failure?.status === 'FETCH_ERROR') return { step, detail: errorMessages.network };
  return { step, detail: data?.detail ?? errorMessages.generic };
}

/** The failure's field errors that belong to `step`, first message each, as form paths (same as the API's). */
export function stepFieldErrors(failure: WizardFailure | undefined, step: WizardStep): Record<string, string> | undefined {
  const own = Object.entries(failure?.problems ?? {}).filter(([path]) => stepOfPath(path) === step);
  return own.length ? Object.fromEntries(own.map(([path, messages]) => [path, messages[0] ?? ''])) : undefined;
}

/** Saves a step (creating the campaign on the first one) and moves on; publishes from the review. */
export function useWizardSave(brandId: string, campaignId: string) {
  const [createCampaign, creation] = useCreateCampaignMutation();
  const [updateCampaign, update] = useUpdateCampaignMutation();
  const [publishCampaign, publication] = usePublishCampaignMutation();
  const [failure, setFailure] = useState<WizardFailure>();
  const [savedAt, setSavedAt] = useState<number>();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  /** True when saved (and on the way to the next step). */
  async function saveStep(step: WizardStep, body: CampaignPatch & { name?: string }): Promise<boolean> {
    setFailure(undefined);
    const result = campaignId === 'new'
      ? await createCampaign({ campaignCreate: { ...body, name: body.name ?? '', brand_id: brandId } })
      : await updateCampaign({ id: campaignId, campaignPatch: body });
    if (result.error) {
      setFailure(failureOf(step, result.error));
      return false;
    }
    const saved: Campaign = result.data;
    // The next step checks completeness against the cache: put the saved campaign there before going.
    void dispatch(api.util.upsertQueryData('getCampaign', { id: saved.id }, saved));
    // Said beside the stepper, not as a toast: a bottom-right toast covered the next step's Next button, and hovering
    // it to press Next held the toast open (issue 13: refusals and notes appear where the person acts).
    setSavedAt(Date.now());
    // A new campaign's URL replaces /create, so Back in the browser does not offer to create it twice.
    navigate(wizardPath(brandId, saved.id, nextStep(step)), { replace: campaignId === 'new' });
    return true;
  }

  async function publish() {
    setFailure(undefined);
    const result = await publishCampaign({ id: campaignId });
    if (result.error) return setFailure(failureOf('review', result.error));
    navigate(`/brands/${brandId}/campaigns/${campaignId}/success`);
  }

  return {
    saveStep,
    publish,
    failure,
    clearFailure: () => setFailure(undefined),
    /** When a step was last saved in this visit (the wizard says "Draft saved." under its stepper). */
    savedAt,
    saving: creation.isLoading || update.isLoading,
    publishing: publication.isLoading,
  };
}
