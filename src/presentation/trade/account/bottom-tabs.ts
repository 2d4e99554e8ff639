/** The trade page's bottom panel tabs, in their order. */
export const BOTTOM_TABS = ['openOrders', 'positions', 'tpsl', 'history', 'fills', 'balances', 'funding', 'positionHistory'] as const;
export type BottomTab = (typeof BOTTOM_TABS)[number];
