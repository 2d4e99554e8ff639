import type { GhostPost } from './blog-model';

/**
 * A small subset of Ghost's NQL filter: clauses joined by `+` (and), each `field:value`, `field:-value` (not),
 * `field:[a,b]` (in), `field:-[a,b]` (not in) or `title:~'term'` (contains, case-insensitive). Fields: tag, tags,
 * slug, id, featured, title, author. Unknown fields match nothing rather than everything.
 */
export function matchesFilter(post: GhostPost, filter: string | undefined): boolean {
  if (!filter) return true;
  return splitClauses(filter).every((clause) => matchesClause(post, clause));
}

function splitClauses(filter: string): string[] {
  const out: string[] = [];
  let quoted = false;
  let current = '';
  for (const ch of filter) {
    if (ch === "'") quoted = !quoted;
    if (ch === '+' && !quoted) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out.map((c) => c.trim()).filter(Boolean);
}

const unquote = (v: string) => v.replace(/^'(.*)'$/, '$1').replace(/\\'/g, "'");

function fieldValues(post: GhostPost, field: string): string[] | undefined {
  switch (field) {
    case 'tag':
    case 'tags':
      return post.tags.map((t) => t.slug);
    case 'slug':
      return [post.slug];
    case 'id':
      return [post.id];
    case 'featured':
      return [String(post.featured)];
    case 'title':
      return [post.title];
    case 'author':
    case 'authors':
      return post.authors.map((a) => a.slug);
    default:
      return undefined;
  }
}

function matchesClause(post: GhostPost, clause: string): boolean {
  const colon = clause.indexOf(':');
  if (colon < 1) return false;
  const values = fieldValues(post, clause.slice(0, colon).trim());
  if (!values) return false;
  let expr = clause.slice(colon + 1).trim();
  if (expr.startsWith('~')) {
    const term = unquote(expr.slice(1).trim()).toLowerCase();
    return values.some((v) => v.toLowerCase().includes(term));
  }
  const negate = expr.startsWith('-');
  if (negate) expr = expr.slice(1);
  const wanted = expr.startsWith('[')
    ? expr
        .slice(1, -1)
        .split(',')
        .map((v) => unquote(v.trim()))
    : [unquote(expr)];
  const hit = values.some((v) => wanted.includes(v));
  return negate ? !hit : hit;
}
