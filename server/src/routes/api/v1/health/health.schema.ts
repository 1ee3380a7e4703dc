import { Type } from '@sinclair/typebox';
import { Nullable, StringEnum } from '../shared.schema';

export const Health = Type.Object(
  { status: StringEnum(['ok']), version: Type.String() },
  { $id: 'Health', additionalProperties: false },
);

export const HealthLive = Type.Object(
  { status: StringEnum(['alive']) },
  { $id: 'HealthLive', additionalProperties: false },
);

export const HealthReady = Type.Object(
  { status: StringEnum(['ready']) },
  { $id: 'HealthReady', additionalProperties: false },
);

export const HealthUnavailable = Type.Object(
  { status: StringEnum(['unavailable']), detail: Type.String() },
  { $id: 'HealthUnavailable', additionalProperties: false },
);

export const HealthDetailed = Type.Object(
  {
    status: StringEnum(['ok', 'degraded']),
    version: Type.String(),
    uptime_seconds: Type.Number(),
    identity_mode: StringEnum(['builtin', 'clerk']),
    database: Type.Object({
      kind: StringEnum(['pglite', 'postgres']),
      reachable: Type.Boolean(),
      latency_ms: Nullable(Type.Number()),
      error: Nullable(Type.String()),
      migrations: Type.Object({
        applied: Nullable(Type.Integer()),
        expected: Type.Integer(),
        last_applied_at: Nullable(Type.String({ format: 'date-time' })),
      }),
    }),
    memory: Type.Object({
      rss_bytes: Type.Integer(),
      heap_used_bytes: Type.Integer(),
      heap_total_bytes: Type.Integer(),
    }),
    node_version: Type.String(),
  },
  { $id: 'HealthDetailed', additionalProperties: false },
);

export const healthComponents = [Health, HealthLive, HealthReady, HealthUnavailable, HealthDetailed];
