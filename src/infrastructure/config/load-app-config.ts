import * as z from 'zod/mini';
import type { AppConfig } from '../../application/shared/app-config';
import { err, ok, type Result } from '../../domain/shared/result';
import { appConfigSchema, runtimeConfigSchema } from './app-config.schema';
import { ENVIRONMENT_TABLE, EXTERNAL_LINKS } from './environments';

import { RUNTIME_CONFIG_PATH } from './runtime-config-path';

export { RUNTIME_CONFIG_PATH } from './runtime-config-path';

/** Turns the runtime file into a full, validated configuration, or a list of readable problems. */
export function resolveAppConfig(raw: unknown): Result<AppConfig, string[]> {
  const runtime = runtimeConfigSchema.safeParse(raw);
  if (!runtime.success) return err(runtime.error.issues.map((i) => `${i.path.join('.') || '(file)'}: ${i.message}`));
  const { environment, overrides } = runtime.data;
  const merged = { ...ENVIRONMENT_TABLE[environment], links: EXTERNAL_LINKS, ...overrides, environment };
  const full = appConfigSchema.safeParse(merged);
  if (!full.success) return err(full.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  const insecure = insecureLocations(full.data);
  return insecure.length > 0 ? err(insecure) : ok(full.data);
}

/**
 * Outside `local`, money and credentials travel only encrypted: every absolute URL must be `https:` (`wss:` for the
 * websocket) and no Auth emulator may be named. Paths stay allowed (they take the page's own https origin).
 */
export function insecureLocations(config: AppConfig): string[] {
  if (config.environment === 'local') return [];
  const problems: string[] = [];
  const check = (field: string, value: string | null, scheme: 'https:' | 'wss:') => {
    if (value === null || value.startsWith('/')) return;
    if (!value.toLowerCase().startsWith(`${scheme}//`))
      problems.push(`${field}: must use ${scheme} outside local (got ${value.split('//')[0]}//)`);
  };
  const { links, firebase, newWsUrl, privateWsUrl, ...rest } = config;
  check('newWsUrl', newWsUrl, 'wss:');
  check('privateWsUrl', privateWsUrl, 'wss:');
  for (const field of [
    'apiBase',
    'serverApiBase',
    'blogApiBase',
    'websiteUrl',
    'tradingAppUrl',
    'linkServiceUrl',
    'developerDocsUrl',
    'supportDocsUrl',
    'vipDocsUrl',
    'symbolLogoBase',
    'tokenSyncUrl',
  ] as const) {
    check(field, rest[field], 'https:');
  }
  if (firebase.emulatorUrl !== null) problems.push('firebase.emulatorUrl: the Auth emulator is for local only');
  const { social, ...pages } = links;
  Object.entries(pages).forEach(([name, url]) => check(`links.${name}`, url, 'https:'));
  Object.entries(social).forEach(([name, url]) => check(`links.social.${name}`, url, 'https:'));
  return problems;
}

/** Loads the runtime configuration before the app boots. Never throws. */
export async function loadAppConfig(fetchImpl: typeof fetch = fetch): Promise<Result<AppConfig, string[]>> {
  try {
    const response = await fetchImpl(RUNTIME_CONFIG_PATH, { cache: 'no-store' });
    if (!response.ok) return err([`${RUNTIME_CONFIG_PATH} answered HTTP ${response.status}`]);
    const raw: unknown = await response.json();
    const resolved = resolveAppConfig(raw);
    return resolved.ok ? resolved : withEnglishMessages(raw);
  } catch (error) {
    return err([`${RUNTIME_CONFIG_PATH} could not be read: ${error instanceof Error ? error.message : String(error)}`]);
  }
}

/**
 * zod/mini carries no messages of its own (every problem reads "Invalid input"): its English ones load only when
 * there are problems to list, and the file is read again with them.
 */
async function withEnglishMessages(raw: unknown): Promise<Result<AppConfig, string[]>> {
  try {
    const { en } = await import('zod/locales');
    z.config(en());
  } catch {
    // The chunk did not load: the terse messages still name every field.
  }
  return resolveAppConfig(raw);
}

/** Resolves a configured location (absolute URL or path) against this page's origin. */
export function absoluteUrl(location: string, origin: string, websocket = false): string {
  if (!location.startsWith('/')) return location;
  const base = websocket ? origin.replace(/^http/, 'ws') : origin;
  return `${base}${location}`;
}
