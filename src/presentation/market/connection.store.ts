import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable } from 'mobx';
import { StreamConnectionPort, type ConnectionStatus } from '../../application/market/ports/stream-connection.port';
import type { Unsubscribe } from '../../application/shared/token';

/** Mirrors the market socket's status for the header badge. */
@injectable()
export class ConnectionStore {
  status: ConnectionStatus = 'idle';
  private stop: Unsubscribe | undefined = undefined;

  constructor(@inject(StreamConnectionPort) private readonly connection: StreamConnectionPort) {
    makeObservable<ConnectionStore, 'stop' | 'connection'>(this, {
      status: observable,
      stale: computed,
      setStatus: action,
      stop: false,
      connection: false,
    });
  }

  /** Data is stale whenever the socket is not open. */
  get stale(): boolean {
    return this.status !== 'open';
  }

  start(): void {
    if (this.stop) return;
    this.setStatus(this.connection.status());
    this.stop = this.connection.onStatus((status) => this.setStatus(status));
    this.connection.connect();
  }

  setStatus(status: ConnectionStatus): void {
    this.status = status;
  }

  reconnect(): void {
    this.connection.reconnect();
  }

  dispose(): void {
    this.stop?.();
    this.stop = undefined;
  }
}
