import { injectable } from 'inversify';
import * as z from 'zod/mini';
import type { PromotionDismissalsPort } from '../../application/rewards/ports/promotions-api.port';

const KEY = 'woox.promotions-dismissed';
const stored = z.array(z.string().check(z.maxLength(60))).check(z.maxLength(200));

/** The promotion cards dismissed in this browser, in localStorage (validated on read; a blocked store: this visit only). */
@injectable()
export class LocalStoragePromotionDismissals implements PromotionDismissalsPort {
  private memory = new Set<string>();

  dismissed(): ReadonlySet<string> {
    try {
      const raw = window.localStorage.getItem(KEY);
      const parsed = raw ? stored.safeParse(JSON.parse(raw)) : undefined;
      return new Set([...this.memory, ...(parsed?.success ? parsed.data : [])]);
    } catch {
      return new Set(this.memory);
    }
  }

  dismiss(id: string): void {
    this.memory.add(id);
    try {
      window.localStorage.setItem(KEY, JSON.stringify([...this.dismissed()].slice(-200)));
    } catch {
      // the dismissal lasts this visit only
    }
  }
}
