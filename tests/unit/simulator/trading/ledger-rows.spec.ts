import { LEDGER_CHUNK, LedgerRows } from '../../../../simulator/trading/ledger-rows';
import { ledgerRecord } from '../../../../simulator/trading/record-shapes';
import type { LedgerRecord } from '../../../../simulator/trading/records';

/** Row i of a run: USDT and BTC alternate, a trade then its fee, texts hand-picked to differ in length. */
function booked(i: number): LedgerRecord {
  const token = i % 2 === 0 ? 'USDT' : 'BTC';
  const type = i % 3 === 0 ? 'TRANSACTION_FEE' : 'SPOT_TRANSACTION';
  return ledgerRecord(1_000 + i, 7, token, type, `-0.${i}5`, `${i * 1_000}.25`, 1_700_000_000_000 + i);
}

const fill = (rows: LedgerRows, count: number) => {
  const made: LedgerRecord[] = [];
  for (let i = 0; i < count; i += 1) {
    const row = booked(i);
    made.push(row);
    rows.book(row);
  }
  return made;
};

describe('LedgerRows: an account’s rows, older ones kept in columns', () => {
  it('reads back every row as booked, across chunks: values, key order and JSON', () => {
    const rows = new LedgerRows();
    const made = fill(rows, LEDGER_CHUNK * 2 + 3);
    expect(rows.length).toBe(LEDGER_CHUNK * 2 + 3);
    const read = rows.toArray();
    expect(read).toEqual(made);
    expect(JSON.stringify(read)).toBe(JSON.stringify(made));
    for (const row of read) expect(Object.keys(row)).toEqual(['id', 'userId', 'token', 'type', 'amount', 'balanceAfter', 'createdTime']);
  });

  it('answers a sealed row by index, hand-checked, and a new object each time', () => {
    const rows = new LedgerRows();
    fill(rows, LEDGER_CHUNK + 1);
    // row 3: BTC (odd), a fee (3 % 3 = 0), amount "-0.35", balanceAfter "3000.25"
    expect(rows.at(3)).toEqual({
      id: 1_003,
      userId: 7,
      token: 'BTC',
      type: 'TRANSACTION_FEE',
      amount: '-0.35',
      balanceAfter: '3000.25',
      createdTime: 1_700_000_000_003,
    });
    expect(rows.at(3)).not.toBe(rows.at(3));
    // the newest row is still the booked object
    expect(rows.at(-1)).toEqual(booked(LEDGER_CHUNK));
    expect(rows.at(-1)).toBe(rows.at(LEDGER_CHUNK));
    expect(rows.at(-(LEDGER_CHUNK + 1))).toEqual(booked(0));
    expect(rows.at(LEDGER_CHUNK + 1)).toBeUndefined();
    expect(rows.at(-(LEDGER_CHUNK + 2))).toBeUndefined();
  });

  it('filters, maps and searches in order', () => {
    const rows = new LedgerRows();
    fill(rows, LEDGER_CHUNK + 10);
    // fees are the rows i % 3 = 0: 0, 3, …, 264 → 89 of them
    expect(rows.filter((l) => l.type === 'TRANSACTION_FEE')).toHaveLength(89);
    expect(rows.map((l) => l.id).slice(0, 3)).toEqual([1_000, 1_001, 1_002]);
    expect(rows.some((l) => l.balanceAfter === '265000.25')).toBe(true);
    expect(rows.some((l) => l.balanceAfter === '266000.25')).toBe(false);
    expect(rows.find((l) => l.amount === '-0.2005')?.id).toBe(1_200);
  });

  it('keeps a row of another shape as it is (a store’s row without id or balanceAfter, keys in another order)', () => {
    const rows = new LedgerRows();
    const old: LedgerRecord = { userId: 7, token: 'USDT', type: 'DEPOSIT', amount: '5', createdTime: 1 };
    const reordered = { token: 'USDT', id: 2, userId: 7, type: 'DEPOSIT', amount: '1', balanceAfter: '6', createdTime: 2 } as LedgerRecord;
    const stored = { ...booked(3) };
    rows.push(old, reordered, stored);
    fill(rows, LEDGER_CHUNK);
    expect(rows.at(0)).toBe(old);
    expect(rows.at(1)).toBe(reordered);
    expect(Object.keys(rows.at(1)!)[0]).toBe('token');
    // a store's row in the ledger's own shape is sealed like the booked ones, and read back equal
    expect(rows.at(2)).not.toBe(stored);
    expect(rows.at(2)).toEqual(stored);
  });

  it('keeps long texts (a chunk’s texts are one string cut at their ends)', () => {
    const rows = new LedgerRows();
    const long: LedgerRecord[] = [];
    for (let i = 0; i < LEDGER_CHUNK + 1; i += 1) {
      // an amount of 61 characters ("-" and 60 digits) and a balanceAfter of 102 (61 digits, ".", 40 digits)
      const row = ledgerRecord(i, 7, 'USDT', 'DEPOSIT', `-${String(i).padStart(60, '9')}`, `${'1'.repeat(61)}.${'0'.repeat(39)}1`, i);
      long.push(row);
      rows.book(row);
    }
    expect(rows.toArray()).toEqual(long);
    expect(rows.at(39)!.amount).toHaveLength(61);
    expect(rows.at(39)!.amount).toBe(`-${'9'.repeat(58)}39`);
    expect(rows.at(39)!.balanceAfter).toHaveLength(102);
  });

  it('keeps numbers exactly: large ids, fractional and negative times', () => {
    const rows = new LedgerRows();
    const edge = ledgerRecord(Number.MAX_SAFE_INTEGER, 2 ** 31 + 5, 'ETH', 'DEPOSIT', '0', '0', -1.5);
    rows.book(edge);
    fill(rows, LEDGER_CHUNK);
    expect(rows.at(0)).toEqual(edge);
  });

  it('reads a row booked while iterating, as an array would', () => {
    const rows = new LedgerRows();
    fill(rows, LEDGER_CHUNK - 1);
    let seen = 0;
    for (const row of rows) {
      seen += 1;
      if (row.id === 1_000) rows.book(booked(LEDGER_CHUNK - 1)); // seals the first chunk
    }
    expect(seen).toBe(LEDGER_CHUNK);
    expect(rows.at(LEDGER_CHUNK - 1)).toEqual(booked(LEDGER_CHUNK - 1));
  });
});
