import type { Container } from 'inversify';
import { ConvertFunds } from '../../application/convert/convert-funds.use-case';
import { ConvertApiPort } from '../../application/convert/ports/convert-api.port';
import type { AppConfig } from '../../application/shared/app-config';
import { RestConvertApi } from '../../infrastructure/convert/rest-convert-api.adapter';
import { ConvertStore } from '../../presentation/convert/convert.store';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';
import type { Overrides } from '../overrides';

/** Convert: the `/v3/convert/*` calls, the use case, and the page's store (it reads balances from the trade module). */
export function bindConvert(c: Container, _config: AppConfig, o: Overrides): void {
  bindPort(c, ConvertApiPort, o, RestConvertApi);
  c.bind(ConvertFunds).toSelf().inTransientScope();
  c.bind(ConvertStore).toSelf().inSingletonScope();
}

export default capabilityModule('convert', bindConvert);
