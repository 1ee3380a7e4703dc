import { ResponsiveStepper } from '../../components/responsive-stepper/responsive-stepper.component';
import { stepIndex, wizardStepTitles, wizardSteps, type WizardStep } from './wizard-steps';

const titles = wizardSteps.map((item) => wizardStepTitles[item]);

/** The four step titles; on phones one line, 'Step 2 of 4 · Select Platforms', so the bar fits 390 px. */
export function WizardStepper({ step }: { step: WizardStep }) {
  return <ResponsiveStepper steps={titles} active={stepIndex(step)} label="Campaign steps" />;
}
