import * as yup from 'yup';

/** A yup failure as `{path: [messages]}`, each message once per path; `non_field_errors` for a failure without a path. */
export function problemsOf(error: yup.ValidationError, pathOf: (path: string) => string = (path) => path): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  for (const inner of error.inner.length ? error.inner : [error]) {
    const list = (problems[pathOf(inner.path || 'non_field_errors')] ??= []);
    if (!list.includes(inner.message)) list.push(inner.message);
  }
  return problems;
}

/** Every problem of `values` by dotted path ('company.headquarters.zipCode'); empty when valid. */
export function schemaProblems(schema: yup.AnySchema, values: unknown): Record<string, string[]> {
  try {
    schema.validateSync(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof yup.ValidationError)) throw error;
    return problemsOf(error);
  }
}
