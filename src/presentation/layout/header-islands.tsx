import { runtimeLazy } from '../shared/runtime-lazy';

/**
 * The header's parts that need the DI container (MobX stores): their own chunks, shown once the runtime is
 * ready; until then the header keeps their space (docs/adr/0010-light-public-shell.md).
 */
export const ConnectionBadge = runtimeLazy(() => import('../market/connection-badge'));
export const AccountActions = runtimeLazy(() => import('../session/account-actions'));
