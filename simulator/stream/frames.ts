import { z } from 'zod';

const clientFrameSchema = z.object({
  cmd: z.enum(['PING', 'PONG', 'SUBSCRIBE', 'UN_SUBSCRIBE']),
  params: z.array(z.string().max(100)).optional(),
  ts: z.number().optional(),
});
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Parses a client text frame; a malformed one gives the message of the ERROR event. */
export function parseClientFrame(text: string): { ok: true; frame: ClientFrame } | { ok: false; message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: 'frame is not valid JSON' };
  }
  const parsed = clientFrameSchema.safeParse(raw);
  if (parsed.success) return { ok: true, frame: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue.path.length > 0 ? issue.path.join('.') : 'frame';
  return { ok: false, message: `invalid ${field}: ${issue.message}` };
}

export const dataFrame = (topic: string, ts: number, data: unknown): string => JSON.stringify({ topic, ts, data });

export const pongFrame = (ts: number): string => JSON.stringify({ event: 'PONG', ts });
export const pingFrame = (ts: number): string => JSON.stringify({ event: 'PING', ts });
export const errorFrame = (message: string): string => JSON.stringify({ event: 'ERROR', message });

export function ackFrame(event: 'SUBSCRIBE' | 'UN_SUBSCRIBE', params: readonly string[], ts: number, refusal?: string): string {
  return JSON.stringify(
    refusal === undefined ? { event, params, success: true, ts } : { event, params, success: false, message: refusal, ts },
  );
}

/** What `/__control/ws/malformed` sends, in turn: broken JSON, wrong shapes, wrong types. */
export const MALFORMED_FRAMES: readonly string[] = [
  '{"topic":"tickers","ts":',
  'not json at all',
  '{"topic":"bbos","ts":1,"data":"oops"}',
  '{"event":42}',
  '[]',
  '{"topic":"tickers","ts":"yesterday","data":[{"symbol":7}]}',
  '',
];
