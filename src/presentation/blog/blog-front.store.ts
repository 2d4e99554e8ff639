import { inject, injectable } from 'inversify';
import { action, makeObservable, observableRef } from 'mobx';
import { BrowseBlog, type BlogFront } from '../../application/blog/browse-blog.use-case';
import { failed, idle, loaded, pending, type Loadable } from '../../domain/shared/loadable';

/** The blog's front page for one page number and tag; a late answer for an older request is dropped. */
@injectable()
export class BlogFrontStore {
  front: Loadable<BlogFront> = idle();
  private request = 0;

  constructor(@inject(BrowseBlog) private readonly blog: BrowseBlog) {
    makeObservable<BlogFrontStore, 'set'>(this, { front: observableRef, set: action });
  }

  async load(page: number, tag: string | undefined): Promise<void> {
    const id = ++this.request;
    this.set(id, pending());
    const result = await this.blog.front(page, tag);
    this.set(id, result.ok ? loaded(result.value) : failed(result.error));
  }

  private set(id: number, value: Loadable<BlogFront>): void {
    if (id === this.request) this.front = value;
  }
}
