import { ProtoWriter } from './proto-writer';

/** One `MerkleNode { hash = 1; left = 2; right = 3; parent = 4; balance = 5; }` with the vector already encoded. */
export interface MerkleNodeBytes {
  readonly hash: Uint8Array;
  readonly left?: Uint8Array;
  readonly right?: Uint8Array;
  readonly parent?: Uint8Array;
  readonly balance: Uint8Array;
}

/** Canonical bytes of a MerkleNode: fields in number order, absent ones omitted. */
export function encodeMerkleNode(node: MerkleNodeBytes, writer = new ProtoWriter(256)): Uint8Array {
  writer.bytesField(1, node.hash);
  if (node.left) writer.bytesField(2, node.left);
  if (node.right) writer.bytesField(3, node.right);
  if (node.parent) writer.bytesField(4, node.parent);
  writer.bytesField(5, node.balance);
  return writer.finish();
}

/** Appends the `tokens` field (1) of a MerkleTree to `writer`. */
export function writeTreeTokens(writer: ProtoWriter, tokens: readonly string[]): void {
  for (const token of tokens) writer.stringField(1, token);
}

/** Appends one `nodes` entry (field 2) of a MerkleTree to `writer`. */
export function writeTreeNode(writer: ProtoWriter, node: MerkleNodeBytes): void {
  writer.bytesField(2, encodeMerkleNode(node));
}
