import { BlogContentPort } from '../../../src/application/blog/ports/blog-content.port';
import { override } from '../../../src/di/overrides';
import { capabilityFakes } from '../../support/fakes';
import { FakeBlogContent } from './fake-blog-content';

declare module '../../support/fakes' {
  interface Fakes {
    blog: FakeBlogContent;
  }
}

/** The blog: the CMS's content in memory. */
export default capabilityFakes(() => {
  const blog = new FakeBlogContent();
  return { fakes: { blog }, overrides: [override(BlogContentPort, blog)] };
});
