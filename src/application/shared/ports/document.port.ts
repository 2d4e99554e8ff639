import { token } from '../token';

/** The host document: its `lang` attribute and the visible window height. */
export interface DocumentPort {
  setLanguage(tag: string): void;
  language(): string;
  onViewportHeight(listener: (px: number) => void): () => void;
}
export const DocumentPort = token<DocumentPort>('DocumentPort');
