import type { CSSProperties, ReactNode } from 'react';
import { cx } from './class-names';

/** A bordered surface; `muted` for a teaser on the page background. */
export function Card({
  title,
  children,
  muted,
  className,
  style,
  'data-testid': testId,
}: {
  title?: ReactNode;
  children: ReactNode;
  muted?: boolean;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
}) {
  return (
    <div className={cx('ex-card', muted && 'ex-card--muted', className)} style={style} data-testid={testId}>
      {title !== undefined && <h3 className="ex-card__title">{title}</h3>}
      {children}
    </div>
  );
}

/** A small label; `tone` colours it as antd's status tags (a security level, a verification's state). */
export function Tag({
  children,
  active,
  tone,
  className,
  'data-testid': testId,
}: {
  children: ReactNode;
  active?: boolean;
  tone?: StatusTone;
  className?: string;
  'data-testid'?: string;
}) {
  return (
    <span
      className={cx('ex-tag', active && 'ex-tag--active', tone && tone !== 'default' && `ex-tag--${tone}`, className)}
      data-testid={testId}
    >
      {children}
    </span>
  );
}

/** A placeholder of a fixed size, so content that arrives later does not move the page. */
export function Skeleton({
  width = '100%',
  height = 16,
  className,
  style,
}: {
  width?: number | string;
  height?: number | string;
  className?: string;
  style?: CSSProperties;
}) {
  return <span className={cx('ex-skeleton', className)} style={{ width, height, ...style }} aria-hidden="true" />;
}

export function Spinner({ label }: { label: string }) {
  return <div className="ex-spinner" role="status" aria-label={label} data-testid="page-spinner" />;
}

export type StatusTone = 'default' | 'success' | 'processing' | 'warning' | 'error';

/** A coloured dot with a label (the antd Badge status look). */
export function StatusDot({
  tone,
  text,
  'data-testid': testId,
  ...data
}: {
  tone: StatusTone;
  text: ReactNode;
  'data-testid'?: string;
  'data-status'?: string;
  title?: string;
}) {
  return (
    <span className="ex-status" data-testid={testId} {...data}>
      <span className={cx('ex-dot', tone !== 'default' && `ex-dot--${tone}`)} aria-hidden="true" />
      <span>{text}</span>
    </span>
  );
}

/** A full-width banner under the header. */
export function Alert({
  type,
  children,
  onClose,
  closeLabel,
}: {
  type: 'info' | 'warning' | 'error';
  children: ReactNode;
  onClose?: () => void;
  closeLabel?: string;
}) {
  return (
    <div className={`ex-alert ex-alert--${type}`} role={type === 'info' ? 'status' : 'alert'}>
      <span>{children}</span>
      {onClose && (
        <button type="button" className="ex-btn ex-btn--text ex-btn--sm ex-alert__close" onClick={onClose} aria-label={closeLabel}>
          ×
        </button>
      )}
    </div>
  );
}
