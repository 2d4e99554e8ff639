import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SignInStepsStore } from './auth.store';

/** Local environment only: where the Auth emulator shows the SMS codes or the email links it "sent". */
export function DevCodesLink({ steps, kind }: { steps: SignInStepsStore; kind: 'sms' | 'email' }) {
  const { t } = useTranslation('auth');
  if (!steps.devLinks) return null;
  return (
    <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid={`dev-codes-${kind}`}>
      {t('dev.note')}{' '}
      <Typography.Link href={steps.devLinks[kind]} target="_blank" rel="noreferrer">
        {t(`dev.${kind}`)}
      </Typography.Link>
    </Typography.Text>
  );
}
