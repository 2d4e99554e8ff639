import { capabilityPanel } from '../shared/capability-panel';

/**
 * A signed-in member's own orders on the book and the chart: the member-trading chunk (with its module) fills the
 * `OwnOrdersSlot` they read. The trade and multi-symbol pages render it for a member only.
 */
export const OwnOrdersOnMarket = capabilityPanel('member-trading', () => import('../member-trading/account/own-orders-on-market'));
