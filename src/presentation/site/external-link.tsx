import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A link out of the site (new tab, no opener, no referrer). */
export function ExternalLink({ href, children, button, testId }: { href: string; children: ReactNode; button?: 'primary' | 'default'; testId?: string }) {
  if (button) {
    return <Button type={button} size="large" href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>{children}</Button>;
  }
  return <Typography.Link href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>{children}</Typography.Link>;
}
