import { Alert, Descriptions, Flex, Result, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { AccountCheck } from '../../application/reserves/verify-my-account.use-case';
import { rootAgainstLiabilities } from '../../domain/reserves/server-agreement';
import type { VerificationOutcome } from '../../domain/reserves/verification-outcome';
import { useInjection } from '../shared/container-context';
import { BalanceSheetStore } from './balance-sheet.store';
import { megabytes, shortHash, tokenAmount } from './format';
import { ReservesCheckStore } from './reserves-check.store';

function outcomeText(outcome: VerificationOutcome, t: (key: string, o?: Record<string, unknown>) => string) {
  switch (outcome.kind) {
    case 'verified':
      return {
        status: 'success' as const,
        title: t('verify.verified.title'),
        sub: t('verify.verified.subtitle', { leaves: outcome.leaves.length, total: outcome.leafTotal }),
      };
    case 'not-included':
      return { status: 'warning' as const, title: t('verify.notIncluded.title'), sub: t('verify.notIncluded.subtitle') };
    case 'balance-mismatch':
      return {
        status: 'error' as const,
        title: t('verify.balanceMismatch.title'),
        sub: t('verify.balanceMismatch.subtitle', {
          node: outcome.node.index,
          hash: shortHash(outcome.node.hash),
          token: outcome.token,
          expected: outcome.expected || '—',
          actual: outcome.actual || '—',
        }),
      };
    case 'hash-mismatch':
      return {
        status: 'error' as const,
        title: t('verify.hashMismatch.title'),
        sub: t('verify.hashMismatch.subtitle', {
          node: outcome.node.index,
          hash: shortHash(outcome.node.hash),
          expected: shortHash(outcome.expected),
        }),
      };
    case 'malformed':
      return {
        status: 'error' as const,
        title: t('verify.malformed.title'),
        sub: `${t(`verify.reasons.${outcome.reason}`)}${outcome.node ? ` (#${outcome.node.index})` : ''}`,
      };
  }
}

function Proof({ check }: { check: AccountCheck }) {
  const { t, i18n } = useTranslation('reserves');
  const amount = (value: string) => tokenAmount(value, i18n.language);
  const sheet = useInjection(BalanceSheetStore).state;
  const outcome = check.report.outcome;
  if (outcome.kind !== 'verified') return null;
  const liabilities = sheet.status === 'success' ? sheet.value.liabilities : [];
  const compared = rootAgainstLiabilities(outcome.rootTotals, liabilities);
  return (
    <Flex vertical gap={16}>
      <Table
        size="small"
        pagination={false}
        rowKey="token"
        dataSource={[...outcome.balances]}
        data-testid="verified-balances"
        title={() => t('verify.balances')}
        columns={[
          { title: t('tables.token'), dataIndex: 'token' },
          { title: t('tables.amount'), dataIndex: 'amount', align: 'right', render: amount },
        ]}
      />
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('verify.leaves')}>
          <span data-testid="verified-leaf-count">{outcome.leaves.length}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('verify.root')}>
          <Typography.Text code style={{ wordBreak: 'break-all' }}>
            {outcome.root}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('verify.path')}>
          <Flex vertical>
            {outcome.pathHashes.map((h) => (
              <Typography.Text key={h} code style={{ wordBreak: 'break-all', fontSize: 12 }}>
                {h}
              </Typography.Text>
            ))}
          </Flex>
        </Descriptions.Item>
      </Descriptions>
      <Table
        size="small"
        pagination={false}
        rowKey="token"
        dataSource={compared}
        title={() => t('verify.rootTotals')}
        scroll={{ x: 'max-content' }}
        columns={[
          { title: t('tables.token'), dataIndex: 'token' },
          { title: t('tables.total'), dataIndex: 'root', align: 'right', render: amount },
          {
            title: t('verify.dashboardLiabilities'),
            dataIndex: 'dashboard',
            align: 'right',
            render: (v?: string) => (v ? amount(v) : '—'),
          },
          {
            title: '',
            dataIndex: 'matches',
            render: (m: boolean) => <Tag color={m ? 'success' : 'warning'}>{t(m ? 'verify.matches' : 'verify.differs')}</Tag>,
          },
        ]}
      />
    </Flex>
  );
}

/** The result of the last check: a specific outcome, the server's agreement, and for a success the proof itself. */
export const CheckResult = observer(function CheckResult() {
  const { t, i18n } = useTranslation('reserves');
  const { result } = useInjection(ReservesCheckStore);
  if (result.status === 'error')
    return (
      <Alert
        style={{ marginTop: 16 }}
        type="error"
        showIcon
        data-testid="verify-failed"
        title={t('verify.failed', { error: t(`errors.${result.error}`) })}
      />
    );
  if (result.status !== 'success') return null;
  const check = result.value;
  const text = outcomeText(check.report.outcome, (key, options) => t(key, options ?? {}));
  const agreement = check.agreement;
  return (
    <div
      data-testid="verify-result"
      data-outcome={check.report.outcome.kind}
      data-agreement={agreement.status}
      data-verify-ms={Math.round(check.report.verifyMs)}
      data-download-ms={Math.round(check.report.downloadMs)}
      data-tree-bytes={check.report.treeBytes}
    >
      <Result
        status={text.status}
        title={<span data-testid="verify-outcome">{text.title}</span>}
        subTitle={text.sub}
        style={{ padding: '24px 0' }}
      />
      {check.report.outcome.kind !== 'malformed' || check.report.treeBytes > 0 ? (
        <Alert
          type={agreement.status === 'agree' ? 'success' : agreement.status === 'disagree' ? 'error' : 'info'}
          showIcon
          data-testid="server-agreement"
          style={{ marginBottom: 16 }}
          title={
            agreement.status === 'disagree'
              ? t('verify.server.disagree', { reason: t(`verify.server.reasons.${agreement.reason}`) })
              : t(`verify.server.${agreement.status}`)
          }
        />
      ) : null}
      <Proof check={check} />
      {check.report.treeBytes > 0 && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {t('verify.timing', {
            size: megabytes(check.report.treeBytes, i18n.language),
            download: Math.round(check.report.downloadMs),
            verify: Math.round(check.report.verifyMs),
          })}
        </Typography.Paragraph>
      )}
    </div>
  );
});
