import { changePasswordSchema, resetPasswordSchema, signUpSchema } from './auth.schemas';

const firstError = (schema: { validateSyncAt: (path: string, value: unknown) => unknown }, value: unknown) => {
  try {
    schema.validateSyncAt('confirmPassword', value);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('password confirmation (SPEC §5)', () => {
  it.each([
    ['sign-up', signUpSchema, { password: 'Str0ng!pass' }, 'Passwords do not match'],
    ['reset', resetPasswordSchema, { password: 'Str0ng!pass' }, 'Passwords do not match'],
    ['change', changePasswordSchema, { newPassword: 'Str0ng!pass' }, "Passwords don't match"],
  ])('%s: empty asks for it, different reports the mismatch, equal passes', (_name, schema, values, mismatch) => {
    const password = Object.values(values)[0];
    expect(firstError(schema, { ...values, confirmPassword: '' })).toBe('Please confirm your password');
    expect(firstError(schema, { ...values, confirmPassword: 'Str0ng!pasS' })).toBe(mismatch);
    expect(firstError(schema, { ...values, confirmPassword: password })).toBeNull();
  });
});
