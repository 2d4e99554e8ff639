import { Suspense } from 'react';
import { AppConfig } from '../../application/shared/app-config';
import { useInjection } from '../shared/container-context';
import { ExternalLink, type ExternalLinkProps } from './external-link';

type ConfigLinkProps = Omit<ExternalLinkProps, 'href'> & {
  /** Picks the address from the runtime configuration. */
  readonly href: (config: AppConfig) => string;
};

function ResolvedLink({ href, ...link }: ConfigLinkProps) {
  const config = useInjection(AppConfig);
  return <ExternalLink href={href(config)} {...link} />;
}

/**
 * An external link whose address comes from `AppConfig`. Until the DI container is ready (it loads after the
 * first paint) the same label renders without an address, so nothing moves when the address arrives.
 */
export function ConfigLink({ href, ...link }: ConfigLinkProps) {
  return (
    <Suspense fallback={<ExternalLink {...link} testId={undefined} />}>
      <ResolvedLink href={href} {...link} />
    </Suspense>
  );
}
