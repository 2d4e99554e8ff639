/**
 * Compares the shape of an answer with a recorded one, field by field: the same keys at every level (the first row of
 * each array stands for all) and the same JSON type for each value. A recorded `null` matches anything (the field is
 * there; the recording does not say its type); `allowExtra` lists keys the simulator may send beyond the recording.
 */
export interface ShapeOptions {
  /** Types compared loosely: a number may stand where a string is recorded and the other way (an older period). */
  readonly looseScalars?: boolean;
  readonly allowExtra?: readonly string[];
}

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

export function shapeDifferences(recorded: unknown, actual: unknown, options: ShapeOptions = {}, path = '$'): string[] {
  const r = typeOf(recorded);
  const a = typeOf(actual);
  if (r === 'null') return [];
  if (r !== a) {
    const scalar = (t: string) => t === 'number' || t === 'string';
    if (options.looseScalars && scalar(r) && scalar(a)) return [];
    return [`${path}: recorded ${r}, answered ${a}`];
  }
  if (r === 'array') {
    const [first] = recorded as unknown[];
    const [mine] = actual as unknown[];
    if (first === undefined || mine === undefined) return [];
    return shapeDifferences(first, mine, options, `${path}[0]`);
  }
  if (r !== 'object') return [];
  const rec = recorded as Record<string, unknown>;
  const act = actual as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(rec)) {
    if (!(key in act)) problems.push(`${path}.${key}: recorded, not answered`);
    else problems.push(...shapeDifferences(rec[key], act[key], options, `${path}.${key}`));
  }
  for (const key of Object.keys(act)) {
    if (!(key in rec) && !(options.allowExtra ?? []).includes(key)) problems.push(`${path}.${key}: answered, not in the recording`);
  }
  return problems;
}
