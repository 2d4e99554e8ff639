import { plainCopy } from '../../../../simulator/trading/writer';

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
