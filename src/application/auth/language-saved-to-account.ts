import type { SessionState } from '../session/session-state';
import type { LanguagePreferencePort } from '../shared/ports/language-preference.port';
import type { IdentityApiPort } from './ports/identity-api.port';

/**
 * A language the visitor chooses is kept in the language cookie and, when logged in, saved to the
 * account (`switch_language`). Wraps the cookie preference; start-up choices (not remembered) never reach it.
 */
export class LanguageSavedToAccount implements LanguagePreferencePort {
  constructor(
    private readonly inner: LanguagePreferencePort,
    private readonly session: () => SessionState,
    private readonly identity: () => IdentityApiPort,
  ) {}

  /** The last account save, so callers (tests) can wait for it. */
  pending: Promise<unknown> = Promise.resolve();

  saved(): string | undefined {
    return this.inner.saved();
  }

  browserLanguages(): readonly string[] {
    return this.inner.browserLanguages();
  }

  save(code: string): void {
    this.inner.save(code);
    const state = this.session().current();
    if (state.status === 'loggedIn' && state.account.language !== code) {
      this.pending = this.identity()
        .switchLanguage(code)
        .then((saved) => {
          const now = this.session().current();
          if (saved.ok && now.status === 'loggedIn') this.session().loggedIn({ ...now.account, language: code });
        });
    }
  }
}
