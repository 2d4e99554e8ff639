import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link } from '../shared/navigation';
import { cx } from './class-names';

type Variant = 'primary' | 'default' | 'text';
type Size = 'small' | 'middle' | 'large';

interface Common {
  readonly variant?: Variant;
  readonly size?: Size;
  readonly block?: boolean;
  /** A destructive action (cancel an order): the error colour. */
  readonly danger?: boolean;
  readonly icon?: ReactNode;
  readonly className?: string;
  readonly children?: ReactNode;
  readonly 'data-testid'?: string;
}

const classes = ({ variant = 'default', size = 'middle', block, danger, className }: Common): string =>
  cx(
    'ex-btn',
    variant !== 'default' && `ex-btn--${variant}`,
    danger && 'ex-btn--danger',
    size === 'large' && 'ex-btn--lg',
    size === 'small' && 'ex-btn--sm',
    block && 'ex-btn--block',
    className,
  );

/** A button of the light kit, styled by antd's tokens (docs/adr/0010-light-public-shell.md). */
export function Button({
  variant,
  size,
  block,
  danger,
  icon,
  className,
  children,
  type = 'button',
  ...rest
}: Common & ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  return (
    <button type={type} className={classes({ variant, size, block, danger, className })} {...rest}>
      {icon}
      {children}
    </button>
  );
}

/** A link that looks like a button: `to` navigates inside the app, `href` opens an external page in a new tab. */
export function ButtonLink({
  to,
  href,
  variant,
  size,
  block,
  icon,
  className,
  children,
  ...rest
}: Common & { readonly to?: string; readonly href?: string; readonly 'aria-label'?: string }) {
  const cls = classes({ variant, size, block, className });
  if (to !== undefined) {
    return (
      <Link to={to} className={cls} {...rest}>
        {icon}
        {children}
      </Link>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={cls} {...rest}>
      {icon}
      {children}
    </a>
  );
}
