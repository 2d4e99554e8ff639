/** Delay before retry `attempt` (0-based): `base · 2^attempt`, capped at `max`. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt), maxMs);
}
