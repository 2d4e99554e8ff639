import { ReservesCheckStore } from '../../../src/presentation/reserves/reserves-check.store';
import { hex, sha256, tinyTree, userHashBytes, vectorBytes } from '../../../tests/fakes/reserves/reserves-merkle-vectors';
import { worldPart, type ExchangeWorld } from '../../support/world';

/** The proof-of-reserves steps' part of the World. */
export interface ReservesScenario {
  withoutWoo?: unknown;
  accountAudit?: unknown;
  /** The tree the scenario's audit published, when it is not the default sample. */
  tree?: ReturnType<typeof tinyTree>;
}
export const scenario = worldPart((): ReservesScenario => ({}));

export const SAMPLE = tinyTree();
export const STRANGER = hex(sha256(userHashBytes(424242, 'app-stranger', 1_700_000_000_000)));
export const hashOf = (who: string, tree = SAMPLE) => (who === 'Alice' ? hex(tree.alice) : who === 'Bob' ? hex(tree.bob) : STRANGER);
/** The tree the scenario published (the sample unless a step built another). */
export const treeOf = (world: ExchangeWorld) => scenario(world).tree ?? SAMPLE;
export const forgedHash = () => sha256(Uint8Array.from([6, 6, 6]));

/** "BTC 1.75, USDT 100" → [{token, amount}] */
export function amounts(text: string): { token: string; amount: string }[] {
  return text.split(',').map((part) => {
    const [token, amount] = part.trim().split(/\s+/);
    return { token, amount };
  });
}

/** Balance vector bytes of "USDT 120.6"-style text over the sample tokens BTC, USDT, ETH. */
export function sampleVector(text: string, base: [number, string][]): Uint8Array {
  const tokens = ['BTC', 'USDT', 'ETH'];
  const { token, amount } = amounts(text)[0];
  return vectorBytes(base.map(([i, v]) => [i, tokens[i] === token ? amount : v]));
}

export async function runCheck(world: ExchangeWorld, auditId: string, userHash: string): Promise<void> {
  const store = world.get(ReservesCheckStore);
  store.setAuditId(auditId);
  store.setUserHash(userHash);
  await store.verify();
}

export function checkResult(world: ExchangeWorld) {
  const result = world.get(ReservesCheckStore).result;
  if (result.status !== 'success') throw new Error(`no check result: ${JSON.stringify(result)}`);
  return result.value;
}

/** Waits until `ready()` holds (async store work over the fake transport), at most 10 s (a loaded machine's pace). */
export async function until(ready: () => boolean): Promise<void> {
  for (const deadline = Date.now() + 10_000; !ready() && Date.now() < deadline;) await new Promise((resolve) => setTimeout(resolve, 10));
  if (!ready()) throw new Error('timed out waiting for the store');
}
