import { adminErrorCode, applyEmulatorVariable, IdentityUnavailableError, isTransportFailure, loadAdmin } from './id-token-verifier';

/** How changing a Firebase user's email ended. */
export type EmailUpdate = 'updated' | 'in-use' | 'no-user';

/**
 * The identity provider's user records, as the exchange's back end changes them (an email change moves
 * the sign-in address too). Rejects with `IdentityUnavailableError` when the provider cannot be reached.
 */
export interface IdentityDirectory {
  updateEmail(firebaseUid: string, email: string): Promise<EmailUpdate>;
}

type AdminUsers = { updateUser(uid: string, properties: { email: string }): Promise<unknown> };

/**
 * firebase-admin's `updateUser`: against the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST) locally, Google's service on
 * the hosted environments. The SDK is loaded on first use, as the verifier loads it.
 */
export class FirebaseAdminDirectory implements IdentityDirectory {
  constructor(
    private readonly options: { readonly emulatorHost: string | null; readonly projectId: string },
    private readonly loader: (projectId: string) => Promise<unknown> = loadAdmin,
  ) {}

  async updateEmail(firebaseUid: string, email: string): Promise<EmailUpdate> {
    try {
      applyEmulatorVariable(this.options.emulatorHost);
      const users = (await this.loader(this.options.projectId)) as AdminUsers;
      await users.updateUser(firebaseUid, { email });
      return 'updated';
    } catch (error) {
      const code = adminErrorCode(error);
      if (code === 'auth/email-already-exists') return 'in-use';
      if (code === 'auth/user-not-found') return 'no-user';
      if (isTransportFailure(error)) throw new IdentityUnavailableError(error instanceof Error ? error.message : String(error));
      throw error;
    }
  }
}
