/**
 * "Ask the trade password when placing orders": with the setting on (it needs a trade password),
 * a session places orders only after it has checked the trade password, and then for TRADE_PWD_WINDOW_MS from
 * that check (not sliding: a new check starts a new window). Orders signed with an API key are not asked (the key
 * is the credential). The exchange refuses an order outside the window with -1005 on the `tradePassword` field.
 */
export const TRADE_PWD_WINDOW_MS = 30 * 60 * 1000;

/** The field the refusal names: `tradePassword: …`. */
export const TRADE_PASSWORD_FIELD = 'tradePassword';

/** Until when a session may place orders after a right check at `checkedAt`. */
export function tradeUnlockedUntil(checkedAt: number): number {
  return checkedAt + TRADE_PWD_WINDOW_MS;
}

/** Whether an order at `now` must ask for the trade password (a window ends exactly at `until`). */
export function tradePasswordNeeded(setting: { readonly askOnOrder: boolean }, unlockedUntil: number | undefined, now: number): boolean {
  return setting.askOnOrder && (unlockedUntil === undefined || now >= unlockedUntil);
}

/** Whether an exchange refusal is the trade password one (-1005 naming `tradePassword`). */
export function isTradePasswordRefusal(code: number, message: string): boolean {
  return code === -1005 && message.startsWith(`${TRADE_PASSWORD_FIELD}:`);
}
