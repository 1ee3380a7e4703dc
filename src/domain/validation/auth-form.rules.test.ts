import { ValidationError, type AnyObjectSchema } from 'yup';
import { forgotPasswordSchema, loginSchema, passwordProblems, resetPasswordSchema, signUpSchema } from './auth.schemas';
import { checkForgotPassword, checkLogin, checkResetPassword, checkSignUp, newPasswordProblems, type RulesResult } from './auth-form.rules';

/** What react-hook-form's yupResolver made of a schema: the cast values, or the first message of each field. */
function viaYup(schema: AnyObjectSchema, values: object): RulesResult<object> {
  try {
    return { values: schema.validateSync(values, { abortEarly: false }) as object, errors: {} };
  } catch (error) {
    const errors: Record<string, string> = {};
    for (const inner of (error as ValidationError).inner) errors[inner.path!] ??= inner.message;
    return { values, errors };
  }
}

const emails = ['', ' ', 'a', 'a@', 'a@b', ' Asha@Example.COM ', 'a b@c.d', 'a@b.co', 'x@-y.com', 'élan@x.io', 'a@b..c', '@b.co'];
const names = ['', ' ', 'A', ' Al ', 'Asha', "O'Neil-Smith", 'Ann 2', 'Zoë Ådne', 'x'.repeat(50), 'x'.repeat(51), '  ' + 'y'.repeat(50) + ' '];
const passwords = ['', ' ', 'a', 'abcdefgh', 'ABCDEFGH', 'Abcdefgh', 'Abcdefg1', 'Abcdef1!', 'abcdef1!', 'ABCDEF1!', '        ', 'Ab1!'];

describe('the auth forms check what the yup schemas check', () => {
  it.each(passwords)('new password %j: the same problems in the same order', (password) => {
    expect(newPasswordProblems(password)).toEqual(passwordProblems(password));
  });

  it('sign-in', () => {
    for (const email of emails) {
      for (const password of ['', ' ', 'x']) {
        const mine = checkLogin({ email, password });
        const theirs = viaYup(loginSchema, { email, password });
        expect({ email, password, errors: mine.errors }).toEqual({ email, password, errors: theirs.errors });
        if (!Object.keys(theirs.errors).length) expect(mine.values).toEqual(theirs.values);
      }
    }
  });

  it('forgot password', () => {
    for (const email of emails) {
      const mine = checkForgotPassword({ email });
      const theirs = viaYup(forgotPasswordSchema, { email });
      expect({ email, ...mine }).toEqual({ email, ...theirs, values: Object.keys(theirs.errors).length ? mine.values : theirs.values });
    }
  });

  it('sign-up', () => {
    const cases = names.flatMap((name) =>
      emails.slice(4, 7).flatMap((email) =>
        passwords.flatMap((password) =>
          ['', password, `${password}x`].flatMap((confirmPassword) => [true, false].map((acceptTerms) => ({ name, email, password, confirmPassword, acceptTerms }))),
        ),
      ),
    );
    for (const input of cases) {
      const mine = checkSignUp(input);
      const theirs = viaYup(signUpSchema, input);
      expect({ input, errors: mine.errors }).toEqual({ input, errors: theirs.errors });
      if (!Object.keys(theirs.errors).length) expect(mine.values).toEqual(theirs.values);
    }
  });

  it('reset password', () => {
    for (const token of ['', 'tok']) {
      for (const password of passwords) {
        for (const confirmPassword of ['', password, 'other']) {
          const input = { token, password, confirmPassword };
          const mine = checkResetPassword(input);
          const theirs = viaYup(resetPasswordSchema, input);
          expect({ input, errors: mine.errors }).toEqual({ input, errors: theirs.errors });
          if (!Object.keys(theirs.errors).length) expect(mine.values).toEqual(theirs.values);
        }
      }
    }
  });
});
