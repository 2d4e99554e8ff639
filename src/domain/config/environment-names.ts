/**
 * The environments the one build knows (the table of their settings is environment-table.ts). A module of its own:
 * the app's config schema, which the shell carries, needs the names, not the table (≈ 1 KB gzip on the home page).
 */
export const ENVIRONMENTS = ['local', 'dev', 'qa', 'staging', 'production'] as const;
export type EnvironmentName = (typeof ENVIRONMENTS)[number];
