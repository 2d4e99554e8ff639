import { ProtoWriter } from './proto-writer';

/** `UserHash { int64 uid = 1; string nonce = 2; int64 timestamp = 3; }`: nonce = the account's application id. */
export interface UserHashInput {
  readonly uid: number;
  readonly nonce: string;
  /** The audit's time in epoch milliseconds. */
  readonly timestamp: number;
}

/** Canonical proto3 bytes of a UserHash (fields in order, zero values omitted). SHA-256 of these is the user hash. */
export function encodeUserHash({ uid, nonce, timestamp }: UserHashInput): Uint8Array {
  const w = new ProtoWriter(64);
  if (uid !== 0) w.tag(1, 0).varint(uid);
  if (nonce !== '') w.stringField(2, nonce);
  if (timestamp !== 0) w.tag(3, 0).varint(timestamp);
  return w.finish();
}
