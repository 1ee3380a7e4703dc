import { resolveDateRange, type DateRange } from '../../domain/analytics/analytics-rules';
import { addDays, isoDate } from '../../domain/campaigns/campaign-options';

/** The period choices of the analytics pages: rolling windows ending today (UTC), or a custom range. */
export const rangePresets = ['7', '30', '90', 'custom'] as const;
export type RangePreset = (typeof rangePresets)[number];

export interface RangeChoice {
  preset: RangePreset;
  /** The custom range as typed (YYYY-MM-DD); used when preset is 'custom'. */
  from: string;
  to: string;
}

/** Last `days` days ending today, both ends included. */
export const presetRange = (days: number, today: Date = new Date()): DateRange => {
  const to = isoDate(today);
  return { from: addDays(to, -(days - 1)), to };
};

export const defaultRangeChoice = (today: Date = new Date()): RangeChoice => ({ preset: '30', ...presetRange(30, today) });

/**
 * The range to ask the API for, or the field errors to show: a custom range goes through the very rules (and
 * messages) the API applies (`resolveDateRange`), so the page never sends a request the server would refuse.
 */
export function rangeOf(choice: RangeChoice, today: Date = new Date()): { range: DateRange; errors: null } | { range: null; errors: Record<string, string[]> } {
  if (choice.preset !== 'custom') return { range: presetRange(Number(choice.preset), today), errors: null };
  const errors: Record<string, string[]> = {};
  // Both ends are asked for on the page: an empty field is not a date.
  const result = resolveDateRange({ from: choice.from || '-', to: choice.to || '-' }, today);
  if (result.errors) Object.assign(errors, result.errors);
  return Object.keys(errors).length ? { range: null, errors } : { range: result.range!, errors: null };
}
