import type { Result } from '../../../domain/shared/result';
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
} from '../../../domain/security/security-records';
import { token } from '../../shared/token';
import type { TradeFailure } from '../../../domain/shared/trade-failure';

/** The security centre's calls (`/usercenter/account/*`, docs/protocol.md "Account security"); refusals keep the exchange's message. */
export interface SecurityApiPort {
  /** `security_checking`. */
  status(): Promise<Result<SecurityStatus, TradeFailure>>;
  /** `need_safe_check`: whether this kind of action asks for a 2FA code now. */
  needSafeCheck(type: SafeCheckType): Promise<Result<boolean, TradeFailure>>;
  /** `otpauth` then `genQrCode`: the key to scan; undefined when 2FA is already on. */
  totpSetup(): Promise<Result<TotpSetup | undefined, TradeFailure>>;
  /** `POST otpauth`: the 10 recovery codes. */
  enableTotp(code: string): Promise<Result<string[], TradeFailure>>;
  /** `DELETE otpauth`. */
  disableTotp(check: SafeCheck): Promise<Result<void, TradeFailure>>;
  antiPhishingCode(): Promise<Result<string | null, TradeFailure>>;
  /** `POST anti_phishing_code` (a code) or `DELETE` (null). */
  setAntiPhishingCode(code: string | null, check: SafeCheck): Promise<Result<void, TradeFailure>>;
  createPassword(kind: PasswordKind, password: string, check: SafeCheck): Promise<Result<void, TradeFailure>>;
  changePassword(kind: PasswordKind, oldPassword: string, password: string, check: SafeCheck): Promise<Result<void, TradeFailure>>;
  deletePassword(kind: PasswordKind, password: string, check: SafeCheck): Promise<Result<void, TradeFailure>>;
  /** `POST trade_pwd_setting`: ask the trade password when placing orders, on or off (the password confirms it). */
  setTradePasswordOnOrder(on: boolean, password: string): Promise<Result<void, TradeFailure>>;
  /** `check_trade_pwd`. */
  checkTradePassword(password: string): Promise<Result<void, TradeFailure>>;
  devices(): Promise<Result<SignedInDevice[], TradeFailure>>;
  /** `del_device`: ends that device's session. */
  removeDevice(id: number, check: SafeCheck): Promise<Result<void, TradeFailure>>;
  /** `user_login_activity` / `user_security_activity`. */
  activity(
    kind: ActivityKind,
    query: { from?: number; to?: number; page: number; size: number },
  ): Promise<Result<Paged<ActivityRow>, TradeFailure>>;
  /** The local environment's mail outbox (only the simulator with its control surface answers). */
  outbox(): Promise<Result<OutboxMail[], TradeFailure>>;
}
export const SecurityApiPort = token<SecurityApiPort>('SecurityApiPort');
