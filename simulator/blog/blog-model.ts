/** The simulator's CMS model: the Ghost content API's post, tag and author shapes (docs/protocol.md). */
export interface GhostTag {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  visibility: 'public' | 'internal';
}
export interface GhostAuthor {
  id: string;
  name: string;
  slug: string;
  profile_image: string | null;
  bio: string | null;
}
export interface GhostPost {
  id: string;
  uuid: string;
  slug: string;
  title: string;
  html: string;
  feature_image: string | null;
  featured: boolean;
  created_at: string;
  updated_at: string;
  published_at: string;
  custom_excerpt: string | null;
  excerpt: string;
  reading_time: number;
  tags: GhostTag[];
  authors: GhostAuthor[];
  primary_tag: GhostTag | null;
}

/** What a seed entry says; `buildPost` derives the rest. */
export interface PostSeed {
  slug: string;
  title: string;
  excerpt: string;
  tags: string[];
  author: string;
  lang: string;
  sections: readonly (readonly [heading: string, body: string])[];
  featured?: boolean;
  rawHtml?: string;
  hue: number;
}

const tag = (slug: string, name: string, description: string | null = null): GhostTag => ({
  id: `tag-${slug}`,
  name,
  slug,
  description,
  visibility: slug.startsWith('hash-') ? 'internal' : 'public',
});

export const TAGS: readonly GhostTag[] = [
  tag('product', 'Product', 'New features and releases on WOO X.'),
  tag('markets', 'Markets', 'Weekly market notes from the research desk.'),
  tag('security', 'Security', 'How we keep your assets and account safe.'),
  tag('earn', 'Earn', 'Staking, savings and rewards.'),
  tag('copy-trading', 'Copy trading', 'Following lead traders on WOO X.'),
  tag('guides', 'Guides', 'Step-by-step help for traders.'),
  tag('company', 'Company', 'News about WOO X and the team.'),
  ...['en', 'es', 'ru', 'zh', 'zh-Hans', 'pt', 'vn', 'ukr'].map((l) => tag(`hash-lang-${l.toLowerCase()}`, `#lang-${l}`)),
];

const avatar = (initials: string, hue: number) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="32" fill="hsl(${hue} 60% 40%)"/><text x="32" y="40" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${initials}</text></svg>`)}`;

export const AUTHORS: readonly GhostAuthor[] = [
  {
    id: 'author-mira',
    name: 'Mira Okafor',
    slug: 'mira',
    profile_image: avatar('MO', 200),
    bio: 'Head of research. Former FX options trader.',
  },
  {
    id: 'author-lin',
    name: 'Lin Wei',
    slug: 'lin',
    profile_image: avatar('LW', 140),
    bio: 'Product lead for derivatives and copy trading.',
  },
  {
    id: 'author-diego',
    name: 'Diego Alvarez',
    slug: 'diego',
    profile_image: avatar('DA', 20),
    bio: 'Security engineering and proof of reserves.',
  },
  { id: 'author-anya', name: 'Anya Petrenko', slug: 'anya', profile_image: avatar('AP', 280), bio: 'Community and education.' },
];

/** A local SVG cover (no network): a gradient with two bars, tinted by `hue`. */
export function coverImage(hue: number): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 22%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 45%)"/></linearGradient></defs><rect width="1200" height="630" fill="url(#g)"/><path d="M0 470 L200 400 L380 430 L560 300 L760 340 L940 200 L1200 240" stroke="#fff" stroke-opacity=".6" stroke-width="10" fill="none"/><circle cx="1040" cy="120" r="60" fill="#fff" fill-opacity=".15"/></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Ghost's reading time: words / 275 per minute, at least one. */
export function readingTime(html: string): number {
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;
  return Math.max(1, Math.round(words / 275));
}

export function buildPost(seed: PostSeed, index: number): GhostPost {
  const html =
    seed.rawHtml ??
    seed.sections
      .map(
        ([h, body]) =>
          `<h2>${escapeHtml(h)}</h2>${body
            .split('\n')
            .map((p) => `<p>${escapeHtml(p)}</p>`)
            .join('')}`,
      )
      .join('');
  const date = new Date(Date.UTC(2026, 10, 18) - index * 4 * 86_400_000).toISOString();
  const tags = [...seed.tags, `hash-lang-${seed.lang.toLowerCase()}`].map((slug) => TAGS.find((t) => t.slug === slug)!);
  const publicTags = tags.filter((t) => t.visibility === 'public');
  return {
    id: `64f0${String(index + 1).padStart(20, '0')}`,
    uuid: `0c6b1e2a-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    slug: seed.slug,
    title: seed.title,
    html,
    feature_image: coverImage(seed.hue),
    featured: seed.featured ?? false,
    created_at: date,
    updated_at: date,
    published_at: date,
    custom_excerpt: seed.excerpt,
    excerpt: seed.excerpt,
    reading_time: readingTime(html),
    tags,
    authors: [AUTHORS.find((a) => a.slug === seed.author)!],
    primary_tag: publicTags[0] ?? null,
  };
}
