import type { LoggerPort } from '../../application/shared/ports/logger.port';

/**
 * Warns the first time a key is seen and logs repeats at debug level, so a noisy or hostile server
 * cannot flood the console. Remembers at most `capacity` keys; beyond that everything goes to debug.
 */
export class WarnOnce {
  private readonly seen = new Set<string>();

  constructor(
    private readonly logger: LoggerPort,
    private readonly capacity = 200,
  ) {}

  warn(key: string, message: string, detail?: unknown): void {
    if (this.seen.has(key) || this.seen.size >= this.capacity) {
      this.logger.debug(message, detail);
      return;
    }
    this.seen.add(key);
    this.logger.warn(message, detail);
  }
}
