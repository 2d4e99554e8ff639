/**
 * Run by store-batches.spec.ts in a child process (PGlite cannot load inside jest's CommonJS runtime):
 *   node --import @swc-node/register/esm-register batch-probe.ts <dataDir> write|read
 * `write` applies two large write batches to the trading repository of a fresh store (rows repeated within a batch,
 * more rows than one statement carries, a ledger row without an id, removed growth rows); `read` loads the store as
 * a restart would. Prints one JSON line.
 */
import { SCHEMA } from '../../../../simulator/schema';
import { openStore } from '../../../../simulator/store/open-store';
import type { FillRecord, OrderRecord, TradingChanges } from '../../../../simulator/trading/records';

const [dataDir, phase] = process.argv.slice(2);
const store = await openStore(dataDir, SCHEMA);
const trading = store.trading!;
const T = 1_700_000_000_000;
const order = (orderId: number, status: OrderRecord['status']) => ({ orderId, userId: 1, symbol: 'SPOT_BTC_USDT', status }) as OrderRecord;
const fill = (id: number) => ({ id, userId: 1, orderId: 10, symbol: 'SPOT_BTC_USDT', executedQuantity: '0.001' }) as FillRecord;
const empty: TradingChanges = { accounts: [], orders: [], fills: [], balances: [], positions: [], ledger: [] };
let result: unknown;
if (phase === 'write') {
  await trading.apply({
    ...empty,
    // the same account, order, balance and position twice in one batch: the last of each is stored
    accounts: [
      { userId: 1, leverage: 10, createdTime: T, positionMode: 'ONE_WAY' },
      { userId: 1, leverage: 20, createdTime: T, positionMode: 'HEDGE_MODE' },
    ],
    orders: [order(10, 'NEW'), order(11, 'NEW'), order(10, 'FILLED'), ...Array.from({ length: 250 }, (_, i) => order(100 + i, 'NEW'))],
    fills: Array.from({ length: 450 }, (_, i) => fill(i + 1)),
    balances: [
      { userId: 1, token: 'USDT', holding: '5', frozen: '0' },
      { userId: 1, token: 'BTC', holding: '1', frozen: '0' },
      { userId: 1, token: 'USDT', holding: '7.5', frozen: '1.25' },
    ],
    ledger: [
      { id: 11, userId: 1, token: 'USDT', type: 'DEPOSIT', amount: '5', balanceAfter: '5', createdTime: T },
      { id: 12, userId: 1, token: 'USDT', type: 'DEPOSIT', amount: '2.5', balanceAfter: '7.5', createdTime: T },
      // an old store's row without an id takes the sequence's next (its first: the engine's own ids do not draw on it)
      { userId: 1, token: 'BTC', type: 'DEPOSIT', amount: '1', createdTime: T },
    ],
    growth: [1, 2, 3].map((n) => ({ kind: 'notification', id: String(n), userId: 1, body: { id: n } })),
    copy: [
      { kind: 'order', id: 'c1', userId: 1, body: { n: 1 } },
      { kind: 'copy', id: 'k1', userId: 1, body: { n: 2 } },
    ],
  });
  // the next batch: notification 2 removed, 3 changed, 4 new
  await trading.apply({
    ...empty,
    growth: [
      { kind: 'notification', id: '2', userId: 1, body: null, removed: true },
      { kind: 'notification', id: '3', userId: 1, body: { id: 3, read: true } },
      { kind: 'notification', id: '4', userId: 1, body: { id: 4 } },
    ],
  });
  // a batch of more parameters than one statement takes (8,000 fills × 4 = 32,000): two statements, one transaction
  await trading.apply({ ...empty, fills: Array.from({ length: 8_000 }, (_, i) => fill(1_001 + i)) });
  result = { written: true };
} else {
  const s = await trading.load();
  result = {
    accounts: s.accounts,
    orders: s.orders.length,
    order10: s.orders.find((o) => o.orderId === 10)?.status,
    fills: [s.fills.length, s.fills[0]?.id, s.fills.at(-1)?.id],
    balances: s.balances,
    ledger: s.ledger.map((l) => [l.id, l.token, l.amount, l.balanceAfter ?? null]),
    growth: s.growth?.map((g) => [g.id, g.body]),
    copy: s.copy?.map((c) => [c.kind, c.id]),
  };
}
await store.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
