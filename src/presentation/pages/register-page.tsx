import { AuthForm } from '../auth/auth-form';

/** `/register`: a new account with email and password (the server's password policy), or Google / Apple. */
export default function RegisterPage() {
  return <AuthForm mode="register" />;
}
