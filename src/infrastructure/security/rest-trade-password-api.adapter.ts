import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { TradePasswordApiPort } from '../../application/security/ports/order-password.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type { Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { tradeCall } from '../http/trade-call';

const setting = z.object({ askOnOrder: z.boolean() });
const checked = z.object({ valid: z.literal(true) });

/** `GET /usercenter/account/trade_pwd_setting` and `POST check_trade_pwd`, with the session's bearer. */
@injectable()
export class RestTradePasswordApi implements TradePasswordApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  askOnOrder(): Promise<Result<boolean, TradeFailure>> {
    return tradeCall(this.api, 'GET', '/usercenter/account/trade_pwd_setting', setting, (d) => d.askOnOrder);
  }

  check(password: string): Promise<Result<void, TradeFailure>> {
    return tradeCall(this.api, 'POST', '/usercenter/account/check_trade_pwd', checked, () => undefined, { body: { password } });
  }
}
