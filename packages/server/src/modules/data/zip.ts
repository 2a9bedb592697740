import { createReadStream, openAsBlob } from 'node:fs';
import { open, readFile, stat, type FileHandle } from 'node:fs/promises';
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';
import {
  BlobReader,
  configure,
  ERR_ENCRYPTED,
  ERR_INVALID_CRC32,
  ERR_INVALID_PASSWORD,
  ERR_INVALID_UNCOMPRESSED_SIZE,
  TextReader,
  Uint8ArrayReader,
  ZipReader,
  ZipWriter,
  type FileEntry,
} from '@zip.js/zip.js';
import { Zip, type ZipInputFile } from 'fflate';
import { fromBufferPromise, getFileNameLowLevel, type Entry, type ZipFile } from 'yauzl';

/**
 * The export zip as files on disk: written entry by entry, read entry by
 * entry, never held whole in memory. With a password every entry, meta.json included, is WinZip
 * AES-256 (what 7-Zip and other common tools open); without one entries are plain UTF-8 JSON.
 *
 * Two zip libraries, chosen by measurement: a league is thousands of small entries, and
 * zip.js pays about a millisecond of web streams per entry whatever its settings (8,000 entries took
 * 10 s each way). Plain entries are laid out by fflate's `Zip` and listed by yauzl, with Node's zlib
 * deflating and inflating them, a few microseconds per entry. AES stays with zip.js: neither of the
 * others encrypts, and the key derivation WinZip AES asks of every entry costs more than the rest.
 */

// Node has no web workers: compress and encrypt on this thread (the native streams do the work).
configure({ useWebWorkers: false });

/**
 * What an import will read, whatever the zip says of itself: a 30 MB upload may still claim (or
 * inflate to) far more, so every entry, the total and the number of entries are capped as read.
 * Not frozen: tests lower them to prove each cap without building gigabytes.
 */
export const zipLimits = {
  entryBytes: 16 * 1024 * 1024,
  totalBytes: 1024 * 1024 * 1024,
  entries: 200_000,
  /** Zip files up to this size are read into memory once rather than entry by entry from disk. */
  inMemoryBytes: 128 * 1024 * 1024,
};

export const metaEntryName = 'meta.json';

/** A problem with the zip itself: its message is the answer's error. */
export class ZipProblem extends Error {}

const megabytes = (bytes: number) => (bytes % (1024 * 1024) ? `${bytes} bytes` : `${bytes / 1024 / 1024} MB`);

export const zipTexts = {
  notAZip: 'The file is not a zip file, or it is damaged',
  tooManyEntries: () => `The zip file holds more than ${zipLimits.entries} entries`,
  entryTooLarge: (name: string) => `${name} is larger than ${megabytes(zipLimits.entryBytes)} uncompressed`,
  tooLarge: () => `The zip file holds more than ${megabytes(zipLimits.totalBytes)} uncompressed`,
  /** Inflating stops as soon as an entry outgrows its declared size. */
  sizeMismatch: (name: string) => `${name} is not the size it declares`,
  unreadable: (name: string, message: string) => `${name} cannot be read: ${message}`,
} as const;

/** Output gathered into writes of about this size: small entries make small writes. */
const writeBytes = 1024 * 1024;
/** Encrypted entries being added at once (see `encryptedWriter`). */
const encryptedAtOnce = 8;

/**
 * Writes an export zip to `path`, every entry dated `modified`; `close` completes it (the central
 * directory goes last).
 */
export async function createZipFile(path: string, password: string, modified: Date) {
  const handle = await open(path, 'w');
  const output = fileOutput(handle);
  const writer = password ? encryptedWriter(output, password, modified) : plainWriter(output, modified);
  let closed = false;
  return {
    add: (name: string, json: string) => writer.add(name, json),
    close: async () => {
      closed = true;
      await writer.close();
      await output.flush();
      await handle.close();
    },
    /** After a failure: releases the file (the caller removes it). */
    abandon: async () => {
      if (!closed) await handle.close().catch(() => undefined);
    },
  };
}

