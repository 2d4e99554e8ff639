import { ShareAltOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Table, Tooltip, Typography, type TableProps } from 'antd';
import Decimal from 'decimal.js';
import { computed } from 'mobx';
import { observer } from 'mobx-react-lite';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { marketSymbolLabel } from '../../../domain/market/market-symbol';
import { useInjection } from '../../shared/container-context';
import { MarketReferenceStore } from '../../markets/market-reference.store';
import { DASH, formatDecimalIn } from '../../trade/trade-format';
import { exact, formatPrice, formatSize, formatUsdt, percentOf } from '../../shared/account-format';
import { PnlCardModal } from './pnl-card/pnl-card-modal';
import { IsolatedMarginButton } from './isolated-margin-button';
import { PositionTpSlButton } from './position-tp-sl';
import { ClosePositionButton, CloseAllPositionsButton, ReversePositionButton } from './position-actions';
import type { PositionRow } from './account-figures';
import { TradingAccountStore } from './trading-account.store';

/** A position row's actions, compact: close (market/limit), TP/SL, then reverse and share as icons with tooltips. */
export function PositionRowActions({
  row,
  onShare,
  extra,
}: {
  readonly row: PositionRow;
  readonly onShare: (symbol: string) => void;
  readonly extra?: ReactNode;
}) {
  const { t } = useTranslation('trade');
  return (
    <Space size={4} wrap={false}>
      <ClosePositionButton position={row.position} />
      {extra}
      <ReversePositionButton position={row.position} />
      <Tooltip title={t('positions.share')}>
        <Button
          size="small"
          icon={<ShareAltOutlined />}
          onClick={() => onShare(row.position.symbol)}
          aria-label={t('positions.share')}
          data-testid="position-share"
        />
      </Tooltip>
    </Space>
  );
}

/** Header titles wrap between words only ("Нереализованный", "Маркировочная" are never cut in two). */
const HEADER_CELL = { overflowWrap: 'normal', wordBreak: 'normal' } as const;

type LiveField = 'markPrice' | 'unrealizedPnl' | 'roe' | 'liquidationPrice' | 'marginRatio';

/**
 * One live figure of one position: its own observer over a computed text, so a mark tick renders the cells whose text
 * changed and nothing else (docs/architecture.md "how a streaming page renders").
 */
const LiveCell = observer(function LiveCell({
  rowKey,
  field,
  format,
  testId,
}: {
  readonly rowKey: string;
  readonly field: LiveField;
  readonly format: (value: string | undefined) => string;
  readonly testId: string;
}) {
  const account = useInjection(TradingAccountStore);
  const text = useMemo(
    () =>
      computed(
        () => {
          const value = account.liveFigures(rowKey)?.[field];
          return { value, text: format(value) };
        },
        { equals: (a, b) => a.text === b.text && (a.value ?? '').startsWith('-') === (b.value ?? '').startsWith('-') },
      ),
    [account, rowKey, field, format],
  );
  const { value, text: shown } = text.get();
  const coloured = field === 'unrealizedPnl' || field === 'roe';
  return coloured && value !== undefined ? (
    <Typography.Text type={value.startsWith('-') ? 'danger' : 'success'} data-testid={testId}>
      {shown}
    </Typography.Text>
  ) : (
    <span data-testid={testId}>{shown}</span>
  );
});

/**
 * Perpetual positions: symbol and unrealised PnL (with ROE) pinned first, then size, entry, the live mark, the
 * liquidation price, the margin ratio, margin and leverage, and compact actions; close all above. Mark, PnL, ROE,
 * margin ratio and liquidation follow the mark price stream (one domain rule: `livePositionFigures`).
 */
