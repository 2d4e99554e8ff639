import { token } from '../token';

export interface ClipboardPort {
  /** Resolves true when the text is on the clipboard, false when the browser refused. Never throws. */
  write(text: string): Promise<boolean>;
}
export const ClipboardPort = token<ClipboardPort>('ClipboardPort');
