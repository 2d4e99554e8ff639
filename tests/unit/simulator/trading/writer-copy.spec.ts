import { plainCopy, TradingWriter } from '../../../../simulator/trading/writer';
import type { FillRecord, LedgerRecord, TradingChanges, TradingSnapshot } from '../../../../simulator/trading/records';

describe("plainCopy: the write batch's copy of a row body", () => {
  it('copies plain objects and arrays deeply, as structuredClone does', () => {
    const body = {
      id: 7,
      read: false,
      params: { symbol: 'SPOT_BTC_USDT', quantity: '0.0015', orderId: 12 },
      list: [1, { a: 'x' }],
      none: null,
      gone: undefined,
    };
    const copy = plainCopy(body);
    expect(copy).toEqual(structuredClone(body));
    expect(Object.keys(copy)).toEqual(['id', 'read', 'params', 'list', 'none', 'gone']);
    // later changes of the live row do not reach the batch
    body.params.quantity = '0.003';
    (body.list[1] as { a: string }).a = 'y';
    expect(copy.params.quantity).toBe('0.0015');
    expect((copy.list[1] as { a: string }).a).toBe('x');
  });

  it('clones what is not a plain object natively', () => {
    const when = new Date(1_700_000_000_000);
    const copy = plainCopy({ when, tokens: new Map([['USDT', 1]]) });
    expect(copy.when).not.toBe(when);
    expect(copy.when.getTime()).toBe(1_700_000_000_000);
    expect(copy.tokens.get('USDT')).toBe(1);
  });
});

describe('TradingWriter: each batch is its own, whatever kinds it holds', () => {
  const fill = (id: number): FillRecord => ({
    id,
    userId: 1,
    symbol: 'SPOT_BTC_USDT',
    orderId: 3,
    side: 'BUY',
    executedPrice: '30000',
    executedQuantity: '0.0015',
    fee: '0.0000015',
    feeAsset: 'BTC',
    realizedPnl: '0',
    isMaker: false,
    executedTimestamp: 1_700_000_000_000,
  });
  const row = (id: number, amount: string, balanceAfter: string): LedgerRecord => ({
    id,
    userId: 1,
    token: 'USDT',
    type: 'SPOT_TRANSACTION',
    amount,
    balanceAfter,
    createdTime: 1_700_000_000_000,
  });

  it('hands each flush only its own rows; a kind empty in one batch does not collect the next batch’s rows', async () => {
    const batches: TradingChanges[] = [];
    const writer = new TradingWriter({ load: async () => ({}) as TradingSnapshot, apply: async (c) => void batches.push(c) });
    writer.entry(row(1, '-45', '955'));
    const first = writer.flush();
    // the first batch had no fill: a fill booked before it is stored must not appear in it
    writer.fill(fill(1));
    writer.entry(row(2, '-30', '925'));
    writer.growth({ kind: 'notification', id: '1', userId: 1, body: { read: false } });
    await first;
    const second = writer.flush();
    writer.growth({ kind: 'notification', id: '2', userId: 1, body: { read: true } });
    await second;
    await writer.flush();
    expect(writer.idle).toBe(true);
    expect(batches).toHaveLength(3);
    expect(batches[0].ledger.map((r) => r.balanceAfter)).toEqual(['955']);
    expect(batches[0].fills).toEqual([]);
    expect(batches[0].growth).toEqual([]);
    expect(batches[1].ledger.map((r) => r.balanceAfter)).toEqual(['925']);
    expect(batches[1].fills.map((f) => f.id)).toEqual([1]);
    expect(batches[1].growth?.map((g) => g.id)).toEqual(['1']);
    expect(batches[2].ledger).toEqual([]);
    expect(batches[2].fills).toEqual([]);
    expect(batches[2].growth?.map((g) => g.id)).toEqual(['2']);
    // no batch shares a list with another
    expect(batches[0].fills).not.toBe(batches[2].fills);
    expect(batches[2].ledger).not.toBe(batches[0].ledger);
  });
});
