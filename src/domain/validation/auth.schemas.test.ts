import { ValidationError } from 'yup';
import { changePasswordSchema, loginSchema, passwordProblems, resetPasswordSchema, signUpSchema } from './auth.schemas';

/** The message a form shows: the first failing rule of each field (react-hook-form's default criteria mode). */
async function messagesOf(schema: { validate: (value: unknown, options: object) => Promise<unknown> }, value: unknown) {
  try {
    await schema.validate(value, { abortEarly: false });
    return [];
  } catch (error) {
    const firstPerField = new Map<string, string>();
    for (const inner of (error as ValidationError).inner) {
      if (!firstPerField.has(inner.path ?? '')) firstPerField.set(inner.path ?? '', inner.message);
    }
    return [...firstPerField.values()];
  }
}

describe('SPEC §5 authentication rules', () => {
  it('e-mail: required, valid, trimmed and lower-cased', async () => {
    expect(await messagesOf(loginSchema, { email: '', password: 'x' })).toEqual(['Email is required']);
    expect(await messagesOf(loginSchema, { email: 'not-an-email', password: 'x' })).toEqual(['Please enter a valid email address']);
    expect(loginSchema.cast({ email: '  Asha@Example.COM ', password: 'x' }).email).toBe('asha@example.com');
  });

  it('login password is only required', async () => {
    expect(await messagesOf(loginSchema, { email: 'a@b.co', password: '' })).toEqual(['Password is required']);
    expect(await messagesOf(loginSchema, { email: 'a@b.co', password: 'a' })).toEqual([]);
  });

  it('each new-password rule has its own message', () => {
    expect(passwordProblems('abc')).toEqual([
      'Password must be at least 8 characters',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]);
    expect(passwordProblems('ABCDEFGH1!')).toEqual(['Password must contain at least one lowercase letter']);
    expect(passwordProblems('Str0ng!pass')).toEqual([]);
  });

  it('sign-up: confirmation, match and terms', async () => {
    const valid = { name: 'Asha Rao', email: 'asha@example.com', password: 'Str0ng!pass', confirmPassword: 'Str0ng!pass', acceptTerms: true };
    expect(await messagesOf(signUpSchema, valid)).toEqual([]);
    expect(await messagesOf(signUpSchema, { ...valid, confirmPassword: '' })).toEqual(['Please confirm your password']);
    expect(await messagesOf(signUpSchema, { ...valid, confirmPassword: 'Other!pass1' })).toEqual(['Passwords do not match']);
    expect(await messagesOf(signUpSchema, { ...valid, acceptTerms: false })).toEqual(['You must accept the terms and conditions']);
  });

  it('reset needs its token', async () => {
    expect(await messagesOf(resetPasswordSchema, { token: '', password: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' })).toEqual(['Reset token is required']);
  });

  it('password change: current required, new differs, confirmation matches', async () => {
    expect(await messagesOf(changePasswordSchema, { currentPassword: '', newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' })).toEqual([
      'Current password is required',
    ]);
    expect(await messagesOf(changePasswordSchema, { currentPassword: 'Str0ng!pass', newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pass' })).toEqual([
      'New password must be different from current password',
    ]);
    expect(await messagesOf(changePasswordSchema, { currentPassword: 'Old!pass12', newPassword: 'Str0ng!pass', confirmPassword: 'Str0ng!pasx' })).toEqual([
      "Passwords don't match",
    ]);
  });
});
