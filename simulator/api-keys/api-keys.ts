import { createHmac, randomBytes } from 'node:crypto';
import { expiryOf, keysLeft, labelProblem, normalisePermissions, statusAt, type ApiKeyPermission } from '../../src/domain/api-keys/api-key';
import { ipAllowed, MAX_ALLOWED_IPS, validateIpList } from '../../src/domain/api-keys/ip-list';
import {
  permissionFor,
  sameSignature,
  signaturePayload,
  SIGNATURE_WINDOW_MS,
  timestampFresh,
  v1SignaturePayloads,
} from '../../src/domain/api-keys/request-signing';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { ApiKeyRecord, ApiKeyRepository } from './api-key-repository';
import { sealerFrom, type SecretSealer } from './secret-sealer';

/** How many keys one account may hold (answered by `enable_api_key_amount`). */
export const API_KEY_CAP = 20;

/** The exchange's wording for -1001 and -1002 (its error table); the simulator adds the reason after it. */
export const WRONG_FORMAT = 'The api key or secret is in wrong format.';
export const INVALID_KEY = 'API key or secret is invalid, it may because key have insufficient permission or the key is expired/revoked.';

const invalid = (message: string) => new ApiError(ErrorCodes.InvalidParameter, message);
const wrongFormat = (reason: string) => new ApiError(ErrorCodes.InvalidSignature, `${WRONG_FORMAT} (${reason})`);
const unauthorized = (reason: string) => new ApiError(ErrorCodes.Unauthorized, `${INVALID_KEY} (${reason})`);

/** What one signed request carries, as the HTTP layer reads it. */
export interface SignedRequest {
  readonly apiKey: string;
  readonly timestamp: string | undefined;
  readonly signature: string | undefined;
  readonly method: string;
  /** The path after the API base, with its query string: `/v3/trade/orders?symbol=SPOT_BTC_USDT` (or `/v1/…`). */
  readonly requestPath: string;
  /** The matched route after the API base (`/v3/asset/wallet/withdraw`): what the permission is decided on. */
  readonly route: string;
  readonly body: string | undefined;
  readonly clientIp: string;
}

/** What the request may have signed: v3 (timestamp + METHOD + path + body) or v1 (sorted parameters | timestamp). */
function signedPayloads(request: SignedRequest, timestamp: string): string[] {
  if (!request.requestPath.startsWith('/v1/')) return [signaturePayload(timestamp, request.method, request.requestPath, request.body)];
  const at = request.requestPath.indexOf('?');
  return v1SignaturePayloads(timestamp, at < 0 ? '' : request.requestPath.slice(at + 1), request.body);
}

/** hex HMAC-SHA256(secret, payload). */
export const hmacHex = (secret: string, payload: string): string => createHmac('sha256', secret).update(payload).digest('hex');

/** The API keys of every account: create, list, edit the IP list, delete, and authenticate a signed request. */
export class ApiKeys {
  constructor(
    private readonly repository: ApiKeyRepository,
    private readonly clock: () => number,
    private readonly sealer: SecretSealer = sealerFrom(randomBytes(32)),
  ) {}

  /** A key with its secret opened (the store keeps it sealed): what the private stream's key login signs with. */
  async find(apiKey: string): Promise<ApiKeyRecord | undefined> {
    const key = await this.repository.find(apiKey);
    return key && { ...key, secret: this.sealer.open(key.secret) };
  }

  async list(userId: number): Promise<ApiKeyRecord[]> {
    return this.repository.listOf(userId);
  }

  async allowance(userId: number): Promise<{ maxAmount: number; usedAmount: number; enableAmount: number }> {
    const used = (await this.repository.listOf(userId)).length;
    return { maxAmount: API_KEY_CAP, usedAmount: used, enableAmount: keysLeft(API_KEY_CAP, used) };
  }

