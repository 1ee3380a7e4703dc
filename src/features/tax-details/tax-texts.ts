/** UI texts of the tax details card (validation messages live in src/domain/payments/tax: pan.rules, gstin.rules). */
export const taxTexts = {
  title: 'Tax details',
  subtitle:
    'We need your PAN before your first payout: tax is withheld at the normal rate only with a PAN, and payouts wait until you add one. ' +
    'Add a GSTIN only if you are registered for GST; it is shown on your statements.',
  pan: 'PAN',
  panHelp: '10 characters as on your PAN card, e.g. ABCPE1234F.',
  gstin: 'GSTIN (optional)',
  gstinShort: 'GSTIN',
  gstinHelp: 'Only if you are registered for GST: 15 characters, e.g. 27ABCPE1234F1Z5. Leave empty otherwise.',
  noGstin: 'No GSTIN (not registered for GST)',
  none: 'No PAN yet. Payouts wait until you add one.',
  add: 'Add PAN',
  change: 'Change',
  save: 'Save tax details',
  cancel: 'Cancel',
  saved: 'Tax details saved.',
  unsaved: 'Unsaved changes',
  loadFailed: 'Could not load your tax details.',
  loading: 'Loading tax details',
  retry: 'Retry',
  dialogTitle: 'Tax details',
} as const;

/** The card's anchor: /earnings links to /settings#tax-details ("Add your PAN in Settings"). */
export const taxDetailsAnchor = 'tax-details';