/** Bytes for `handle`, gathered into 1 MB writes. */
function fileOutput(handle: FileHandle) {
  let pending: Uint8Array[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (!pendingBytes) return;
    const data = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    await handle.write(data);
  };
  return {
    push(chunk: Uint8Array) {
      pending.push(chunk);
      pendingBytes += chunk.length;
    },
    /** Writes what is gathered once it reaches the write size. */
    async drain() {
      if (pendingBytes >= writeBytes) await flush();
    },
    flush,
  };
}

type Output = ReturnType<typeof fileOutput>;
type EntryWriter = { add: (name: string, json: string) => Promise<void>; close: () => Promise<void> };

/**
 * Every entry WinZip AES-256 encrypted by zip.js. WinZip AES derives a key for every entry (PBKDF2,
 * 1,000 rounds), which is most of the work: several entries are added at once so that their keys are
 * derived (and their data compressed) on the thread pool side by side; zip.js still writes them in order.
 */
function encryptedWriter(output: Output, password: string, modified: Date): EntryWriter {
  const sink = new WritableStream<Uint8Array>({
    async write(chunk) {
      output.push(Buffer.from(chunk));
      await output.drain();
    },
  });
  const writer = new ZipWriter(sink, { password, encryptionStrength: 3, zipCrypto: false, lastModDate: modified });
  const adding: Array<Promise<unknown>> = [];
  return {
    async add(name, json) {
      const added = writer.add(name, new TextReader(json));
      // A failure surfaces when its turn comes (or at close); meanwhile it is not an unhandled rejection.
      added.catch(() => undefined);
      adding.push(added);
      if (adding.length >= encryptedAtOnce) await adding.shift();
    },
    async close() {
      for (const added of adding.splice(0)) await added;
      await writer.close();
    },
  };
}

/**
 * Plain deflated entries, laid out by fflate (a data descriptor after each), deflated by zlib as
 * they come. Synchronously: zlib's asynchronous calls run each entry through a stream of its own,
 * which cost twice the processor time of the deflating itself on a league's small entries.
 */
function plainWriter(output: Output, modified: Date): EntryWriter {
  let failure: Error | undefined;
  const zip = new Zip((error, chunk) => {
    if (error) failure ??= error;
    else output.push(chunk);
  });
  return {
    async add(name, json) {
      const data = Buffer.from(json);
      const file: ZipInputFile = { filename: name, size: data.length, crc: crc32(data), compression: 8, mtime: modified };
      zip.add(file);
      file.ondata!(null, deflateRawSync(data), true);
      if (failure) throw failure;
      await output.drain();
    },
    async close() {
      zip.end();
      if (failure) throw failure;
    },
  };
}

/** An entry's name as the export writes it: meta.json, `{table}/` or `{table}/{id}.json`, lower case. */
export type EntryName = { kind: 'meta' } | { kind: 'folder'; table: string } | { kind: 'record'; table: string; id: string };

const recordName = /^([a-z]+)\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.json$/;
const folderName = /^([a-z]+)\/$/;

/** Undefined for anything else, so `../x.json`, absolute names and nested folders are never read. */
export function parseEntryName(name: string): EntryName | undefined {
  if (name === metaEntryName) return { kind: 'meta' };
  const record = recordName.exec(name);
  if (record) return { kind: 'record', table: record[1]!, id: record[2]! };
  const folder = folderName.exec(name);
  return folder ? { kind: 'folder', table: folder[1]! } : undefined;
}

/** One entry of an opened zip; `index` is its place in the zip (opaque to callers). */
export type ZipEntry = { name: string; directory: boolean; encrypted: boolean; index: number };

/** An opened zip: its entries and how to read one. */
export type OpenedZip = {
  entries: ZipEntry[];
  /**
   * The entry's text, decrypted with the password. Stops as soon as the entry or the whole read goes
   * over its limit, whatever the entry declared. A wrong or missing password throws `PasswordProblem`.
   */
  readText(entry: ZipEntry): Promise<string>;
  /** The texts of `entries`, in their order (an encrypted zip reads several at once; see `encryptedWriter`). */
  readTexts(entries: readonly ZipEntry[]): AsyncGenerator<string>;
};

/** `readText` of each entry in turn. */
async function* oneByOne(readText: OpenedZip['readText'], entries: readonly ZipEntry[]): AsyncGenerator<string> {
  for (const entry of entries) yield await readText(entry);
}

