/**
 * A token's entry of a `balance` frame on the private stream, with every field the exchange sends (docs/protocol.md
 * "Private stream"), written from the protocol, not from the simulator's publisher: the stream's tests and its
 * benchmark read it as the wire carries it.
 */
export const wireBalanceEntry = (holding: number, version: number, markPrice: number, frozen = 0) => ({
  holding,
  frozen,
  interest: 0,
  pendingShortQty: 0,
  pendingLongQty: 0,
  version,
  staked: 0,
  unbonding: 0,
  vault: 0,
  averageOpenPrice: 0,
  pnl24H: 0,
  fee24H: 0,
  markPrice,
});
