/** An exact non-negative decimal as integer units and a scale: `"12.50"` is `{units: 1250n, scale: 2}`. */
export interface Fixed {
  readonly units: bigint;
  readonly scale: number;
}

export function parseFixed(text: string): Fixed {
  const [whole, fraction = ''] = text.split('.');
  return { units: BigInt(whole + fraction), scale: fraction.length };
}

/** The exact sum written with the larger scale of the two (the tree's rule for parents). */
export function addFixed(a: Fixed, b: Fixed): Fixed {
  const scale = Math.max(a.scale, b.scale);
  return { units: a.units * 10n ** BigInt(scale - a.scale) + b.units * 10n ** BigInt(scale - b.scale), scale };
}

export function formatFixed({ units, scale }: Fixed): string {
  const digits = units.toString().padStart(scale + 1, '0');
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** Drops trailing fractional zeros, the way a leaf amount is written: `"1.500"` → `"1.5"`, `"2.000"` → `"2"`. */
export function trimFixed(f: Fixed): Fixed {
  let { units, scale } = f;
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n;
    scale--;
  }
  return { units, scale };
}
