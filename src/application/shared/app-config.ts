import type { Result } from '../../domain/shared/result';
import { token } from './token';
import type { EnvironmentName, ExternalLinks, HostedSettings } from '../../domain/config/environment-table';

export { ENVIRONMENTS, type EnvironmentName } from '../../domain/config/environment-names';
export type { ExternalLinks } from '../../domain/config/environment-table';

/** Everything that differs between environments. Validated before boot. */
export interface AppConfig extends HostedSettings {
  readonly environment: EnvironmentName;
  readonly links: ExternalLinks;
}
export const AppConfig = token<AppConfig>('AppConfig');

/** The runtime configuration, read and validated once for both phases of the boot (docs/adr/0010). */
export type AppConfigSource = () => Promise<Result<AppConfig, readonly string[]>>;
