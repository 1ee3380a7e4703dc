/**
 * GST state codes: the first two digits of a GSTIN and the code of a place of supply.
 * Names as the GST portal's state list writes them. Source: the GSTN state-code list (integrations.md §4 only says
 * "state code = first 2 digits", so this table is [secondary]: public GST state lists agree on it). 25 and 28 are kept
 * because registrations made before the merger of Daman and Diu (26 Jan 2020) and the division of Andhra Pradesh
 * (2014) still carry them. 99 (Centre Jurisdiction) is not a taxpayer's state and is left out on purpose.
 */
export const gstStateCodes = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '25', name: 'Daman and Diu' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '28', name: 'Andhra Pradesh (Before Division)' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
] as const;

export type GstStateCode = (typeof gstStateCodes)[number]['code'];
export type GstState = { code: GstStateCode; name: string };

const byCode = new Map<string, GstState>(gstStateCodes.map((state) => [state.code, state]));

/** The state of a two-digit code ('27' → Maharashtra); null for a code not in the list. */
export function gstStateOfCode(code: string): GstState | null {
  return byCode.get(code) ?? null;
}

export function isGstStateCode(code: string): code is GstStateCode {
  return byCode.has(code);
}
