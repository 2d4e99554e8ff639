/** A private stream message for one account: `{topic, ts, data}` is what the socket sends. */
export interface TradingEvent {
  readonly userId: number;
  readonly topic: 'executionreport' | 'balance' | 'position' | 'algoexecutionreportv2';
  readonly ts: number;
  readonly data: unknown;
}

/** Where the engine's private messages go (the private stream hub); `wants` skips building unwatched messages. */
export interface TradingEventSink {
  wants(userId: number): boolean;
  publish(event: TradingEvent): void;
}

/** JSON number of a decimal string (the wire carries numbers, as the real exchange does). */
export const num = (value: string | null | undefined): number =>
  value === null || value === undefined || value === '' ? 0 : Number(value);
