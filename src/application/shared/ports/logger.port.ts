import { token } from '../token';

export interface LoggerPort {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}
export const LoggerPort = token<LoggerPort>('LoggerPort');
