/** "Auth user", as far as the app uses it. */
export interface AuthUser {
  readonly uid: string;
  readonly email: string | null;
  readonly emailVerified: boolean;
  readonly displayName: string | null;
  readonly providerId: string;
}

/** A successful sign-in with the auth provider: the user and a fresh Firebase ID token. */
export interface AuthSignIn {
  readonly user: AuthUser;
  readonly idToken: string;
}
