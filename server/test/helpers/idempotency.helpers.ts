import { eq } from 'drizzle-orm';
import { sampleCampaign } from '../../../src/domain/campaigns/campaign.fixtures';
import { campaigns } from '../../src/db/schema/campaigns.schema';
import { idempotencyKeys } from '../../src/db/schema/idempotency-keys.schema';
import { bearer } from './auth.helpers';
import type { Method } from './campaign.helpers';
import type { TestApp } from './test-app';

let keyCounter = 0;
/** A key no other test of the run uses. */
export const newKey = () => `test-key-${++keyCounter}-${Date.now()}`;

/** /api/v1/<url> with a bearer token (or none) and an Idempotency-Key (or none). */
export const keyedCall = (t: TestApp) => (method: Method, url: string, token: string | null, key: string | null, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { ...(token ? bearer(token) : {}), ...(key === null ? {} : { 'idempotency-key': key }) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** A publishable campaign body named `name` for `brandId`. */
export const draft = (brandId: string, name: string) => ({ ...sampleCampaign(), brand_id: brandId, name });

export const campaignsNamed = async (t: TestApp, name: string) =>
  (await t.database.db.select().from(campaigns).where(eq(campaigns.name, name))).length;

export const keyRows = (t: TestApp) => t.database.db.select().from(idempotencyKeys);
