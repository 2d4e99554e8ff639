import { simulatorModule } from '../module';
import { blogModule } from '../blog/module';
import { registerApkDownload, registerApkRoutes } from './apk-routes';
import { registerPromotionRoutes } from './promotion-routes';
import { registerSeoRoutes } from './seo-routes';

/** The public site's calls: the app download, promotions, the sitemap and robots.txt. */
export const siteModule = simulatorModule({
  id: 'site',
  uses: ['blog'],
  start: () => ({}),
  routes: (api, _part, { clock }) => {
    registerApkRoutes(api, clock);
    registerPromotionRoutes(api, clock);
  },
  pages: (app, _part, ctx) => {
    registerSeoRoutes(app, ctx.part(blogModule).posts);
    registerApkDownload(app);
  },
});
