/**
 * The simulator's rule for a new account's EU flag: `none` (default), `all`, or
 * `email:<suffix>,<suffix>` (an email ending with one of the suffixes, e.g. `email:.de,.fr,@eu.example`).
 */
export type EuRule =
  { readonly kind: 'none' } | { readonly kind: 'all' } | { readonly kind: 'email'; readonly suffixes: readonly string[] };

export function parseEuRule(text: string | undefined): EuRule {
  const value = (text ?? 'none').trim();
  if (value === 'none' || value === '') return { kind: 'none' };
  if (value === 'all') return { kind: 'all' };
  if (value.startsWith('email:')) {
    const suffixes = value
      .slice('email:'.length)
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean);
    if (suffixes.length > 0) return { kind: 'email', suffixes };
  }
  throw new Error(`SIM_EU_RULE: expected none, all or email:<suffix,…>, got "${value}"`);
}

export function isEu(rule: EuRule, email: string | null): boolean {
  if (rule.kind === 'all') return true;
  if (rule.kind === 'none' || !email) return false;
  const lower = email.toLowerCase();
  return rule.suffixes.some((suffix) => lower.endsWith(suffix));
}
