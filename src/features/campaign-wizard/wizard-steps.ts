import { campaignWizardSteps } from '../../domain/navigation/page-title';

/** The wizard's steps in order, as they appear in the URL (SPEC §2). */
export const wizardSteps = ['general', 'real-estate', 'collateral', 'review'] as const;
export type WizardStep = (typeof wizardSteps)[number];

export const wizardStepTitles: Record<WizardStep, string> = campaignWizardSteps;

export const isWizardStep = (value: string | undefined): value is WizardStep => wizardSteps.includes(value as WizardStep);
export const stepIndex = (step: WizardStep) => wizardSteps.indexOf(step);
export const nextStep = (step: WizardStep): WizardStep => wizardSteps[Math.min(stepIndex(step) + 1, wizardSteps.length - 1)];
export const previousStep = (step: WizardStep): WizardStep => wizardSteps[Math.max(stepIndex(step) - 1, 0)];

export const wizardPath = (brandId: string, campaignId: string, step: WizardStep) =>
  `/brands/${brandId}/campaigns/wizard/${campaignId}/${step}`;

const realEstatePaths = /^(placements|placement_pricing)(\.|$)/;

/** The step holding an API path (a publish problem or a server field error). */
export function stepOfPath(path: string): WizardStep {
  if (realEstatePaths.test(path)) return 'real-estate';
  if (/^collateral(\.|$)/.test(path)) return 'collateral';
  return 'general';
}
