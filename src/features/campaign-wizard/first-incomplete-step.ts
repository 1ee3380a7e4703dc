import { overBudgetMessage } from '../../domain/campaigns/campaign-money';
import { publishProblems, type PublishableCampaign } from '../../domain/campaigns/campaign-publish';
import { stepIndex, stepOfPath, type WizardStep } from './wizard-steps';

// Apart from wizard-steps.ts: the publish rules (yup) load only where a saved campaign is opened
// (use-resume-step.hook.ts), not with a new campaign's first step (docs/performance.md).

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
