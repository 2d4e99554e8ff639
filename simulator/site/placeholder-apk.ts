import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';

/**
 * The simulator's stand-in for the published Android build: a valid ZIP (the container an APK is) holding a README
 * and deterministic filler, so the download works offline and its size and SHA-256 are the ones the published-APK
 * call reports. A release pipeline publishes the real file.
 */
export function placeholderApk(version: string, fillerBytes: number): { bytes: Buffer; sha256: string } {
  const readme = Buffer.from(
    `WOO X for Android ${version}\nA placeholder served by the local exchange simulator; the real APK is published by the release pipeline.\n`,
  );
  const filler = Buffer.alloc(fillerBytes);
  let state = 0x9e3779b9;
  for (let i = 0; i < filler.length; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5; // xorshift32: incompressible, the same every time
    filler[i] = state & 0xff;
  }
  const bytes = storedZip([
    ['README.txt', readme],
    ['assets/filler.bin', filler],
  ]);
  return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** A ZIP archive of uncompressed entries (local headers, central directory, end record). */
function storedZip(entries: readonly (readonly [name: string, data: Buffer])[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, data] of entries) {
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(10, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(10, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
