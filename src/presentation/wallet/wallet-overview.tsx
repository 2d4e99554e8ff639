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
import { LiveText } from '../shared/live-text';
import './wallet.css';

/**
 * Totals (USDT and BTC) with the hide toggle, the spot/futures split, Deposit, and the balance of each token.
 * `withTable`: the assets' table too (the overview tab mounts it a task after the totals: wallet-view.tsx).
 * The cards read no figure themselves: each figure, the toggle and the table observe what they show, so a ticker
 * frame that moves the totals renders those texts and the plain table, not the cards, their buttons and tooltip.
 */
export const WalletOverview = observer(function WalletOverview({ withTable = true }: { readonly withTable?: boolean }) {
  const { t, i18n } = useTranslation('wallet');
  const store = useInjection(WalletStore);
  const language = i18n.language;
  const show = (text: string) => (store.hidden ? MASK : text);
  const usdt = (value: string | undefined) => show(fixed(language, value, 2));
  return (
    <Flex vertical gap={16}>
      <Card data-testid="wallet-total">
        <Flex justify="space-between" align="flex-start" wrap gap={12}>
          <Flex vertical gap={4}>
            <Flex align="center" gap={8}>
              <Typography.Text type="secondary">{t('total')}</Typography.Text>
              <HideToggle />
            </Flex>
            <Typography.Title level={2} style={{ margin: 0 }} data-testid="wallet-total-usdt">
              <LiveText text={() => `${pricing(store) ? '—' : usdt(store.summary.total)} USDT`} />
            </Typography.Title>
            <Typography.Text type="secondary" data-testid="wallet-total-btc">
              <LiveText
                text={() => {
                  const btc = store.summary.totalBtc;
                  return `≈ ${btc === undefined ? '—' : show(formatTokenAmount(language, btc, 'BTC'))} BTC`;
                }}
              />
            </Typography.Text>
            <Unpriced />
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
          <Statistic
            title={t('spot')}
            formatter={() => <LiveText text={() => usdt(store.summary.spot)} />}
            suffix="USDT"
            data-testid="wallet-spot"
          />
        </Card>
        <Card size="small" style={{ flex: '1 1 220px' }}>
          <Statistic
            title={t('futures')}
            formatter={() => <LiveText text={() => usdt(store.summary.futures)} />}
            suffix="USDT"
            data-testid="wallet-futures"
          />
          <Typography.Text type="secondary">{t('futuresHint')}</Typography.Text>
        </Card>
      </Flex>
      {/* Narrower than 640 px the table scrolls sideways in its box (wallet.css). A table of the page's own, not antd's:
          rc-table measured the scroll bar at every mount (a forced style and layout of the whole page, the largest part
          of /wallet's longest task) and its chunk was evaluated for these five columns (docs/benchmarks.md, stop 59). */}
      {withTable && <AssetsTable />}
    </Flex>
  );
});

/**
 * Before the stream's first tickers a total with non-USDT tokens is unknown (a dash), not partial: the "partial" line
 * under it appeared for a moment at each load and moved the cards below it (a layout shift of 0.025).
 */
const pricing = (store: WalletStore) => store.summary.unpriced.length > 0 && !store.pricesKnown;

/** The tokens without a price, under the totals once the prices are known. */
const Unpriced = observer(function Unpriced() {
  const { t } = useTranslation('wallet');
  const store = useInjection(WalletStore);
  const unpriced = store.summary.unpriced;
  if (unpriced.length === 0 || pricing(store)) return null;
  return <Typography.Text type="warning">{t('partial', { tokens: unpriced.join(', ') })}</Typography.Text>;
});

/** Hide or show the balances (an eye), with its tooltip. */
const HideToggle = observer(function HideToggle() {
  const { t } = useTranslation('wallet');
  const store = useInjection(WalletStore);
  const toggle = store.hidden ? t('show') : t('hide');
  return (
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
  );
});

/** The balance of each token, valued in USDT. */
const AssetsTable = observer(function AssetsTable() {
  const { t, i18n } = useTranslation('wallet');
  const store = useInjection(WalletStore);
  const language = i18n.language;
  const show = (text: string) => (store.hidden ? MASK : text);
  const columns: readonly PlainColumn<WalletRow>[] = [
    { key: 'token', title: t('col.token'), cell: (r) => <strong>{r.token}</strong> },
    { key: 'holding', title: t('col.holding'), numeric: true, cell: (r) => show(formatTokenAmount(language, r.holding, r.token)) },
    { key: 'frozen', title: t('col.frozen'), numeric: true, cell: (r) => show(formatTokenAmount(language, r.frozen, r.token)) },
    { key: 'available', title: t('col.available'), numeric: true, cell: (r) => show(formatTokenAmount(language, r.available, r.token)) },
    {
      key: 'value',
      title: t('col.value'),
      numeric: true,
      cell: (r) => (r.value === undefined ? t('noPrice') : show(fixed(language, r.value, 2))),
    },
  ];
  return (
    <div className="ex-wallet-assets">
      <PlainTable
        columns={columns}
        rows={store.summary.rows}
        rowKey={(r) => r.token}
        loading={!store.ready}
        empty={t('empty')}
        minWidth={640}
        testId="wallet-assets"
      />
    </div>
  );
});
