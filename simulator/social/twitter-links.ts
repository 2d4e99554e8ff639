import { createHash, randomBytes } from 'node:crypto';
import { ApiError, ErrorCodes } from '../http/api-error';
import type { TwitterProfile } from '../../src/domain/social/twitter';
import type { SqlExecutor } from '../store/sql-client';

export type { TwitterProfile } from '../../src/domain/social/twitter';

/** An OAuth request token handed out by `authorization-url`; the simulated Twitter page sets its verifier and handle. */
export interface TwitterRequest {
  readonly oauthToken: string;
  readonly userId: number;
  readonly createdTime: number;
  readonly verifier: string | null;
  readonly handle: string | null;
}

/** Linked profiles and pending OAuth requests (tables `social_twitter_profiles`, `social_twitter_requests`, migration 92). */
export interface TwitterRepository {
  profile(userId: number): Promise<TwitterProfile | undefined>;
  saveProfile(userId: number, profile: TwitterProfile | undefined): Promise<void>;
  request(oauthToken: string): Promise<TwitterRequest | undefined>;
  /** The user's newest request (when `authorize` names no token). */
  latestRequest(userId: number): Promise<TwitterRequest | undefined>;
  saveRequest(request: TwitterRequest): Promise<void>;
  deleteRequest(oauthToken: string): Promise<void>;
}

export class MemoryTwitterRepository implements TwitterRepository {
  private readonly profiles = new Map<number, TwitterProfile>();
  private readonly requests = new Map<string, TwitterRequest>();

  async profile(userId: number) {
    return this.profiles.get(userId);
  }
  async saveProfile(userId: number, profile: TwitterProfile | undefined) {
    if (profile) this.profiles.set(userId, profile);
    else this.profiles.delete(userId);
  }
  async request(oauthToken: string) {
    return this.requests.get(oauthToken);
  }
  async latestRequest(userId: number) {
    return [...this.requests.values()].filter((r) => r.userId === userId).sort((a, b) => b.createdTime - a.createdTime)[0];
  }
  async saveRequest(request: TwitterRequest) {
    this.requests.set(request.oauthToken, request);
  }
  async deleteRequest(oauthToken: string) {
    this.requests.delete(oauthToken);
  }
}

type ProfileRow = { twitter_id: string; handle: string; name: string; profile_image_url: string | null; linked_time: number | string };
type RequestRow = {
  oauth_token: string;
  user_id: number | string;
  created_time: number | string;
  verifier: string | null;
  handle: string | null;
};
const requestOf = (r: RequestRow): TwitterRequest => ({
  oauthToken: r.oauth_token,
  userId: Number(r.user_id),
  createdTime: Number(r.created_time),
  verifier: r.verifier,
  handle: r.handle,
});

export class SqlTwitterRepository implements TwitterRepository {
  constructor(private readonly db: SqlExecutor) {}

  async profile(userId: number) {
    const { rows } = await this.db.query<ProfileRow>('select * from social_twitter_profiles where user_id = $1', [userId]);
    const r = rows[0];
    return r
      ? { twitterId: r.twitter_id, handle: r.handle, name: r.name, profileImageUrl: r.profile_image_url, linkedTime: Number(r.linked_time) }
      : undefined;
  }

  async saveProfile(userId: number, p: TwitterProfile | undefined) {
    if (!p) {
      await this.db.query('delete from social_twitter_profiles where user_id = $1', [userId]);
      return;
    }
    await this.db.query(
      `insert into social_twitter_profiles (user_id, twitter_id, handle, name, profile_image_url, linked_time) values ($1, $2, $3, $4, $5, $6)
       on conflict (user_id) do update set twitter_id = excluded.twitter_id, handle = excluded.handle, name = excluded.name,
       profile_image_url = excluded.profile_image_url, linked_time = excluded.linked_time`,
      [userId, p.twitterId, p.handle, p.name, p.profileImageUrl, p.linkedTime],
    );
  }

  async request(oauthToken: string) {
    const { rows } = await this.db.query<RequestRow>('select * from social_twitter_requests where oauth_token = $1', [oauthToken]);
    return rows[0] ? requestOf(rows[0]) : undefined;
  }

  async latestRequest(userId: number) {
    const { rows } = await this.db.query<RequestRow>(
      'select * from social_twitter_requests where user_id = $1 order by created_time desc limit 1',
      [userId],
    );
    return rows[0] ? requestOf(rows[0]) : undefined;
  }

  async saveRequest(r: TwitterRequest) {
    await this.db.query(
      `insert into social_twitter_requests (oauth_token, user_id, created_time, verifier, handle) values ($1, $2, $3, $4, $5)
       on conflict (oauth_token) do update set verifier = excluded.verifier, handle = excluded.handle`,
      [r.oauthToken, r.userId, r.createdTime, r.verifier, r.handle],
    );
  }

