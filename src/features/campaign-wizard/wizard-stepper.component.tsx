import Box from '@mui/material/Box';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { stepIndex, wizardStepTitles, wizardSteps, type WizardStep } from './wizard-steps';

const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** The four step titles; on phones only the current one is shown so the bar fits 390 px. */
export function WizardStepper({ step }: { step: WizardStep }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const active = stepIndex(step);
  return (
    <Stepper activeStep={active} alternativeLabel={!narrow} aria-label="Campaign steps" sx={{ mb: 3 }}>
      {wizardSteps.map((item, index) => (
        <Step key={item} completed={index < active}>
          <StepLabel>
            {narrow && index !== active ? <Box component="span" sx={visuallyHidden}>{wizardStepTitles[item]}</Box> : wizardStepTitles[item]}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
