import { SignUpScreen } from '../components/sign-up-screen.component';

/** /influencer-signup: creates an account with persona 'influencer'. */
export default function InfluencerSignupPage() {
  return <SignUpScreen persona="influencer" />;
}
