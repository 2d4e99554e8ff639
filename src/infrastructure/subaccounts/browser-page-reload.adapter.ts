import { injectable } from 'inversify';
import type { PageReloadPort } from '../../application/subaccounts/ports/sub-accounts-api.port';

/** Opens the path as a new page load, so every store starts afresh with the session's (new) account. */
@injectable()
export class BrowserPageReload implements PageReloadPort {
  reloadAt(path: string): void {
    window.location.assign(path);
  }
}
