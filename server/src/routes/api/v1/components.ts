import type { TSchema } from '@sinclair/typebox';
import { accountDeletionComponents } from './accounts/account-deletion.schema';
import { accountsComponents } from './accounts/accounts.schema';
import { Asset, AssetMetadata, PaginatedAssetList } from './assets/assets.schema';
import { paymentComponents } from './influencers/payment.schema';
import { influencersComponents } from './influencers/influencers.schema';
import { settingsComponents } from './accounts/settings.schema';
import { brandsComponents } from './brands/brands.schema';
import { campaignExtrasComponents } from './campaigns/campaign-extras.schema';
import { campaignsComponents } from './campaigns/campaigns.schema';
import { healthComponents } from './health/health.schema';
import { helpComponents } from './help/help.schema';
import { metricsComponents } from './metrics/metrics.schema';
import { noticesComponents } from './notices/notices.schema';
import { notificationsComponents } from './notifications/notifications.schema';
import { searchComponents } from './search/search.schema';
import { ErrorResponse, ValidationErrorResponse } from './shared.schema';

/** Named schemas registered with `app.addSchema`; they become `components.schemas` of the OpenAPI document. */
export const componentSchemas: readonly TSchema[] = [
  ErrorResponse,
  ValidationErrorResponse,
  ...healthComponents,
  ...accountsComponents,
  ...settingsComponents,
  ...accountDeletionComponents,
  ...noticesComponents,
  ...notificationsComponents,
  ...helpComponents,
  ...searchComponents,
  ...metricsComponents,
  Asset,
  AssetMetadata,
  PaginatedAssetList,
  ...paymentComponents,
  ...influencersComponents,
  ...brandsComponents,
  ...campaignsComponents,
  ...campaignExtrasComponents,
];
