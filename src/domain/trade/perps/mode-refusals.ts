import { refusal, type Refusal } from '../../shared/refusal';

/**
 * The exchange's refusals of a mode switch (position mode, margin mode) and of an order's position side, read back as
 * their refusal codes. The simulator words each from the same code (`positionMode: <the code's English>`), so the app
 * says it in the user's language instead of showing the English sentence; the older wordings read the same.
 */
const MODE_REFUSALS: readonly [RegExp, (m: RegExpExecArray) => Refusal][] = [
  [/^positionMode: close every perpetual position/i, () => refusal('position.modeLocked')],
  [
    /^marginMode: (?:(\S+) has a position or open orders|the margin mode can only change while (\S+) has no position)/,
    (m) => refusal('margin.modeLocked', { symbol: m[1] ?? m[2] }),
  ],
  [
    /^positionSide: (?:in one-way mode an order acts on the one position|must be BOTH in one-way mode)/i,
    () => refusal('position.sideOneWay'),
  ],
  [
    /^positionSide: (?:in hedge mode an order must name the position|LONG or SHORT is required in hedge mode)/i,
    () => refusal('position.sideHedge'),
  ],
];

/** The refusal code of a mode or position-side refusal, or undefined for any other message. */
export function modeRefusal(message: string): Refusal | undefined {
  for (const [pattern, read] of MODE_REFUSALS) {
    const m = pattern.exec(message.trim());
    if (m) return read(m);
  }
  return undefined;
}
