import { SignUpScreen } from '../components/sign-up-screen.component';

/**
 * /brand-signup-123: creates an account with persona 'brand'. It works, although the login screen's
 * 'Sign up as Brand' button is disabled and points to /brand-signup (SPEC §2).
 */
export default function BrandSignupPage() {
  return <SignUpScreen persona="brand" />;
}
