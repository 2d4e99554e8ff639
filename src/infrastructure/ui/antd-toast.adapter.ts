import type { MessageInstance } from 'antd/es/message/interface';
import { injectable } from 'inversify';
import type { ToastPort } from '../../application/shared/ports/toast.port';
import { TOAST_POLICY, type ToastKind } from '../../domain/shared/toast-policy';

/**
 * antd `message` configured by the toast policy (top 60, at most 3, 3 s). antd is not loaded by the light
 * shell: the first toast asks the shell for a host (`whenNeeded`), which mounts antd's App and attaches its
 * themed instance; toasts wait in order until then (docs/adr/0010-light-public-shell.md).
 */
@injectable()
export class AntdToast implements ToastPort {
  private instance: MessageInstance | undefined;
  private readonly waiting: { kind: ToastKind; text: string; key?: string }[] = [];
  private readonly listeners = new Set<() => void>();

  attach(instance: MessageInstance): void {
    this.instance = instance;
    this.waiting.splice(0).forEach(({ kind, text, key }) => this.open(instance, kind, text, key));
  }

  whenNeeded(listener: () => void): () => void {
    this.listeners.add(listener);
    if (this.waiting.length > 0) listener();
    return () => this.listeners.delete(listener);
  }

  show(kind: ToastKind, text: string, key?: string): void {
    if (this.instance) {
      this.open(this.instance, kind, text, key);
      return;
    }
    this.waiting.push({ kind, text, key });
    if (this.waiting.length > TOAST_POLICY.maxCount) this.waiting.shift();
    this.listeners.forEach((listener) => listener());
  }

  private open(instance: MessageInstance, kind: ToastKind, text: string, key: string | undefined): void {
    instance.open({ type: kind, content: text, duration: TOAST_POLICY.durationMs / 1000, ...(key !== undefined ? { key } : {}) });
  }
}
