/** The reason dialog's own words; callers give the title, label and submit button. */
export const reasonDialogTexts = {
  cancel: 'Cancel',
} as const;
