import Decimal from 'decimal.js';
import type { WalletTransferRecord } from './wallet-records';

/**
 * The real exchange's `GET /v3/asset/wallet/history` row and `POST /v3/asset/wallet/withdraw` answer (recorded:
 * fetchDeposits, fetchWithdrawals, fetchLedger, fetchDepositsWithdrawals, withdraw v3; docs/protocol.md "Wallet:
 * deposits and withdrawals history"), built from the simulator's own record in the newest period's encoding
 * (times as integer ms; simulator/http/wire-period.ts re-encodes older periods).
 *
 * Ids: the exchange's wallet ids are 17-digit strings above 2^53 (`"24032312465400366"`: the UTC creation time as
 * `yyMMddHHmmss`, then a sequence). The simulator writes its row id the same way, `yyMMddHHmmss` of the row's creation
 * then the row id in at least 5 digits, so a client meets ids that only survive as strings; `walletRowIdOf` reads one
 * back (and still takes the bare row id, as the simulator's own tests and older clients send it).
 */

const two = (n: number) => String(n).padStart(2, '0');

function stamp(ms: number): string {
  const d = new Date(ms);
  return `${two(d.getUTCFullYear() % 100)}${two(d.getUTCMonth() + 1)}${two(d.getUTCDate())}${two(d.getUTCHours())}${two(d.getUTCMinutes())}${two(d.getUTCSeconds())}`;
}

/** A wallet row's id as the exchange writes it: 12 digits of creation time, then the row id (at least 5 digits). */
export function walletWireId(r: Pick<WalletTransferRecord, 'id' | 'createdTime'>): string {
  return `${stamp(r.createdTime)}${String(r.id).padStart(5, '0')}`;
}

/** The `externalId` of a row (15 digits in the recordings): minutes of creation, then the row id. */
function externalId(r: Pick<WalletTransferRecord, 'id' | 'createdTime'>): string {
  return `${stamp(r.createdTime).slice(0, 10)}${String(r.id).padStart(5, '0')}`;
}

const WIRE_ID = /^\d{17,30}$/;
const ROW_ID = /^\d{1,16}$/;

/**
 * The row id behind a wallet id sent by a client: the wire form (17+ digits: the part after the 12 time digits) or the
 * bare row id; undefined when it is neither.
 */
export function walletRowIdOf(value: string | number): number | undefined {
  const text = String(value).trim();
  const digits = WIRE_ID.test(text) ? text.slice(12) : ROW_ID.test(text) ? text : undefined;
  if (digits === undefined) return undefined;
  const id = Number(digits);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** A wallet token as the exchange names it in history rows: qualified by its network (`TRON_USDT`). */
export const balanceToken = (token: string, network: string): string => `${network}_${token}`;

/** Amounts as recorded: at least 8 decimals (`"5.00000000"`), never fewer digits than the amount has. */
const amountText = (amount: string): string => {
  const d = new Decimal(amount);
  return d.toFixed(Math.max(8, d.decimalPlaces()));
};

/**
 * One `GET /v3/asset/wallet/history` row, the recorded fields in the recorded order. `confirmingThreshold` and
 * `confirmedNumber` are null where the exchange has no count to give (withdrawals); a deposit on its way says how far
 * it is. `feeToken` is empty for a deposit (nothing charged), as recorded.
 */
export function walletHistoryRow(r: WalletTransferRecord, applicationId: string) {
  const deposit = r.tokenSide === 'DEPOSIT';
  return {
    createdTime: r.createdTime,
    updatedTime: r.updatedTime,
    id: walletWireId(r),
    externalId: externalId(r),
    applicationId,
    token: balanceToken(r.token, r.network),
    targetAddress: r.targetAddress,
    sourceAddress: r.sourceAddress,
    extra: r.extra,
    type: 'BALANCE',
    tokenSide: r.tokenSide,
    amount: amountText(r.amount),
    txId: r.txId,
    feeToken: deposit && new Decimal(r.feeAmount).isZero() ? '' : r.feeToken,
    feeAmount: new Decimal(r.feeAmount).toFixed(),
    status: r.status,
    confirmingThreshold: deposit ? r.confirmingThreshold : null,
    confirmedNumber: deposit ? r.confirmedNumber : null,
  };
}

/** The page meta of `/v3/asset/wallet/history`, in the snake_case the exchange uses for this call (recorded). */
export function walletHistoryMeta(total: number, size: number, page: number) {
  return { total, records_per_page: size, current_page: page };
}
