/** Thrown by the reader on truncated or impossible input; the decoders turn it into a `malformed` result. */
export class WireError extends Error {}

/** A cursor over protobuf wire bytes. Every read checks bounds and throws `WireError` on bad input. */
export class ProtoReader {
  pos: number;

  constructor(
    readonly bytes: Uint8Array,
    start = 0,
    readonly end = bytes.length,
  ) {
    this.pos = start;
  }

  get done(): boolean {
    return this.pos >= this.end;
  }

  /** An unsigned varint up to 2^53. */
  varint(): number {
    let result = 0;
    let factor = 1;
    for (let i = 0; i < 10; i++) {
      if (this.pos >= this.end) throw new WireError('truncated varint');
      const b = this.bytes[this.pos++];
      result += (b & 0x7f) * factor;
      if (b < 0x80) return result;
      factor *= 128;
    }
    throw new WireError('varint too long');
  }

  /** Reads a length prefix and returns the start of the payload, leaving the cursor after it. */
  lengthDelimited(): { start: number; length: number } {
    const length = this.varint();
    const start = this.pos;
    if (start + length > this.end) throw new WireError('length beyond the end');
    this.pos = start + length;
    return { start, length };
  }

  /** Skips a field of the given wire type. */
  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 2) this.lengthDelimited();
    else if (wireType === 1) this.advance(8);
    else if (wireType === 5) this.advance(4);
    else throw new WireError(`unsupported wire type ${wireType}`);
  }

  private advance(n: number): void {
    if (this.pos + n > this.end) throw new WireError('truncated field');
    this.pos += n;
  }
}

/** Decodes UTF-8 (the strings of a tree are short; the fast path covers ASCII). */
export function readUtf8(bytes: Uint8Array, start: number, length: number): string {
  let ascii = true;
  for (let i = start; i < start + length; i++)
    if (bytes[i] >= 0x80) {
      ascii = false;
      break;
    }
  if (ascii) {
    let out = '';
    for (let i = start; i < start + length; i++) out += String.fromCharCode(bytes[i]);
    return out;
  }
  return new TextDecoder().decode(bytes.subarray(start, start + length));
}
