import { Alert, Button, Card, Empty, Flex, Grid, List, Modal, Radio, Table, Tag, theme, Typography } from 'antd';
import type { ButtonProps } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopyView } from '../../domain/copy-trading/copy-views';
import { dateFormat } from '../shared/intl-formats';
import { Link } from '../shared/navigation';
import { refusalText } from '../shared/refusal-text';
import { formatDecimalIn } from '../trade/trade-format';
import { percent, usdt } from '../social/social-format';
import type { CopyTradingStore } from './copy-trading.store';
import { leadPath, signColour } from './lead-figures';

const TIME = { month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' } as const;

/** A copy's history: each copied order (or skipped fill) with the price, size and why it was skipped or cut. */
export const CopyHistory = observer(function CopyHistory({ store }: { store: CopyTradingStore }) {
  const { t, i18n } = useTranslation('copy');
  const lng = i18n.language;
  const h = store.history;
  const num = (v: string | null) => (v === null ? '–' : formatDecimalIn(lng, v, 4));
  if (store.historyOf === null) return null;
  return (
    <Card size="small" title={t('history.title', { id: store.historyOf })} data-testid="copy-history">
      <Table
        size="small"
        rowKey="id"
        dataSource={h.status === 'success' ? [...h.value.rows] : []}
        loading={h.status === 'pending'}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('history.empty') }}
        columns={[
          { title: t('col.time'), render: (_, r) => dateFormat(lng, TIME).format(r.createdTime) },
          { title: t('col.symbol'), dataIndex: 'symbol' },
          { title: t('col.kind'), render: (_, r) => `${t(`kind.${r.kind}`)} · ${t(`side.${r.side}`)}` },
          { title: t('col.leadFill'), render: (_, r) => (r.leadQuantity === null ? '–' : `${num(r.leadQuantity)} @ ${num(r.leadPrice)}`) },
          { title: t('col.quantity'), render: (_, r) => num(r.quantity) },
          {
            title: t('col.executed'),
            render: (_, r) => (r.executedQuantity === null ? '–' : `${num(r.executedQuantity)} @ ${num(r.executedPrice)}`),
          },
          {
            title: t('col.copyFee'),
            render: (_, r) => (r.copyFee === null ? '–' : <span data-testid="history-copy-fee">{usdt(lng, r.copyFee)} USDT</span>),
          },
          {
            title: t('col.status'),
            render: (_, r) => (
              <Flex vertical gap={2}>
                <Tag color={r.status === 'SKIPPED' ? 'warning' : 'success'} style={{ alignSelf: 'start' }} data-testid="history-status">
                  {t(`status.${r.status}`)}
                </Tag>
                {r.skipReason && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t(`skip.${r.skipReason}`)}
                  </Typography.Text>
                )}
                {r.note && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {r.note}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
        ]}
      />
    </Card>
  );
});

/**
 * Stop a copy: close its positions at market, or keep them in the account. The dialog stays open (its button busy)
 * until the exchange answers; a refusal or a lost connection is said in it, in the user's language, and nothing is
 * lost: the choice stays and "Stop copying" can be pressed again.
 */
function StopDialog({ copy, onStop, onDone }: { copy: CopyView; onStop: (close: boolean) => Promise<string | null>; onDone: () => void }) {
  const { t, i18n } = useTranslation('copy');
  const [close, setClose] = useState(true);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const stop = async () => {
    setBusy(true);
    setFailure(null);
    const refused = await onStop(close);
    setBusy(false);
    if (refused === null) onDone();
    else setFailure(refused);
  };
  return (
    <Modal
      open
      title={t('stop.title', { name: copy.leadCoolName })}
      okText={t('stop.confirm')}
      okButtonProps={{ danger: true, 'data-testid': 'stop-confirm' } as ButtonProps}
      confirmLoading={busy}
      cancelText={t('dialog.cancel')}
      onOk={() => void stop()}
      onCancel={onDone}
    >
      <Radio.Group
        value={close}
        onChange={(e) => setClose(e.target.value)}
        style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
        options={[
          { value: true, label: t('stop.close') },
          { value: false, label: <span data-testid="stop-keep">{t('stop.keep')}</span> },
        ]}
      />
      {failure && (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 12 }}
          title={failure === 'network' ? t('stop.failed') : refusalText(t, i18n.language, failure, t('col.amount'), 'USDT')}
          data-testid="stop-failure"
        />
      )}
    </Modal>
  );
}

