import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/enhanced-api';
import { readEmbeddedRuntimeConfig, seedEmbeddedRuntimeConfig } from './embedded-runtime-config';

const config = {
  identity_provider: 'builtin',
  google_enabled: true,
  clerk_publishable_key: null,
  password_reset_enabled: true,
  error_reporting_dsn: null,
  analytics_measurement_id: null,
};

function pageWith(script: string | null): Document {
  const doc = document.implementation.createHTMLDocument('page');
  if (script !== null) {
    const element = Object.assign(doc.createElement('script'), { type: 'application/json', id: 'runtime-config', textContent: script });
    doc.head.append(element);
  }
  return doc;
}

describe('runtime config embedded in index.html', () => {
  it('reads what the server embedded', () => {
    expect(readEmbeddedRuntimeConfig(pageWith(JSON.stringify(config)))).toEqual(config);
  });

  it('ignores a missing, unreadable or foreign element', () => {
    expect(readEmbeddedRuntimeConfig(pageWith(null))).toBeNull();
    expect(readEmbeddedRuntimeConfig(pageWith('{not json'))).toBeNull();
    expect(readEmbeddedRuntimeConfig(pageWith('{"other": 1}'))).toBeNull();
  });

  it('answers the runtime-config query from the cache, without a request', async () => {
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    expect(seedEmbeddedRuntimeConfig(store.dispatch, pageWith(JSON.stringify(config)))).toBe(true);
    const request = store.dispatch(api.endpoints.getRuntimeConfig.initiate(undefined, { subscribe: false }));
    expect((await request).data).toEqual(config);
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it('leaves the query to the server when nothing is embedded', () => {
    const store = configureStore({ reducer: { [api.reducerPath]: api.reducer }, middleware: (defaults) => defaults().concat(api.middleware) });
    expect(seedEmbeddedRuntimeConfig(store.dispatch, pageWith(null))).toBe(false);
    expect(api.endpoints.getRuntimeConfig.select()(store.getState() as never).data).toBeUndefined();
  });
});
