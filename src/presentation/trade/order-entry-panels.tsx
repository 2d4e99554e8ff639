import { parseMarketSymbol } from '../../domain/market/market-symbol';
import { Button, Flex, Spin, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { capabilityPanel } from '../shared/capability-panel';
import { useTranslation } from 'react-i18next';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { Link, useLocation, useNavigate } from '../shared/navigation';
import type { OrderSide } from '../../domain/trade/orders/order';
import type { OrderBookStore } from './order-book.store';
import { useMoveColours } from '../shared/display-choice';

const OrderDrawer = capabilityPanel('member-trading', () => import('../member-trading/order-drawer'));
/**
 * A member's order form (antd Form, Input, Slider and the order stores' views) in a chunk of its own, with the
 * member-trading capability's module: a visitor's trade page downloads neither, and a member's asks for both as soon
 * as the session says signed in, beside the market data.
 */
const MemberOrderForm = capabilityPanel('member-trading', () =>
  import('../member-trading/order-form/member-order-form').then((m) => ({ default: m.MemberOrderForm })),
);
/** Roughly the form's height, kept while it loads so the account panel below does not jump. */
const FORM_PLACEHOLDER_HEIGHT = 420;

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
    <section
      aria-label={t('order.title')}
      data-testid="order-entry"
      style={{
        height: '100%',
        overflowY: 'auto',
        padding: 16,
        background: token.colorBgContainer,
        display: 'flex',
        flexDirection: 'column',
        gap: 12,
      }}
    >
      <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeLG }}>
        {t('order.title')}
      </Typography.Title>
      {session.loggedIn ? (
        <MemberOrderForm
          symbol={symbol}
          book={book}
          fallback={
            <div data-testid="order-form-loading" style={{ minHeight: FORM_PLACEHOLDER_HEIGHT, display: 'grid', placeItems: 'center' }}>
              <Spin />
            </div>
          }
        />
      ) : (
        <Flex vertical gap={12} data-testid="visitor-panel">
          <Typography.Text>{t('order.visitor')}</Typography.Text>
          <Link to={links.login} data-testid="visitor-login">
            <Button type="primary" block>
              {t('order.login')}
            </Button>
          </Link>
          <Link to={links.register}>
            <Button block>{t('order.register')}</Button>
          </Link>
        </Flex>
      )}
    </section>
  );
});

/** The phone and tablet bar at the bottom: Buy and Sell open the order form in a drawer (visitors go to log in first). */
export const BuySellBar = observer(function BuySellBar({ symbol, book }: { symbol: string; book: OrderBookStore }) {
  const { t } = useTranslation('trade');
  const { token } = theme.useToken();
  const move = useMoveColours();
  const navigate = useNavigate();
  const session = useInjection(SessionStore);
  const links = useAuthLinks();
  const [side, setSide] = useState<OrderSide | undefined>(undefined);
  const perp = parseMarketSymbol(symbol)?.type === 'PERP';
  const go = (next: OrderSide) => {
    if (!session.loggedIn) navigate(links.login);
    else setSide(next);
  };
  return (
    <div
      data-testid="buy-sell-bar"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 10,
        display: 'flex',
        gap: 8,
        padding: 8,
        background: token.colorBgElevated,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Button
        block
        size="large"
        style={{ background: move.up, color: token.colorTextLightSolid, border: 'none' }}
        onClick={() => go('BUY')}
        data-testid="bar-buy"
      >
        {t(perp ? 'order.buyLong' : 'order.buy')}
      </Button>
      <Button
        block
        size="large"
        style={{ background: move.down, color: token.colorTextLightSolid, border: 'none' }}
        onClick={() => go('SELL')}
        data-testid="bar-sell"
      >
        {t(perp ? 'order.sellShort' : 'order.sell')}
      </Button>
      {session.loggedIn && side !== undefined && <OrderDrawer symbol={symbol} book={book} side={side} onClose={() => setSide(undefined)} />}
    </div>
  );
});
