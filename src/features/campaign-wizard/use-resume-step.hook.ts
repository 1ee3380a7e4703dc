import { useEffect, useState } from 'react';
import type { Campaign } from '../../api/generated/api';
import type { WizardStep } from './wizard-steps';

type Rules = typeof import('./first-incomplete-step');
let loaded: Rules | undefined;
const load = () => import(/* webpackChunkName: "wizard-resume" */ './first-incomplete-step');

/**
 * Where a saved campaign's wizard may go at most (`firstIncompleteStep`), undefined while its rules load. The publish
 * rules bring yup; a new campaign's first step needs neither, so they load only when a saved campaign is opened
 * (docs/performance.md). Once loaded they stay for every later step.
 */
export function useResumeStep(campaign: Campaign | undefined): WizardStep | undefined {
  const [rules, setRules] = useState(loaded);
  const wanted = Boolean(campaign);
  useEffect(() => {
    if (!wanted || rules) return;
    let current = true;
    void load().then((module) => {
      loaded = module;
      if (current) setRules(module);
    });
    return () => {
      current = false;
    };
  }, [wanted, rules]);
  return campaign && rules ? rules.firstIncompleteStep(campaign) : undefined;
}
