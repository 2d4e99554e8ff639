/**
 * The sectors the exchange groups its markets by (the layout call's `group` names). A known sector has a translation
 * key (`markets:sectors.<key>`); a sector the exchange adds later is shown under its own name until it has one.
 */
const SECTOR_KEYS: Readonly<Record<string, string>> = {
  'layer 1': 'layer1',
  'layer 2': 'layer2',
  defi: 'defi',
  meme: 'meme',
  ai: 'ai',
  gaming: 'gaming',
  infrastructure: 'infrastructure',
  exchange: 'exchange',
  stablecoins: 'stablecoins',
};

export function sectorKey(group: string): string | undefined {
  return SECTOR_KEYS[group.trim().toLowerCase()];
}
