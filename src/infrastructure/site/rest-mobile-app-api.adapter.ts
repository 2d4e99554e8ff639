import { inject, injectable } from 'inversify';
import { z } from 'zod';
import type { MobileAppApiPort } from '../../application/site/ports/mobile-app-api.port';
import { ApiClient } from '../http/api-client';

const apkSchema = z.object({
  version: z.string().min(1).max(40),
  url: z.string().min(1).refine((u) => /^(https:\/\/|\/(?!\/))/.test(u), 'https or same-origin URL'),
  size_bytes: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/i),
  min_android: z.string().max(20),
  release_notes: z.string().max(2000).default(''),
  published_at: z.number().int(),
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
