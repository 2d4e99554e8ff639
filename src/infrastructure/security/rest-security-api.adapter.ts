import { inject, injectable } from 'inversify';
import type * as z from 'zod/mini';
import type { SecurityApiPort } from '../../application/security/ports/security-api.port';
import type { TradeFailure } from '../../domain/shared/trade-failure';
import type {
  ActivityKind,
  ActivityRow,
  OutboxMail,
  Paged,
  PasswordKind,
  SafeCheck,
  SafeCheckType,
  SecurityStatus,
  SignedInDevice,
  TotpSetup,
} from '../../domain/security/security-records';
import { err, ok, type Result } from '../../domain/shared/result';
import { ApiClient } from '../http/api-client';
import { tradeCall, type CallMethod, type CallOptions } from '../http/trade-call';
import {
  activityPage,
  antiPhishingData,
  anyData,
  devicePage,
  enabledData,
  otpauthData,
  outboxData,
  qrCodeData,
  safeCheckData,
  statusData,
  tradePwdSettingData,
} from './security.schema';

const BASE = '/usercenter/account';
const checkOf = (c: SafeCheck) => ({ ...(c.totp ? { totp: c.totp } : {}), ...(c.recoveryCode ? { recoveryCode: c.recoveryCode } : {}) });

/** The security centre over REST with the session's bearer. */
@injectable()
export class RestSecurityApi implements SecurityApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  private call<T, R>(
    method: CallMethod,
    path: string,
    schema: z.ZodMiniType<T>,
    map: (data: T) => R,
    options?: CallOptions,
  ): Promise<Result<R, TradeFailure>> {
    return tradeCall(this.api, method, `${BASE}/${path}`, schema, map, options);
  }

  status(): Promise<Result<SecurityStatus, TradeFailure>> {
    return this.call('GET', 'security_checking', statusData, (d) => d);
  }

  needSafeCheck(type: SafeCheckType): Promise<Result<boolean, TradeFailure>> {
    return this.call('GET', 'need_safe_check', safeCheckData, (d) => d.needSafeCheck, { params: { safeCheckType: type } });
  }

  async totpSetup(): Promise<Result<TotpSetup | undefined, TradeFailure>> {
    const key = await this.call('GET', 'otpauth', otpauthData, (d) => d);
    if (!key.ok) return key;
    const { secret, secretQrCode } = key.value;
    if (key.value.enabled || !secret || !secretQrCode) return ok(undefined);
    const qr = await this.call('GET', 'genQrCode', qrCodeData, (d) => d.qrCode, { params: { secretQrCode } });
    return qr.ok ? ok({ secret, uri: secretQrCode, qrCode: qr.value }) : err(qr.error);
  }

  enableTotp(code: string): Promise<Result<string[], TradeFailure>> {
    return this.call('POST', 'otpauth', enabledData, (d) => d.recoveryCodes, { body: { code } });
  }

  disableTotp(check: SafeCheck): Promise<Result<void, TradeFailure>> {
    return this.call('DELETE', 'otpauth', anyData, () => undefined, { body: checkOf(check) });
  }

  antiPhishingCode(): Promise<Result<string | null, TradeFailure>> {
    return this.call('GET', 'anti_phishing_code', antiPhishingData, (d) => d.antiPhishingCode);
  }

  setAntiPhishingCode(code: string | null, check: SafeCheck): Promise<Result<void, TradeFailure>> {
    return code === null
      ? this.call('DELETE', 'anti_phishing_code', anyData, () => undefined, { body: checkOf(check) })
      : this.call('POST', 'anti_phishing_code', anyData, () => undefined, { body: { antiPhishingCode: code, ...checkOf(check) } });
  }

  createPassword(kind: PasswordKind, password: string, check: SafeCheck): Promise<Result<void, TradeFailure>> {
    return this.call('POST', `create_${kind}_pwd`, anyData, () => undefined, { body: { password, ...checkOf(check) } });
  }

  changePassword(kind: PasswordKind, oldPassword: string, password: string, check: SafeCheck): Promise<Result<void, TradeFailure>> {
    return this.call('POST', `change_${kind}_pwd`, anyData, () => undefined, { body: { oldPassword, password, ...checkOf(check) } });
  }

  deletePassword(kind: PasswordKind, password: string, check: SafeCheck): Promise<Result<void, TradeFailure>> {
    return this.call('DELETE', `${kind}_pwd`, anyData, () => undefined, { body: { password, ...checkOf(check) } });
  }

  setTradePasswordOnOrder(on: boolean, password: string): Promise<Result<void, TradeFailure>> {
    return this.call('POST', 'trade_pwd_setting', tradePwdSettingData, () => undefined, { body: { askOnOrder: on, password } });
  }

  checkTradePassword(password: string): Promise<Result<void, TradeFailure>> {
    return this.call('POST', 'check_trade_pwd', anyData, () => undefined, { body: { password } });
  }

  devices(): Promise<Result<SignedInDevice[], TradeFailure>> {
    return this.call('GET', 'device_list', devicePage, (d) => d.rows, { params: { page: 1, size: 100 } });
  }

  removeDevice(id: number, check: SafeCheck): Promise<Result<void, TradeFailure>> {
    return this.call('DELETE', 'del_device', anyData, () => undefined, { body: { deviceId: id, ...checkOf(check) } });
  }

  activity(
    kind: ActivityKind,
    q: { from?: number; to?: number; page: number; size: number },
  ): Promise<Result<Paged<ActivityRow>, TradeFailure>> {
    const params: Record<string, number> = {
      page: q.page,
      size: q.size,
      ...(q.from === undefined ? {} : { from: q.from }),
      ...(q.to === undefined ? {} : { to: q.to }),
    };
    return this.call(
      'GET',
      kind === 'login' ? 'user_login_activity' : 'user_security_activity',
      activityPage,
      (d) => ({ rows: d.rows, total: d.meta.total, page: d.meta.currentPage, size: d.meta.recordsPerPage }),
      { params },
    );
  }

  outbox(): Promise<Result<OutboxMail[], TradeFailure>> {
    return tradeCall(this.api, 'GET', '/usercenter/dev/mail', outboxData, (d) => d.rows);
  }
}