  async create(
    userId: number,
    input: { label: string; permissions: readonly string[]; allowedIps: readonly string[] },
  ): Promise<ApiKeyRecord> {
    const problem = labelProblem(input.label);
    if (problem)
      throw invalid(
        `label: ${problem === 'required' ? 'is required' : problem === 'tooLong' ? 'must be at most 40 characters' : 'may hold letters, digits, spaces, ".", "-" and "_" only'}`,
      );
    const permissions = normalisePermissions(input.permissions);
    if (!permissions) throw invalid('permissions: must be READ, TRADE or WITHDRAWAL');
    const ips = this.checkedIps(input.allowedIps);
    if ((await this.allowance(userId)).enableAmount === 0) throw invalid(`apiKey: at most ${API_KEY_CAP} API keys per account`);
    const now = this.clock();
    const record: ApiKeyRecord = {
      apiKey: randomBytes(16).toString('base64url'),
      secret: randomBytes(16).toString('hex').toUpperCase(),
      userId,
      label: input.label.trim(),
      permissions,
      allowedIps: ips,
      createdTime: now,
      expireTime: expiryOf(now, ips),
    };
    // the row holds the sealed secret (secret-sealer.ts); the caller gets the plain one this once
    await this.repository.insert({ ...record, secret: this.sealer.seal(record.secret) });
    return record;
  }

  /** Replaces the IP list; an emptied list starts the 90 days from now, a list ends the expiry. An expired key stays expired. */
  async setIps(userId: number, apiKey: string, allowedIps: readonly string[]): Promise<ApiKeyRecord> {
    const key = await this.owned(userId, apiKey);
    if (statusAt(key, this.clock()) === 'EXPIRED') throw invalid('apiKey: the key has expired; create a new one');
    const ips = this.checkedIps(allowedIps);
    const patch = { allowedIps: ips, expireTime: expiryOf(this.clock(), ips) };
    await this.repository.update(apiKey, patch);
    return { ...key, ...patch };
  }

  /** Deletes the account's keys that can withdraw; answers their labels. */
  async revokeWithdrawalKeys(userId: number): Promise<string[]> {
    const revoked = (await this.repository.listOf(userId)).filter((k) => k.permissions.includes('WITHDRAWAL'));
    for (const k of revoked) await this.repository.delete(k.apiKey);
    return revoked.map((k) => k.label);
  }

  async delete(userId: number, apiKey: string): Promise<void> {
    await this.owned(userId, apiKey);
    await this.repository.delete(apiKey);
  }

  /**
   * The user a signed request acts for: the headers present and well-formed (-1001), the timestamp within 5 s of the
   * server's clock (-1001), the signature right (-1001), the key known and not expired, the client's address in its
   * list and the call within its permissions (-1002).
   */
  async authenticate(request: SignedRequest): Promise<{ userId: number; permission: ApiKeyPermission }> {
    if (!/^[A-Za-z0-9_-]{8,64}$/.test(request.apiKey)) throw wrongFormat('x-api-key');
    const { timestamp, signature } = request;
    if (timestamp === undefined || signature === undefined) throw wrongFormat('x-api-timestamp and x-api-signature are required');
    if (!/^[0-9a-fA-F]{64}$/.test(signature)) throw wrongFormat('x-api-signature must be 64 hex characters');
    const now = this.clock();
    if (!timestampFresh(timestamp, now))
      throw wrongFormat(`x-api-timestamp must be within ${SIGNATURE_WINDOW_MS} ms of the server time ${now}`);
    const key = await this.repository.find(request.apiKey);
    if (!key) throw unauthorized('unknown key');
    const secret = this.sealer.open(key.secret);
    if (!signedPayloads(request, timestamp).some((payload) => sameSignature(hmacHex(secret, payload), signature)))
      throw new ApiError(ErrorCodes.InvalidSignature, `${WRONG_FORMAT} (signature mismatch)`);
    if (statusAt(key, now) === 'EXPIRED') throw unauthorized('the key has expired');
    if (!ipAllowed(key.allowedIps, request.clientIp)) throw unauthorized(`IP ${request.clientIp} is not in the key's allow-list`);
    const permission = permissionFor(request.method, request.route);
    if (!key.permissions.includes(permission)) throw unauthorized(`the call needs the ${permission} permission`);
    return { userId: key.userId, permission };
  }

  private checkedIps(allowedIps: readonly string[]): string[] {
    const checked = validateIpList(allowedIps);
    if (checked.ok) return checked.entries;
    const p = checked.problem;
    if (p.kind === 'tooMany') throw invalid(`allowedIps: at most ${MAX_ALLOWED_IPS} addresses`);
    throw invalid(`allowedIps: ${p.entry} is ${p.kind === 'duplicate' ? 'listed twice' : 'not an IPv4 or IPv6 address or CIDR block'}`);
  }

  private async owned(userId: number, apiKey: string): Promise<ApiKeyRecord> {
    const key = await this.repository.find(apiKey);
    if (!key || key.userId !== userId) throw new ApiError(ErrorCodes.NotFound, 'apiKey: no such API key');
    return key;
  }
}
