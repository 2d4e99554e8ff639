/**
 * Where leaves go (issue part 4): with n leaves there are k level-2 nodes, k the smallest power of two with
 * 2k ≥ n; every level-2 node gets one leaf, and the n − k remaining leaves go to the level-2 nodes from the
 * left as their second (right) child. Nodes without a second leaf have a single left child. Above level 2
 * nodes pair left to right; an odd last node becomes a single left child of its parent.
 */
export function leavesPerLevel2Node(n: number): number[] {
  if (n < 1) return [];
  let k = 1;
  while (2 * k < n) k *= 2;
  const pairs = n - k;
  return Array.from({ length: k }, (_, i) => (i < pairs ? 2 : 1));
}
