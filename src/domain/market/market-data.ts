/** A public trade (`market_trades` row). */
export interface MarketTrade {
  readonly symbol: string;
  readonly side: 'BUY' | 'SELL';
  readonly price: string;
  readonly quantity: string;
  readonly timestamp: number;
}

/** Perpetual market figures (`futures` row). */
export interface FuturesInfo {
  readonly symbol: string;
  readonly indexPrice: string;
  readonly markPrice: string;
  readonly estFundingRate: string;
  readonly lastFundingRate: string;
  readonly nextFundingTime: number;
  readonly openInterest: string;
  readonly volume24h: string;
  readonly amount24h: string;
}
