import { inject, injectable } from 'inversify';
import type { ErrorCode } from '../../domain/shared/error-code';
import type { ToastKind } from '../../domain/shared/toast-policy';
import { ToastPort } from './ports/toast.port';
import { TranslatorPort } from './ports/translator.port';

/** Every toast goes through here; the toast adapter keeps the policy on screen (TOAST_POLICY: 3 at once, 3 s each). */
@injectable()
export class Notifier {
  constructor(
    @inject(ToastPort) private readonly toast: ToastPort,
    @inject(TranslatorPort) private readonly translator: TranslatorPort,
  ) {}

  show(kind: ToastKind, message: string, key?: string): void {
    this.toast.show(kind, message, key);
  }

  /** Shows the translated message of a domain error code. */
  showError(code: ErrorCode): void {
    this.show('error', this.translator.t(`errors.${code}`));
  }
}
