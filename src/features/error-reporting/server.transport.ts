import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../api/enhanced-api';
import type { ErrorTransport } from './error-reporter';

export type ApiDispatch = ThunkDispatch<unknown, unknown, UnknownAction>;

/** No DSN: the report goes to POST /api/v1/metrics/ as type report, and the server writes it to its log. */
export function serverTransport(dispatch: ApiDispatch): ErrorTransport {
  return {
    async send(report) {
      const request = dispatch(api.endpoints.ingestMetrics.initiate({ body: { type: 'report', timestamp: Date.now(), data: report } }));
      try {
        await request.unwrap();
      } catch {
        // SPEC §7: failures of the logging sender are silently ignored.
      } finally {
        request.reset();
      }
    },
  };
}
