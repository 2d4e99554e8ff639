/**
 * A minimal protobuf wire writer (varints, length-delimited fields) that appends to a growable buffer.
 * Fields are written in the order the caller writes them: callers write them in field-number order, which is
 * what canonical encoding means for the exchange's checker.
 */
export class ProtoWriter {
  private buf: Uint8Array;
  private pos = 0;

  constructor(initialSize = 256) {
    this.buf = new Uint8Array(initialSize);
  }

  get length(): number {
    return this.pos;
  }

  /** An unsigned varint; `value` must be a non-negative safe integer (int64 timestamps and ids fit). */
  varint(value: number): this {
    this.ensure(10);
    let v = value;
    while (v >= 0x80) {
      this.buf[this.pos++] = (v % 0x80) | 0x80;
      v = Math.floor(v / 0x80);
    }
    this.buf[this.pos++] = v;
    return this;
  }

  /** A field key: `(field << 3) | wireType`. */
  tag(field: number, wireType: 0 | 2): this {
    return this.varint(field * 8 + wireType);
  }

  raw(bytes: Uint8Array): this {
    this.ensure(bytes.length);
    this.buf.set(bytes, this.pos);
    this.pos += bytes.length;
    return this;
  }

  /** A length-delimited field holding `bytes`. */
  bytesField(field: number, bytes: Uint8Array): this {
    return this.tag(field, 2).varint(bytes.length).raw(bytes);
  }

  stringField(field: number, value: string): this {
    return this.bytesField(field, utf8(value));
  }

  /** The written bytes (a copy, so the writer can be reused or dropped). */
  finish(): Uint8Array {
    return this.buf.slice(0, this.pos);
  }

  private ensure(extra: number): void {
    if (this.pos + extra <= this.buf.length) return;
    let size = this.buf.length * 2;
    while (size < this.pos + extra) size *= 2;
    const next = new Uint8Array(size);
    next.set(this.buf.subarray(0, this.pos));
    this.buf = next;
  }
}

/** UTF-8 bytes of a string (balances and token names are ASCII; other text is still encoded correctly). */
export function utf8(value: string): Uint8Array {
  const out: number[] = [];
  for (const char of value) {
    const c = char.codePointAt(0)!;
    if (c < 0x80) out.push(c);
    else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
    else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
  }
  return Uint8Array.from(out);
}
