import { createApi } from '@reduxjs/toolkit/query/react';
import { timing } from '../domain/constants';
import { createBaseQuery } from './base-query';

/**
 * The one RTK Query api of the SPA. Endpoints are generated into ./generated from server/openapi.json
 * (`npm run generate:api`) and injected here; ./enhanced-api.ts adds tags and per-endpoint cache rules.
 */
export const emptyApi = createApi({
  reducerPath: 'api',
  baseQuery: createBaseQuery(),
  keepUnusedDataFor: timing.queryGcMs / 1000,
  refetchOnFocus: true,
  refetchOnReconnect: true,
  endpoints: () => ({}),
});
