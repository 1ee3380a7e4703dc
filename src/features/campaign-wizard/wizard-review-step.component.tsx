import { publishProblems } from '../../domain/campaigns/campaign-publish';
import { ReviewStep, type ReviewStepProps } from './review-step.component';

export interface WizardReviewStepProps extends Omit<ReviewStepProps, 'problems'> {
  /** The server's field problems of the last publish, by API path; shown with what publishing would refuse. */
  refused?: Record<string, string[]>;
}

/**
 * The review step as the wizard shows it: what the publish rules find missing, plus what the server refused. The
 * rules (yup) load with this step, not with the wizard's first one (docs/performance.md).
 */
export function WizardReviewStep({ refused, ...props }: WizardReviewStepProps) {
  return <ReviewStep {...props} problems={{ ...publishProblems(props.campaign), ...refused }} />;
}
