import { injectable } from 'inversify';
import type { DocumentPort } from '../../application/shared/ports/document.port';

/** Mirrors the locale into `<html lang>` and reports the visible window height (also as `--app-height`). */
@injectable()
export class BrowserDocument implements DocumentPort {
  setLanguage(tag: string): void {
    document.documentElement.lang = tag;
  }

  language(): string {
    return document.documentElement.lang;
  }

  onViewportHeight(listener: (px: number) => void): () => void {
    const report = () => {
      const height = window.visualViewport?.height ?? window.innerHeight;
      document.documentElement.style.setProperty('--app-height', `${height}px`);
      listener(height);
    };
    report();
    window.addEventListener('resize', report);
    window.visualViewport?.addEventListener('resize', report);
    return () => {
      window.removeEventListener('resize', report);
      window.visualViewport?.removeEventListener('resize', report);
    };
  }
}
