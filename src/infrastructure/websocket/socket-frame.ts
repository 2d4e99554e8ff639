import * as z from 'zod/mini';
import { MAX_FRAME_CHARS } from './socket-config';

const name = z.string().check(z.minLength(1), z.maxLength(200));
const timestamp = z.int().check(z.gte(0), z.lte(1e15));

/** "Websocket message". Unknown keys are stripped; `data` is left to the topic's own schema. */
const frameSchema = z.object({
  event: z.optional(name),
  cmd: z.optional(name),
  topic: z.optional(name),
  ts: z.optional(timestamp),
  data: z.optional(z.unknown()),
  params: z.optional(z.array(z.string().check(z.maxLength(200))).check(z.maxLength(1000))),
  success: z.optional(z.boolean()),
  message: z.optional(z.string().check(z.maxLength(10_000))),
});

export type SocketFrame = z.infer<typeof frameSchema>;

/** A server event (`PONG`, `PING`, acks…): the name is `event`, or `cmd` for servers that echo it. */
export interface EventFrame {
  readonly kind: 'event';
  readonly name: string;
  readonly frame: SocketFrame;
}
/** A data frame of a topic; `ts` is required. */
export interface TopicFrame {
  readonly kind: 'topic';
  readonly topic: string;
  readonly ts: number;
  readonly data: unknown;
}
export interface RejectedFrame {
  readonly kind: 'rejected';
  readonly reason: string;
}
export type ParsedFrame = EventFrame | TopicFrame | RejectedFrame;

/** Reads one raw websocket message. Never throws: anything unreadable comes back as `rejected`. */
export function parseFrame(raw: unknown): ParsedFrame {
  if (typeof raw !== 'string') return rejected('not text');
  if (raw.length > MAX_FRAME_CHARS) return rejected('too large');
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return rejected('not JSON');
  }
  const fast = plainTopicFrame(json);
  if (fast) return fast;
  const parsed = frameSchema.safeParse(json);
  if (!parsed.success) return rejected('bad envelope');
  const frame = parsed.data;
  const eventName = frame.event ?? frame.cmd;
  if (eventName !== undefined) return { kind: 'event', name: eventName, frame };
  if (frame.topic === undefined) return rejected('neither event nor topic');
  if (frame.ts === undefined) return rejected('data frame without ts');
  return { kind: 'topic', topic: frame.topic, ts: frame.ts, data: frame.data };
}

function rejected(reason: string): RejectedFrame {
  return { kind: 'rejected', reason };
}

const ENVELOPE_KEYS = new Set(['topic', 'ts', 'data']);

/**
 * Hot path for the common data frame `{topic, ts, data}`: the same checks `frameSchema` makes for
 * these keys, without building an issue list. Anything else (more keys, odd values) goes to zod.
 */
function plainTopicFrame(json: unknown): TopicFrame | undefined {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  for (const key in json) if (!ENVELOPE_KEYS.has(key)) return undefined;
  const { topic, ts, data } = json as { topic?: unknown; ts?: unknown; data?: unknown };
  if (typeof topic !== 'string' || topic.length < 1 || topic.length > 200) return undefined;
  if (typeof ts !== 'number' || !Number.isInteger(ts) || ts < 0 || ts > 1e15) return undefined;
  return { kind: 'topic', topic, ts, data };
}
