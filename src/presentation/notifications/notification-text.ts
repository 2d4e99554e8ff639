import type { TFunction } from 'i18next';
import type { InboxEntry } from '../../domain/notifications/inbox';
import { formatDateTime, formatExact, formatPrice, formatSize, formatTokenAmount } from '../../domain/shared/amount-format';

/** The tick and step of an instrument, when the market reference knows it. */
export type InstrumentSteps = (symbol: string) => { readonly quoteTick: string; readonly baseTick: string } | undefined;

/** `SPOT_BTC_USDT` → `BTC/USDT`, `PERP_ETH_USDT` → `ETH-PERP`. */
export function symbolName(symbol: string): string {
  const perp = /^PERP_([A-Z0-9]+)_[A-Z0-9]+$/.exec(symbol);
  if (perp) return `${perp[1]}-PERP`;
  return symbol.replace(/^SPOT_/, '').replace('_', '/');
}

const dateTime = (lng: string, ms: number) => formatDateTime(lng, ms);

/** The figures of a notification through the app's one formatter: a price on its tick, a size on its step, an amount at its token's precision. */
function figures(lng: string, p: InboxEntry['params'], steps: InstrumentSteps): Record<string, string> {
  const out: Record<string, string> = {};
  const text = (v: unknown) => (typeof v === 'number' ? String(v) : typeof v === 'string' ? v : undefined);
  const instrument = typeof p.symbol === 'string' ? steps(p.symbol) : undefined;
  const price = text(p.price);
  const quantity = text(p.quantity);
  const amount = text(p.amount);
  if (price !== undefined) out.price = instrument ? formatPrice(lng, price, instrument.quoteTick) : formatExact(lng, price);
  if (quantity !== undefined) out.quantity = instrument ? formatSize(lng, quantity, instrument.baseTick) : formatExact(lng, quantity);
  if (amount !== undefined) out.amount = typeof p.token === 'string' ? formatTokenAmount(lng, amount, p.token) : formatExact(lng, amount);
  return out;
}

/** A notification's title and text in the visitor's language (free text from the exchange wins when given). */
export function notificationText(
  t: TFunction,
  lng: string,
  n: InboxEntry,
  steps: InstrumentSteps = () => undefined,
): { readonly title: string; readonly body: string } {
  const p = n.params;
  if (n.kind === 'SECURITY') {
    const other = t('campaigns:kinds.SECURITY.types.OTHER');
    return {
      title: n.title ?? t(`campaigns:kinds.SECURITY.types.${String(p.type)}`, { defaultValue: other }),
      body: n.body ?? t('campaigns:kinds.SECURITY.body', { deviceName: String(p.deviceName ?? ''), ip: String(p.ip ?? '') }),
    };
  }
  const symbol = typeof p.symbol === 'string' ? symbolName(p.symbol) : '';
  let key = n.kind;
  const values: Record<string, string | number> = { ...p, ...figures(lng, p, steps), symbol };
  if (n.kind === 'ANNOUNCEMENT') {
    key = `ANNOUNCEMENT_${String(p.type)}`;
    if (typeof p.startTime === 'number') values.start = dateTime(lng, p.startTime);
    if (typeof p.endTime === 'number') values.end = dateTime(lng, p.endTime);
  }
  if (n.kind === 'ORDER_FILLED') values.side = t(`side.${String(p.side)}`);
  if (n.kind === 'PRIZE') values.campaign = t(`competitions:campaign.${String(p.campaign)}.title`, { defaultValue: String(p.campaign) });
  const known = [
    'ORDER_FILLED',
    'LIQUIDATION',
    'DEPOSIT',
    'DEMO_GRANT',
    'WITHDRAWAL',
    'REWARD',
    'PRIZE',
    'ANNOUNCEMENT_LISTING',
    'ANNOUNCEMENT_DELISTING',
    'ANNOUNCEMENT_MAINTENANCE',
  ].includes(key);
  return {
    title: n.title ?? (known ? t(`kinds.${key}.title`, values) : t('campaigns:kinds.MESSAGE.title')),
    body: n.body ?? (known ? t(`kinds.${key}.body`, values) : ''),
  };
}

export const timeOf = (lng: string, ms: number): string => dateTime(lng, ms);
