import { pageRoutes } from '@darts/contract';
import type { AverageKind } from '@darts/domain';
import { pagePath } from '../../lib/paths';

/**
 * The links of the live pages: `/live/match/{id}`, `/live/match/?id={id}`, the
 * TV page `/tv?id={id}`, and the `#average=1|3` hash that picks the average shown first.
 */
export const liveMatchPath = (id: string) => pagePath(pageRoutes.live, { type: 'match', id });

/** The TV page in kiosk mode, so the shell shows no header, menu or footer. */
export const tvPath = (id: string) => `/tv?id=${encodeURIComponent(id)}&kiosk=true`;

const idShape = /^[\w-]{1,100}$/;

/**
 * The record id in what someone pasted: a bare id, a live or TV link, a shared API link
 * (`/api/Sayg/{id}`) or a practice link (`/practice#{id}`). Null when none can be read.
 */
export function saygIdFrom(text: string): string | null {
  const trimmed = text.trim();
  if (idShape.test(trimmed)) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed, 'http://pasted.invalid');
  } catch {
    return null;
  }
  const fromQuery = url.searchParams.get('id');
  const fromPath = /\/(?:live\/match|api\/sayg)\/([^/?#]+)/i.exec(url.pathname)?.[1];
  const fromHash = /^\/practice\/?$/i.test(url.pathname) ? url.hash.slice(1) : undefined;
  const found = [fromQuery, fromPath && decodeURIComponent(fromPath), fromHash].find((id) => id && idShape.test(id));
  return found ?? null;
}

/**
 * `#average=1` starts on the one-dart average; anything else on the three-dart (spec 2 §2 Routes; the
 * three-dart default is issue #23's, overriding spec 2 §9).
 */
export function averageFromHash(hash: string): AverageKind {
  const average = new URLSearchParams(hash.replace(/^#/, '')).get('average');
  return average === '1' ? 'one-dart' : 'three-dart';
}

/** The hash that keeps `kind` on another live page: none for the default three-dart average. */
export const averageHash = (kind: AverageKind) => (kind === 'one-dart' ? '#average=1' : '');
