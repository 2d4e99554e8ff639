import { inject, injectable } from 'inversify';
import * as z from 'zod/mini';
import type { MobileAppApiPort } from '../../application/site/ports/mobile-app-api.port';
import { ApiClient } from '../http/api-client';

const apkSchema = z.object({
  version: z.string().check(z.minLength(1), z.maxLength(40)),
  url: z.string().check(z.minLength(1), z.refine((u) => /^(https:\/\/|\/(?!\/))/.test(u), 'https or same-origin URL')),
  size_bytes: z.int().check(z.nonnegative()),
  sha256: z.string().check(z.regex(/^[0-9a-f]{64}$/i)),
  min_android: z.string().check(z.maxLength(20)),
  release_notes: z._default(z.string().check(z.maxLength(2000)), ''),
  published_at: z.int(),
});

@injectable()
export class RestMobileAppApi implements MobileAppApiPort {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}

  async publishedApk() {
    const res = await this.api.get('/usercenter/public/mobile/apk/published', apkSchema);
    if (!res.ok) return res;
    const a = res.value;
    return { ok: true as const, value: { version: a.version, url: a.url, sizeBytes: a.size_bytes, sha256: a.sha256, minAndroid: a.min_android, releaseNotes: a.release_notes, publishedAt: a.published_at } };
  }
}
