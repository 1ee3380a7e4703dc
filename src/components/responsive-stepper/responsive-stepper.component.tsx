import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { responsiveStepperTexts as t } from './responsive-stepper.texts';

export interface ResponsiveStepperProps {
  /** The step titles, in order. */
  steps: readonly string[];
  /** Index of the current step; the ones before it show as done. */
  active: number;
  /** Names the steps for assistive technology, e.g. "Campaign steps". */
  label: string;
  /** Force the compact form (stories, tests); by default it is used below `compactBelow`. */
  compact?: boolean;
  /** Below which breakpoint the compact form is used: `sm` (phones, default) or `md` for steppers with many steps. */
  compactBelow?: 'sm' | 'md';
}

/**
 * A wizard's steps: every title under its number on tablets and laptops; on a phone a single line
 * "Step 2 of 4 · Title" over a progress bar, so six steps never squeeze, wrap or scroll sideways at 390 px (docs/spa.md).
 */
export function ResponsiveStepper({ steps, active, label, compact, compactBelow = 'sm' }: ResponsiveStepperProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down(compactBelow));
  if (compact ?? narrow) {
    const position = t.stepOf(active + 1, steps.length);
    return (
      <Box role="group" aria-label={label} sx={{ mb: 3 }}>
        <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          <Box component="span" sx={{ fontWeight: 600 }}>{position}</Box>
          {steps[active] ? ` · ${steps[active]}` : ''}
        </Typography>
        <LinearProgress variant="determinate" value={Math.round(((active + 1) / steps.length) * 100)} aria-label={position} sx={{ borderRadius: 1 }} />
      </Box>
    );
  }
  return (
    <Stepper activeStep={active} alternativeLabel aria-label={label} sx={{ mb: 3 }}>
      {steps.map((title, index) => (
        <Step key={title} completed={index < active}>
          <StepLabel>{title}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
