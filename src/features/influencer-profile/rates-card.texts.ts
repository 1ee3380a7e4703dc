import { placementTypeInfo, type PlacementType } from '../../domain/campaigns/campaign-options';
import { platformLabels } from '../../domain/constants';

/** UI texts of the /profile rates card and its dialog (rules and their messages: src/domain/directory/rates.*). */
export const ratesTexts = {
  title: 'Rates and availability',
  subtitle: 'What brands see in the influencer directory.',
  empty:
    'No rates yet. Brands filter the influencer directory by availability and by price per placement type, ' +
    'so creators without rates do not show up when a brand searches by price. Add your asking price for the placements you offer.',
  availability: 'Availability',
  rates: 'Rates',
  edit: 'Edit',
  editLabel: 'Edit rates and availability',
  dialogTitle: 'Rates and availability',
  availabilityHelp: 'Whether you take on new work. Brands can filter by it.',
  rateRow: (number: number) => `Rate ${number}`,
  placementType: 'Placement type',
  amount: 'Price',
  amountHelp: 'Per placement, e.g. 25000 or 25000.50',
  currency: 'Currency',
  addRate: 'Add a rate',
  allTypesPriced: 'Every placement type has a rate.',
  removeRate: (number: number) => `Remove rate ${number}`,
  noRatesInForm: 'No rates: brands searching by price will not find you.',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Rates and availability saved.',
  unsaved: 'Unsaved changes',
  loadFailed: 'Could not load your rates and availability.',
  loading: 'Loading rates and availability',
  retry: 'Retry',
} as const;

/** 'YouTube · Dedicated video': the platform first, as the placement types are grouped by it. */
export const placementLabel = (type: PlacementType) => `${platformLabels[placementTypeInfo[type].platform]} · ${placementTypeInfo[type].label}`;
