import { directoryLimits as l, directorySorts } from './directory.rules';

/** User-facing messages of the directory and shortlists: server validation and the SPA show these same texts. */
export const directoryMessages = {
  unknownSort: (value: string) => `Unknown sort "${value}". Sort by one of: ${directorySorts.join(', ')}.`,
  unknownNiches: (values: string[]) => `Unknown niche(s): ${values.join(', ')}. Choose from the 41 niches.`,
  unknownLanguages: (values: string[]) => `Unknown language(s): ${values.join(', ')}. Choose from the 34 languages.`,
  unknownAvailability: (values: string[]) => `Unknown availability: ${values.join(', ')}. Use available, limited or unavailable.`,
  tooManyItems: `Choose at most ${l.listMax} items.`,
  rangeOrder: (what: string) => `The lowest ${what} must not be above the highest.`,
  priceNeedsPlacement: 'Choose a placement type to filter by price.',
  priceNeedsCurrency: 'Choose a currency to filter by price.',
  shortlistNameLength: `Name the list in ${l.shortlistNameMin} to ${l.shortlistNameMax} characters.`,
  shortlistNameTaken: 'Your brand already has a list with this name.',
  shortlistsFull: `A brand can keep at most ${l.shortlistsPerBrand} lists.`,
  shortlistFull: `A list holds at most ${l.shortlistSize} creators.`,
  creatorNotFound: 'This creator was not found in the directory.',
  inviteNone: 'Choose at least one creator to invite.',
  inviteTooMany: `Invite at most ${l.inviteMax} creators at once.`,
  inviteNotPermitted: 'Your team role does not allow inviting influencers.',
  viewNotPermitted: 'Your team role does not allow viewing influencers.',
  manageListsNotPermitted: 'Your team role does not allow changing shortlists.',
} as const;
