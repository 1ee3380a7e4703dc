import { overBudgetMessage } from '../../domain/campaigns/campaign-money';
import { publishProblems, type PublishableCampaign } from '../../domain/campaigns/campaign-publish';
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

/**
 * The first step whose data stops the campaign from being published ('review' when nothing does). It reuses
 * `publishProblems` so the wizard and the server agree; an over-budget total is reported on `budget` but is fixed
 * among the placements, so it belongs to the real-estate step.
 */
export function firstIncompleteStep(campaign: PublishableCampaign, today: Date = new Date()): WizardStep {
  const problems = publishProblems(campaign, today);
  const over = campaign.currency ? overBudgetMessage(campaign.placements ?? [], campaign.budget, campaign.currency) : null;
  let first: WizardStep = 'review';
  for (const [path, messages] of Object.entries(problems)) {
    const own = messages.filter((message) => message !== over);
    const step = own.length === 0 ? 'real-estate' : stepOfPath(path);
    if (stepIndex(step) < stepIndex(first)) first = step;
  }
  return first;
}