/** The running or stopped copies: lead, amount, PnL, ROI, positions; edit, stop, history. */
export const CopyList = observer(function CopyList({ store, copies }: { store: CopyTradingStore; copies: CopyView[] }) {
  const { t, i18n } = useTranslation('copy');
  const { token } = theme.useToken();
  const lng = i18n.language;
  const [stopping, setStopping] = useState<CopyView | null>(null);
  const narrow = !Grid.useBreakpoint().md;
  if (copies.length === 0)
    return (
      <Empty description={t('mine.empty')}>
        <Link to="/social-trading/marketplace">
          <Button type="primary" data-testid="browse-leads">
            {t('mine.browse')}
          </Button>
        </Link>
      </Empty>
    );
  const status = (c: CopyView) =>
    c.status === 'RUNNING' ? (
      <Tag color="processing">{t('status.RUNNING')}</Tag>
    ) : (
      <Tag>
        {t(`stopReason.${c.stopReason ?? 'USER'}`)} · {t(c.closedOnStop ? 'stop.closed' : 'stop.kept')}
      </Tag>
    );
  const positions = (c: CopyView) =>
    c.positions.length === 0 ? (
      '–'
    ) : (
      <Flex vertical data-testid="copy-positions">
        {c.positions.map((p) => (
          <span key={p.symbol}>
            {p.symbol} {formatDecimalIn(lng, p.quantity, 4)} @ {formatDecimalIn(lng, p.entryPrice, 2)}
          </span>
        ))}
      </Flex>
    );
  const actions = (c: CopyView) => (
    <Flex gap={4} wrap>
      <Button size="small" onClick={() => void store.showHistory(c.copyId)} data-testid="copy-show-history">
        {t('history.show')}
      </Button>
      {c.status === 'RUNNING' && (
        <Button size="small" onClick={() => void store.openDialog(c.leadUuid, c.leadCoolName, c)}>
          {t('edit')}
        </Button>
      )}
      {c.status === 'RUNNING' && (
        <Button size="small" danger onClick={() => setStopping(c)} data-testid="copy-stop">
          {t('stop.button')}
        </Button>
      )}
    </Flex>
  );
  const pnl = (c: CopyView) => (
    <Typography.Text style={{ color: signColour(token, c.pnl) }} data-testid="copy-pnl">
      {usdt(lng, c.pnl)} ({percent(lng, c.roi)})
    </Typography.Text>
  );
  const fees = (c: CopyView) => (
    <Typography.Text type="secondary" data-testid="copy-fees">
      {t('col.fees')}: {usdt(lng, c.fees)} · {t('col.copyFee')}: {usdt(lng, c.copyFees)}
    </Typography.Text>
  );
  const stopDialog = stopping && (
    <StopDialog copy={stopping} onDone={() => setStopping(null)} onStop={(close) => store.stop(stopping.copyId, close)} />
  );
  if (narrow) {
    return (
      <>
        <List
          dataSource={copies}
          rowKey="copyId"
          data-testid="copy-list"
          renderItem={(c) => (
            <List.Item>
              <Flex vertical gap={6} style={{ width: '100%' }}>
                <Flex justify="space-between" align="center" gap={8}>
                  <Link to={leadPath(c.leadUuid)}>{c.leadCoolName}</Link>
                  {status(c)}
                </Flex>
                <Typography.Text type="secondary">
                  {usdt(lng, c.settings.amount)} USDT · {t(`mode.${c.settings.mode}`)}
                </Typography.Text>
                <span>
                  {t('col.pnl')}: {pnl(c)} · {t('col.profitShared')}: {usdt(lng, c.profitShared)}
                </span>
                {fees(c)}
                {positions(c)}
                {actions(c)}
              </Flex>
            </List.Item>
          )}
        />
        {stopDialog}
      </>
    );
  }
  return (
    <>
      <Table
        size="small"
        rowKey="copyId"
        dataSource={copies}
        pagination={false}
        scroll={{ x: true }}
        data-testid="copy-list"
        columns={[
          { title: t('col.lead'), render: (_, c) => <Link to={leadPath(c.leadUuid)}>{c.leadCoolName}</Link> },
          { title: t('col.amount'), render: (_, c) => `${usdt(lng, c.settings.amount)} · ${t(`mode.${c.settings.mode}`)}` },
          { title: t('col.pnl'), render: (_, c) => pnl(c) },
          { title: t('col.positions'), render: (_, c) => positions(c) },
          {
            title: t('col.fees'),
            render: (_, c) => (
              <Flex vertical data-testid="copy-fees">
                <span>{usdt(lng, c.fees)}</span>
                <Typography.Text type="secondary">
                  {t('col.copyFee')}: {usdt(lng, c.copyFees)}
                </Typography.Text>
              </Flex>
            ),
          },
          { title: t('col.profitShared'), render: (_, c) => usdt(lng, c.profitShared) },
          { title: t('col.status'), render: (_, c) => status(c) },
          { title: '', render: (_, c) => actions(c) },
        ]}
      />
      {stopDialog}
    </>
  );
});
