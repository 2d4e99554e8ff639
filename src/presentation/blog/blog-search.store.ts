import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable, observableRef } from 'mobx';
import { BrowseBlog } from '../../application/blog/browse-blog.use-case';
import { SEARCH_PAGE_SIZE, type BlogPostSummary } from '../../domain/blog/blog-post';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';

/** Blog search: every hit for the query among the posts the visitor's language shows, a page at a time. */
@injectable()
export class BlogSearchStore {
  query = '';
  page = 1;
  hits: Loadable<readonly BlogPostSummary[]> = idle();
  private request = 0;

  constructor(@inject(BrowseBlog) private readonly blog: BrowseBlog) {
    makeObservable<BlogSearchStore, 'set'>(this, {
      query: observable,
      page: observable,
      hits: observableRef,
      pages: computed,
      visible: computed,
      set: action,
      goTo: action,
    });
  }

  get pages(): number {
    return this.hits.status === 'success' ? Math.max(1, Math.ceil(this.hits.value.length / SEARCH_PAGE_SIZE)) : 1;
  }

  get visible(): readonly BlogPostSummary[] {
    if (this.hits.status !== 'success') return [];
    return this.hits.value.slice((this.page - 1) * SEARCH_PAGE_SIZE, this.page * SEARCH_PAGE_SIZE);
  }

  /** `language`: the visitor's app locale code. */
  async search(query: string, language: string, page = 1): Promise<void> {
    const id = ++this.request;
    this.set(id, query, page, query.trim() ? pending() : idle());
    if (!query.trim()) return;
    const result = await this.blog.search(query, language);
    this.set(id, query, page, result.ok ? loaded(result.value) : failed(result.error));
  }

  goTo(page: number): void {
    this.page = Math.min(Math.max(1, page), this.pages);
  }

  private set(id: number, query: string, page: number, hits: Loadable<readonly BlogPostSummary[]>): void {
    if (id !== this.request) return;
    this.query = query;
    this.hits = hits;
    this.page = Math.min(Math.max(1, page), this.pages);
  }
}
