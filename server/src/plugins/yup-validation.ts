import * as yup from 'yup';
import { problemsOf } from '../../../src/domain/validation/schema-problems';
import { validationFailed, type FieldErrors } from './api-error';
import { unknownFieldMessage } from './validation-errors';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Keys of `values` the object schema does not declare, nested objects included (`content_preferences.x`): a body
 * field nobody reads is refused rather than dropped, so a client never believes it set `is_verified` or `status`.
 */
export function unknownFields(schema: yup.AnySchema, values: unknown, prefix = ''): FieldErrors {
  if (!(schema instanceof yup.ObjectSchema) || !isPlainObject(values)) return {};
  const fields = schema.fields as Record<string, yup.AnySchema>;
  const errors: FieldErrors = {};
  for (const [key, value] of Object.entries(values)) {
    const field = fields[key];
    if (!Object.hasOwn(fields, key) || !field) errors[`${prefix}${key}`] = [unknownFieldMessage];
    else Object.assign(errors, unknownFields(field, value, `${prefix}${key}.`));
  }
  return errors;
}

/**
 * Validates with a shared domain schema; failures become a 400 with every message per field (`errors`). Fields the
 * schema does not know are refused too ('Unknown field.'), reported together with the other problems.
 */
export function validateOrThrow<S extends yup.AnySchema>(schema: S, values: unknown): yup.InferType<S> {
  const unknown = unknownFields(schema, values);
  try {
    const valid = schema.validateSync(values, { abortEarly: false, stripUnknown: true }) as yup.InferType<S>;
    if (Object.keys(unknown).length) throw validationFailed(unknown);
    return valid;
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    // A bad item of a list of plain values is reported on the list (`languages`, not `languages[0]`).
    throw validationFailed({ ...problemsOf(error, (path) => path.replace(/\[\d+\]$/, '')), ...unknown });
  }
}
