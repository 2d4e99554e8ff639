/**
 * Jest's stand-in for src/presentation/app/page-modules.ts (jest.config.cjs maps it): the same page modules by the
 * route table's names, loaded with the CommonJS loader, because ts-jest has no `import.meta.glob`.
 */
export function pageModuleLoader(page: string): () => Promise<{ default: unknown }> {
  return () => import(`../../src/presentation/${page}`);
}
