import { crc32 } from 'node:zlib';

// A streamed ZIP of stored (uncompressed) entries: photos, recordings and videos are compressed
// already, and a page is a few kilobytes. No ZIP64, so an archive stays under ZIP_MAX_BYTES.
const ZIP_MAX_BYTES = 0xffff_ffff;

export type ZipEntry = {
  name: string;
  body: Uint8Array | AsyncIterable<Uint8Array>;
};

type Written = { name: Buffer; crc: number; size: number; offset: number; streamed: boolean };

const UTF8 = 0x0800;
const DESCRIPTOR = 0x0008;

export function dosDateTime(at: {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}) {
  const date = ((Math.max(at.year, 1980) - 1980) << 9) | (at.month << 5) | at.day;
  const time = (at.hour << 11) | (at.minute << 5) | (at.second >> 1);
  return { date, time };
}

function header(fields: [number, 2 | 4][], tail: Buffer = Buffer.alloc(0)): Buffer {
  const size = fields.reduce((sum, [, bytes]) => sum + bytes, 0);
  const buf = Buffer.alloc(size);
  let at = 0;
  for (const [value, bytes] of fields) {
    if (bytes === 2) buf.writeUInt16LE(value, at);
    else buf.writeUInt32LE(value >>> 0, at);
    at += bytes;
  }
  return Buffer.concat([buf, tail]);
}

function localHeader(entry: Written, stamp: { date: number; time: number }): Buffer {
  const flags = UTF8 | (entry.streamed ? DESCRIPTOR : 0);
  const [crc, size] = entry.streamed ? [0, 0] : [entry.crc, entry.size];
  return header(
    [
      [0x04034b50, 4],
      [20, 2],
      [flags, 2],
      [0, 2],
      [stamp.time, 2],
      [stamp.date, 2],
      [crc, 4],
      [size, 4],
      [size, 4],
      [entry.name.length, 2],
      [0, 2],
    ],
    entry.name,
  );
}

function centralHeader(entry: Written, stamp: { date: number; time: number }): Buffer {
  const flags = UTF8 | (entry.streamed ? DESCRIPTOR : 0);
  return header(
    [
      [0x02014b50, 4],
      [0x0314, 2], // made on Unix, ZIP 2.0: the mode below is a Unix one
      [20, 2],
      [flags, 2],
      [0, 2],
      [stamp.time, 2],
      [stamp.date, 2],
      [entry.crc, 4],
      [entry.size, 4],
      [entry.size, 4],
      [entry.name.length, 2],
      [0, 2],
      [0, 2],
      [0, 2],
      [0, 2],
      [0o100644 * 0x10000, 4],
      [entry.offset, 4],
    ],
    entry.name,
  );
}

export async function* zipStream(
  entries: AsyncIterable<ZipEntry> | Iterable<ZipEntry>,
  stamp: { date: number; time: number },
): AsyncGenerator<Uint8Array> {
  const written: Written[] = [];
  let offset = 0;
  const guard = (bytes: number) => {
    if (offset + bytes > ZIP_MAX_BYTES) throw new RangeError('The archive passed 4 GiB');
    offset += bytes;
  };
  for await (const { name, body } of entries) {
    const streamed = !(body instanceof Uint8Array);
    const entry: Written = { name: Buffer.from(name, 'utf8'), crc: 0, size: 0, offset, streamed };
    if (!streamed) Object.assign(entry, { crc: crc32(body), size: body.length });
    const head = localHeader(entry, stamp);
    guard(head.length);
    yield head;
    if (!streamed) {
      guard(body.length);
      yield body;
    } else {
      for await (const chunk of body) {
        guard(chunk.length);
        entry.crc = crc32(chunk, entry.crc);
        entry.size += chunk.length;
        yield chunk;
      }
      const descriptor = header([
        [0x08074b50, 4],
        [entry.crc, 4],
        [entry.size, 4],
        [entry.size, 4],
      ]);
      guard(descriptor.length);
      yield descriptor;
    }
    written.push(entry);
  }
  const central = Buffer.concat(written.map((entry) => centralHeader(entry, stamp)));
  yield central;
  yield header([
    [0x06054b50, 4],
    [0, 2],
    [0, 2],
    [written.length, 2],
    [written.length, 2],
    [central.length, 4],
    [offset, 4],
    [0, 2],
  ]);
}
