import { z } from 'zod';

/**
 * The exchange's v2 websocket form (docs/protocol.md "Public websocket v2", as CCXT pro reads it): the client sends
 * `{id, event: subscribe|unsubscribe|ping|pong, topic}`; acks echo the id as a string.
 */
const v2FrameSchema = z.object({
  id: z.union([z.string().max(64), z.number().int()]).optional(),
  event: z.enum(['subscribe', 'unsubscribe', 'ping', 'pong']),
  topic: z.string().max(100).optional(),
});
export type V2ClientFrame = z.infer<typeof v2FrameSchema>;

/** Parses a client text frame; a malformed one gives the `errorMsg` of the error frame. */
export function parseV2Frame(text: string): { ok: true; frame: V2ClientFrame } | { ok: false; message: string } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { ok: false, message: 'frame is not valid JSON' };
  }
  const parsed = v2FrameSchema.safeParse(raw);
  if (parsed.success) return { ok: true, frame: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: `invalid ${issue.path.join('.') || 'frame'}: ${issue.message}` };
}

/** The id as the exchange echoes it (a string), absent when the client sent none. */
export const echoId = (id: string | number | undefined): string | undefined => (id === undefined ? undefined : String(id));

/** `{id, event, success: true, ts, data: topic}`, or `{id, event, success: false, ts, errorMsg}` on refusal. */
export function v2AckFrame(
  id: string | number | undefined,
  event: string,
  topic: string | undefined,
  ts: number,
  refusal?: string,
): string {
  return JSON.stringify(
    refusal === undefined
      ? { id: echoId(id), event, success: true, ts, data: topic }
      : { id: echoId(id), event, success: false, ts, errorMsg: refusal },
  );
}

export const v2PingFrame = (ts: number): string => JSON.stringify({ event: 'ping', ts });
export const v2PongFrame = (ts: number): string => JSON.stringify({ event: 'pong', ts });
export const v2ErrorFrame = (message: string, ts: number): string =>
  JSON.stringify({ event: 'error', success: false, ts, errorMsg: message });
