import { simulatorModule } from '../module';
import { PUBLISHED_POSTS, SEEDED_POSTS, registerBlogRoutes } from './blog-routes';

/** The blog's content API (Ghost-shaped); the sanitiser's hostile posts only with the control surface on. */
export const blogModule = simulatorModule({
  id: 'blog',
  uses: [],
  start: ({ options }) => ({ posts: options.control ? SEEDED_POSTS : PUBLISHED_POSTS }),
  pages: (app, { posts }, { options }) => registerBlogRoutes(app, options.cmsContentKey, posts),
});
