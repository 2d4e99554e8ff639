import { closedSubset } from '../../../build-tools/closed-group';

/** A module graph by static imports. */
const graph: Record<string, string[]> = {
  'early-account': ['rest-security', 'session-api', 'decimal'],
  'rest-security': ['api-client', 'security.schema'],
  'security.schema': ['zod'],
  'session-api': ['cookies', 'load-config'],
  cookies: [],
  'load-config': ['zod'],
  'rest-chart': ['charts'],
  'chart-view': ['rest-chart'],
  decimal: [],
};
const importsOf = (id: string) => graph[id] ?? [];

describe('a closed code-splitting group', () => {
  it('keeps the candidates whose imports are all in the group or taken by another group', () => {
    const taken = new Set(['api-client', 'zod', 'load-config', 'decimal']);
    expect(
      [
        ...closedSubset(['early-account', 'rest-security', 'security.schema', 'session-api', 'cookies'], importsOf, (id) => taken.has(id)),
      ].sort(),
    ).toEqual(['cookies', 'early-account', 'rest-security', 'security.schema', 'session-api']);
  });

  it('drops a candidate that imports a module of no group, and every candidate that imports it in turn', () => {
    const taken = new Set(['api-client', 'zod', 'decimal']);
    // load-config is taken by no group: session-api imports it, and early-account imports session-api
    expect(
      [
        ...closedSubset(['early-account', 'rest-security', 'security.schema', 'session-api', 'cookies'], importsOf, (id) => taken.has(id)),
      ].sort(),
    ).toEqual(['cookies', 'rest-security', 'security.schema']);
    expect([...closedSubset(['chart-view', 'rest-chart'], importsOf, () => false)]).toEqual([]);
  });

  it('leaves out the candidates another group has taken', () => {
    expect([...closedSubset(['cookies', 'decimal'], importsOf, (id) => id === 'decimal')]).toEqual(['cookies']);
  });
});
