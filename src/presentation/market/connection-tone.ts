import type { ConnectionStatus } from '../../application/market/ports/stream-connection.port';

/** The market socket's status as a status colour (the light kit's StatusDot and antd's Badge take the same names). */
export const CONNECTION_TONE: Record<ConnectionStatus, 'default' | 'processing' | 'success' | 'warning' | 'error'> = {
  idle: 'default',
  connecting: 'processing',
  open: 'success',
  closed: 'warning',
  offline: 'error',
};

/** The socket is down: the data on screen is stale, and the badge offers to reconnect. */
export const connectionDown = (status: ConnectionStatus): boolean => status === 'offline' || status === 'closed';
