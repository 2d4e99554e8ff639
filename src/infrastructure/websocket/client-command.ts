import { MAX_TOPICS_PER_REQUEST } from './socket-config';

/** Client → server (docs/protocol.md); `ts` is stamped when the frame actually leaves. */
export interface ClientCommand {
  readonly cmd: 'PING' | 'PONG' | 'SUBSCRIBE' | 'UN_SUBSCRIBE';
  readonly params?: readonly string[];
}

/** One SUBSCRIBE / UN_SUBSCRIBE per group of at most 20 topics. */
export function topicCommands(cmd: 'SUBSCRIBE' | 'UN_SUBSCRIBE', topics: readonly string[]): ClientCommand[] {
  const commands: ClientCommand[] = [];
  for (let i = 0; i < topics.length; i += MAX_TOPICS_PER_REQUEST) {
    commands.push({ cmd, params: topics.slice(i, i + MAX_TOPICS_PER_REQUEST) });
  }
  return commands;
}

export function encodeCommand(command: ClientCommand, ts: number): string {
  return JSON.stringify({ ...command, ts });
}
