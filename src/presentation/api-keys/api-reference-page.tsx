import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../shared/use-document-title';

/** /api-reference: the simulator's OpenAPI document and how to sign requests. */
export default function ApiReferencePage() {
  const { t } = useTranslation('apiKeys');
  useDocumentTitle(t('reference.title'));
  return (
    <Flex vertical gap={16} style={{ maxWidth: 1200, margin: '0 auto', width: '100%', padding: 16 }} data-testid="api-reference-page">
      <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>{t('reference.title')}</Typography.Title>
    </Flex>
  );
}
