/**
 * Run by stream-ccxt-pro.spec.ts in a child process (ccxt loads ESM-only dependencies that jest's CommonJS runtime
 * cannot require): CCXT pro's woo client, unchanged, pointed at a running simulator, its websocket URLs being the
 * exchange's paths under our host (`{ws.public}/{uid}`, `{ws.private}/{uid}`).
 *   node --import @swc-node/register/esm-register ccxt-pro-probe.ts <simUrl> <apiKey> <secret> <applicationId>
 * Prints one JSON line: what watchTicker, watchOrderBook, watchTrades, watchOHLCV, watchBalance and watchOrders gave.
 */
import ccxt from 'ccxt';
import { createHmac } from 'node:crypto';

const [simUrl, apiKey, secret, uid] = process.argv.slice(2);
const exchange = new ccxt.pro.woo({ apiKey, secret, uid, enableRateLimit: false });
const ws = simUrl.replace('http', 'ws');
exchange.urls.api = {
  pub: `${simUrl}/api`, public: `${simUrl}/api`, private: `${simUrl}/api`,
  ws: { public: `${ws}/ws/stream`, private: `${ws}/v2/ws/private/stream` },
};
// currencies come from /v1/public/token (another engineer's call); markets from /v3/public/instruments are enough here
exchange.has.fetchCurrencies = false;

/** A v3 order signed the exchange's way (the probe's own REST call; CCXT's REST is another engineer's suite). */
async function placeOrder(body: Record<string, unknown>): Promise<{ orderId: number }> {
  const text = JSON.stringify(body);
  const ts = String(Date.now());
  const signature = createHmac('sha256', secret).update(`${ts}POST/v3/trade/order${text}`).digest('hex');
  const response = await fetch(`${simUrl}/api/v3/trade/order`, {
    method: 'POST', body: text, headers: { 'content-type': 'application/json', 'x-api-key': apiKey, 'x-api-timestamp': ts, 'x-api-signature': signature },
  });
  const json = await response.json() as { success: boolean; data: { orderId: number } };
  if (!json.success) throw new Error(`order refused: ${JSON.stringify(json)}`);
  return json.data;
}

const result: Record<string, unknown> = {};
try {
  await exchange.loadHttpProxyAgent(); // CCXT needs node's http agent for plain ws:// URLs
  await exchange.loadMarkets();
  const ticker = await exchange.watchTicker('BTC/USDT');
  result.ticker = { symbol: ticker.symbol, open: ticker.open, high: ticker.high, low: ticker.low, close: ticker.close, baseVolume: ticker.baseVolume };
  const book = await exchange.watchOrderBook('ETH/USDT:USDT');
  result.book = { symbol: book.symbol, bids: book.bids.length, asks: book.asks.length, bestBid: book.bids[0]?.[0], bestAsk: book.asks[0]?.[0], timestamp: book.timestamp };
  const trades = await exchange.watchTrades('BTC/USDT:USDT');
  const t = trades[trades.length - 1];
  result.trade = { symbol: t.symbol, side: t.side, price: t.price, amount: t.amount, cost: t.cost, timestamp: t.timestamp };
  const candles = await exchange.watchOHLCV('BTC/USDT', '1m');
  result.candle = candles[candles.length - 1];

  const balanceWatch = exchange.watchBalance();
  const ordersWatch = exchange.watchOrders('BTC/USDT');
  await new Promise((resolve) => setTimeout(resolve, 500)); // both subscriptions acked before the order
  const top = await (await fetch(`${simUrl}/api/v3/public/orderbook?symbol=SPOT_BTC_USDT&maxLevel=1`)).json() as { data: { bids: { price: number }[] } };
  const price = Math.round(top.data.bids[0].price - 100);
  const placed = await placeOrder({ symbol: 'SPOT_BTC_USDT', side: 'BUY', type: 'LIMIT', price, quantity: 0.001 });
  const orders = await ordersWatch;
  const o = orders[orders.length - 1];
  result.placed = { orderId: placed.orderId, price };
  result.order = { id: o.id, symbol: o.symbol, side: o.side, type: o.type, price: o.price, amount: o.amount, filled: o.filled, status: o.status };
  const balance = await balanceWatch;
  result.balance = balance.USDT;
} catch (error) {
  result.error = String(error);
} finally {
  await exchange.close();
}
process.stdout.write(`${JSON.stringify(result)}\n`);
