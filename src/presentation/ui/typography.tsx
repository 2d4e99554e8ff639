import type { CSSProperties, ReactNode } from 'react';
import { cx } from './class-names';

/** A heading of the theme's scale; `hero` is the landing page's fluid size. */
export function Title({
  level = 2,
  hero,
  children,
  className,
  style,
  id,
  'data-testid': testId,
}: {
  level?: 1 | 2 | 3 | 4 | 5;
  hero?: boolean;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  id?: string;
  'data-testid'?: string;
}) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={cx('ex-title', hero && 'ex-title--hero', className)} style={style} data-testid={testId}>
      {children}
    </Tag>
  );
}

type Tone = 'secondary' | 'success' | 'danger';

/** Body text: `as="p"` for a paragraph; `tone` for secondary, rising or falling colours. */
export function Text({
  as: Tag = 'span',
  tone,
  strong,
  lead,
  mono,
  children,
  className,
  style,
  'data-testid': testId,
}: {
  as?: 'span' | 'p' | 'div';
  tone?: Tone;
  strong?: boolean;
  lead?: boolean;
  mono?: boolean;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}) {
  return (
    <Tag
      className={cx(
        'ex-text',
        tone && `ex-text--${tone}`,
        strong && 'ex-text--strong',
        lead && 'ex-text--lead',
        mono && 'ex-text--mono',
        className,
      )}
      style={style}
      data-testid={testId}
    >
      {children}
    </Tag>
  );
}
