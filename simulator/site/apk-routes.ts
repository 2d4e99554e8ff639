import type { FastifyInstance } from 'fastify';
import { successBody } from '../http/api-error';

/** The Android build the download page offers (a fixed simulator value). */
export const PUBLISHED_APK = {
  version: '3.42.0',
  version_code: 34200,
  url: '/downloads/woox-3.42.0.apk',
  size_bytes: 71_303_168,
  sha256: '9f2c4be1d7a05c3e8b6f41d02a7e9c5b3f8d16e0a4c7b2915e6d3f80c1a2b4d6',
  min_android: '8.0',
  release_notes: 'Copy-trading filters, faster charts, proof-of-reserves Merkle check in the app.',
  published_at: 1_763_337_600_000,
};

/** GET /usercenter/public/mobile/apk/published (public, mounted under /api). */
export function registerApkRoutes(app: FastifyInstance, clock: () => number): void {
  app.get('/usercenter/public/mobile/apk/published', async () => successBody(PUBLISHED_APK, clock()));
}
