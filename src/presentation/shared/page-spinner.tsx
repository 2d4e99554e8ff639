import { useTranslation } from 'react-i18next';
import { Spinner } from '../ui/surface';

export function PageSpinner() {
  const { t } = useTranslation();
  return <Spinner label={t('header.loading')} />;
}
