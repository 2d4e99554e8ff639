import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { injectable } from 'inversify';
import type { ToastPort } from '../../application/shared/ports/toast.port';
import { TOAST_POLICY, type ToastKind } from '../../domain/shared/toast-policy';

/**
 * antd `message` configured by the toast policy (top 60, at most 3, 3 s). The shell attaches the
 * context-aware instance from `App.useApp()` so toasts follow the theme; before that, the static API.
 */
@injectable()
export class AntdToast implements ToastPort {
  private instance: MessageInstance | undefined;

  constructor() {
    message.config({ top: TOAST_POLICY.topOffset, maxCount: TOAST_POLICY.maxCount, duration: TOAST_POLICY.durationMs / 1000 });
  }

  attach(instance: MessageInstance): void {
    this.instance = instance;
  }

  show(kind: ToastKind, text: string): void {
    (this.instance ?? message).open({ type: kind, content: text, duration: TOAST_POLICY.durationMs / 1000 });
  }
}
