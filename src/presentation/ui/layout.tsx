import type { CSSProperties, ReactNode } from 'react';
import { cx } from './class-names';

type Space = 'xxs' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl';
const gapVar = (gap: Space | undefined): string | undefined => (gap ? `var(--ex-margin-${gap === 'md' ? 'md' : gap})` : undefined);

/** A centred content column with the theme's page gutters. */
export function PageSection({
  children,
  className,
  style,
  'data-testid': testId,
}: {
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}) {
  return (
    <section className={cx('ex-section', className)} style={style} data-testid={testId}>
      {children}
    </section>
  );
}

/** A flex row (or column with `vertical`) with a token gap. */
export function Stack({
  children,
  vertical,
  wrap,
  gap = 'sm',
  align,
  justify,
  className,
  style,
  as: Tag = 'div',
  'data-testid': testId,
}: {
  children: ReactNode;
  vertical?: boolean;
  wrap?: boolean;
  gap?: Space;
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  className?: string;
  style?: CSSProperties;
  as?: 'div' | 'section' | 'nav' | 'ul';
  'data-testid'?: string;
}) {
  return (
    <Tag
      className={cx('ex-stack', vertical && 'ex-stack--vertical', wrap && 'ex-stack--wrap', className)}
      style={{ gap: gapVar(gap), alignItems: align, justifyContent: justify, ...style }}
      data-testid={testId}
    >
      {children}
    </Tag>
  );
}

/** A responsive grid: as many columns of at least `min` px as fit, one column on a phone. */
export function Grid({
  children,
  min = 280,
  className,
  style,
  'data-testid': testId,
}: {
  children: ReactNode;
  min?: number;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}) {
  return (
    <div className={cx('ex-grid', className)} style={{ ['--ex-grid-min' as string]: `${min}px`, ...style }} data-testid={testId}>
      {children}
    </div>
  );
}
