import { DownOutlined, SoundOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Checkbox, Empty, Flex, Segmented, Spin, Switch, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionStore } from '../../session/session.store';
import { useInjection } from '../../shared/container-context';
import { Link } from '../../shared/navigation';
import { useAuthLinks } from '../order-entry-panels';
import { TradePreferencesStore } from '../trade-preferences.store';
import { lazyPanel } from '../../shared/lazy-panel';
import { BOTTOM_TABS, type BottomTab } from './bottom-tabs';
import { TradingAccountStore } from './trading-account.store';

/** The tables, for members only (their own chunk: antd's Table is the page's largest piece after the chart). */
const BottomTabBody = lazyPanel(() => import('./bottom-tab-body'));

const MIN_HEIGHT = 120;
const MAX_HEIGHT = 600;
/** The panel's own rows above a table: tabs, and the table's toolbar and header. */
const CHROME = 96;

/**
 * The trade page's bottom panel (issue 14 item 3): open orders, positions, order history, fills, balances, with
 * "this symbol only"; collapsible, its height resizable by the top edge and remembered. Visitors are asked to log in.
 */
export const BottomPanel = observer(function BottomPanel({ symbol }: { readonly symbol: string }) {
  const { t } = useTranslation('trade');
  const { token } = theme.useToken();
  const prefs = useInjection(TradePreferencesStore);
  const session = useInjection(SessionStore);
  const account = useInjection(TradingAccountStore);
  const links = useAuthLinks();
  const drag = useRef<{ y: number; height: number } | undefined>(undefined);
  const collapsed = prefs.bottomCollapsed;
  const [tab, setTab] = useState<BottomTab>('openOrders');
  useEffect(() => account.start(), [account]);

  const onDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    drag.current = { y: e.clientY, height: prefs.bottomHeight };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    prefs.setBottom(false, Math.max(MIN_HEIGHT, Math.min(MAX_HEIGHT, drag.current.height + drag.current.y - e.clientY)));
  };
  const height = Math.max(60, prefs.bottomHeight - CHROME);
  const count = (key: BottomTab) => {
    if (!session.loggedIn) return '';
    if (key === 'openOrders') return ` (${account.visibleOrders(symbol).length})`;
    if (key === 'positions') return ` (${account.positions.size})`;
    return '';
  };
  const body = () => {
    if (!session.loggedIn) {
      return (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bottom.loginToSee')} data-testid="bottom-login">
          <Link to={links.login}><Button type="primary" size="small">{t('order.login')}</Button></Link>
        </Empty>
      );
    }
    return (
      <BottomTabBody tab={tab} symbol={symbol} height={height} fallback={<Flex justify="center" style={{ paddingTop: 24 }}><Spin /></Flex>} />
    );
  };
  return (
    <section aria-label={t('bottom.title')} data-testid="bottom-panel" data-collapsed={collapsed} style={{ background: token.colorBgContainer, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
      {!collapsed && (
        <div
          role="separator"
          aria-orientation="horizontal"
          aria-label={t('bottom.resize')}
          aria-valuenow={prefs.bottomHeight}
          aria-valuemin={MIN_HEIGHT}
          aria-valuemax={MAX_HEIGHT}
          tabIndex={0}
          data-testid="bottom-resize"
          onPointerDown={onDown}
          onPointerMove={onMove}
          onPointerUp={() => (drag.current = undefined)}
          onKeyDown={(e) => {
            if (e.key === 'ArrowUp') prefs.setBottom(false, Math.min(MAX_HEIGHT, prefs.bottomHeight + 20));
            if (e.key === 'ArrowDown') prefs.setBottom(false, Math.max(MIN_HEIGHT, prefs.bottomHeight - 20));
          }}
          style={{ height: 6, cursor: 'row-resize', background: token.colorFillQuaternary }}
        />
      )}
      <Flex align="center" justify="space-between" gap={8} wrap style={{ padding: '6px 12px' }}>
        {/* eight tabs are wider than a phone: they scroll sideways inside the panel instead of widening the page */}
        <div style={{ maxWidth: '100%', overflowX: 'auto' }}>
        <Segmented<BottomTab>
          value={tab}
          onChange={(value) => {
            setTab(value);
            if (collapsed) prefs.setBottom(false);
          }}
          options={BOTTOM_TABS.map((key) => ({ value: key, label: `${t(`account.tabs.${key}`)}${count(key)}` }))}
          data-testid="bottom-tabs"
        />
        </div>
        <Flex align="center" gap={12}>
          {session.loggedIn ? (
            <>
              <Checkbox checked={account.thisSymbolOnly} onChange={(e) => account.setThisSymbolOnly(e.target.checked)} data-testid="this-symbol-only">
                {t('account.thisSymbolOnly')}
              </Checkbox>
              <span title={t('account.fillSound')}>
                <Switch
                  size="small" checked={account.fillSound} onChange={(on) => account.setFillSound(on)}
                  checkedChildren={<SoundOutlined />} unCheckedChildren={<SoundOutlined />} aria-label={t('account.fillSound')} data-testid="fill-sound"
                />
              </span>
            </>
          ) : null}
          <Button
            type="text"
            size="small"
            icon={collapsed ? <UpOutlined /> : <DownOutlined />}
            aria-expanded={!collapsed}
            aria-label={collapsed ? t('bottom.expand') : t('bottom.collapse')}
            data-testid="bottom-toggle"
            onClick={() => prefs.setBottom(!collapsed)}
          />
        </Flex>
      </Flex>
      {!collapsed && <div role="tabpanel" data-tab={tab} style={{ height: prefs.bottomHeight, overflow: 'hidden' }}>{body()}</div>}
    </section>
  );
});
