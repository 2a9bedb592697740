import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { saygHeaders } from '@darts/contract';
import { ValidationError } from '../../http/errors.js';

/**
 * Who may write a practice record, and the first save made idempotent.
 *
 * - A save without an id may carry `Idempotency-Key` (a value the scorer's device made, kept with the
 *   record as a digest): a create resent with the same key, its first answer lost, is the same
 *   record, never a second one.
 * - Creating a practice record (no score card match, no tournament match) answers a write token in
 *   `X-Sayg-Write-Token`; the server keeps only its digest. Later writes of that record present it
 *   in the same request header, unless the caller is the account that created it. The share link
 *   carries the id only, so it is for watching.
 */
export const idempotencyKeyHeader = saygHeaders.idempotencyKey.toLowerCase();
export const writeTokenHeader = saygHeaders.writeToken.toLowerCase();

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/** What the record keeps of an `Idempotency-Key`. */
export const keyDigest = (key: string) => digest(`sayg-idempotency-key.${key}`);

/** What the record keeps of its write token. */
export const tokenDigest = (token: string) => digest(`sayg-write-token.${token}`);

/** Whether `token` is the one whose digest is `hash`, in constant time. */
export function tokenMatches(token: string | null | undefined, hash: string): boolean {
  if (!token) return false;
  const given = Buffer.from(tokenDigest(token));
  const kept = Buffer.from(hash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/**
 * Issues write tokens. A record created with an idempotency key gets a token derived from the
 * server's secret, the record and the key, so a resent create answers the same token again while
 * the database holds only digests; without a key it is random.
 */
export type SaygWriteTokens = { issue(recordId: string, keyHash: string | null): string };

export function saygWriteTokens(secret: string): SaygWriteTokens {
  return {
    issue: (recordId, keyHash) =>
      createHmac('sha256', secret)
        .update(`sayg-write-token.${recordId}.${keyHash ?? randomBytes(32).toString('base64url')}`)
        .digest('base64url'),
  };
}

const keyPattern = /^[\x21-\x7e]{8,200}$/;

const header = (request: FastifyRequest, name: string): string | null => {
  const value = request.headers[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The request's `Idempotency-Key`, or null; one that is not 8-200 visible ASCII characters is a 400. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const key = header(request, idempotencyKeyHeader);
  if (key === null || keyPattern.test(key)) return key;
  throw new ValidationError({
    'Idempotency-Key': ['The Idempotency-Key header must be 8 to 200 visible ASCII characters.'],
  });
}

/** The request's `X-Sayg-Write-Token`, or null. */
export const writeTokenOf = (request: FastifyRequest) => header(request, writeTokenHeader);
