import type { FastifyInstance } from 'fastify';

const PALETTE = ['#f7931a', '#627eea', '#14f195', '#3b74e0', '#e84142', '#8247e5', '#26a17b', '#f3ba2f', '#c2a633', '#2a5ada'];

/** A round logo with the asset's initials, coloured by a stable hash of its name. */
export function symbolLogoSvg(base: string): string {
  const hash = [...base].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const initials = base.slice(0, 3);
  const size = initials.length > 2 ? 13 : 16;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="${PALETTE[hash % PALETTE.length]}"/>` +
    `<text x="20" y="25" font-family="Arial,sans-serif" font-size="${size}" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`
  );
}

/**
 * The static image host of the real exchange serves `/<BASE>.png` per asset; the local
 * environment's `symbolLogoBase` is `/symbols`, answered here with a generated SVG (browsers go by the
 * content type, not the name). Unknown names get a 404, as the real host would.
 */
export function registerSymbolLogos(app: FastifyInstance, knownBases: ReadonlySet<string>): void {
  app.get<{ Params: { file: string } }>('/symbols/:file', async (request, reply) => {
    const base = /^([A-Z0-9]{1,20})\.png$/.exec(request.params.file)?.[1];
    if (!base || !knownBases.has(base)) return reply.code(404).type('text/plain').send('no such logo');
    return reply.header('cache-control', 'public, max-age=86400').type('image/svg+xml').send(symbolLogoSvg(base));
  });
}
