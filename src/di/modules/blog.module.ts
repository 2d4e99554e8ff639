import type { Container } from 'inversify';
import { BrowseBlog } from '../../application/blog/browse-blog.use-case';
import { BlogContentPort } from '../../application/blog/ports/blog-content.port';
import type { AppConfig } from '../../application/shared/app-config';
import { GhostContentApi, ghostContentOptions } from '../../infrastructure/blog/ghost-content-api.adapter';
import { BlogArticleStore } from '../../presentation/blog/blog-article.store';
import { BlogSearchStore } from '../../presentation/blog/blog-search.store';
import type { Overrides } from '../overrides';
import { bindPort } from '../bind';
import { capabilityModule } from '../capability-module';

/** The blog: the CMS's content API, the front, the articles and the search. */
export function bindBlog(c: Container, config: AppConfig, o: Overrides, origin: string): void {
  bindPort(c, BlogContentPort, o, () => new GhostContentApi(ghostContentOptions(config, origin)));
  c.bind(BrowseBlog)
    .toDynamicValue((ctx) => new BrowseBlog(ctx.get(BlogContentPort)))
    .inSingletonScope();
  c.bind(BlogArticleStore).toSelf().inTransientScope();
  c.bind(BlogSearchStore).toSelf().inTransientScope();
}

export default capabilityModule('blog', bindBlog);
