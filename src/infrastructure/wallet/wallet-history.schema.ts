import * as z from 'zod/mini';
import { TRANSFER_STATUSES } from '../../domain/wallet/deposit';
import type { TransferRow } from '../../domain/wallet/transfer-history';
import { splitNetworkToken } from '../../domain/wire/wire-values';
import { nullable, orDefault, wireCount, wireDecimal, wireId, wirePage, wireTime } from '../http/wire.schema';

/**
 * `GET /v3/asset/wallet/history` (real, recorded: fetchDeposits, fetchWithdrawals, fetchLedger,
 * fetchDepositsWithdrawals; docs/protocol.md "Wallet: deposits and withdrawals history"), read in every recorded
 * period: the id a 17-digit string (kept exact), times as seconds strings (2025-07), ms strings (2025-10) or ms
 * numbers (2026-08), amounts as decimal strings or numbers, `token` network-qualified (`TRON_USDT`), the page meta in
 * snake_case. Rows are read one by one: a row that cannot be read is reported, never dropped silently.
 */
const text = (max: number) => z.string().check(z.maxLength(max));

export const walletHistoryRow = z.object({
  id: wireId,
  token: text(60).check(z.minLength(1)),
  tokenSide: z.enum(['DEPOSIT', 'WITHDRAW']),
  amount: wireDecimal,
  status: z.enum(TRANSFER_STATUSES),
  feeToken: orDefault(text(40), ''),
  feeAmount: orDefault(wireDecimal, '0'),
  targetAddress: orDefault(text(200), ''),
  sourceAddress: orDefault(text(200), ''),
  extra: orDefault(text(100), ''),
  txId: orDefault(text(200), ''),
  confirmedNumber: nullable(wireCount),
  confirmingThreshold: nullable(wireCount),
  createdTime: wireTime,
  updatedTime: orDefault(wireTime, 0),
});

export const walletHistoryPage = wirePage(walletHistoryRow);

/** A read row in the domain's terms: the wallet token split into the asset and its network. */
export function transferRowOf(r: z.infer<typeof walletHistoryRow>): TransferRow {
  const { token, network } = splitNetworkToken(r.token);
  return {
    id: r.id,
    token,
    ...(network === undefined ? {} : { network }),
    tokenSide: r.tokenSide,
    amount: r.amount,
    feeToken: r.feeToken,
    feeAmount: r.feeAmount,
    status: r.status,
    targetAddress: r.targetAddress,
    sourceAddress: r.sourceAddress,
    extra: r.extra,
    txId: r.txId,
    confirmedNumber: r.confirmedNumber,
    confirmingThreshold: r.confirmingThreshold,
    createdTime: r.createdTime,
    updatedTime: r.updatedTime || r.createdTime,
  };
}
