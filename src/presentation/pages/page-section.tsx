import { theme } from 'antd';
import type { CSSProperties, ReactNode } from 'react';

/** A centred content column with the page gutters of the theme (contrast comes from the theme, docs/adr/0009). */
export function PageSection({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  const { token } = theme.useToken();
  return (
    <section style={{ maxWidth: 1200, margin: '0 auto', padding: `${token.paddingXL}px ${token.paddingLG}px`, ...style }}>
      {children}
    </section>
  );
}
