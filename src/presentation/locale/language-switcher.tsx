import { GlobalOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../shared/container-context';
import { LocaleStore } from './locale.store';

export const LanguageSwitcher = observer(function LanguageSwitcher() {
  const store = useInjection(LocaleStore);
  const { t } = useTranslation();
  return (
    <Select
      aria-label={t('header.language')}
      data-testid="language-switcher"
      value={store.locale}
      options={store.options}
      onChange={(code: string) => void store.switchTo(code)}
      prefix={<GlobalOutlined />}
      variant="borderless"
      popupMatchSelectWidth={false}
      style={{ minWidth: 120 }}
    />
  );
});
