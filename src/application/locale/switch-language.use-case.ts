import { inject, injectable } from 'inversify';
import { ErrorCode } from '../../domain/shared/error-code';
import { isSupportedLocale, localeInfo, type SupportedLocale } from '../../domain/shared/locale';
import { err, ok, type Result } from '../../domain/shared/result';
import { DocumentPort } from '../shared/ports/document.port';
import { LanguagePreferencePort } from '../shared/ports/language-preference.port';
import { TranslatorPort } from '../shared/ports/translator.port';

/**
 * Switches the interface language. Acts only on a supported code; keeps the choice in the
 * language cookie and the document's `lang` attribute in step with the active locale.
 */
@injectable()
export class SwitchLanguage {
  constructor(
    @inject(TranslatorPort) private readonly translator: TranslatorPort,
    @inject(LanguagePreferencePort) private readonly preference: LanguagePreferencePort,
    @inject(DocumentPort) private readonly document: DocumentPort,
  ) {}

  async execute(code: string, options: { remember?: boolean } = {}): Promise<Result<SupportedLocale, ErrorCode>> {
    if (!isSupportedLocale(code)) return err(ErrorCode.UnsupportedLanguage);
    await this.translator.changeLanguage(code);
    this.document.setLanguage(localeInfo(code).regionalTag);
    if (options.remember !== false) this.preference.save(code);
    return ok(code);
  }
}
