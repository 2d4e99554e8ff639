import { injectable } from 'inversify';
import type { LoggerPort } from '../../application/shared/ports/logger.port';

/** Logs to the console; debug lines only outside production. */
@injectable()
export class ConsoleLogger implements LoggerPort {
  constructor(private readonly verbose = false) {}

  debug(message: string, detail?: unknown): void {
    if (this.verbose) console.debug(message, ...(detail === undefined ? [] : [detail]));
  }

  info(message: string, detail?: unknown): void {
    console.info(message, ...(detail === undefined ? [] : [detail]));
  }

  warn(message: string, detail?: unknown): void {
    console.warn(message, ...(detail === undefined ? [] : [detail]));
  }

  error(message: string, detail?: unknown): void {
    console.error(message, ...(detail === undefined ? [] : [detail]));
  }
}
