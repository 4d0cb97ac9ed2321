import zlib from 'node:zlib';

/** An entry of a zip written by hand. */
export interface CraftedEntry {
  name: string;
  /** What the entry unpacks to; deflated unless `stored`. */
  data: Uint8Array;
  stored?: boolean;
  /** The size its headers declare it unpacks to: its data's length unless said. */
  declares?: number;
  /** A Unix mode (type and permissions, `0o120777` a symbolic link), made by Unix; none (MS-DOS) unless said. */
  mode?: number;
}

const u16 = (n: number) => Buffer.from([n & 0xff, (n >>> 8) & 0xff]);
const u32 = (n: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(n);
  return bytes;
};
const u64 = (n: number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(BigInt(n));
  return bytes;
};

const ZIP64 = 0xffffffff;

/**
 * A zip written byte by byte, so that it can declare what zip libraries never write: sizes
 * past 4 GiB that were never packed (in zip64 fields), sizes smaller than the data inflates
 * to, and more than 65,535 entries (a zip64 end of directory).
 */
export function craftedZip(entries: CraftedEntry[]): Buffer {
  const files: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = entry.stored ? Buffer.from(entry.data) : zlib.deflateRawSync(entry.data);
    const declares = entry.declares ?? entry.data.length;
    const big = declares >= ZIP64;
    const extra = big ? Buffer.concat([u16(0x0001), u16(8), u64(declares)]) : Buffer.alloc(0);
    // Version 4.5 (zip64), UTF-8 names, stored or deflated, 1980-01-01.
    const common = Buffer.concat([
      u16(45),
      u16(0x0800),
      u16(entry.stored ? 0 : 8),
      u16(0),
      u16(0x21),
      u32(zlib.crc32(entry.data)),
      u32(data.length),
      u32(big ? ZIP64 : declares),
      u16(name.length),
      u16(extra.length),
    ]);
    const local = Buffer.concat([u32(0x04034b50), common, name, extra, data]);
    const madeBy = entry.mode === undefined ? 45 : (3 << 8) | 45;
    directory.push(
      Buffer.concat([u32(0x02014b50), u16(madeBy), common, u16(0), u16(0), u16(0), u32(((entry.mode ?? 0) << 16) >>> 0), u32(offset), name, extra]),
    );
    files.push(local);
    offset += local.length;
  }
  const central = Buffer.concat(directory);
  const many = entries.length > 0xffff;
  const zip64End = many
    ? Buffer.concat([
        // The zip64 end of directory record, then the locator that points at it.
        Buffer.concat([u32(0x06064b50), u64(44), u16(45), u16(45), u32(0), u32(0), u64(entries.length), u64(entries.length), u64(central.length), u64(offset)]),
        Buffer.concat([u32(0x07064b50), u32(0), u64(offset + central.length), u32(1)]),
      ])
    : Buffer.alloc(0);
  const count = many ? 0xffff : entries.length;
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(count), u16(count), u32(central.length), u32(offset), u16(0)]);
  return Buffer.concat([...files, central, zip64End, end]);
}
