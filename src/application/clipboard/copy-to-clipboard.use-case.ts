import { inject, injectable } from 'inversify';
import { Notifier } from '../shared/notifier';
import { ClipboardPort } from '../shared/ports/clipboard.port';
import { TranslatorPort } from '../shared/ports/translator.port';

export interface CopyMessages {
  readonly success?: string;
  readonly failure?: string;
}

/** Copies text and says so: 'Copied!' on success and 'Unable to copy!' on failure by default. */
@injectable()
export class CopyToClipboard {
  constructor(
    @inject(ClipboardPort) private readonly clipboard: ClipboardPort,
    @inject(Notifier) private readonly notifier: Notifier,
    @inject(TranslatorPort) private readonly translator: TranslatorPort,
  ) {}

  async execute(text: string, messages: CopyMessages = {}): Promise<boolean> {
    const copied = await this.clipboard.write(text);
    if (copied) this.notifier.show('success', messages.success ?? this.translator.t('clipboard.copied'));
    else this.notifier.show('error', messages.failure ?? this.translator.t('clipboard.copyFailed'));
    return copied;
  }
}
