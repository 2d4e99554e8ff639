import { BrowseBlog } from '../application/blog/browse-blog.use-case';
import { GhostContentApi, ghostContentOptions } from '../infrastructure/blog/ghost-content-api.adapter';
import type { AppConfigSource } from '../application/shared/app-config';

/** The blog's use case for the light phase (early-services.ts); never resolves on a bad configuration (the runtime shows it). */
export async function createBrowseBlog(config: AppConfigSource, origin: string): Promise<BrowseBlog> {
  const resolved = await config();
  if (!resolved.ok) return new Promise<never>(() => undefined);
  return new BrowseBlog(new GhostContentApi(ghostContentOptions(resolved.value, origin)));
}
