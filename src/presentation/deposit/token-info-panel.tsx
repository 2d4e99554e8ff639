import { Card, Descriptions, Flex, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from '../shared/navigation';
import type { DepositStore } from './deposit.store';

/** The chosen token as `token_info` describes it: full name, decimals, its networks, and where it trades (links). */
export const TokenInfoPanel = observer(function TokenInfoPanel({ store }: { readonly store: DepositStore }) {
  const { t } = useTranslation('deposit');
  const info = store.tokenInfo;
  if (!info) return null;
  const networks = store.networks.status === 'success' ? store.networks.value : [];
  return (
    <Card
      size="small"
      title={
        <Flex gap={8} align="baseline">
          <Typography.Text strong>{info.token}</Typography.Text>
          <Typography.Text type="secondary">{info.fullName}</Typography.Text>
        </Flex>
      }
      data-testid="deposit-token-info"
    >
      <Descriptions size="small" column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label={t('info.decimals')}>{info.decimals}</Descriptions.Item>
        <Descriptions.Item label={t('info.networks')}>
          {networks.length > 0 ? networks.map((n) => n.protocol).join(', ') : '—'}
        </Descriptions.Item>
        <Descriptions.Item label={t('info.markets')}>
          {!info.spot && !info.perp ? (
            t('info.quoteOnly')
          ) : (
            <Flex gap={4} wrap>
              {info.spot && (
                <Link to={`/trade/SPOT_${info.token}_USDT`}>
                  <Tag>{t('info.spot', { token: info.token })}</Tag>
                </Link>
              )}
              {info.perp && (
                <Link to={`/trade/PERP_${info.token}_USDT`}>
                  <Tag>{t('info.perp', { token: info.token })}</Tag>
                </Link>
              )}
            </Flex>
          )}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
});
