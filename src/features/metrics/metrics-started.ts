import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched once at boot, after the sagas have started (src/index.tsx); tests and stories never start measuring. Its
 * own module, so the entry does not load the metrics saga (and redux-saga) to name it.
 */
export const metricsStarted = createAction('metrics/started');
