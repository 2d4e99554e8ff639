import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import { PageOrigin } from '../../application/shared/page-origin';
import type { MobileAppApiPort } from '../../application/site/ports/mobile-app-api.port';
import { sameOriginPath } from '../../domain/shared/same-origin';
import { ErrorCode } from '../../domain/shared/error-code';
import { ApiClient } from '../http/api-client';

/** The APK's link: a path this origin serves (by the URL parser, so `/\evil.example` is not one) or an https URL. */
export function apkHref(url: string, origin: string): string | null {
  const path = sameOriginPath(url, origin);
  if (path !== null) return path;
  if (!/^https:\/\//i.test(url)) return null;
  try {
    return new URL(url).protocol === 'https:' ? new URL(url).href : null;
  } catch {
    return null;
  }
}

const apkSchema = z.object({
  version: z.string().check(z.minLength(1), z.maxLength(40)),
  url: z.string().check(z.minLength(1), z.maxLength(2000)),
  size_bytes: z.int().check(z.nonnegative()),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/i)),
  min_android: z.string().check(z.maxLength(20)),
  release_notes: z._default(z.string().check(z.maxLength(2000)), ''),
  published_at: z.int(),
});

@injectable()
export class RestMobileAppApi implements MobileAppApiPort {
  constructor(
    @inject(ApiClient) private readonly api: ApiClient,
    @inject(PageOrigin) private readonly origin: string,
  ) {}

  async publishedApk() {
    const res = await this.api.get('/usercenter/public/mobile/apk/published', apkSchema);
    if (!res.ok) return res;
    const a = res.value;
    const url = apkHref(a.url, this.origin);
    if (url === null) return { ok: false as const, error: ErrorCode.InvalidResponse };
    return {
      ok: true as const,
      value: {
        version: a.version,
        url,
        sizeBytes: a.size_bytes,
        sha256: a.sha256,
        minAndroid: a.min_android,
        releaseNotes: a.release_notes,
        publishedAt: a.published_at,
      },
    };
  }
}
