import type { Container } from 'inversify';
import { AppConfig } from '../application/shared/app-config';
import { Notifier } from '../application/shared/notifier';
import { ClipboardPort } from '../application/shared/ports/clipboard.port';
import { ClockPort } from '../application/shared/ports/clock.port';
import { DocumentPort } from '../application/shared/ports/document.port';
import { FrameSchedulerPort } from '../application/shared/ports/frame-scheduler.port';
import { LanguagePreferencePort } from '../application/shared/ports/language-preference.port';
import { LoggerPort } from '../application/shared/ports/logger.port';
import { QueryCachePort } from '../application/shared/ports/query-cache.port';
import { ToastPort } from '../application/shared/ports/toast.port';
import { TranslatorPort } from '../application/shared/ports/translator.port';
import { CopyToClipboard } from '../application/clipboard/copy-to-clipboard.use-case';
import { InitialiseLanguage } from '../application/locale/initialise-language.use-case';
import { SwitchLanguage } from '../application/locale/switch-language.use-case';
import { I18nextTranslator, I18nInstance } from '../infrastructure/i18n/i18next-translator.adapter';
import { BrowserDocument } from '../infrastructure/platform/browser-document.adapter';
import { ConsoleLogger } from '../infrastructure/platform/console-logger.adapter';
import { RafFrameScheduler } from '../infrastructure/platform/raf-frame-scheduler.adapter';
import { SystemClock } from '../infrastructure/platform/system-clock.adapter';
import { TanstackQueryCache } from '../infrastructure/query/tanstack-query-cache.adapter';
import { CookieLanguagePreference } from '../infrastructure/storage/cookie-language-preference.adapter';
import { AntdToast } from '../infrastructure/ui/antd-toast.adapter';
import { BrowserClipboard } from '../infrastructure/ui/browser-clipboard.adapter';
import { LocaleStore } from '../presentation/locale/locale.store';
import { MessageHost } from '../presentation/shared/message-host';
import { ViewportStore } from '../presentation/shared/viewport.store';
import { overrideOf, type Overrides } from './overrides';
import { bindPort } from './bind';

export function bindShared(c: Container, config: AppConfig, o: Overrides): void {
  c.bind(AppConfig).toConstantValue(config);
  const i18n = overrideOf(o, I18nInstance);
  if (!i18n) throw new Error('createContainer needs an i18next instance');
  c.bind(I18nInstance).toConstantValue(i18n);
  bindPort(c, ClockPort, o, SystemClock);
  bindPort(c, LoggerPort, o, () => new ConsoleLogger(config.environment !== 'production'));
  bindPort(c, ToastPort, o, AntdToast);
  c.bind(MessageHost)
    .toDynamicValue((ctx) => {
      const toast = ctx.get(ToastPort) as ToastPort & Partial<MessageHost>;
      return {
        attach: (instance: Parameters<MessageHost['attach']>[0]) => toast.attach?.(instance),
        whenNeeded: (listener: () => void) => toast.whenNeeded?.(listener) ?? (() => undefined),
      };
    })
    .inSingletonScope();
  bindPort(c, ClipboardPort, o, BrowserClipboard);
  bindPort(c, LanguagePreferencePort, o, CookieLanguagePreference);
  bindPort(c, DocumentPort, o, BrowserDocument);
  bindPort(c, FrameSchedulerPort, o, RafFrameScheduler);
  bindPort(c, QueryCachePort, o, () => new TanstackQueryCache());
  c.bind(TranslatorPort).to(I18nextTranslator).inSingletonScope();
  c.bind(Notifier).toSelf().inSingletonScope();
  c.bind(SwitchLanguage).toSelf().inTransientScope();
  c.bind(InitialiseLanguage).toSelf().inTransientScope();
  c.bind(CopyToClipboard).toSelf().inTransientScope();
  c.bind(LocaleStore).toSelf().inSingletonScope();
  c.bind(ViewportStore).toSelf().inSingletonScope();
}
