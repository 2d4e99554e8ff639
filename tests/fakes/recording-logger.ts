import type { LoggerPort } from '../../src/application/shared/ports/logger.port';

type Level = 'debug' | 'info' | 'warn' | 'error';

/** Keeps every log line so scenarios can assert on what was logged. */
export class RecordingLogger implements LoggerPort {
  readonly lines: { level: Level; message: string; detail?: unknown }[] = [];

  debug(message: string, detail?: unknown): void {
    this.lines.push({ level: 'debug', message, detail });
  }

  info(message: string, detail?: unknown): void {
    this.lines.push({ level: 'info', message, detail });
  }

  warn(message: string, detail?: unknown): void {
    this.lines.push({ level: 'warn', message, detail });
  }

  error(message: string, detail?: unknown): void {
    this.lines.push({ level: 'error', message, detail });
  }

  warnings(): { message: string; detail?: unknown }[] {
    return this.lines.filter((l) => l.level === 'warn').map(({ message, detail }) => ({ message, detail }));
  }

  /** Warnings whose message contains `text`. */
  warningsAbout(text: string): { message: string; detail?: unknown }[] {
    return this.lines.filter((l) => l.level === 'warn' && l.message.includes(text));
  }
}