/**
 * `readText` of each entry in order, up to `encryptedAtOnce` of them read at once: their keys are
 * derived side by side on the thread pool. A failure surfaces at its entry's turn, as one by one.
 */
async function* severalAtOnce(readText: OpenedZip['readText'], entries: readonly ZipEntry[]): AsyncGenerator<string> {
  const reading: Array<Promise<string>> = [];
  let next = 0;
  const readMore = () => {
    while (next < entries.length && reading.length < encryptedAtOnce) {
      const text = readText(entries[next++]!);
      // Reads beyond where the caller stops are not awaited: their failures are not unhandled rejections.
      text.catch(() => undefined);
      reading.push(text);
    }
  };
  readMore();
  while (reading.length) {
    const text = await reading.shift()!;
    readMore();
    yield text;
  }
}

/** Lists entries with the limits checked as they come: count, each entry's declared size, the total. */
function entryList() {
  const entries: ZipEntry[] = [];
  let declared = 0;
  return {
    entries,
    add(name: string, directory: boolean, encrypted: boolean, size: number) {
      if (entries.length >= zipLimits.entries) throw new ZipProblem(zipTexts.tooManyEntries());
      if (!directory && size > zipLimits.entryBytes) throw new ZipProblem(zipTexts.entryTooLarge(name));
      declared += directory ? 0 : size;
      if (declared > zipLimits.totalBytes) throw new ZipProblem(zipTexts.tooLarge());
      entries.push({ name, directory, encrypted, index: entries.length });
    },
  };
}

/**
 * Every entry of the zip at `path`, read lazily from the file. Refuses a file that is not a zip (or
 * is truncated), has too many entries or declares more than the limits; `readText` caps what it inflates.
 */
export async function openZipFile(path: string, password: string): Promise<OpenedZip> {
  try {
    // An upload (at most 30 MB) or a backup of ordinary size is read into memory once: reading entry by
    // entry from disk made a large import spend most of its time waiting on small reads. Larger files
    // (a restore of years of photos) are still read lazily from disk.
    const size = (await stat(path)).size;
    if (size > zipLimits.inMemoryBytes) return await openWithZipJs(new BlobReader(await openAsBlob(path)), password);
    const bytes = await readFile(path);
    return (await openPlain(bytes)) ?? (await openWithZipJs(new Uint8ArrayReader(bytes), password));
  } catch (error) {
    throw error instanceof ZipProblem ? error : new ZipProblem(zipTexts.notAZip);
  }
}

/**
 * The zip in `bytes` read with yauzl when every entry is plain (stored or deflated, not encrypted);
 * undefined otherwise, and for anything yauzl will not read, so that zip.js decides on those.
 */
async function openPlain(bytes: Buffer): Promise<OpenedZip | undefined> {
  let zipfile: ZipFile;
  let entries: AsyncIterableIterator<Entry>;
  try {
    // Names are decoded below without yauzl's validation: `../x.json` is listed (and refused by name), not fatal.
    zipfile = await fromBufferPromise(bytes, { decodeStrings: false, validateEntrySizes: true });
    entries = zipfile.eachEntry();
  } catch {
    return undefined;
  }
  const list = entryList();
  const found: Entry[] = [];
  for (;;) {
    let next: IteratorResult<Entry>;
    try {
      next = await entries.next();
    } catch {
      return undefined;
    }
    if (next.done) break;
    const entry = next.value;
    if (entry.isEncrypted() || (entry.compressionMethod !== 0 && entry.compressionMethod !== 8)) return undefined;
    const name = getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
    list.add(name, name.endsWith('/'), false, entry.uncompressedSize);
    found.push(entry);
  }

  let inflated = 0;
  const readText: OpenedZip['readText'] = async ({ name, directory, index }) => {
    if (directory) return '';
    const entry = found[index]!;
    let data: Buffer;
    try {
      const { fileDataStart } = await zipfile.readLocalFileHeaderPromise(entry, { minimal: true });
      const end = fileDataStart + entry.compressedSize;
      if (end > bytes.length) throw new Error('file data overflows file bounds');
      const stored = bytes.subarray(fileDataStart, end);
      // One byte more than declared is enough to know the entry is not the size it says.
      data = entry.compressionMethod === 8 ? inflateRawSync(stored, { maxOutputLength: entry.uncompressedSize + 1 }) : stored;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new ZipProblem(zipTexts.sizeMismatch(name));
      throw new ZipProblem(zipTexts.unreadable(name, (error as Error).message));
    }
    if (data.length !== entry.uncompressedSize) throw new ZipProblem(zipTexts.sizeMismatch(name));
    if (data.length > zipLimits.entryBytes) throw new ZipProblem(zipTexts.entryTooLarge(name));
    inflated += data.length;
    if (inflated > zipLimits.totalBytes) throw new ZipProblem(zipTexts.tooLarge());
    if (crc32(data) !== entry.crc32) throw new ZipProblem(zipTexts.unreadable(name, ERR_INVALID_CRC32));
    return data.toString('utf8');
  };
  return { entries: list.entries, readText, readTexts: (entries) => oneByOne(readText, entries) };
}

