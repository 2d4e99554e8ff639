import type { Instrument } from './instruments';

const NAMES: Readonly<Record<string, string>> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  BNB: 'BNB',
  SOL: 'Solana',
  XRP: 'XRP',
  USDC: 'USD Coin',
  DOGE: 'Dogecoin',
  TON: 'Toncoin',
  ADA: 'Cardano',
  TRX: 'TRON',
  AVAX: 'Avalanche',
  SHIB: 'Shiba Inu',
  DOT: 'Polkadot',
  LINK: 'Chainlink',
  BCH: 'Bitcoin Cash',
  NEAR: 'NEAR Protocol',
  LTC: 'Litecoin',
  POL: 'Polygon',
  UNI: 'Uniswap',
  PEPE: 'Pepe',
  APT: 'Aptos',
  ETC: 'Ethereum Classic',
  ARB: 'Arbitrum',
  OP: 'Optimism',
  WOO: 'WOO',
  SUI: 'Sui',
  ATOM: 'Cosmos',
  FIL: 'Filecoin',
  INJ: 'Injective',
  MKR: 'Maker',
  TAO: 'Bittensor',
  WIF: 'dogwifhat',
};

/** `/instrument/v4/public/token` rows: one per base asset (and USDT), in the real shape. */
export function tokenRows(instruments: readonly Instrument[]) {
  const bases = ['USDT', ...new Set(instruments.map((i) => i.base))];
  return bases.map((base) => ({
    token: base === 'USDT' ? 'ETH_USDT' : base,
    fullname: base === 'USDT' ? 'Tether' : (NAMES[base] ?? base),
    network: base === 'USDT' ? 'ETH' : base,
    decimals: base === 'USDT' ? 6 : 8,
    delisted: false,
    balance_token: base,
    can_collateral: base === 'USDT' || base === 'BTC' || base === 'ETH' || base === 'WOO',
    can_short: base !== 'USDT',
  }));
}
