import type { DocumentPort } from '../../src/application/shared/ports/document.port';

export class FakeDocument implements DocumentPort {
  lang = 'en';
  height = 800;

  setLanguage(tag: string): void {
    this.lang = tag;
  }

  language(): string {
    return this.lang;
  }

  onViewportHeight(listener: (px: number) => void): () => void {
    listener(this.height);
    return () => undefined;
  }
}