/** The zip read with zip.js: encrypted entries, other compression methods, and files too large to hold. */
async function openWithZipJs(source: BlobReader | Uint8ArrayReader, password: string): Promise<OpenedZip> {
  const reader = new ZipReader(source, { filenameValidation: 'tolerant' });
  const list = entryList();
  const found: Array<FileEntry | undefined> = [];
  for await (const entry of reader.getEntriesGenerator()) {
    list.add(entry.filename, entry.directory, entry.encrypted, entry.directory ? 0 : entry.uncompressedSize);
    found.push(entry.directory ? undefined : entry);
  }
  let inflated = 0;
  const readText: OpenedZip['readText'] = async (zipEntry) => {
    const entry = found[zipEntry.index];
    if (!entry) return '';
    const chunks: Uint8Array[] = [];
    let size = 0;
    const capped = new WritableStream<Uint8Array>({
      write(chunk) {
        size += chunk.length;
        inflated += chunk.length;
        if (size > zipLimits.entryBytes) throw new ZipProblem(zipTexts.entryTooLarge(zipEntry.name));
        if (inflated > zipLimits.totalBytes) throw new ZipProblem(zipTexts.tooLarge());
        chunks.push(chunk.slice());
      },
    });
    try {
      await entry.getData(capped, { password: password || undefined, checkCrc32: true });
    } catch (error) {
      if (error instanceof ZipProblem) throw error;
      const message = (error as Error).message;
      if (message === ERR_INVALID_PASSWORD || message === ERR_ENCRYPTED) throw new PasswordProblem();
      // A limit hit inside the writable comes back as the stream's failure reason.
      if (size > zipLimits.entryBytes) throw new ZipProblem(zipTexts.entryTooLarge(zipEntry.name));
      if (inflated > zipLimits.totalBytes) throw new ZipProblem(zipTexts.tooLarge());
      if (message === ERR_INVALID_UNCOMPRESSED_SIZE) throw new ZipProblem(zipTexts.sizeMismatch(zipEntry.name));
      throw new ZipProblem(zipTexts.unreadable(zipEntry.name, message));
    }
    return Buffer.concat(chunks).toString('utf8');
  };
  return { entries: list.entries, readText, readTexts: (entries) => severalAtOnce(readText, entries) };
}

/** The password does not open an encrypted entry (or none was given). */
export class PasswordProblem extends Error {}

/**
 * The file at `path` as base64 text in chunks: each chunk encodes a multiple of 3 bytes, so the
 * chunks joined are the base64 of the whole file, and only one chunk is in memory at a time.
 */
export async function* base64Chunks(path: string): AsyncGenerator<string> {
  let carry: Buffer = Buffer.alloc(0);
  for await (const data of createReadStream(path, { highWaterMark: 3 * 64 * 1024 })) {
    const bytes = carry.length ? Buffer.concat([carry, data as Buffer]) : (data as Buffer);
    const whole = bytes.length - (bytes.length % 3);
    if (whole) yield bytes.subarray(0, whole).toString('base64');
    carry = bytes.subarray(whole);
  }
  if (carry.length) yield carry.toString('base64');
}
