import { Card, Col, Flex, List, Row, Tabs, theme, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadMarketReference } from '../../application/market/load-market-reference.use-case';
import type { MarketLayout } from '../../domain/market/instrument';
import { formatChange, formatHomePrice } from '../markets/price-format';
import { symbolLabel } from '../markets/market-cells';
import { SymbolLogo } from '../markets/symbol-logo';
import { parseMarketSymbol } from '../../domain/market/market-symbol';
import { useInjection } from '../shared/container-context';
import { TickerStateStore } from './ticker-state.store';

/** One symbol at home precision (WOO/USDT 4 decimals, others 2, rounded down), observing only its row. */
const HomeQuote = observer(function HomeQuote({ symbol }: { symbol: string }) {
  const row = useInjection(TickerStateStore).tickers.get(symbol);
  const { token } = theme.useToken();
  const change = formatChange(row?.open, row?.close);
  const color = change.startsWith('+') ? token.colorSuccessText : change.startsWith('-') ? token.colorErrorText : token.colorTextSecondary;
  return (
    <Link to={`/trade/${symbol}`} style={{ color: 'inherit', display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, width: '100%' }}>
      <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <SymbolLogo base={parseMarketSymbol(symbol)?.base ?? symbol} size={20} />
        <Typography.Text strong>{symbolLabel(symbol)}</Typography.Text>
      </span>
      <span style={{ fontVariantNumeric: 'tabular-nums', textAlign: 'right' }}>
        <span data-testid={`home-price-${symbol}`}>{formatHomePrice(symbol, row?.close)}</span>{' '}
        <span style={{ color }}>{change}</span>
      </span>
    </Link>
  );
});

/** Home: the highlighted symbols and the symbol groups of the layout calls, live. */
export function HomeMarkets() {
  const { t } = useTranslation('markets');
  const { token } = theme.useToken();
  const load = useInjection(LoadMarketReference);
  const tickers = useInjection(TickerStateStore);
  const [layout, setLayout] = useState<MarketLayout | undefined>(undefined);
  useEffect(() => {
    tickers.start();
    let active = true;
    void load.layout().then((result) => active && result.ok && setLayout(result.value));
    return () => {
      active = false;
    };
  }, [load, tickers]);
  if (!layout) return null;
  return (
    <Flex vertical gap={token.marginMD} data-testid="home-markets">
      <Row gutter={[token.marginSM, token.marginSM]}>
        {layout.highlights.map((h) => (
          <Col key={h.symbol} xs={24} sm={12} lg={6}><Card size="small"><HomeQuote symbol={h.symbol} /></Card></Col>
        ))}
      </Row>
      <Card title={t('home.groups')} size="small">
        <Tabs items={layout.groups.map((g) => ({
          key: `group-${g.sort}`, label: g.group,
          children: <List size="small" dataSource={g.symbols.slice(0, 8) as string[]} renderItem={(s) => <List.Item><HomeQuote symbol={s} /></List.Item>} />,
        }))} />
      </Card>
    </Flex>
  );
}
