/** Visible texts of the password and danger-zone sections of /settings. */
export const accountTexts = {
  changePasswordHeading: 'Change password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmNewPassword: 'Confirm new password',
  changePassword: 'Change password',
  changingPassword: 'Changing password...',
  dangerHeading: 'Delete account',
  dangerHint:
    'Deleting your account removes your profile, social accounts, payout details, uploads, settings and notifications. This cannot be undone.',
  deleteButton: 'Delete my account',
  dialogTitle: 'Delete your account?',
  dialogBody: (phrase: string) => `This permanently deletes your account and your data. Type ${phrase} to confirm.`,
  confirmationLabel: 'Confirmation',
  passwordLabel: 'Password',
  emailLabel: 'Your e-mail address',
  emailHint: 'Your account has no password, so confirm with its e-mail address.',
  reasonLabel: 'Why are you leaving? (optional)',
  reasonHint: (length: number, max: number) => `${length}/${max} — kept anonymously, without your name or e-mail`,
  cancel: 'Cancel',
  confirmDelete: 'Delete account',
  deleting: 'Deleting...',
} as const;
