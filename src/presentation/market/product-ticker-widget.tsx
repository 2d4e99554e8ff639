import { Card, Col, Row, Statistic, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ConnectionStore } from './connection.store';
import { toProductTickerView } from './product-ticker.view-model';
import { TickerStateStore } from './ticker-state.store';
import { useInjection } from '../shared/container-context';

/** The live WOO/USDT ticker and the exchange's 24 h totals (spec §3 "Ticker state"). */
export const ProductTickerWidget = observer(function ProductTickerWidget() {
  const store = useInjection(TickerStateStore);
  const connection = useInjection(ConnectionStore);
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const view = toProductTickerView(store.wooTicker, store.total);
  const trendColor = view.trend === 'up' ? token.colorSuccessText : view.trend === 'down' ? token.colorErrorText : token.colorTextSecondary;
  return (
    <Card data-testid="product-ticker" aria-live="polite" style={{ opacity: connection.stale && store.wooTicker ? 0.6 : 1 }}>
      <Row gutter={[token.marginLG, token.marginLG]}>
        <Col xs={24} sm={12} lg={6}>
          <Statistic title={t('home.ticker.pair')} value={view.lastPrice} valueRender={() => <span data-testid="woo-last-price">{view.lastPrice}</span>} />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Statistic title={t('home.ticker.change')} value={view.change} valueRender={() => <span data-testid="woo-change" style={{ color: trendColor }}>{view.change}</span>} />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Statistic title={t('home.ticker.volume')} value={view.volume} valueRender={() => <span data-testid="total-volume">{view.volume}</span>} />
        </Col>
        <Col xs={24} sm={12} lg={6}>
          <Statistic title={t('home.ticker.transactions')} value={view.transactions} valueRender={() => <span data-testid="total-transactions">{view.transactions}</span>} />
        </Col>
      </Row>
    </Card>
  );
});
