import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Drawer, Empty, Flex, Segmented, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { Link, useLocation, useNavigate } from '../shared/navigation';
import type { OrderSide } from '../../domain/trade/orders/order';
import type { OrderBookStore } from './order-book.store';
import { MemberOrderForm } from './order-form/member-order-form';
import { TradePreferencesStore } from './trade-preferences.store';

/** `/login?redirect=<this page>` (and the same for sign-up). */
export function useAuthLinks(): { login: string; register: string } {
  const { pathname, search } = useLocation();
  const redirect = encodeURIComponent(`${pathname}${search}`);
  return { login: `/login?redirect=${redirect}`, register: `/register?redirect=${redirect}` };
}

/** The order-entry column: visitors get "Log in or sign up to trade"; members the order form. */
export const OrderEntryColumn = observer(function OrderEntryColumn({ symbol, book }: { symbol: string; book: OrderBookStore }) {
  const { t } = useTranslation('trade');
  const { token } = theme.useToken();
  const session = useInjection(SessionStore);
  const links = useAuthLinks();
  return (
    <section aria-label={t('order.title')} data-testid="order-entry" style={{ height: '100%', overflowY: 'auto', padding: 16, background: token.colorBgContainer, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeLG }}>{t('order.title')}</Typography.Title>
      {session.loggedIn ? (
        <MemberOrderForm symbol={symbol} book={book} fallback={<Typography.Text type="secondary" data-testid="order-entry-soon">{t('order.soon')}</Typography.Text>} />
      ) : (
        <Flex vertical gap={12} data-testid="visitor-panel">
          <Typography.Text>{t('order.visitor')}</Typography.Text>
          <Link to={links.login} data-testid="visitor-login"><Button type="primary" block>{t('order.login')}</Button></Link>
          <Link to={links.register}><Button block>{t('order.register')}</Button></Link>
        </Flex>
      )}
    </section>
  );
});

/** The phone and tablet bar at the bottom: Buy and Sell open the order form in a drawer (visitors go to log in first). */
export const BuySellBar = observer(function BuySellBar({ symbol, book }: { symbol: string; book: OrderBookStore }) {
  const { t } = useTranslation('trade');
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const session = useInjection(SessionStore);
  const links = useAuthLinks();
  const [side, setSide] = useState<OrderSide | undefined>(undefined);
  const go = (next: OrderSide) => {
    if (!session.loggedIn) navigate(links.login);
    else setSide(next);
  };
  return (
    <div data-testid="buy-sell-bar" style={{ position: 'sticky', bottom: 0, zIndex: 10, display: 'flex', gap: 8, padding: 8, background: token.colorBgElevated, borderTop: `1px solid ${token.colorBorderSecondary}` }}>
      <Button block size="large" style={{ background: token.colorSuccess, color: token.colorTextLightSolid, border: 'none' }} onClick={() => go('BUY')}>{t('order.buy')}</Button>
      <Button block size="large" style={{ background: token.colorError, color: token.colorTextLightSolid, border: 'none' }} onClick={() => go('SELL')}>{t('order.sell')}</Button>
      {session.loggedIn && (
        <Drawer open={side !== undefined} onClose={() => setSide(undefined)} placement="bottom" size="90%" title={t('order.title')} destroyOnHidden data-testid="order-drawer">
          <MemberOrderForm symbol={symbol} book={book} initialSide={side} fallback={<Typography.Text type="secondary">{t('order.soon')}</Typography.Text>} />
        </Drawer>
      )}
    </div>
  );
});

const BOTTOM_TABS = ['openOrders', 'history', 'positions'] as const;
type BottomTab = (typeof BOTTOM_TABS)[number];

const MIN_HEIGHT = 120;
const MAX_HEIGHT = 600;

/** Open orders, history, positions (part 2 fills them): collapsible, its height resizable by the top edge and remembered. */
export const BottomPanel = observer(function BottomPanel() {
  const { t } = useTranslation('trade');
  const { token } = theme.useToken();
  const prefs = useInjection(TradePreferencesStore);
  const session = useInjection(SessionStore);
  const drag = useRef<{ y: number; height: number } | undefined>(undefined);
  const collapsed = prefs.bottomCollapsed;
  const [tab, setTab] = useState<BottomTab>('openOrders');
  const empty = (key: string) => <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={session.loggedIn ? t(`bottom.empty.${key}`) : t('bottom.loginToSee')} />;
  const onDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    drag.current = { y: e.clientY, height: prefs.bottomHeight };
    e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onMove = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const height = Math.max(MIN_HEIGHT, Math.min(MAX_HEIGHT, drag.current.height + drag.current.y - e.clientY));
    prefs.setBottom(false, height);
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
      <Flex align="center" justify="space-between" style={{ padding: '6px 12px' }}>
        <Segmented<BottomTab>
          value={tab}
          onChange={(value) => {
            setTab(value);
            if (collapsed) prefs.setBottom(false);
          }}
          options={BOTTOM_TABS.map((key) => ({ value: key, label: t(`bottom.tabs.${key}`) }))}
          data-testid="bottom-tabs"
        />
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
      {!collapsed && <div role="tabpanel" style={{ height: prefs.bottomHeight, overflow: 'auto', display: 'grid', placeItems: 'center' }}>{empty(tab)}</div>}
    </section>
  );
});
