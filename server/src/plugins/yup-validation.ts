import * as yup from 'yup';
import { problemsOf } from '../../../src/domain/validation/schema-problems';
import { validationFailed } from './api-error';

/** Validates with a shared domain schema; failures become a 400 with every message per field (`errors`). */
export function validateOrThrow<S extends yup.AnySchema>(schema: S, values: unknown): yup.InferType<S> {
  try {
    return schema.validateSync(values, { abortEarly: false, stripUnknown: true }) as yup.InferType<S>;
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    // A bad item of a list of plain values is reported on the list (`languages`, not `languages[0]`).
    throw validationFailed(problemsOf(error, (path) => path.replace(/\[\d+\]$/, '')));
  }
}
