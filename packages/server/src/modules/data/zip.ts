import { createReadStream, openAsBlob } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import {
  BlobReader,
  configure,
  ERR_ENCRYPTED,
  ERR_INVALID_PASSWORD,
  ERR_INVALID_UNCOMPRESSED_SIZE,
  TextReader,
  Uint8ArrayReader,
  ZipReader,
  ZipWriter,
  type FileEntry,
} from '@zip.js/zip.js';

/**
 * The export zip (contract §14.4, §0.13) as files on disk: written entry by entry, read entry by
 * entry, never held whole in memory. With a password every entry, meta.json included, is WinZip
 * AES-256 (what 7-Zip and other common tools open); without one entries are plain UTF-8 JSON.
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
  /** zip.js stops inflating an entry as soon as it outgrows its declared size. */
  sizeMismatch: (name: string) => `${name} is not the size it declares`,
  unreadable: (name: string, message: string) => `${name} cannot be read: ${message}`,
} as const;

/** Writes an export zip to `path`; `close` completes it (the central directory goes last). */
export async function createZipFile(path: string, password: string) {
  const handle = await open(path, 'w');
  // Small entries make small writes: gather them into 1 MB writes.
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const flush = async () => {
    if (!pendingBytes) return;
    const data = Buffer.concat(pending);
    pending = [];
    pendingBytes = 0;
    await handle.write(data);
  };
  const sink = new WritableStream<Uint8Array>({
    async write(chunk) {
      pending.push(Buffer.from(chunk));
      pendingBytes += chunk.length;
      if (pendingBytes >= 1024 * 1024) await flush();
    },
    async close() {
      await flush();
      await handle.close();
    },
    async abort() {
      await handle.close();
    },
  });
  const writer = new ZipWriter(sink, password ? { password, encryptionStrength: 3, zipCrypto: false } : {});
  let closed = false;
  return {
    add: async (name: string, json: string) => void (await writer.add(name, new TextReader(json))),
    close: async () => {
      closed = true;
      await writer.close();
    },
    /** After a failure: releases the file (the caller removes it). */
    abandon: async () => {
      if (!closed) await handle.close().catch(() => undefined);
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

export type ZipEntry = { name: string; entry: FileEntry | undefined; encrypted: boolean };

/**
 * Every entry of the zip at `path`, read lazily from the file. Refuses a file that is not a zip (or
 * is truncated), has too many entries or declares more than the limits; `readText` caps what it inflates.
 */
export async function openZipFile(path: string, password: string) {
  let entries: ZipEntry[];
  let declared = 0;
  try {
    // An upload (at most 30 MB) or a backup of ordinary size is read into memory once: reading entry by
    // entry from disk made a large import spend most of its time waiting on small reads. Larger files
    // (a restore of years of photos) are still read lazily from disk.
    const size = (await stat(path)).size;
    const source = size <= zipLimits.inMemoryBytes ? new Uint8ArrayReader(await readFile(path)) : new BlobReader(await openAsBlob(path));
    const reader = new ZipReader(source, { filenameValidation: 'tolerant' });
    entries = [];
    for await (const entry of reader.getEntriesGenerator()) {
      if (entries.length >= zipLimits.entries) throw new ZipProblem(zipTexts.tooManyEntries());
      if (!entry.directory && entry.uncompressedSize > zipLimits.entryBytes) throw new ZipProblem(zipTexts.entryTooLarge(entry.filename));
      declared += entry.directory ? 0 : entry.uncompressedSize;
      if (declared > zipLimits.totalBytes) throw new ZipProblem(zipTexts.tooLarge());
      entries.push({ name: entry.filename, entry: entry.directory ? undefined : entry, encrypted: entry.encrypted });
    }
  } catch (error) {
    throw error instanceof ZipProblem ? error : new ZipProblem(zipTexts.notAZip);
  }
  let inflated = 0;
  return {
    entries,
    /**
     * The entry's text, decrypted with the password. Stops as soon as the entry or the whole read goes
     * over its limit, whatever the entry declared. A wrong or missing password throws `PasswordProblem`.
     */
    async readText(zipEntry: ZipEntry): Promise<string> {
      if (!zipEntry.entry) return '';
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
        await zipEntry.entry.getData(capped, { password: password || undefined, checkCrc32: true });
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
    },
  };
}

export type OpenedZip = Awaited<ReturnType<typeof openZipFile>>;

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
