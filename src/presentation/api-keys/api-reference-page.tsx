import { Card, Flex, Tabs, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { AppConfig } from '../../application/shared/app-config';
import { API_KEY_HEADER, API_SIGNATURE_HEADER, API_TIMESTAMP_HEADER, SIGNATURE_WINDOW_MS } from '../../domain/api-keys/request-signing';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { useDocumentTitle } from '../shared/use-document-title';
import { RapidocView } from './rapidoc-view';
import { absoluteApiBase, curlExample, typeScriptExample } from './signing-examples';

function Code({ text, testId }: { readonly text: string; readonly testId: string }) {
  const { token } = theme.useToken();
  return (
    <pre
      data-testid={testId}
      style={{
        margin: 0,
        padding: token.paddingSM,
        background: token.colorFillQuaternary,
        border: `1px solid ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        fontFamily: token.fontFamilyCode,
        fontSize: token.fontSizeSM,
        overflowX: 'auto',
        whiteSpace: 'pre',
      }}
    >
      {text}
    </pre>
  );
}

/** /api-reference: how to sign requests (with curl and TypeScript examples) and the simulator's OpenAPI document. */
export default function ApiReferencePage() {
  const { t } = useTranslation('apiKeys');
  useDocumentTitle(t('reference.title'));
  const config = useInjection(AppConfig);
  const base = absoluteApiBase(config.apiBase, window.location.origin);
  const seconds = SIGNATURE_WINDOW_MS / 1000;
  return (
    <Flex
      vertical
      gap={16}
      style={{ maxWidth: 1200, margin: '0 auto', width: '100%', padding: 16, boxSizing: 'border-box' }}
      data-testid="api-reference-page"
    >
      <Flex vertical gap={4}>
        <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
          {t('reference.title')}
        </Typography.Title>
        <Typography.Text type="secondary">{t('reference.intro')}</Typography.Text>
      </Flex>
      <Card
        title={
          <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
            {t('reference.signing.title')}
          </Typography.Title>
        }
        size="small"
      >
        <Flex vertical gap={8}>
          <Typography.Paragraph style={{ margin: 0 }}>
            {t('reference.signing.keys')} <Link to="/account/api-management">{t('reference.signing.keysLink')}</Link>
          </Typography.Paragraph>
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>
              <Typography.Text>{t('reference.signing.step1')}</Typography.Text>
            </li>
            <li>
              <Typography.Text>{t('reference.signing.step2')} </Typography.Text>
              <Typography.Text code>{'timestamp + METHOD + requestPath + body'}</Typography.Text>
            </li>
            <li>
              <Typography.Text>{t('reference.signing.step3')} </Typography.Text>
              <Typography.Text code>{'hex(HMAC-SHA256(secret, payload))'}</Typography.Text>
            </li>
            <li>
              <Typography.Text>{t('reference.signing.step4')} </Typography.Text>
              <Typography.Text code>{API_KEY_HEADER}</Typography.Text>, <Typography.Text code>{API_TIMESTAMP_HEADER}</Typography.Text>,{' '}
              <Typography.Text code>{API_SIGNATURE_HEADER}</Typography.Text>
            </li>
            <li>
              <Typography.Text>{t('reference.signing.window', { seconds })}</Typography.Text>
            </li>
          </ol>
          <Typography.Text type="secondary">{t('reference.signing.errors')}</Typography.Text>
          <Tabs
            size="small"
            items={[
              { key: 'curl', label: 'curl', children: <Code text={curlExample(base)} testId="signing-example-curl" /> },
              { key: 'ts', label: 'TypeScript', children: <Code text={typeScriptExample(base)} testId="signing-example-ts" /> },
            ]}
          />
        </Flex>
      </Card>
      <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
        {t('reference.operations')}
      </Typography.Title>
      <RapidocView specUrl={`${base}/openapi.json`} />
    </Flex>
  );
}
