import type { CSSProperties, ReactNode } from 'react';

/**
 * The centred content column every page sits in, with the page gutters of the theme (the shell's `ex-section`,
 * loaded with the entry). It belongs to the shell, not to a kit: light and antd pages alike use it (docs/adr/0012).
 */
export function PageSection({
  children,
  style,
  className,
  'data-testid': testId,
}: {
  children: ReactNode;
  style?: CSSProperties;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <section className={className ? `ex-section ${className}` : 'ex-section'} style={style} data-testid={testId}>
      {children}
    </section>
  );
}
