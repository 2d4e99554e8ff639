import type { MessageInstance } from 'antd/es/message/interface';
import { token } from '../../application/shared/token';

/** Something that can take antd's context-aware message instance (the toast adapter). */
export interface MessageHost {
  attach(instance: MessageInstance): void;
  /** Calls `listener` when the first toast waits for a host, so the shell loads antd only then. */
  whenNeeded(listener: () => void): () => void;
}
export const MessageHost = token<MessageHost>('MessageHost');
