/** Texts of the attached-files list (invite brief, active campaign overview, brand campaign pages). */
export const collateralTexts = {
  files: 'Files',
  listLabel: 'Attached files',
  noFiles: 'No files attached.',
  download: 'Download',
  downloadFile: (name: string) => `Download ${name}`,
  downloading: 'Downloading…',
  fileGone: 'This file is no longer attached to the campaign. Reload the page to see the current files.',
  downloadFailed: 'The download failed. Please try again.',
  kinds: { image: 'Image', video: 'Video', other: 'File' },
} as const;
