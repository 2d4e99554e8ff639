import { ApiError, ErrorCodes } from '../http/api-error';
import type { AccountRepository } from '../store/account-repository';
import type { ActivityRecord, DeviceRecord, SecurityRepository } from './security-records';

/** Who acts: the account, its session (by the token's hash), and where from. */
export interface Actor {
  readonly userId: number;
  readonly tokenHash: string;
  readonly ip: string;
  readonly deviceName: string;
}

/** How often a device's "last seen" is written (reads in between update memory only). */
const SEEN_WRITE_MS = 60_000;
/** Login and security activity kept per account (the page shows 30 days; older rows are still listed by date range). */
const DAY = 24 * 3600 * 1000;

/** Signed-in devices (one per browser, each with its current session) and the login and security activity. */
export class Devices {
  private readonly byHash = new Map<string, DeviceRecord>();
  /** Sessions a device held before its newest sign-in (still valid until they idle out or the device is removed). */
  private readonly earlier = new Map<string, DeviceRecord>();
  private readonly activity: ActivityRecord[] = [];
  private nextDeviceId = 1;
  private nextActivityId = 1;

  constructor(
    private readonly repository: SecurityRepository,
    private readonly accounts: AccountRepository,
  ) {}

  restore(devices: readonly DeviceRecord[], activity: readonly ActivityRecord[]): void {
    for (const d of devices) {
      this.byHash.set(d.tokenHash, { ...d });
      this.nextDeviceId = Math.max(this.nextDeviceId, d.id + 1);
    }
    for (const a of activity) {
      this.activity.push(a);
      this.nextActivityId = Math.max(this.nextActivityId, a.id + 1);
    }
  }

  /** Told of every security activity row (simulator/security/security-notices.ts: the inbox's Security category). */
  readonly notices = new Set<(row: ActivityRecord) => void>();

  /**
   * A sign-in: the session's device and a LOGIN row. A browser that names its device id (`deviceKey`) and signed in
   * before is that same device: it takes the new session and its last-seen time moves on. The session it held is not
   * ended here: a browser may exchange its sign-in twice in a row (a page and its auth listener), and ending the first
   * signed the page out under the member while it still held that token; the older session idles out as usual.
   * Answers whether the device is new to the account.
   */
  async login(actor: Actor, now: number, deviceKey?: string): Promise<{ newDevice: boolean }> {
    const known =
      deviceKey === undefined ? undefined : [...this.byHash.values()].find((d) => d.userId === actor.userId && d.deviceKey === deviceKey);
    if (known && known.tokenHash !== actor.tokenHash) {
      this.byHash.delete(known.tokenHash);
      this.earlier.set(known.tokenHash, known);
      Object.assign(known, { tokenHash: actor.tokenHash, ip: actor.ip, deviceName: actor.deviceName, lastSeenTime: now });
      this.byHash.set(known.tokenHash, known);
      await this.repository.saveDevice(known);
    } else if (!known) {
      await this.touch(actor, now, deviceKey);
    }
    await this.addActivity(actor, 'LOGIN', 'SUCCESS', now);
    return { newDevice: !known };
  }

  /** The session's device is known (created on first sight, e.g. a session made by the control surface). */
  async touch(actor: Actor, now: number, deviceKey?: string): Promise<void> {
    const known = this.byHash.get(actor.tokenHash) ?? this.earlier.get(actor.tokenHash);
    if (known) {
      const write = now - known.lastSeenTime >= SEEN_WRITE_MS;
      known.lastSeenTime = now;
      if (write) await this.repository.saveDevice(known);
      return;
    }
    const device: DeviceRecord = {
      id: this.nextDeviceId++,
      userId: actor.userId,
      tokenHash: actor.tokenHash,
      deviceName: actor.deviceName,
      ip: actor.ip,
      createdTime: now,
      lastSeenTime: now,
      ...(deviceKey === undefined ? {} : { deviceKey }),
    };
    this.byHash.set(device.tokenHash, device);
    await this.repository.saveDevice(device);
  }

  /** The account's devices: the asking session's first (`current`), then the most recently seen. */
  list(userId: number, currentHash: string) {
    const mine = (d: DeviceRecord) => d.tokenHash === currentHash || this.earlier.get(currentHash) === d;
    const rank = (d: DeviceRecord) => (mine(d) ? 1 : 0);
    return [...this.byHash.values()]
      .filter((d) => d.userId === userId)
      .sort((a, b) => rank(b) - rank(a) || b.lastSeenTime - a.lastSeenTime || b.id - a.id)
      .map((d) => ({
        id: d.id,
        deviceName: d.deviceName,
        ip: d.ip,
        loginTime: d.createdTime,
        lastSeenTime: d.lastSeenTime,
        current: mine(d),
      }));
  }

  /** Removes another device of the account and ends its session; the current one is left to "log out". */
  async remove(actor: Actor, id: number): Promise<DeviceRecord> {
    const device = [...this.byHash.values()].find((d) => d.id === id && d.userId === actor.userId);
    if (!device) throw new ApiError(ErrorCodes.NotFound, `deviceId: no device ${id}`);
    if (device.tokenHash === actor.tokenHash || this.earlier.get(actor.tokenHash) === device)
      throw new ApiError(ErrorCodes.InvalidParameter, 'deviceId: this is the current device; log out instead');
    this.byHash.delete(device.tokenHash);
    await this.accounts.deleteSessionByHash(device.tokenHash);
    for (const [hash, d] of this.earlier) {
      if (d !== device) continue;
      this.earlier.delete(hash);
      await this.accounts.deleteSessionByHash(hash);
    }
    await this.repository.deleteDevice(device);
    return device;
  }

  async addActivity(actor: Actor, kind: ActivityRecord['kind'], type: string, now: number): Promise<void> {
    const row: ActivityRecord = {
      id: this.nextActivityId++,
      userId: actor.userId,
      kind,
      type,
      ip: actor.ip,
      deviceName: actor.deviceName,
      createdTime: now,
    };
    this.activity.push(row);
    await this.repository.addActivity(row);
    if (kind === 'SECURITY') for (const notice of this.notices) notice(row);
  }

  /** Rows of one kind in [from, to] (default: the last 30 days), newest first, one page. */
  page(userId: number, kind: ActivityRecord['kind'], q: { from?: number; to?: number; page: number; size: number }, now: number) {
    const from = q.from ?? now - 30 * DAY;
    const to = q.to ?? now;
    const rows: ActivityRecord[] = [];
    for (let i = this.activity.length - 1; i >= 0; i -= 1) {
      const r = this.activity[i];
      if (r.userId === userId && r.kind === kind && r.createdTime >= from && r.createdTime <= to) rows.push(r);
    }
    const start = (q.page - 1) * q.size;
    return {
      rows: rows
        .slice(start, start + q.size)
        .map((r) => ({ id: r.id, type: r.type, ip: r.ip, deviceName: r.deviceName, createdTime: r.createdTime })),
      meta: { total: rows.length, recordsPerPage: q.size, currentPage: q.page },
    };
  }
}
