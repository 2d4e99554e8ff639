import { encodeForPeriod, secondsText } from '../../../simulator/http/wire-period';

const order = {
  success: true,
  data: { rows: [{ orderId: 60780315704, price: 60, createdTime: 1752049062496, status: 'NEW', reduceOnly: false }] },
  timestamp: 1752053575184,
};

describe('the simulator answers as each period of the real API did', () => {
  it('writes milliseconds as the 2025-07 seconds strings', () => {
    expect(secondsText(1752049062496)).toBe('1752049062.496');
    expect(secondsText(1752049062006)).toBe('1752049062.006');
    expect(secondsText(0)).toBe('0');
  });

  it('2025-07: private list times in seconds strings, the rest unchanged', () => {
    const body = encodeForPeriod(order, '2025-07', '/v3/trade/orders') as typeof order;
    expect(body.data.rows[0]).toEqual({ orderId: 60780315704, price: 60, createdTime: '1752049062.496', status: 'NEW', reduceOnly: false });
    expect(body.timestamp).toBe(1752053575184);
    // a public call keeps its times in milliseconds
    expect(encodeForPeriod(order, '2025-07', '/v3/public/marketTrades')).toBe(order);
  });

  it('2025-10: every number as a string, booleans kept', () => {
    const body = encodeForPeriod(order, '2025-10', '/v3/trade/orders') as unknown as { data: { rows: unknown[] }; timestamp: unknown };
    expect(body.data.rows[0]).toEqual({
      orderId: '60780315704',
      price: '60',
      createdTime: '1752049062496',
      status: 'NEW',
      reduceOnly: false,
    });
    expect(body.timestamp).toBe('1752053575184');
    expect((encodeForPeriod({ v: 1.445e-7 }, '2025-10', '/v3/x') as { v: string }).v).toBe('0.0000001445');
  });

  it("2026-08 and the web app's own calls are unchanged", () => {
    expect(encodeForPeriod(order, '2026-08', '/v3/trade/orders')).toBe(order);
    expect(encodeForPeriod(order, '2025-10', '/usercenter/account/info')).toBe(order);
  });
});
