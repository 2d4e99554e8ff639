import Decimal from 'decimal.js';

/** The two partner programmes that take applications on the public site. */
export type PartnerKind = 'broker' | 'marketMaker';
export const PARTNER_KINDS: readonly PartnerKind[] = ['broker', 'marketMaker'];

/** How many clients a broker serves (a band, not a number: applicants rarely know it exactly). */
export const CLIENT_COUNT_BANDS = ['lt_1k', '1k_10k', '10k_100k', 'gt_100k'] as const;
export type ClientCountBand = (typeof CLIENT_COUNT_BANDS)[number];

export const PARTNER_MARKETS = ['spot', 'futures'] as const;
export type PartnerMarket = (typeof PARTNER_MARKETS)[number];

/** Field limits shared by the form and the simulator. */
export const PARTNER_LIMITS = { name: 80, company: 120, email: 254, telegram: 32, website: 200, country: 80, message: 2000 } as const;

/** A designated market maker must already trade at least this much a month (USD). */
export const MIN_MARKET_MAKER_VOLUME_USD = '5000000';

interface ApplicationBase {
  readonly companyName: string;
  readonly contactName: string;
  readonly email: string;
  /** Without the leading @; empty when not given. */
  readonly telegram: string;
  readonly website: string;
  readonly country: string;
  readonly message: string;
}

export interface BrokerApplication extends ApplicationBase {
  readonly kind: 'broker';
  readonly clientCount: ClientCountBand;
}

export interface MarketMakerApplication extends ApplicationBase {
  readonly kind: 'marketMaker';
  readonly markets: readonly PartnerMarket[];
  /** Decimal string, USD. */
  readonly monthlyVolumeUsd: string;
}

export type PartnerApplication = BrokerApplication | MarketMakerApplication;

/** The codes a field can fail with; each is `partners.errors.<code>` in the `site` namespace. */
export type PartnerFieldError =
  'required' | 'tooLong' | 'email' | 'url' | 'telegram' | 'number' | 'volumeTooLow' | 'markets' | 'consent' | 'choice';

/** A Telegram handle: 5–32 letters, digits or underscores, optionally written with a leading @. */
export function isTelegramHandle(value: string): boolean {
  return /^@?[A-Za-z][A-Za-z0-9_]{4,31}$/.test(value);
}

/** Strips the @ a visitor may type before a Telegram handle. */
export const normaliseTelegram = (value: string): string => value.trim().replace(/^@/, '');

/** A plain non-negative decimal amount with at most two decimals, commas and spaces allowed as group separators. */
export function parseUsdAmount(value: string): string | undefined {
  const compact = value.replace(/[,\s]/g, '');
  if (!/^\d{1,15}(\.\d{1,2})?$/.test(compact)) return undefined;
  return new Decimal(compact).toFixed();
}

/** True when a parsed monthly volume meets the market-maker minimum. */
export function meetsMarketMakerVolume(volumeUsd: string): boolean {
  return new Decimal(volumeUsd).gte(MIN_MARKET_MAKER_VOLUME_USD);
}
