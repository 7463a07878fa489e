import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setImmediate as nextTurn } from "node:timers/promises";
import { createInflateRaw } from "node:zlib";
import { ORDER_IMPORT_LIMITS, ORDER_IMPORT_MESSAGES } from "../../../common/orders";
import { badRequest } from "../../http/errors";

/**
 * An .xlsx is a zip. exceljs's reader (unzipper underneath) inflates every
 * entry it meets as far as the data goes, whatever the directory declares, so
 * a small file that inflates to gigabytes (a zip bomb) would hold the server's
 * memory and CPU. Before exceljs sees the file we read the zip's central
 * directory (entry count, declared sizes, methods) and then inflate each entry
 * ourselves, counting and discarding the bytes, stopping at the first one that
 * inflates past what it declared or past the total cap. This reads the zip's
 * structure only; the spreadsheet itself is read by exceljs.
 */
const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;

const notSpreadsheet = () => badRequest("NOT_A_SPREADSHEET", ORDER_IMPORT_MESSAGES.notSpreadsheet);
const bomb = () => badRequest("ZIP_BOMB", ORDER_IMPORT_MESSAGES.zipBomb);

type Entry = { name: string; method: number; compressed: number; size: number; localOffset: number };

function centralDirectory(buf: Buffer): { entries: Entry[]; offset: number } {
  const from = Math.max(0, buf.length - 65_557);
  let eocd = -1;
  for (let i = buf.length - 22; i >= from; i--) {
    if (buf.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notSpreadsheet();
  const count = buf.readUInt16LE(eocd + 10);
  const offset = buf.readUInt32LE(eocd + 16);
  // ZIP64 markers: no spreadsheet of ours is that big.
  if (count === 0xffff || offset === 0xffffffff) throw bomb();
  if (count > ORDER_IMPORT_LIMITS.maxZipEntries) throw bomb();
  const entries: Entry[] = [];
  let at = offset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw notSpreadsheet();
    const nameLength = buf.readUInt16LE(at + 28);
    entries.push({
      method: buf.readUInt16LE(at + 10),
      compressed: buf.readUInt32LE(at + 20),
      size: buf.readUInt32LE(at + 24),
      localOffset: buf.readUInt32LE(at + 42),
      name: buf.toString("utf8", at + 46, at + 46 + nameLength),
    });
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return { entries, offset };
}

/** Inflates one entry into nothing, answering Infinity when it gives more than `limit` bytes. */
async function inflatedSize(data: Buffer, limit: number): Promise<number> {
  let total = 0;
  let over = false;
  const counter = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      if (total > limit) {
        over = true;
        callback(new Error("over"));
      } else callback();
    },
  });
  async function* slices() {
    // Fed in slices with a turn between: a big sheet takes a while to inflate.
    for (let i = 0; i < data.length; i += 256 * 1024) {
      yield data.subarray(i, i + 256 * 1024);
      await nextTurn();
    }
  }
  try {
    await pipeline(Readable.from(slices()), createInflateRaw(), counter);
  } catch {
    if (!over) throw notSpreadsheet();
  }
  return over ? Number.POSITIVE_INFINITY : total;
}

/** Refuses (400) a zip that is not a sane spreadsheet before exceljs inflates it. */
export async function guardXlsxZip(buf: Buffer): Promise<void> {
  const { entries, offset } = centralDirectory(buf);
  if (!entries.some((e) => e.name === "[Content_Types].xml")) throw notSpreadsheet();
  const declared = entries.reduce((sum, e) => sum + e.size, 0);
  if (declared > ORDER_IMPORT_LIMITS.maxUnzippedBytes) throw bomb();
  let inflated = 0;
  // exceljs reads the local headers one after the other, not this directory:
  // the entries must tile the file up to the directory (a data descriptor of
  // at most 24 bytes between them), or bytes hidden between them would be
  // inflated unchecked.
  const sorted = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  let expected = 0;
  for (const e of sorted) {
    if (e.localOffset < expected || e.localOffset > expected + 24) throw notSpreadsheet();
    if (e.localOffset + 30 > buf.length || buf.readUInt32LE(e.localOffset) !== LOCAL_SIGNATURE)
      throw notSpreadsheet();
    expected =
      e.localOffset +
      30 +
      buf.readUInt16LE(e.localOffset + 26) +
      buf.readUInt16LE(e.localOffset + 28) +
      e.compressed;
  }
  if (offset < expected || offset > expected + 24) throw notSpreadsheet();
  for (const e of entries) {
    if (e.localOffset + 30 > buf.length || buf.readUInt32LE(e.localOffset) !== LOCAL_SIGNATURE)
      throw notSpreadsheet();
    const start =
      e.localOffset + 30 + buf.readUInt16LE(e.localOffset + 26) + buf.readUInt16LE(e.localOffset + 28);
    const data = buf.subarray(start, start + e.compressed);
    if (e.method === 0) {
      inflated += data.length;
    } else if (e.method === 8) {
      // No entry may give more than it declared (nor push the total past the cap).
      const limit = Math.min(e.size, ORDER_IMPORT_LIMITS.maxUnzippedBytes - inflated);
      const size = await inflatedSize(data, limit);
      if (!Number.isFinite(size)) throw bomb();
      inflated += size;
    } else {
      throw notSpreadsheet();
    }
  }
}
