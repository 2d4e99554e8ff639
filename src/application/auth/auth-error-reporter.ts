import { inject, injectable } from 'inversify';
import { authErrorHandling, type AuthErrorHandling } from '../../domain/auth/auth-error';
import { LoggerPort } from '../shared/ports/logger.port';
import { TranslatorPort } from '../shared/ports/translator.port';
import { Notifier } from '../shared/notifier';
import type { AuthFailure } from './ports/auth-provider.port';

/**
 * Sign-in errors: a cancelled popup request is only logged; every other code gets a toast with
 * its translated message (the generic one for the listed SDK codes). Field errors are left to the form, and
 * `multi-factor-auth-required` to the sign-in's second step where the caller shows one.
 */
@injectable()
export class AuthErrorReporter {
  constructor(
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(TranslatorPort) private readonly translator: TranslatorPort,
    @inject(LoggerPort) private readonly logger: LoggerPort,
  ) {}

  report(failure: AuthFailure, options: { fieldsShown?: boolean; secondFactorShown?: boolean } = {}): AuthErrorHandling {
    const handling = authErrorHandling(failure.code);
    if (
      handling.kind === 'log' ||
      (handling.kind === 'secondFactor' && options.secondFactorShown) ||
      (handling.kind === 'field' && options.fieldsShown)
    ) {
      this.logger.info('sign-in', failure);
      return handling;
    }
    this.logger.warn('sign-in failed', failure);
    this.notifier.show('error', this.translator.t(`auth:${handling.key}`));
    return handling;
  }
}
