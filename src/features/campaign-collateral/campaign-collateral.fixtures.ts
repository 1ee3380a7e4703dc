import type { CollateralFile } from '../../api/generated/api';

/** Files as GET campaigns/{id}/collateral/ and the influencer's views list them. */
export const sampleCollateralFiles: CollateralFile[] = [
  { id: '0f6a3c52-4b1e-4d7a-9c3e-2a1b5c6d7e81', file_name: 'Monsoon brand book.png', size: 245_760, content_type: 'image/png', url: '/api/v1/campaigns/c1/collateral/0f6a3c52-4b1e-4d7a-9c3e-2a1b5c6d7e81/download/' },
  { id: '0f6a3c52-4b1e-4d7a-9c3e-2a1b5c6d7e82', file_name: 'Product b-roll.mp4', size: 8_600_000, content_type: 'video/mp4', url: '/api/v1/campaigns/c1/collateral/0f6a3c52-4b1e-4d7a-9c3e-2a1b5c6d7e82/download/' },
];

/** A name as long as the server allows (120 characters), to see it wrap on a phone. */
export const longNamedFile: CollateralFile = {
  id: '0f6a3c52-4b1e-4d7a-9c3e-2a1b5c6d7e83',
  file_name: `${'Monsoon-collection-lookbook-final-approved-version-for-creators-'.repeat(2).slice(0, 116)}.png`,
  size: 512,
  content_type: 'image/png',
  url: '/api/v1/campaigns/c1/collateral/0f6a3c52-4b1e-4d7a-9c3e-2a1b5c6d7e83/download/',
};
