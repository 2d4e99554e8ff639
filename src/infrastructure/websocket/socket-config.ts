/** 3 retries, 5 s delay, 10 s ping interval, 10 s pong timeout, 100 ms send retry. */
export const MAX_RETRIES = 3;
export const RETRY_DELAY_MS = 5_000;
export const PING_INTERVAL_MS = 10_000;
export const PONG_TIMEOUT_MS = 10_000;
export const SEND_RETRY_MS = 100;
/** A socket still connecting after this long (a stuck upgrade) is dropped and retried like a failed one. */
export const HANDSHAKE_TIMEOUT_MS = 10_000;

/** Exchange limit: at most 20 topics in one SUBSCRIBE request (exchange-facts.md). */
export const MAX_TOPICS_PER_REQUEST = 20;

/** Subscribed on every open and never unsubscribed. */
export const TICKERS_TOPIC = 'tickers';

/** Frames longer than this are dropped unread (a full `tickers` list is a few hundred kB). */
export const MAX_FRAME_CHARS = 4_000_000;

/** Close codes we send ourselves: 1000 on purpose, 4000 when the server stopped answering pings. */
export const CLOSE_NORMAL = 1000;
export const CLOSE_PONG_TIMEOUT = 4000;
export const CLOSE_HANDSHAKE_TIMEOUT = 4001;
/** The browser's code for a connection that ended without a close frame; the socket relay reports it too (ADR 0042). */
export const CLOSE_ABNORMAL = 1006;
