import type { ConnectionStatus, StreamConnectionPort } from '../../../src/application/market/ports/stream-connection.port';
import type { Unsubscribe } from '../../../src/application/shared/token';

export class FakeStreamConnection implements StreamConnectionPort {
  private current: ConnectionStatus = 'idle';
  private readonly listeners = new Set<(s: ConnectionStatus) => void>();
  reconnects = 0;

  status(): ConnectionStatus {
    return this.current;
  }

  onStatus(listener: (status: ConnectionStatus) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  connect(): void {
    if (this.current === 'idle') this.set('connecting');
  }

  reconnect(): void {
    this.reconnects++;
    this.set('connecting');
  }

  droppedFrames(): number {
    return 0;
  }

  set(status: ConnectionStatus): void {
    this.current = status;
    this.listeners.forEach((l) => l(status));
  }
}
