import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { metricNames, metricRatings } from '../../../../../../src/domain/metrics/metric-budgets';
import { metricsPayloadLimits as limits } from '../../../../../../src/domain/metrics/metrics-payload';
import { ref, StringEnum } from '../shared.schema';

const Timestamp = Type.Union([Type.Integer({ minimum: 0 }), Type.String({ format: 'date-time' })], {
  description: 'Epoch milliseconds or an ISO 8601 date-time, by the client clock.',
});

const Attributes = Type.Record(
  Type.String({ pattern: '^[a-z][a-z0-9_]{0,63}$' }),
  // Checked by `attributeErrors` (scalars, strings up to 500): in a schema union Ajv's type coercion would turn
  // 200 into "200" or true into 1.
  Type.Unsafe<string | number | boolean | null>({ description: 'A string (up to 500 characters), number, boolean or null.' }),
  { maxProperties: limits.maxAttributes, description: 'Flat snake_case key -> scalar; e.g. endpoint, status, slow.' },
);

export const ClientMetric = Type.Object(
  {
    name: StringEnum(metricNames),
    value: Type.Number({ minimum: 0, maximum: 3_600_000, description: 'Milliseconds; CLS is unitless.' }),
    rating: Type.Optional(
      StringEnum(metricRatings, { description: "The client's rating; the server re-rates with the same SPEC §9 budgets." }),
    ),
    route: Type.String({ minLength: 1, maxLength: limits.maxRouteLength, pattern: '^/', description: 'SPA route with ids replaced, e.g. /brands/:id/campaigns/:id.' }),
    attributes: Type.Optional(Attributes),
    timestamp: Type.Optional(Timestamp),
  },
  { $id: 'ClientMetric', additionalProperties: false },
);

export const MetricBatchData = Type.Object(
  { metrics: Type.Array(ref(ClientMetric), { minItems: 1, maxItems: limits.maxMetricsPerBatch }) },
  { $id: 'MetricBatchData', additionalProperties: false },
);

const Breadcrumb = Type.Object(
  {
    timestamp: Timestamp,
    category: StringEnum(['navigation', 'api', 'click', 'console', 'error']),
    message: Type.String({ maxLength: 500 }),
    level: Type.Optional(StringEnum(['info', 'warning', 'error'])),
    data: Type.Optional(Attributes),
  },
  { additionalProperties: false },
);

const tag = Type.Optional(Type.String({ minLength: 1, maxLength: limits.maxTagLength }));

export const ErrorReportData = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: limits.maxMessageLength }),
    stack: Type.Optional(Type.String({ maxLength: limits.maxStackLength })),
    tags: Type.Object({ feature: tag, operation: tag, form: tag }, { additionalProperties: false }),
    url: Type.String({ minLength: 1, maxLength: 2000 }),
    breadcrumbs: Type.Optional(Type.Array(Breadcrumb, { maxItems: limits.maxBreadcrumbs })),
    user_agent: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { $id: 'ErrorReportData', additionalProperties: false },
);

/** `data` is checked against the schema its `type` names (if/then), so errors name only that schema's fields. */
const dataWhen = (type: string, schema: TSchema) => ({
  if: { properties: { type: { const: type } }, required: ['type'] },
  then: { properties: { data: ref(schema) } },
});

export const MetricsEnvelope = Type.Unsafe<MetricsEnvelopeBody>({
  ...Type.Object(
    {
      type: StringEnum(['metric', 'report'], { description: 'metric: data is a MetricBatchData; report: an ErrorReportData.' }),
      timestamp: Timestamp,
      data: Type.Object({}, { additionalProperties: true }),
    },
    { additionalProperties: false },
  ),
  allOf: [dataWhen('metric', MetricBatchData), dataWhen('report', ErrorReportData)],
});

export type ClientMetricBody = Static<typeof ClientMetric>;
export type ErrorReportBody = Static<typeof ErrorReportData>;
export type MetricsEnvelopeBody =
  | { type: 'metric'; timestamp: number | string; data: Static<typeof MetricBatchData> }
  | { type: 'report'; timestamp: number | string; data: ErrorReportBody };

export const MetricsAccepted = Type.Object(
  { accepted: Type.Integer({ description: 'Measurements stored, or 1 for an error report written to the log.' }) },
  { $id: 'MetricsAccepted', additionalProperties: false },
);

export const MetricsSummaryQuery = Type.Object(
  {
    since: Type.Optional(Type.String({ format: 'date-time', description: 'Default: 24 hours ago.' })),
    route: Type.Optional(Type.String({ minLength: 1, maxLength: limits.maxRouteLength })),
    name: Type.Optional(StringEnum(metricNames)),
  },
  { additionalProperties: false },
);
export type MetricsSummaryQuery = Static<typeof MetricsSummaryQuery>;

export const MetricSummaryRow = Type.Object(
  {
    name: StringEnum(metricNames),
    route: Type.String(),
    p75: Type.Number({ description: '75th percentile (percentile_cont) of the values.' }),
    count: Type.Integer(),
    rating: StringEnum(metricRatings, { description: 'The p75 rated against the SPEC §9 budgets.' }),
  },
  { $id: 'MetricSummaryRow', additionalProperties: false },
);

export const MetricsSummary = Type.Object(
  { since: Type.String({ format: 'date-time' }), results: Type.Array(ref(MetricSummaryRow)) },
  { $id: 'MetricsSummary', additionalProperties: false },
);
export type MetricsSummaryBody = Static<typeof MetricsSummary>;

export const maxAttributeLength = 500;

export const metricsComponents = [ClientMetric, MetricBatchData, ErrorReportData, MetricsAccepted, MetricSummaryRow, MetricsSummary];
