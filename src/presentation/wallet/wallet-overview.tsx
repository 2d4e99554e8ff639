import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Statistic, Tooltip, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import type { WalletRow } from '../../domain/wallet/wallet-summary';
import { useInjection } from '../shared/container-context';
import { Link } from '../shared/navigation';
import { fixed, formatTokenAmount } from '../shared/account-format';
import { MASK } from '../shared/mask';
import { WalletStore } from './wallet.store';
import { PlainTable, type PlainColumn } from '../shared/plain-table';
import './wallet.css';

/** Totals (USDT and BTC) with the hide toggle, the spot/futures split, Deposit, and the balance of each token. */
/** `withTable`: the assets' table too (the overview tab mounts it a task after the totals: wallet-view.tsx). */
export const WalletOverview = observer(function WalletOverview({ withTable = true }: { readonly withTable?: boolean }) {
  const { t, i18n } = useTranslation('wallet');
  const store = useInjection(WalletStore);
  const language = i18n.language;
  const s = store.summary;
  const show = (text: string) => (store.hidden ? MASK : text);
  const usdt = (value: string | undefined) => show(fixed(language, value, 2));
  const columns: readonly PlainColumn<WalletRow>[] = [
    { key: 'token', title: t('col.token'), cell: (r) => <strong>{r.token}</strong> },
    { key: 'holding', title: t('col.holding'), numeric: true, cell: (r) => show(formatTokenAmount(language, r.holding, r.token)) },
    { key: 'frozen', title: t('col.frozen'), numeric: true, cell: (r) => show(formatTokenAmount(language, r.frozen, r.token)) },
    { key: 'available', title: t('col.available'), numeric: true, cell: (r) => show(formatTokenAmount(language, r.available, r.token)) },
    { key: 'value', title: t('col.value'), numeric: true, cell: (r) => (r.value === undefined ? t('noPrice') : usdt(r.value)) },
  ];
  const toggle = store.hidden ? t('show') : t('hide');
  // Before the stream's first tickers a total with non-USDT tokens is unknown (a dash), not partial: the "partial"
  // line under it appeared for a moment at each load and moved the cards below it (a layout shift of 0.025).
  const pricing = s.unpriced.length > 0 && !store.pricesKnown;
  return (
    <Flex vertical gap={16}>
      <Card data-testid="wallet-total">
        <Flex justify="space-between" align="flex-start" wrap gap={12}>
          <Flex vertical gap={4}>
            <Flex align="center" gap={8}>
              <Typography.Text type="secondary">{t('total')}</Typography.Text>
              <Tooltip title={toggle}>
                <Button
                  type="text"
                  size="small"
                  aria-label={toggle}
                  aria-pressed={store.hidden}
                  data-testid="wallet-hide"
                  icon={store.hidden ? <EyeInvisibleOutlined /> : <EyeOutlined />}
                  onClick={() => store.toggleHidden()}
                />
              </Tooltip>
            </Flex>
            <Typography.Title level={2} style={{ margin: 0 }} data-testid="wallet-total-usdt">
              {pricing ? '—' : usdt(s.total)} USDT
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="wallet-total-btc">
              ≈ {s.totalBtc === undefined ? '—' : show(formatTokenAmount(language, s.totalBtc, 'BTC'))} BTC
            </Typography.Text>
            {s.unpriced.length > 0 && !pricing && (
              <Typography.Text type="warning">{t('partial', { tokens: s.unpriced.join(', ') })}</Typography.Text>
            )}
          </Flex>
          <Link to="/wallet/deposit">
            <Button type="primary" data-testid="wallet-deposit">
              {t('deposit')}
            </Button>
          </Link>
        </Flex>
      </Card>
      <Flex gap={16} wrap>
        <Card size="small" style={{ flex: '1 1 220px' }}>
          <Statistic title={t('spot')} value={usdt(s.spot)} suffix="USDT" data-testid="wallet-spot" />
        </Card>
        <Card size="small" style={{ flex: '1 1 220px' }}>
          <Statistic title={t('futures')} value={usdt(s.futures)} suffix="USDT" data-testid="wallet-futures" />
          <Typography.Text type="secondary">{t('futuresHint')}</Typography.Text>
        </Card>
      </Flex>
      {/* Narrower than 640 px the table scrolls sideways in its box (wallet.css). A table of the page's own, not antd's:
          rc-table measured the scroll bar at every mount (a forced style and layout of the whole page, the largest part
          of /wallet's longest task) and its chunk was evaluated for these five columns (docs/benchmarks.md, stop 59). */}
      {withTable && (
        <div className="ex-wallet-assets">
          <PlainTable
            columns={columns}
            rows={s.rows}
            rowKey={(r) => r.token}
            loading={!store.ready}
            empty={t('empty')}
            minWidth={640}
            testId="wallet-assets"
          />
        </div>
      )}
    </Flex>
  );
});
