import type { Container } from 'inversify';
import { BrowseBlog } from '../application/blog/browse-blog.use-case';
import { BlogContentPort } from '../application/blog/ports/blog-content.port';
import { PartnerApplicationApiPort } from '../application/partners/ports/partner-application-api.port';
import { PartnerDraftPort } from '../application/partners/ports/partner-draft.port';
import { SubmitPartnerApplication } from '../application/partners/submit-partner-application.use-case';
import type { AppConfig } from '../application/shared/app-config';
import { MobileAppApiPort } from '../application/site/ports/mobile-app-api.port';
import { GhostContentApi, ghostContentOptions } from '../infrastructure/blog/ghost-content-api.adapter';
import { LocalStoragePartnerDraft } from '../infrastructure/partners/local-storage-partner-draft.adapter';
import { RestPartnerApplicationApi } from '../infrastructure/partners/rest-partner-application-api.adapter';
import { RestMobileAppApi } from '../infrastructure/site/rest-mobile-app-api.adapter';
import { BlogArticleStore } from '../presentation/blog/blog-article.store';
import { BlogSearchStore } from '../presentation/blog/blog-search.store';
import { PartnerFormStore } from '../presentation/partners/partner-form.store';
import { DownloadStore } from '../presentation/site/download.store';
import type { AdapterOverrides } from './adapter-overrides';
import { bindPort } from './bind';

/** The public site: partner applications, the blog's content API and the published mobile app. */
export function bindSite(c: Container, config: AppConfig, o: AdapterOverrides, origin: string): void {
  bindPort(c, PartnerApplicationApiPort, o.partnerApplicationApi, RestPartnerApplicationApi);
  bindPort(c, PartnerDraftPort, o.partnerDraft, LocalStoragePartnerDraft);
  bindPort(c, BlogContentPort, o.blogContent, () => new GhostContentApi(ghostContentOptions(config, origin)));
  bindPort(c, MobileAppApiPort, o.mobileAppApi, RestMobileAppApi);
  c.bind(SubmitPartnerApplication).toSelf().inTransientScope();
  c.bind(BrowseBlog).toDynamicValue((ctx) => new BrowseBlog(ctx.get(BlogContentPort))).inSingletonScope();
  c.bind(PartnerFormStore).toSelf().inTransientScope();
  c.bind(BlogArticleStore).toSelf().inTransientScope();
  c.bind(BlogSearchStore).toSelf().inTransientScope();
  c.bind(DownloadStore).toSelf().inSingletonScope();
}
