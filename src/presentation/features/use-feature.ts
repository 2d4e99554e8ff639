import { useEffect } from 'react';
import type { FeatureName } from '../../domain/features/feature-flags';
import { SessionStore } from '../session/session.store';
import { useInjection } from '../shared/container-context';
import { FeatureFlagsStore } from './feature-flags.store';

/**
 * Whether a feature is on for this visitor (docs/protocol.md "Feature flags"): call it inside an `observer` view.
 * The page's capability must list 'features' in `uses` (src/capabilities/social.ts does).
 */
export function useFeature(name: FeatureName): boolean {
  const flags = useInjection(FeatureFlagsStore);
  const session = useInjection(SessionStore);
  const status = session.state.status;
  useEffect(() => {
    if (status !== 'unknown') void flags.ensure(status === 'loggedIn');
  }, [status, flags]);
  return flags.enabled(name);
}
