/** India tax: PAN, GSTIN, financial year, TDS and GST as data and pure functions (docs/tax-india.md). */
export * from './validation-result';
export * from './pan.rules';
export * from './gst-state-codes.data';
export * from './gstin.rules';
export * from './financial-year';
export * from './tax-rules.data';
export * from './tds.calculator';
export * from './gst-rules.data';
export * from './gst.calculator';
export * from './invoice-number';
export * from './invoice-fields';
export * from './place-of-supply';
export * from './gst-inclusive';
export * from './tax-invoice';
export { roundToRupee, formatRateBp } from './money';
