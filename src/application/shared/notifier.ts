import { inject, injectable } from 'inversify';
import type { ErrorCode } from '../../domain/shared/error-code';
import { visibleToasts, type Toast, type ToastKind } from '../../domain/shared/toast-policy';
import { ClockPort } from './ports/clock.port';
import { ToastPort } from './ports/toast.port';
import { TranslatorPort } from './ports/translator.port';

/** Every toast goes through here: it keeps the policy's view of what is on screen. */
@injectable()
export class Notifier {
  private toasts: Toast[] = [];
  private nextId = 1;

  constructor(
    @inject(ToastPort) private readonly toast: ToastPort,
    @inject(ClockPort) private readonly clock: ClockPort,
    @inject(TranslatorPort) private readonly translator: TranslatorPort,
  ) {}

  show(kind: ToastKind, message: string): void {
    const now = this.clock.now();
    this.toasts = [...visibleToasts(this.toasts, now), { id: this.nextId++, kind, message, shownAt: now }];
    this.toast.show(kind, message);
  }

  /** Shows the translated message of a domain error code. */
  showError(code: ErrorCode): void {
    this.show('error', this.translator.t(`errors.${code}`));
  }

  visible(): Toast[] {
    return visibleToasts(this.toasts, this.clock.now());
  }
}
