import { inject, injectable } from 'inversify';
import { action, computed, makeObservable, observable } from 'mobx';
import { DocumentPort } from '../../application/shared/ports/document.port';
import { pageSizeOf, type PageSize } from './page-breakpoints';

/** The visible window height and width, tracked for layouts that fill the screen. */
@injectable()
export class ViewportStore {
  height = 0;
  width = 1440;
  private stop: (() => void) | undefined = undefined;

  constructor(@inject(DocumentPort) private readonly doc: DocumentPort) {
    makeObservable<ViewportStore, 'stop' | 'doc'>(this, {
      height: observable,
      width: observable,
      pageSize: computed,
      set: action,
      stop: false,
      doc: false,
    });
  }

  get pageSize(): PageSize {
    return pageSizeOf(this.width);
  }

  start(): void {
    if (this.stop) return;
    this.stop = this.doc.onViewportHeight((height) => this.set(height, typeof window === 'undefined' ? this.width : window.innerWidth));
  }

  set(height: number, width: number): void {
    this.height = height;
    this.width = width;
  }
}
