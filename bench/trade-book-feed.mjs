// In-page synthetic order book and trades for the trade page benchmarks. Wraps window.WebSocket: the
// real socket to the simulator carries every other topic (tickers, klines, mark price…), but `<symbol>@orderbookupdate`
// and `<symbol>@trade` are answered here, so the rate is exact: `window.__book.rate` deltas a second (each changing
// `levelsPerDelta` levels of a 50-a-side book, in the exchange's `{topic, ts, data: {symbol, prevTs, bids, asks}}`
// shape) and `tradeRate` trades a second. `window.__book.snapshot()` is the book's REST snapshot at the last delta
// (the benchmark answers `/v3/public/orderbook` with it), so the app's own sync recipe starts the chain from it.
// Arrival times of the deltas are kept; a MutationObserver on the book panel's `data-book-ts` turns them into
// arrival-to-paint latencies (the rAF after the DOM change runs after that change was painted: an upper bound).
export function installBookFeed({ symbol, tick, step, mid, levels, levelsPerDelta, rate, tradeRate }) {
  const decimalsOf = (t) => (String(t).split('.')[1] ?? '').length;
  const priceDecimals = decimalsOf(tick);
  const sizeDecimals = decimalsOf(step);
  const midTicks = Math.round(mid / tick);
  // Level i (0 = best) of each side: ticks from the mid; sizes in steps.
  const bids = Array.from({ length: levels }, (_, i) => ({ ticks: midTicks - 1 - i, steps: 1 + ((i * 37) % 400) }));
  const asks = Array.from({ length: levels }, (_, i) => ({ ticks: midTicks + 1 + i, steps: 1 + ((i * 53) % 400) }));
  const priceOf = (ticks) => Number((ticks * tick).toFixed(priceDecimals));
  const sizeOf = (steps) => Number((steps * step).toFixed(sizeDecimals));
  let seed = 12345;
  const random = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296;
  const topics = { book: `${symbol}@orderbookupdate`, trade: `${symbol}@trade` };
  const feed = {
    rate,
    tradeRate,
    sent: 0,
    trades: 0,
    ts: Date.now(),
    latencies: [],
    pending: [],
    sockets: [],
    snapshot: () => ({
      ts: feed.ts,
      bids: bids.map((l) => ({ price: priceOf(l.ticks), quantity: sizeOf(l.steps) })),
      asks: asks.map((l) => ({ price: priceOf(l.ticks), quantity: sizeOf(l.steps) })),
    }),
  };
  window.__book = feed;
  const RealWebSocket = window.WebSocket;

  /** The app's socket: the real one, minus the two topics this feed answers. */
  class WrappedSocket {
    constructor(url) {
      this.onopen = this.onmessage = this.onclose = this.onerror = null;
      this.held = new Set();
      this.real = new RealWebSocket(url);
      this.real.onopen = (e) => this.onopen?.(e);
      this.real.onclose = (e) => {
        feed.sockets = feed.sockets.filter((s) => s !== this);
        this.onclose?.(e);
      };
      this.real.onerror = (e) => this.onerror?.(e);
      this.real.onmessage = (e) => {
        if (typeof e.data === 'string' && (e.data.includes(topics.book) || e.data.includes(topics.trade))) return;
        this.onmessage?.(e);
      };
      feed.sockets.push(this);
    }
    get readyState() {
      return this.real.readyState;
    }
    deliver(obj) {
      this.onmessage?.({ data: JSON.stringify(obj) });
    }
    send(text) {
      const cmd = JSON.parse(text);
      const ours = (cmd.params ?? []).filter((t) => t === topics.book || t === topics.trade);
      if (ours.length > 0 && (cmd.cmd === 'SUBSCRIBE' || cmd.cmd === 'UN_SUBSCRIBE')) {
        for (const t of ours) cmd.cmd === 'SUBSCRIBE' ? this.held.add(t) : this.held.delete(t);
        const rest = cmd.params.filter((t) => !ours.includes(t));
        if (rest.length > 0) this.real.send(JSON.stringify({ ...cmd, params: rest }));
        setTimeout(() => this.deliver({ event: cmd.cmd, params: ours, success: true, ts: Date.now() }), 0);
        return;
      }
      this.real.send(text);
    }
    close(code, reason) {
      this.real.close(code, reason);
    }
  }
  WrappedSocket.CONNECTING = 0;
  WrappedSocket.OPEN = 1;
  WrappedSocket.CLOSING = 2;
  WrappedSocket.CLOSED = 3;
  window.WebSocket = WrappedSocket;

  /** One delta: `levelsPerDelta` levels, mostly near the top; a size of 0 removes a level, which comes back at the far end. */
  const delta = () => {
    const changed = { bids: [], asks: [] };
    for (let k = 0; k < levelsPerDelta; k++) {
      const name = random() < 0.5 ? 'bids' : 'asks';
      const side = name === 'bids' ? bids : asks;
      const i = Math.floor(random() * random() * side.length);
      const level = side[i];
      if (random() < 0.1 && i > 0 && i < side.length - 1) {
        // Removed, and a new level appears one tick beyond the last: the side keeps its 50 levels.
        changed[name].push([priceOf(level.ticks), 0]);
        side.splice(i, 1);
        const last = side[side.length - 1];
        const added = { ticks: last.ticks + (name === 'bids' ? -1 : 1), steps: 1 + Math.floor(random() * 400) };
        side.push(added);
        changed[name].push([priceOf(added.ticks), sizeOf(added.steps)]);
      } else {
        level.steps = 1 + Math.floor(random() * 400);
        changed[name].push([priceOf(level.ticks), sizeOf(level.steps)]);
      }
    }
    return changed;
  };

  let last = performance.now();
  let carry = 0;
  let tradeCarry = 0;
  const pump = () => {
    const now = performance.now();
    const elapsed = now - last;
    last = now;
    const sockets = feed.sockets.filter((s) => s.readyState === 1);
    if (sockets.length === 0) return;
    carry += (feed.rate * elapsed) / 1000;
    tradeCarry += (feed.tradeRate * elapsed) / 1000;
    while (carry >= 1) {
      carry -= 1;
      const prevTs = feed.ts;
      feed.ts = Math.max(prevTs + 1, Date.now());
      const { bids: b, asks: a } = delta();
      const text = { topic: topics.book, ts: feed.ts, data: { symbol, prevTs, bids: b, asks: a } };
      for (const s of sockets) if (s.held.has(topics.book)) s.deliver(text);
      feed.pending.push([feed.ts, performance.now()]);
      feed.sent++;
    }
    while (tradeCarry >= 1) {
      tradeCarry -= 1;
      const buy = random() < 0.5;
      const level = buy ? asks[0] : bids[0];
      const data = {
        symbol,
        price: priceOf(level.ticks),
        size: sizeOf(1 + Math.floor(random() * 20)),
        side: buy ? 'BUY' : 'SELL',
        source: 0,
      };
      for (const s of sockets) if (s.held.has(topics.trade)) s.deliver({ topic: topics.trade, ts: Date.now(), data });
      feed.trades++;
    }
  };
  setInterval(pump, 1);

  let pendingFrom = 0;
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.attributeName !== 'data-book-ts') continue;
      const drawn = Number(r.target.getAttribute('data-book-ts'));
      const done = [];
      while (pendingFrom < feed.pending.length && feed.pending[pendingFrom][0] <= drawn) done.push(feed.pending[pendingFrom++][1]);
      if (pendingFrom > 500) {
        feed.pending.splice(0, pendingFrom);
        pendingFrom = 0;
      } // the soak reads the heap: keep this small
      if (done.length > 0)
        requestAnimationFrame(() => {
          const t = performance.now();
          for (const at of done) feed.latencies.push(t - at);
        });
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-book-ts'] });
  // Latencies are only kept while a measurement reads them (the soak must not grow the page's heap itself).
  setInterval(() => {
    if (!feed.measuring) feed.latencies.length = 0;
  }, 1000);
}
