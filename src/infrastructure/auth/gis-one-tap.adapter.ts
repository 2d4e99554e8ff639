import type { OneTapPort } from '../../application/auth/ports/one-tap.port';
import type { LoggerPort } from '../../application/shared/ports/logger.port';
import type { Unsubscribe } from '../../application/shared/token';

export const GSI_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

interface GoogleAccountsId {
  initialize(options: {
    client_id: string;
    callback: (r: { credential: string }) => void;
    cancel_on_tap_outside: boolean;
    auto_select?: boolean;
  }): void;
  prompt(): void;
  cancel(): void;
}
type GsiWindow = Window & { google?: { accounts?: { id?: GoogleAccountsId } } };

/** Google Identity Services one-tap (hosted environments). It does not cancel on an outside tap. */
export class GisOneTap implements OneTapPort {
  private script: Promise<GoogleAccountsId | undefined> | undefined;

  constructor(
    private readonly clientId: string,
    private readonly logger: LoggerPort,
  ) {}

  available(): boolean {
    return typeof window !== 'undefined';
  }

  prompt(onCredential: (googleIdToken: string) => void): Unsubscribe {
    let active = true;
    void this.load().then((gsi) => {
      if (!gsi || !active) return;
      gsi.initialize({ client_id: this.clientId, callback: (r) => onCredential(r.credential), cancel_on_tap_outside: false });
      gsi.prompt();
    });
    return () => {
      active = false;
      (window as GsiWindow).google?.accounts?.id?.cancel();
    };
  }

  private load(): Promise<GoogleAccountsId | undefined> {
    this.script ??= new Promise((resolve) => {
      const existing = (window as GsiWindow).google?.accounts?.id;
      if (existing) return resolve(existing);
      const tag = document.createElement('script');
      tag.src = GSI_SCRIPT_URL;
      tag.async = true;
      tag.onload = () => resolve((window as GsiWindow).google?.accounts?.id);
      tag.onerror = () => {
        this.logger.error('gsi script load error');
        this.script = undefined;
        resolve(undefined);
      };
      document.head.appendChild(tag);
    });
    return this.script;
  }
}

/** Where one-tap cannot run (the local emulator, offline): the app shows its own one-tap card. */
export class LocalOneTap implements OneTapPort {
  available(): boolean {
    return false;
  }

  prompt(): Unsubscribe {
    return () => undefined;
  }
}
