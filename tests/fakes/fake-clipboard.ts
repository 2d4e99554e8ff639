import type { ClipboardPort } from '../../src/application/shared/ports/clipboard.port';

/** A clipboard that accepts text, or refuses it when `refuse` is set. */
export class FakeClipboard implements ClipboardPort {
  text: string | undefined = undefined;
  refuse = false;

  async write(text: string): Promise<boolean> {
    if (this.refuse) return false;
    this.text = text;
    return true;
  }
}
