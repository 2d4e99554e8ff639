import type { ReactNode } from 'react';
import { ButtonLink } from '../ui/button';

export interface ExternalLinkProps {
  /** Without an address it renders the same look, inert: the placeholder while the address is not known yet. */
  readonly href?: string;
  readonly children: ReactNode;
  readonly button?: 'primary' | 'default';
  readonly size?: 'middle' | 'large';
  readonly icon?: ReactNode;
  readonly testId?: string;
}

/** A link out of the site (new tab, no opener, no referrer), as text or as a button. */
export function ExternalLink({ href, children, button, size = 'large', icon, testId }: ExternalLinkProps) {
  if (button) {
    return (
      <ButtonLink href={href} variant={button} size={size} icon={icon} data-testid={testId}>
        {children}
      </ButtonLink>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {icon}
      {children}
    </a>
  );
}
