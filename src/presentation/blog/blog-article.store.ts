import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';
import { BrowseBlog, type BlogArticle } from '../../application/blog/browse-blog.use-case';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';

/** One article (`undefined` value: no such post) and its related posts in the visitor's languages. */
@injectable()
export class BlogArticleStore {
  article: Loadable<BlogArticle | undefined> = idle();
  private request = 0;

  constructor(@inject(BrowseBlog) private readonly blog: BrowseBlog) {
    makeObservable<BlogArticleStore, 'set'>(this, { article: observableRef, set: action });
  }

  /** `language`: the visitor's app locale code. */
  async load(slug: string, language: string): Promise<void> {
    const id = ++this.request;
    this.set(id, pending());
    const result = await this.blog.article(slug, language);
    this.set(id, result.ok ? loaded(result.value) : failed(result.error));
  }

  private set(id: number, value: Loadable<BlogArticle | undefined>): void {
    if (id === this.request) this.article = value;
  }
}
