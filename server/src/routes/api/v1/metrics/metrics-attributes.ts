import type { FieldErrors } from '../../../../plugins/api-error';
import { maxAttributeLength, type MetricsEnvelopeBody } from './metrics.schema';

type Attributes = Record<string, unknown> | undefined;

function check(attributes: Attributes, field: string, errors: FieldErrors) {
  for (const [key, value] of Object.entries(attributes ?? {})) {
    if (value === null || typeof value === 'number' || typeof value === 'boolean') continue;
    if (typeof value === 'string' && value.length <= maxAttributeLength) continue;
    errors[`${field}.${key}`] = [
      typeof value === 'string'
        ? `Ensure this field has no more than ${maxAttributeLength} characters.`
        : 'Expected a string, number, boolean or null.',
    ];
  }
}

/** Field errors for attribute values that are not scalars or are too long (the schema leaves them open). */
export function attributeErrors(body: MetricsEnvelopeBody): FieldErrors {
  const errors: FieldErrors = {};
  if (body.type === 'metric') {
    body.data.metrics.forEach((metric, index) => check(metric.attributes, `data.metrics.${index}.attributes`, errors));
  } else {
    body.data.breadcrumbs?.forEach((crumb, index) => check(crumb.data, `data.breadcrumbs.${index}.data`, errors));
  }
  return errors;
}
