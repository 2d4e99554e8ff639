import { csvField, toCsv } from '../../../../../src/domain/trade/orders/csv';
import { fillsCsv, ordersCsv } from '../../../../../src/domain/trade/orders/trade-csv';
import { orderRow } from '../../../../fakes/trade/fake-trading-api';

describe('csv', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ['+1+2', "'+1+2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['-2+3', "'-2+3"],
    ['\tx', "'\tx"],
    ['-0.5', '-0.5'],
    ['-12', '-12'],
  ])('%j → %j', (input, output) => {
    expect(csvField(input)).toBe(output);
  });

  it('writes null and undefined as empty fields, booleans and numbers as text, CRLF lines', () => {
    expect(toCsv(['a', 'b', 'c', 'd'], [[null, undefined, true, 3]])).toBe('a,b,c,d\r\n,,true,3\r\n');
  });

  it('exports order rows in the column order, dates in UTC', () => {
    const csv = ordersCsv([
      orderRow({
        orderId: '7',
        clientOrderId: '42',
        createdTime: Date.UTC(2026, 0, 2, 3, 4, 5),
        price: '60000.5',
        quantity: '0.01',
        executed: '0.004',
        averageExecutedPrice: '60000.5',
        totalFee: '0.000004',
        feeAsset: 'BTC',
        status: 'PARTIAL_FILLED',
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'createdTime,symbol,side,type,status,price,quantity,amount,executed,averageExecutedPrice,totalFee,feeAsset,realizedPnl,reduceOnly,orderId,clientOrderId,orderTag',
      '2026-01-02T03:04:05.000Z,SPOT_BTC_USDT,BUY,LIMIT,PARTIAL_FILLED,60000.5,0.01,,0.004,60000.5,0.000004,BTC,0,false,7,42,default',
      '',
    ]);
  });

  it('exports fill rows', () => {
    const csv = fillsCsv([
      {
        id: '3',
        symbol: 'PERP_BTC_USDT',
        orderId: '7',
        side: 'SELL',
        executedPrice: '61000',
        executedQuantity: '0.002',
        fee: '0.061',
        feeAsset: 'USDT',
        realizedPnl: '-1.5',
        isMaker: false,
        executedTimestamp: Date.UTC(2026, 0, 2),
      },
    ]);
    expect(csv).toBe(
      'executedTimestamp,symbol,side,executedPrice,executedQuantity,fee,feeAsset,realizedPnl,isMaker,orderId,id\r\n2026-01-02T00:00:00.000Z,PERP_BTC_USDT,SELL,61000,0.002,0.061,USDT,-1.5,false,7,3\r\n',
    );
  });
});
