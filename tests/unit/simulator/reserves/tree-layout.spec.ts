import { leavesPerLevel2Node } from '../../../../simulator/reserves/tree-layout';

describe('where leaves go', () => {
  it('gives every level-2 node a leaf and the rest to the left, as single left children elsewhere', () => {
    expect(leavesPerLevel2Node(1)).toEqual([1]);
    expect(leavesPerLevel2Node(3)).toEqual([2, 1]);
    expect(leavesPerLevel2Node(5)).toEqual([2, 1, 1, 1]);
    expect(leavesPerLevel2Node(8)).toEqual([2, 2, 2, 2]);
    for (const n of [2, 7, 100, 1000]) {
      const groups = leavesPerLevel2Node(n);
      expect(groups.reduce((a, b) => a + b, 0)).toBe(n);
      expect(groups.every((g) => g >= 1)).toBe(true);
    }
  });
});
