/** A token and its amount as a decimal string (scale as written in the tree). */
export interface TokenAmount {
  readonly token: string;
  readonly amount: string;
}

/** A node of the tree as the user sees it: its position in the file and its hash in hex. */
export interface NodeRef {
  readonly index: number;
  readonly hash: string;
}

/** Why a tree could not be checked at all. */
export type MalformedReason =
  | 'not-a-tree'
  | 'bad-hash-length'
  | 'missing-hash'
  | 'bad-user-hash'
  | 'no-root'
  | 'several-roots'
  | 'right-without-left'
  | 'bad-balance'
  | 'missing-parent'
  | 'missing-child'
  | 'not-a-child'
  | 'cycle';

/** What the browser's own check of a published tree concluded. */
export type VerificationOutcome =
  | {
      readonly kind: 'verified';
      /** The user's balances: the sum of their leaves per token. */
      readonly balances: readonly TokenAmount[];
      readonly leaves: readonly NodeRef[];
      /** The hashes of every ancestor re-hashed and checked, bottom-up, root last. */
      readonly pathHashes: readonly string[];
      readonly root: string;
      readonly rootTotals: readonly TokenAmount[];
      readonly leafTotal: number;
    }
  | { readonly kind: 'not-included'; readonly root: string; readonly leafTotal: number }
  | {
      readonly kind: 'balance-mismatch';
      readonly node: NodeRef;
      readonly token: string;
      readonly expected: string;
      readonly actual: string;
    }
  | { readonly kind: 'hash-mismatch'; readonly node: NodeRef; readonly expected: string; readonly actual: string }
  | { readonly kind: 'malformed'; readonly reason: MalformedReason; readonly node?: NodeRef; readonly detail?: string };

export type VerificationKind = VerificationOutcome['kind'];

/**
 * The hash function the verifier needs (SHA-256), passed in so the domain stays free of crypto libraries.
 * The verifier reads each result before hashing again, so an implementation may reuse its output buffer.
 */
export type Sha256 = (bytes: Uint8Array) => Uint8Array;

/** Progress of the hashing phase: `done` of `total` nodes looked at. */
export type ProgressListener = (done: number, total: number) => void;
