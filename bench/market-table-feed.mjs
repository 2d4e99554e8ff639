// In-page synthetic market stream for the table benchmarks: replaces window.WebSocket with a socket that
// answers like the exchange (acks, PONG, a 500-symbol tickers list) and pumps best bid/ask frames at
// window.__feed.rate updates/s, `perFrame` updates per frame. Arrival times of unpainted updates are
// kept per symbol; a MutationObserver on the table's bid cells turns them into update-to-paint latencies.
export function installFeed({ symbols, perFrame }) {
  const list = Array.from({ length: symbols }, (_, i) => `SPOT_B${i}_USDT`);
  const feed = { rate: 0, sent: 0, latencies: [], pending: new Map(), sockets: [] };
  window.__feed = feed;
  const RealWebSocket = window.WebSocket;
  class FeedSocket extends EventTarget {
    constructor(url) {
      super();
      this.url = url;
      this.readyState = 0;
      this.onopen = this.onmessage = this.onclose = this.onerror = null;
      feed.sockets.push(this);
      setTimeout(() => {
        this.readyState = 1;
        this.onopen?.({ type: 'open' });
      }, 10);
    }
    deliver(obj) {
      this.onmessage?.({ data: JSON.stringify(obj) });
    }
    send(text) {
      const cmd = JSON.parse(text);
      if (cmd.cmd === 'PING') this.deliver({ event: 'PONG', ts: Date.now() });
      if (cmd.cmd === 'SUBSCRIBE') {
        this.deliver({ event: 'SUBSCRIBE', params: cmd.params, success: true, ts: Date.now() });
        if (cmd.params.includes('tickers'))
          this.deliver({
            topic: 'tickers',
            ts: Date.now(),
            data: list.map((symbol, i) => ({
              symbol,
              open: 100,
              close: 100 + (i % 7),
              high: 110,
              low: 90,
              volume: 1000,
              amount: 1e6 - i,
              count: 10,
            })),
          });
      }
    }
    close() {
      this.readyState = 3;
    }
  }
  FeedSocket.CONNECTING = 0;
  FeedSocket.OPEN = 1;
  FeedSocket.CLOSING = 2;
  FeedSocket.CLOSED = 3;
  window.WebSocket = FeedSocket;
  window.__RealWebSocket = RealWebSocket;
  let last = performance.now();
  let carry = 0;
  let ts = Date.now();
  let n = 0;
  const pump = () => {
    const now = performance.now();
    carry += (feed.rate * (now - last)) / 1000;
    last = now;
    const socket = feed.sockets[feed.sockets.length - 1];
    if (!socket || socket.readyState !== 1) return;
    while (carry >= perFrame) {
      carry -= perFrame;
      const data = [];
      for (let k = 0; k < perFrame; k++) {
        const symbol = list[(n++ * 7919) % list.length];
        const bid = 100 + (n % 1000) / 100;
        data.push({ symbol, bid, bidSize: 1 + (n % 50), ask: bid + 0.01, askSize: 2 });
        if (!feed.pending.has(symbol)) feed.pending.set(symbol, performance.now());
      }
      ts = Math.max(ts + 1, Date.now());
      socket.deliver({ topic: 'bbos', ts, data });
      feed.sent += perFrame;
    }
  };
  setInterval(pump, 1);
  new MutationObserver((records) => {
    const seen = new Set();
    for (const r of records) {
      const el = r.target.nodeType === 1 ? r.target : r.target.parentElement;
      const cell = el?.closest?.('[data-testid^="bid-"]');
      if (cell) seen.add(cell.getAttribute('data-testid').slice(4));
    }
    for (const symbol of seen) {
      const at = feed.pending.get(symbol);
      if (at === undefined) continue;
      feed.pending.delete(symbol);
      // The rAF after the DOM change runs after that change was painted: an upper bound of update-to-paint.
      requestAnimationFrame(() => feed.latencies.push(performance.now() - at));
    }
  }).observe(document, { subtree: true, childList: true, characterData: true });
}
