import type { CSSProperties } from 'react';

/**
 * The strip of the light tabs (`tabs.tsx`); a placeholder strip with the same style keeps the same height. Its own
 * module, so the home page's placeholder takes the style without the Tabs component (which loads with the widget).
 */
export const TAB_STRIP_STYLE: CSSProperties = {
  display: 'flex',
  gap: 'var(--ex-margin-xxs)',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'none',
  paddingBottom: 'var(--ex-padding-xxs)',
  marginBottom: 'var(--ex-margin-xs)',
  borderBottom: '1px solid var(--ex-color-border-secondary)',
};
