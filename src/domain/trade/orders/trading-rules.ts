/**
 * A symbol's trading rules as `GET /v3/public/instruments` carries them (decimal strings). The price band is
 * relative to the mid price: a buy may not be above mid × bidCapRatio nor below mid × bidFloorRatio; a sell
 * likewise with the ask ratios.
 */
export interface TradingRules {
  readonly symbol: string;
  readonly quoteTick: string;
  readonly baseTick: string;
  readonly quoteMin: string;
  readonly quoteMax: string;
  readonly baseMin: string;
  readonly baseMax: string;
  readonly minNotional: string;
  readonly bidCapRatio: string;
  readonly bidFloorRatio: string;
  readonly askCapRatio: string;
  readonly askFloorRatio: string;
}
