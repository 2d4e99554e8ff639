import type { SecurityApiPort } from '../../../src/application/security/ports/security-api.port';
import type { TradeFailure } from '../../../src/domain/shared/trade-failure';
import type {
  ActivityRow,
  OutboxMail,
  Paged,
  SafeCheck,
  SecurityStatus,
  SignedInDevice,
  TotpSetup,
} from '../../../src/domain/security/security-records';
import { securityLevel } from '../../../src/domain/security/security-rules';
import { err, ok, type Result } from '../../../src/domain/shared/result';

const refused = (message: string): Result<never, TradeFailure> => err({ kind: 'refused', code: -1005, message, status: 400 });

/** The security calls in memory: 2FA takes the code "123456", passwords are kept as typed; every change is a SECURITY row. */
export class FakeSecurityApi implements SecurityApiPort {
  totp = false;
  antiPhishing: string | null = null;
  passwords: { trade?: string; withdraw?: string } = {};
  devicesList: SignedInDevice[] = [{ id: 1, deviceName: 'Chrome on macOS', ip: '127.0.0.1', loginTime: 0, lastSeenTime: 0, current: true }];
  rows: ActivityRow[] = [];
  mails: OutboxMail[] = [];
  readonly calls: string[] = [];

  private change(type: string): void {
    this.rows.unshift({ id: this.rows.length + 1, type, ip: '127.0.0.1', deviceName: 'Chrome on macOS', createdTime: 0 });
  }

  private checked(check: SafeCheck): boolean {
    return !this.totp || check.totp === '123456';
  }

  async status(): Promise<Result<SecurityStatus, TradeFailure>> {
    const o = {
      otpauth: this.totp,
      antiPhishingCode: this.antiPhishing !== null,
      tradePwd: this.passwords.trade !== undefined,
      withdrawPwd: this.passwords.withdraw !== undefined,
    };
    return ok({
      ...o,
      tradePwdOnOrder: this.tradePwdOnOrder && this.passwords.trade !== undefined,
      recoveryCodesLeft: this.totp ? 10 : 0,
      withdrawLockUntil: 0,
      ...securityLevel(o),
    });
  }
  async needSafeCheck(type: string): Promise<Result<boolean, TradeFailure>> {
    this.calls.push(`need_safe_check ${type}`);
    return ok(this.totp);
  }
  async totpSetup(): Promise<Result<TotpSetup | undefined, TradeFailure>> {
    return ok(
      this.totp
        ? undefined
        : { secret: 'JBSWY3DPEHPK3PXP', uri: 'otpauth://totp/WOO%20X:a?secret=JBSWY3DPEHPK3PXP', qrCode: 'data:image/png;base64,AA==' },
    );
  }
  async enableTotp(code: string): Promise<Result<string[], TradeFailure>> {
    this.calls.push(`enableTotp ${code}`);
    if (code !== '123456') return refused('code: wrong code (4 tries left)');
    this.totp = true;
    this.change('ENABLE_2FA');
    return ok(Array.from({ length: 10 }, (_v, i) => `ABCD-EFGH-JKLM-NP${String(i).padStart(2, '2')}`));
  }
  async disableTotp(check: SafeCheck): Promise<Result<void, TradeFailure>> {
    if (!this.checked(check)) return refused('totp: wrong code (4 tries left)');
    this.totp = false;
    this.change('DISABLE_2FA');
    return ok(undefined);
  }
  async antiPhishingCode(): Promise<Result<string | null, TradeFailure>> {
    return ok(this.antiPhishing);
  }
  async setAntiPhishingCode(code: string | null, check: SafeCheck): Promise<Result<void, TradeFailure>> {
    if (!this.checked(check)) return refused('totp: wrong code (4 tries left)');
    this.antiPhishing = code;
    this.change(code === null ? 'DELETE_ANTI_PHISHING_CODE' : 'SET_ANTI_PHISHING_CODE');
    return ok(undefined);
  }
  async createPassword(kind: 'trade' | 'withdraw', password: string, check: SafeCheck): Promise<Result<void, TradeFailure>> {
    if (!this.checked(check)) return refused('totp: wrong code (4 tries left)');
    this.passwords[kind] = password;
    this.change(`CREATE_${kind.toUpperCase()}_PWD`);
    return ok(undefined);
  }
  async changePassword(
    kind: 'trade' | 'withdraw',
    oldPassword: string,
    password: string,
    check: SafeCheck,
  ): Promise<Result<void, TradeFailure>> {
    if (this.passwords[kind] !== oldPassword) return refused('password: wrong password (4 tries left)');
    return this.createPassword(kind, password, check);
  }
  async deletePassword(kind: 'trade' | 'withdraw', password: string): Promise<Result<void, TradeFailure>> {
    if (this.passwords[kind] !== password) return refused('password: wrong password (4 tries left)');
    delete this.passwords[kind];
    return ok(undefined);
  }
  /** "Ask the trade password when placing orders". */
  tradePwdOnOrder = false;
  async setTradePasswordOnOrder(on: boolean, password: string): Promise<Result<void, TradeFailure>> {
    if (this.passwords.trade === undefined) return refused('tradePwd: no trade password is set');
    if (this.passwords.trade !== password) return refused('password: wrong password (4 tries left)');
    this.tradePwdOnOrder = on;
    this.change(on ? 'ENABLE_TRADE_PWD_ON_ORDER' : 'DISABLE_TRADE_PWD_ON_ORDER');
    return ok(undefined);
  }
  async checkTradePassword(password: string): Promise<Result<void, TradeFailure>> {
    return this.passwords.trade === password ? ok(undefined) : refused('password: wrong password (4 tries left)');
  }
  async devices(): Promise<Result<SignedInDevice[], TradeFailure>> {
    return ok(this.devicesList);
  }
  async removeDevice(id: number): Promise<Result<void, TradeFailure>> {
    this.devicesList = this.devicesList.filter((d) => d.id !== id);
    this.change('REMOVE_DEVICE');
    return ok(undefined);
  }
  async activity(kind: 'login' | 'security', q: { page: number; size: number }): Promise<Result<Paged<ActivityRow>, TradeFailure>> {
    const rows = kind === 'security' ? this.rows : [];
    return ok({ rows: rows.slice((q.page - 1) * q.size, q.page * q.size), total: rows.length, page: q.page, size: q.size });
  }
  async outbox(): Promise<Result<OutboxMail[], TradeFailure>> {
    return ok(this.mails);
  }
}
