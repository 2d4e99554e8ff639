import { Descriptions, theme } from 'antd';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { countdown, ratePercent } from '../../domain/market/funding';
import { parseMarketSymbol } from '../../domain/market/market-symbol';
import { changePercent } from '../../domain/market/price';
import { TickerStateStore } from '../market/ticker-state.store';
import { MarketReferenceStore } from '../markets/market-reference.store';
import { useNow } from '../markets/use-now';
import { useInjection } from '../shared/container-context';
import { PerpExtrasStore } from './perp-extras.store';
import type { PerpFiguresStore } from './perp-figures.store';
import { DASH, formatCompact, formatDecimalIn, formatPercentIn, tickDecimals } from './trade-format';

/** The phone's "Info" tab: the 24 h figures, the perpetual's figures and the trading rules. */
export const MarketInfo = observer(function MarketInfo({ symbol, perp }: { symbol: string; perp: PerpFiguresStore }) {
  const { t, i18n } = useTranslation('trade');
  const { token } = theme.useToken();
  const now = useNow(1000);
  const tickers = useInjection(TickerStateStore);
  const reference = useInjection(MarketReferenceStore);
  const perpExtras = useInjection(PerpExtrasStore);
  const row = tickers.tickers.get(symbol);
  const info = reference.instrument(symbol);
  const parsed = parseMarketSymbol(symbol);
  const d = tickDecimals(info?.quoteTick);
  const f = (v: string | undefined) => formatDecimalIn(i18n.language, v, d);
  const fig = perp.figures;
  const perpetual = parsed?.type === 'PERP';
  useEffect(() => {
    if (perpetual) perpExtras.load(symbol);
  }, [perpExtras, symbol, perpetual]);
  const extras = perpExtras.extras.get(symbol);
  const fund = extras?.insuranceFund;
  const items = [
    {
      key: 'change',
      label: t('header.change'),
      children: formatPercentIn(i18n.language, row?.open && row.close ? changePercent(row.open, row.close) : undefined),
    },
    { key: 'high', label: t('header.high'), children: f(row?.high) },
    { key: 'low', label: t('header.low'), children: f(row?.low) },
    { key: 'volume', label: t('header.volume', { unit: parsed?.quote ?? '' }), children: formatCompact(i18n.language, row?.amount) },
    ...(parsed?.type === 'PERP'
      ? [
          { key: 'mark', label: t('header.mark'), children: f(fig.markPrice) },
          { key: 'index', label: t('header.index'), children: f(fig.indexPrice) },
          {
            key: 'funding',
            label: t('header.funding'),
            children: `${fig.fundingRate === undefined ? DASH : `${formatDecimalIn(i18n.language, ratePercent(fig.fundingRate, 4), 4)}%`} / ${fig.nextFundingTs === undefined ? DASH : countdown(fig.nextFundingTs, now)}`,
          },
          { key: 'oi', label: t('header.openInterest', { unit: parsed.base }), children: formatCompact(i18n.language, fig.openInterest) },
          {
            key: 'multiplier',
            label: t('info.multiplier'),
            children: <span data-testid="info-multiplier">{extras?.multiplier ?? DASH}</span>,
          },
          {
            key: 'insurance',
            label: t('info.insuranceFund'),
            children: (
              <span data-testid="info-insurance-fund">
                {fund ? `${formatDecimalIn(i18n.language, fund.balance, 2)} ${fund.token}` : DASH}
              </span>
            ),
          },
        ]
      : []),
    { key: 'tick', label: t('info.tick'), children: info?.quoteTick ?? DASH },
    { key: 'step', label: t('info.step'), children: info?.baseTick ?? DASH },
    { key: 'minNotional', label: t('info.minNotional'), children: info?.minNotional ?? DASH },
  ];
  return (
    <Descriptions
      data-testid="market-info"
      column={1}
      size="small"
      bordered
      items={items}
      style={{ background: token.colorBgContainer, padding: 8, height: '100%', overflowY: 'auto' }}
    />
  );
});
