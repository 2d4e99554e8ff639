import { token } from '../../application/shared/token';

export type SocketDevice = 'web' | 'mobile';

/** Where the public market stream lives: the configured base (`newWsUrl`) and the device parameter. */
export interface PublicSocketOptions {
  readonly url: string;
  readonly device: SocketDevice;
}
export const PublicSocketOptions = token<PublicSocketOptions>('PublicSocketOptions');

/** `wss://host/ws/stream` + `web` → `wss://host/ws/stream?device=web`. */
export function streamUrl({ url, device }: PublicSocketOptions): string {
  return `${url}${url.includes('?') ? '&' : '?'}device=${encodeURIComponent(device)}`;
}
