import {
  recordedScoreAsYouGoDto,
  saygFromRecord,
  saygLimits,
  type updateRecordedScoreAsYouGoDto,
} from '@darts/contract';
import type { z } from 'zod';
import type { LegCompetitor, Sayg } from '@darts/domain';

/** A record as read from the server: the domain's Sayg plus its id and concurrency token. */
export type LoadedSayg = { id: string; updated: string | null; sayg: Sayg };

/** What POST /api/Sayg takes: the record, its id (absent to create) and the token. */
export type SaygUpsert = Sayg & { id?: string; lastUpdated?: string; gameId?: string; matchIndex?: number };

/** The upsert as the contract's request schema types it; a Sayg plus id and token must fit. */
export const asUpsertBody = (body: SaygUpsert): z.input<typeof updateRecordedScoreAsYouGoDto> => body;

/**
 * Reads a RecordedScoreAsYouGoDto into the domain's shape, or says why it is not
 * a record this page can play: deleted, or not the contract's shape or without legs to play (unreadable).
 */
export function readRecordedSayg(
  body: unknown,
): { ok: true; value: LoadedSayg } | { ok: false; reason: 'deleted' | 'unreadable' } {
  const parsed = recordedScoreAsYouGoDto.safeParse(body);
  if (!parsed.success) return { ok: false, reason: 'unreadable' };
  const dto = parsed.data;
  if (dto.deleted) return { ok: false, reason: 'deleted' };
  if (dto.numberOfLegs < saygLimits.numberOfLegs.min) return { ok: false, reason: 'unreadable' };
  // A tournament match's record keeps its link: every save sends the record whole, and the server
  // refuses one that drops it ('Sayg session ids cannot be removed'). The domain's
  // transitions copy the record, so the link rides along to every later save.
  const sayg = dto.tournamentMatchId
    ? { ...saygFromRecord(dto), tournamentMatchId: dto.tournamentMatchId }
    : saygFromRecord(dto);
  return { ok: true, value: { id: dto.id, updated: dto.updated || null, sayg } };
}

/**
 * The record in a fixed shape and key order, so two copies compare equal as text when they hold the
 * same match (used to tell our own lost save from someone else's change).
 */
export function canonicalSayg(sayg: Sayg): string {
  const competitor = (c: LegCompetitor) => c.throws.map((t) => [t.score, t.noOfDarts]);
  const legs = Object.keys(sayg.legs)
    .sort((a, b) => Number(a) - Number(b))
    .map((key) => {
      const leg = sayg.legs[key]!;
      const order = leg.playerSequence.map((p) => [p.value, p.text ?? null]);
      return [key, leg.startingScore, competitor(leg.home), competitor(leg.away), order, leg.currentThrow];
    });
  return JSON.stringify([sayg.yourName, sayg.opponentName ?? null, sayg.numberOfLegs, sayg.startingScore, legs]);
}
