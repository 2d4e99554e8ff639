import { AuthForm } from '../auth/auth-form';

/** `/login`: email and password, Google and Apple, and the end of the social-login handoff. */
export default function LoginPage() {
  return <AuthForm mode="login" />;
}
