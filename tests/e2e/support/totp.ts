import { createHmac } from 'node:crypto';

/**
 * What an authenticator app computes (RFC 6238 over RFC 4226: HMAC-SHA1, 30-second steps, 6 digits), written here
 * with node:crypto and nothing of the app's or the simulator's code, so an e2e test checks them from outside.
 */
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32(secret: string): Buffer {
  const bits = [...secret.replace(/[\s=]/g, '').toUpperCase()]
    .map((ch) => {
      const index = BASE32.indexOf(ch);
      if (index < 0) throw new Error(`not base32: ${ch}`);
      return index.toString(2).padStart(5, '0');
    })
    .join('');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The code for the time step `counter` (T = floor(unix seconds / 30)). */
export function totpAt(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', base32(secret)).update(message).digest();
  const offset = hmac[hmac.length - 1] & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

/** The current time step. */
export const totpStep = (nowMs = Date.now()): number => Math.floor(nowMs / 30_000);

/** Time left in the current step before a code one step back stops being accepted: a loaded machine may take this long to send it. */
const BACK_STEP_MARGIN_MS = 10_000;

/**
 * An authenticator the test holds: each code it gives is accepted by an exchange that takes one step either side and
 * refuses a step it has already seen, even when the step changes between computing the code and the exchange
 * checking it (the cause of a red CI run: a code one step back, computed a moment before the step changed, arrived
 * two steps back). It gives one step back only with {@link BACK_STEP_MARGIN_MS} left, otherwise the step of now or
 * the next one, and waits for the clock only when three codes are asked within one step near its end.
 */
export class Authenticator {
  private lastCounter = -1;

  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
    private readonly sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {}

  /**
   * The counter the next code uses, given now; undefined when no counter is safe until the step changes. `lasting`:
   * never one step back, so the code stays good for at least the rest of the next step (30 s or more), for a code
   * typed once and sent again later.
   */
  static counterFor(nowMs: number, lastCounter: number, lasting = false): number | undefined {
    const step = totpStep(nowMs);
    const leftMs = (step + 1) * 30_000 - nowMs;
    const earliest = !lasting && leftMs > BACK_STEP_MARGIN_MS ? step - 1 : step;
    const counter = Math.max(lastCounter + 1, earliest);
    return counter <= step + 1 ? counter : undefined;
  }

  /** The next code to type; each is used once. `lasting`: good for 30 s or more (see {@link Authenticator.counterFor}). */
  async next({ lasting = false }: { readonly lasting?: boolean } = {}): Promise<string> {
    for (;;) {
      const nowMs = this.now();
      const counter = Authenticator.counterFor(nowMs, this.lastCounter, lasting);
      if (counter !== undefined) {
        this.lastCounter = counter;
        return totpAt(this.secret, counter);
      }
      await this.sleep((totpStep(nowMs) + 1) * 30_000 - nowMs + 50);
    }
  }
}
