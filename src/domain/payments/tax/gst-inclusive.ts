import { splitGst, type GstSplit, type GstSplitInput } from './gst.calculator';
import { assertPaise, mulDivRoundHalfUp } from './money';

export interface GstInclusiveSplit extends GstSplit {
  /** What the invoice adds so that its total is the agreed amount exactly: 0 or a paisa (see below). */
  roundOffPaise: number;
  /** The agreed amount: taxable + tax + round-off. */
  invoiceTotalPaise: number;
}

/**
 * Splits an agreed amount that includes GST into the taxable value and the tax (docs/tax-india.md "GST-inclusive
 * fees"): the largest taxable value whose tax, computed exactly as `splitGst` does (per head, to the paisa, halves
 * up), does not take the total above the agreed amount. Most amounts split exactly; when no taxable value does
 * (CGST and SGST are rounded separately, so some totals cannot be reached), the paisa left over is a round-off
 * line, so the invoice still totals the agreed amount and the money paid does not change. [CA review]
 * Without GST (creator not registered, export) the whole amount is the taxable value.
 */
export function splitGstInclusive(input: Omit<GstSplitInput, 'taxablePaise'> & { totalPaise: number }): GstInclusiveSplit {
  const { totalPaise, ...rest } = input;
  assertPaise(totalPaise, 'totalPaise');
  const whole = splitGst({ ...rest, taxablePaise: totalPaise });
  if (whole.totalTaxPaise === 0) return { ...whole, roundOffPaise: 0, invoiceTotalPaise: totalPaise };
  const estimate = mulDivRoundHalfUp(totalPaise, 10_000, 10_000 + whole.rateBp);
  // The tax grows with the taxable value, so walking down from just above the estimate finds the largest fit.
  for (let taxable = Math.min(totalPaise, estimate + 2); taxable >= 0; taxable -= 1) {
    const split = splitGst({ ...rest, taxablePaise: taxable });
    if (split.totalPaise <= totalPaise) return { ...split, roundOffPaise: totalPaise - split.totalPaise, invoiceTotalPaise: totalPaise };
  }
  /* c8 ignore next: taxable 0 always fits */
  throw new RangeError('No taxable value fits.');
}
