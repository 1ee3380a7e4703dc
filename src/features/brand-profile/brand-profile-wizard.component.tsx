import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Stack from '@mui/material/Stack';
import type { BrandProfileValues, CompanyProfileValues, ContactDetailsValues } from '../../domain/brands/brand-profile';
import { brandTexts as t } from '../../domain/brands/brand-profile.texts';
import type { AssetUploadFieldProps } from '../assets/asset-upload-field.component';
import type { BrandProfileDraft } from './brand-profile-draft';
import { CompanyProfileForm } from './company-profile-form.component';
import { ContactDetailsForm } from './contact-details-form.component';

export interface BrandProfileWizardProps {
  initial: BrandProfileDraft;
  /** Called on every edit and step change (the page keeps it as a draft). */
  onDraftChange?: (draft: BrandProfileDraft) => void;
  onComplete: (values: BrandProfileValues) => Promise<void> | void;
  saving?: boolean;
  /** Field errors of a failed save by full form path ('company.website', 'contact.billingEmail'). */
  serverErrors?: Record<string, string>;
  upload?: AssetUploadFieldProps['upload'];
}

/** Errors of one group with the group prefix removed, or undefined when there are none. */
function groupErrors(errors: Record<string, string> | undefined, group: 'company' | 'contact') {
  const entries = Object.entries(errors ?? {}).filter(([path]) => path.startsWith(`${group}.`));
  return entries.length ? Object.fromEntries(entries.map(([path, message]) => [path.slice(group.length + 1), message])) : undefined;
}

/** The two steps of brand setup (Company profile, Contact details); the server is called once, at the end. */
export function BrandProfileWizard({ initial, onDraftChange, onComplete, saving, serverErrors, upload }: BrandProfileWizardProps) {
  const [step, setStep] = useState<0 | 1>(initial.step);
  const values = useRef<BrandProfileValues>(initial.values);
  const report = useCallback((nextStep: 0 | 1) => onDraftChange?.({ step: nextStep, values: values.current }), [onDraftChange]);
  const stepRef = useRef(step);
  stepRef.current = step;

  // A failed save on the server lands on the step holding the first bad field.
  const companyErrors = useMemo(() => groupErrors(serverErrors, 'company'), [serverErrors]);
  const contactErrors = useMemo(() => groupErrors(serverErrors, 'contact'), [serverErrors]);
  useEffect(() => {
    if (companyErrors) setStep(0);
  }, [companyErrors]);

  const onCompanyChange = useCallback((company: CompanyProfileValues) => {
    values.current = { ...values.current, company };
    report(stepRef.current);
  }, [report]);
  const onContactChange = useCallback((contact: ContactDetailsValues) => {
    values.current = { ...values.current, contact };
    report(stepRef.current);
  }, [report]);

  return (
    <Stack spacing={4}>
      <Stepper activeStep={step} alternativeLabel>
        <Step completed={step > 0}>
          <StepLabel>{t.companyStep}</StepLabel>
        </Step>
        <Step>
          <StepLabel>{t.contactStep}</StepLabel>
        </Step>
      </Stepper>
      {step === 0 ? (
        <CompanyProfileForm
          defaultValues={values.current.company}
          onValuesChange={onCompanyChange}
          serverErrors={companyErrors}
          upload={upload}
          submitLabel={t.next}
          savingLabel={t.completing}
          saving={saving}
          onSubmit={(company) => {
            values.current = { ...values.current, company };
            setStep(1);
            report(1);
          }}
        />
      ) : (
        <ContactDetailsForm
          defaultValues={values.current.contact}
          onValuesChange={onContactChange}
          serverErrors={contactErrors}
          submitLabel={t.completeSetup}
          savingLabel={t.completing}
          saving={saving}
          secondary={{
            label: t.back,
            onClick: () => {
              setStep(0);
              report(0);
            },
          }}
          onSubmit={async (contact) => {
            values.current = { ...values.current, contact };
            report(1);
            await onComplete(values.current);
          }}
        />
      )}
    </Stack>
  );
}
