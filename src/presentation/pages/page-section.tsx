import type { CSSProperties, ReactNode } from 'react';
import { PageSection as LightSection } from '../ui/layout';

/** A centred content column with the page gutters of the theme (contrast comes from the theme, docs/adr/0009). */
export function PageSection({ children, style, className, 'data-testid': testId }: { children: ReactNode; style?: CSSProperties; className?: string; 'data-testid'?: string }) {
  return <LightSection style={style} className={className} data-testid={testId}>{children}</LightSection>;
}
