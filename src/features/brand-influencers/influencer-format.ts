import { formatCompact as compact, formatDay as day, formatMoney as money } from '../../domain/format/display-format';

/** The brand's marketplace screens show a dash where a value is missing (a table cell never reads empty). */
const orDash = (text: string) => text || '—';

/** '40000.00' + INR -> '₹40,000'; a dash when there is no amount. */
export const formatMoney = (amount: string | null | undefined, currency: string) => orDash(money(amount, currency));

/** Followers: 48200 -> '48.2K'; a dash when unknown. */
export const formatCompact = (value: number | null | undefined) => (value === null || value === undefined ? '—' : compact(value));

/** 'YYYY-MM-DD' or an ISO timestamp -> '10 Jul 2026'; a dash when unset. */
export const formatDay = (value: string | null | undefined) => orDash(day(value));
