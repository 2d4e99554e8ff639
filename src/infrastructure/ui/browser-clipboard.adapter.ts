import { injectable } from 'inversify';
import type { ClipboardPort } from '../../application/shared/ports/clipboard.port';

@injectable()
export class BrowserClipboard implements ClipboardPort {
  async write(text: string): Promise<boolean> {
    try {
      if (!navigator.clipboard) return false;
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      return false; // permission denied or insecure context
    }
  }
}