  async deleteRequest(oauthToken: string) {
    await this.db.query('delete from social_twitter_requests where oauth_token = $1', [oauthToken]);
  }
}

/** A request token is good for 10 minutes (as Twitter's). */
export const TWITTER_REQUEST_TTL_MS = 10 * 60_000;
/** A Twitter handle: 1–15 letters, digits or `_`. */
export const TWITTER_HANDLE = /^[A-Za-z0-9_]{1,15}$/;
/** Where the simulated Twitter page sends the user back (the app's own profile page reads the two parameters). */
export const TWITTER_CALLBACK_PATH = '/leaderboard/user-profile';
/** The simulator's own Twitter pages (under /api, so the dev server's proxy reaches them too). */
export const TWITTER_SIM_PATH = '/api/twitter-sim';

const refuse = (message: string) => new ApiError(ErrorCodes.InvalidParameter, message);

/**
 * Twitter linking as OAuth 1.0a goes: `authorization-url` hands out a request token and the URL of
 * Twitter's authorize page (here the simulator's own, `TWITTER_SIM_PATH`, or the configured one); that page sends the
 * user back with `oauth_token` and `oauth_verifier`; `authorize` trades the verifier for the linked profile.
 */
export class TwitterLinks {
  constructor(
    readonly repo: TwitterRepository,
    private readonly authorizeUrl: string,
    private readonly clock: () => number,
  ) {}

  async authorizationUrl(userId: number): Promise<{ authorizationUrl: string; oauthToken: string }> {
    const oauthToken = randomBytes(16).toString('hex');
    await this.repo.saveRequest({ oauthToken, userId, createdTime: this.clock(), verifier: null, handle: null });
    return { authorizationUrl: `${this.authorizeUrl}?oauth_token=${oauthToken}`, oauthToken };
  }

  /** The simulated Twitter page's "Authorize app": the verifier the callback carries. */
  async approve(oauthToken: string, handle: string): Promise<string> {
    const request = await this.pending(oauthToken);
    if (!TWITTER_HANDLE.test(handle)) throw refuse('screen_name: must be 1-15 letters, digits or _');
    const verifier = randomBytes(12).toString('hex');
    await this.repo.saveRequest({ ...request, verifier, handle });
    return verifier;
  }

  /** `twitter/oauth/authorize`: the caller's request with this verifier becomes their linked profile (one use). */
  async authorize(userId: number, oauthVerifier: string, oauthToken?: string): Promise<TwitterProfile> {
    const request = oauthToken ? await this.repo.request(oauthToken) : await this.repo.latestRequest(userId);
    if (!request || request.userId !== userId || this.expired(request)) throw refuse('oauthToken: unknown or expired request token');
    if (request.verifier === null || request.handle === null || request.verifier !== oauthVerifier)
      throw refuse('oauthVerifier: does not match the request token');
    await this.repo.deleteRequest(request.oauthToken);
    const handle = request.handle;
    const profile: TwitterProfile = {
      twitterId: BigInt(`0x${createHash('sha256').update(`twitter:${handle.toLowerCase()}`).digest('hex').slice(0, 14)}`).toString(),
      handle,
      name: handle,
      profileImageUrl: `${TWITTER_SIM_PATH}/profile-images/${handle}.svg`,
      linkedTime: this.clock(),
    };
    await this.repo.saveProfile(userId, profile);
    return profile;
  }

  async profile(userId: number): Promise<TwitterProfile | null> {
    return (await this.repo.profile(userId)) ?? null;
  }

  /** The linked profile, or -1006 when none is linked. */
  async linked(userId: number): Promise<TwitterProfile> {
    const profile = await this.repo.profile(userId);
    if (!profile) throw new ApiError(ErrorCodes.NotFound, 'twitter: no Twitter profile is linked');
    return profile;
  }

  async removeImage(userId: number): Promise<TwitterProfile> {
    const profile = { ...(await this.linked(userId)), profileImageUrl: null };
    await this.repo.saveProfile(userId, profile);
    return profile;
  }

  async unlink(userId: number): Promise<void> {
    await this.linked(userId);
    await this.repo.saveProfile(userId, undefined);
  }

  /** A request the simulated page may still approve; -1005 otherwise. */
  async pending(oauthToken: string): Promise<TwitterRequest> {
    const request = await this.repo.request(oauthToken);
    if (!request || this.expired(request)) throw refuse('oauth_token: unknown or expired request token');
    return request;
  }

  private expired(request: TwitterRequest): boolean {
    return this.clock() - request.createdTime > TWITTER_REQUEST_TTL_MS;
  }
}