export const PositionsTable = observer(function PositionsTable({ symbol, height }: { readonly symbol: string; readonly height: number }) {
  const { t, i18n } = useTranslation('trade');
  const account = useInjection(TradingAccountStore);
  const reference = useInjection(MarketReferenceStore);
  const language = i18n.language;
  const [sharing, setSharing] = useState<string | undefined>();
  const rows = account.positionRows().filter((r) => !account.thisSymbolOnly || r.position.symbol === symbol);
  const formats = useMemo(() => {
    const price = (s: string) => (value: string | undefined) => formatPrice(language, value, reference.instrument(s)?.quoteTick);
    return {
      price,
      usdt: (value: string | undefined) => formatUsdt(language, value),
      percent: (value: string | undefined) => percentOf(language, value),
      ratio: (value: string | undefined) =>
        value === undefined ? DASH : `${formatDecimalIn(language, new Decimal(value).times(100).toFixed(), 2)}%`,
    };
  }, [language, reference]);
  const signed = (value: string, text: string) => (
    <Typography.Text type={value.startsWith('-') ? 'danger' : 'success'}>{text}</Typography.Text>
  );
  const columns: TableProps<PositionRow>['columns'] = (
    [
      {
        key: 'symbol',
        title: t('account.col.symbol'),
        width: 110,
        fixed: 'left',
        render: (_, r) => {
          const side = r.position.positionSide;
          return side === 'LONG' || side === 'SHORT'
            ? `${marketSymbolLabel(r.position.symbol)} · ${t(`positions.card.${side.toLowerCase()}`)}`
            : marketSymbolLabel(r.position.symbol);
        },
      },
      {
        key: 'pnl',
        title: `${t('account.col.pnl')} (${t('account.col.roe')})`,
        width: 133,
        align: 'right',
        fixed: 'left',
        render: (_, r) => (
          <Flex vertical align="flex-end" style={{ lineHeight: 1.3 }}>
            <LiveCell rowKey={r.key} field="unrealizedPnl" format={formats.usdt} testId="position-pnl" />
            <LiveCell rowKey={r.key} field="roe" format={formats.percent} testId="position-roe" />
          </Flex>
        ),
      },
      {
        key: 'size',
        title: t('account.col.size'),
        width: 90,
        align: 'right',
        render: (_, r) =>
          signed(r.position.holding, formatSize(language, r.position.holding, reference.instrument(r.position.symbol)?.baseTick)),
      },
      {
        key: 'entry',
        title: t('account.col.entry'),
        width: 95,
        align: 'right',
        render: (_, r) => formats.price(r.position.symbol)(r.position.averageOpenPrice),
      },
      {
        key: 'mark',
        title: t('account.col.mark'),
        width: 122,
        align: 'right',
        render: (_, r) => <LiveCell rowKey={r.key} field="markPrice" format={formats.price(r.position.symbol)} testId="position-mark" />,
      },
      {
        key: 'liquidation',
        title: t('account.col.liquidation'),
        width: 100,
        align: 'right',
        render: (_, r) => (
          <LiveCell rowKey={r.key} field="liquidationPrice" format={formats.price(r.position.symbol)} testId="position-liquidation" />
        ),
      },
      {
        key: 'marginRatio',
        title: t('account.col.marginRatio'),
        width: 90,
        align: 'right',
        render: (_, r) => <LiveCell rowKey={r.key} field="marginRatio" format={formats.ratio} testId="position-margin-ratio" />,
      },
      {
        key: 'margin',
        title: t('account.col.margin'),
        width: 85,
        align: 'right',
        render: (_, r) =>
          r.position.marginMode === 'ISOLATED' ? <IsolatedMarginButton row={r} /> : <MarginCell rowKey={r.key} language={language} />,
      },
      {
        key: 'leverage',
        title: t('account.col.leverage'),
        // the leverage over its margin mode, so that "Изолированная" fits beside the pinned actions at 1440 px
        width: 110,
        render: (_, r) => (
          <Flex vertical style={{ lineHeight: 1.3 }} data-testid="position-leverage">
            <span>{`${r.position.leverage}x`}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t(r.position.marginMode === 'ISOLATED' ? 'margin.isolated' : 'margin.cross')}
            </Typography.Text>
          </Flex>
        ),
      },
      {
        key: 'actions',
        title: t('account.col.actions'),
        // kept in view at the right edge (the figures scroll under it): close, TP/SL, reverse and share at any width
        width: 200,
        fixed: 'right',
        render: (_, r) => <PositionRowActions row={r} onShare={setSharing} extra={<PositionTpSlButton row={r} />} />,
      },
    ] satisfies TableProps<PositionRow>['columns']
  ).map((c) => ({ ...c, onHeaderCell: () => ({ style: HEADER_CELL }) }));
  return (
    <>
      {rows.length > 0 && (
        <Flex justify="flex-end" style={{ paddingBottom: 4 }}>
          <CloseAllPositionsButton />
        </Flex>
      )}
      {sharing && <PnlCardModal symbol={sharing} open onClose={() => setSharing(undefined)} />}
      <Table<PositionRow>
        data-testid="positions"
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={rows}
        pagination={false}
        // the columns' widths: no horizontal scroll in the 1,139 px the panel has at 1440 px
        scroll={{ x: 1135, y: rows.length > 0 ? height - 28 : height }}
        locale={{ emptyText: t('account.empty.positions') }}
      />
    </>
  );
});

/** A cross position's initial margin at the live mark (notional ÷ leverage), 2 decimals. */
const MarginCell = observer(function MarginCell({ rowKey, language }: { readonly rowKey: string; readonly language: string }) {
  const account = useInjection(TradingAccountStore);
  const text = useMemo(() => computed(() => formatUsdt(language, account.liveFigures(rowKey)?.initialMargin)), [account, rowKey, language]);
  return <span data-testid="position-margin">{text.get()}</span>;
});

interface BalanceRow {
  readonly token: string;
  readonly holding: string;
  readonly frozen: string;
  readonly available: string;
}

/** Every token the account holds: total, in orders (frozen), available. */
export const BalancesTable = observer(function BalancesTable({ height }: { readonly height: number }) {
  const { t, i18n } = useTranslation('trade');
  const account = useInjection(TradingAccountStore);
  const language = i18n.language;
  const rows: BalanceRow[] = [...account.balances.values()].map((b) => ({
    token: b.token,
    holding: b.holding,
    frozen: b.frozen,
    available: b.availableBalance,
  }));
  const columns: TableProps<BalanceRow>['columns'] = [
    { key: 'token', title: t('account.col.token'), dataIndex: 'token', width: 100 },
    { key: 'holding', title: t('account.col.total'), align: 'right', render: (_, r) => exact(language, r.holding) },
    { key: 'frozen', title: t('account.col.frozen'), align: 'right', render: (_, r) => exact(language, r.frozen) },
    { key: 'available', title: t('account.col.available'), align: 'right', render: (_, r) => exact(language, r.available) },
  ];
  return (
    <Table<BalanceRow>
      data-testid="balances"
      rowKey="token"
      size="small"
      columns={columns}
      dataSource={rows}
      pagination={false}
      scroll={{ y: height }}
      locale={{ emptyText: t('account.empty.balances') }}
    />
  );
});
