import { useTranslation } from 'react-i18next';
import { LOCALES } from '../../domain/shared/locale';
import { useContainerPromise, withRuntime } from '../shared/container-context';

/**
 * The eight languages in a native select (light, accessible, the phone's own picker). The switch goes
 * through LocaleStore (cookie, document language) once the container is ready.
 */
export function LanguageSwitcher({ id = 'language-switcher' }: { id?: string }) {
  const { t, i18n } = useTranslation();
  const container = useContainerPromise();
  return (
    <>
      <label htmlFor={id} className="ex-visually-hidden">
        {t('header.language')}
      </label>
      <select
        id={id}
        className="ex-select"
        data-testid="language-switcher"
        value={i18n.language}
        onChange={(event) => {
          const code = event.target.value;
          withRuntime(
            container,
            () => import('./locale.store').then((m) => m.LocaleStore),
            (store) => store.switchTo(code),
          );
        }}
      >
        {LOCALES.map((l) => (
          <option key={l.code} value={l.code} lang={l.regionalTag}>
            {l.nativeName}
          </option>
        ))}
      </select>
    </>
  );
}
