import type { FastifyInstance } from 'fastify';
import { successBody } from '../http/api-error';
import { placeholderApk } from './placeholder-apk';

const VERSION = '3.42.0';
const FILE = `woox-${VERSION}.apk`;
const APK_PATH = `/downloads/${FILE}`;

/**
 * The placeholder file, made on first use: 6 MB of filler and its SHA-256 cost 20–50 ms, which every start of a process
 * that loads the simulator (each test file, each durability probe) paid at import, asked for or not.
 */
let apk: { readonly bytes: Buffer; readonly sha256: string } | undefined;
const placeholder = () => (apk ??= placeholderApk(VERSION, 6 * 1_048_576));

/** The Android build the download page offers: fixed simulator values, and the placeholder file this host serves. */
export function publishedApk() {
  const { bytes, sha256 } = placeholder();
  return {
    version: VERSION,
    version_code: 34200,
    url: APK_PATH,
    size_bytes: bytes.length,
    sha256,
    min_android: '8.0',
    release_notes: 'Copy-trading filters, faster charts, proof-of-reserves Merkle check in the app.',
    published_at: 1_763_337_600_000,
  };
}

/** GET /usercenter/public/mobile/apk/published (public, mounted under /api). */
export function registerApkRoutes(app: FastifyInstance, clock: () => number): void {
  app.get('/usercenter/public/mobile/apk/published', async () => successBody(publishedApk(), clock()));
}

/** GET /downloads/<file>.apk: the file the published-APK call points at (on the site's own origin, as a CDN would). */
export function registerApkDownload(app: FastifyInstance): void {
  app.get(APK_PATH, async (_request, reply) =>
    reply
      .header('content-type', 'application/vnd.android.package-archive')
      .header('content-disposition', `attachment; filename="${FILE}"`)
      .header('cache-control', 'public, max-age=86400')
      .send(placeholder().bytes),
  );
}
