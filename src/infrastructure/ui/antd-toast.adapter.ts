import type { MessageInstance } from 'antd/es/message/interface';
import { inject, injectable } from 'inversify';
import { createElement, useEffect, useState } from 'react';
import { ClockPort, type TimerHandle } from '../../application/shared/ports/clock.port';
import type { ToastPort } from '../../application/shared/ports/toast.port';
import { TOAST_POLICY, type ToastKind } from '../../domain/shared/toast-policy';

/** A toast shown under a key: its text, changed in place, and when it closes. */
interface KeyedToast {
  text: string;
  /** The text's setter while the toast is on screen. */
  render?: (text: string) => void;
  timer: TimerHandle;
}

/**
 * The text of a keyed toast. A new text for the key renders this alone: antd's message list, its motion and its
 * notices do not render again (an update through `open` rendered them all, several times a second while fills stream).
 */
function ToastText({ toast, gone }: { toast: KeyedToast; gone: () => void }) {
  const [text, setText] = useState(toast.text);
  useEffect(() => {
    toast.render = setText;
    setText(toast.text);
    return () => {
      toast.render = undefined;
      // React's strict mode runs the cleanup and the effect again at once: gone only if it is not rendered after that
      queueMicrotask(() => {
        if (toast.render === undefined) gone();
      });
    };
  }, [toast, gone]);
  return text;
}

/**
 * antd `message` configured by the toast policy (top 60, at most 3, 3 s). antd is not loaded by the light
 * shell: the first toast asks the shell for a host (`whenNeeded`), which mounts antd's App and attaches its
 * themed instance; toasts wait in order until then (docs/adr/0010-light-public-shell.md). A toast with a key is
 * updated in place by the next toast of that key ("37 orders filled"): its text changes, and it stays on screen for
 * the policy's duration after its last update.
 */
@injectable()
export class AntdToast implements ToastPort {
  private instance: MessageInstance | undefined;
  private readonly waiting: { kind: ToastKind; text: string; key?: string }[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly keyed = new Map<string, KeyedToast>();

  constructor(@inject(ClockPort) private readonly clock: ClockPort) {}

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
    if (key === undefined) {
      instance.open({ type: kind, content: text, duration: TOAST_POLICY.durationMs / 1000 });
      return;
    }
    const shown = this.keyed.get(key);
    if (shown) {
      shown.text = text;
      shown.render?.(text);
      this.clock.clearTimeout(shown.timer);
      shown.timer = this.closeLater(instance, key);
      return;
    }
    const toast: KeyedToast = { text, timer: this.closeLater(instance, key) };
    this.keyed.set(key, toast);
    // antd's own timer is off (0): this adapter closes the toast once it has not changed for the policy's duration
    const gone = () => {
      if (this.keyed.get(key) !== toast) return;
      this.clock.clearTimeout(toast.timer);
      this.keyed.delete(key);
    };
    instance.open({ type: kind, key, duration: 0, content: createElement(ToastText, { toast, gone }) });
  }

  private closeLater(instance: MessageInstance, key: string): TimerHandle {
    return this.clock.setTimeout(() => {
      this.keyed.delete(key);
      instance.destroy(key);
    }, TOAST_POLICY.durationMs);
  }
}
