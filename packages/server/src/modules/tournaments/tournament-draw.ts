import { randomInt } from 'node:crypto';
import {
  tournamentTexts,
  type ActionResult,
  type TournamentDrawRequest,
  type TournamentSideDto,
  type TournamentSwapRequest,
} from '@darts/contract';
import {
  carriedStageBestOf,
  drawAfterSides,
  isDrawLocked,
  layoutProblem,
  layoutTournament,
  seededOrder,
  shuffleSides,
  swapSides,
  type LayoutOptions,
  type TournamentLayout,
  type TournamentMatch,
  type TournamentRound,
} from '@darts/domain';
import type { TournamentMatchDto, TournamentRoundDto } from '@darts/contract';
import { envelope, refused } from '../../http/envelope.js';
import { newId } from '../../shared/ids.js';
import { settled } from './tournament-settle.js';
import type { TournamentDoc } from './tournaments.repository.js';

/** Numbers in [0, 1) from the operating system's cryptographic source: a draw nobody can predict. */
const rangeOfRandom = 2 ** 48 - 1;
export const cryptoRandom = (): number => randomInt(rangeOfRandom) / rangeOfRandom;

/** Who drew, when (the server's clock) and with what randomness. */
export type DrawContext = { made: string; by: string; rng?: () => number };

/** Sides of about this many to a group when the organiser does not say how many groups. */
const usualGroupSize = 4;

/** The laid-out parts a draw replaces; a knockout of before the draw has only `round`. */
function withoutLayout(doc: TournamentDoc): TournamentDoc {
  const { round: _r, losersRound: _l, finalRound: _f, groups: _g, draw: _d, ...rest } = doc;
  return rest;
}

/** A value without its null and undefined properties (the domain may write null; the record leaves it out). */
function present<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v != null)) as T;
}

/** A laid-out match as stored: an id of its own, no nulls. */
const storedMatch = (match: TournamentMatch): TournamentMatchDto =>
  ({ ...present(match), id: match.id ?? newId() }) as TournamentMatchDto;

/** A laid-out round chain as stored: each round and match with an id, `sides` present. */
function storedChain(round: TournamentRound | null | undefined): TournamentRoundDto | undefined {
  if (!round) return undefined;
  const next = storedChain(round.nextRound);
  const { nextRound: _next, ...rest } = present(round);
  return {
    ...(rest as Omit<TournamentRoundDto, 'id' | 'sides' | 'matches'>),
    id: round.id ?? newId(),
    sides: (round.sides ?? []) as TournamentRoundDto['sides'],
    matches: round.matches.map(storedMatch),
    matchOptions: round.matchOptions.map((option) => option && present(option)) as TournamentRoundDto['matchOptions'],
    ...(next ? { nextRound: next } : {}),
  };
}

/** The domain's layout as stored parts of the document (issue #26), only those the format uses. */
function storedLayout(layout: TournamentLayout): Partial<TournamentDoc> {
  const round = storedChain(layout.round);
  const losersRound = storedChain(layout.losersRound);
  const finalRound = storedChain(layout.finalRound);
  const groups = layout.groups?.map((group) => ({
    ...group,
    // The domain names its groups ('group-a'); stored ids are ids like every other (§1.4).
    id: newId(),
    sides: group.sides as TournamentRoundDto['sides'],
    matches: group.matches.map(storedMatch),
    matchOptions: group.matchOptions.map((option) => option && present(option)) as TournamentRoundDto['matchOptions'],
  }));
  return present({ round, losersRound, finalRound, groups });
}

/** The tournament laid out in its format with the sides in `order`, or the domain's reason it cannot be. */
export function laidOut(
  doc: TournamentDoc,
  order: readonly TournamentSideDto[],
  request: Pick<TournamentDrawRequest, 'groupCount' | 'roundBestOf'>,
  /** A night laid out before, whose best of per stage carries over where the stage still exists. */
  before?: TournamentDoc,
): { doc: TournamentDoc } | { problem: string } {
  const asked: LayoutOptions = {
    format: doc.format ?? null,
    sides: order,
    bestOf: doc.bestOf ?? null,
    grandFinalReset: doc.grandFinalReset ?? null,
    groupCount:
      doc.format === 'groups'
        ? (request.groupCount ?? doc.groups?.length ?? Math.max(1, Math.round(order.length / usualGroupSize)))
        : null,
    groupAdvance: doc.groupAdvance ?? null,
    roundBestOf: request.roundBestOf,
  };
  const problem = layoutProblem(asked);
  if (problem) return { problem };
  const options = before ? { ...asked, roundBestOf: carriedStageBestOf(before, asked) } : asked;
  return { doc: { ...withoutLayout(doc), ...storedLayout(layoutTournament(options)) } };
}

/**
 * POST /api/Tournament/{id}/Draw (issue #26): the sides that are playing drawn into the format. A
 * random draw shuffles them with the cryptographic source; a seeded one places the seeds in order
 * and draws the unseeded sides after them at random. The bracket (or groups) is laid out anew, and
 * `draw` says how, when and by whom. Refused once a match has started, or without seeds for a seeded
 * draw, or when the format cannot take the sides.
 */
export function drawDoc(
  doc: TournamentDoc,
  request: TournamentDrawRequest,
  singleRound: boolean,
  { made, by, rng = cryptoRandom }: DrawContext,
): ActionResult<TournamentDoc> {
  if (isDrawLocked(doc)) return refused(tournamentTexts.drawLocked);
  const playing = doc.sides.filter((side) => !side.noShow);
  if (request.method === 'seeded' && !playing.some((side) => side.seed != null)) {
    return refused(tournamentTexts.noSeeds);
  }
  const shuffled = shuffleSides(playing, rng);
  const order = request.method === 'seeded' ? seededOrder(shuffled) : shuffled;
  const layout = laidOut(doc, order, request);
  if ('problem' in layout) return refused(layout.problem);
  const draw = { method: request.method, made, by, order: order.map((side) => side.id) };
  const result = settled({ ...layout.doc, draw }, singleRound);
  return envelope({ success: true, result, messages: [tournamentTexts.drawMade] });
}

/** POST /api/Tournament/{id}/Swap (issue #26): two drawn sides trade places, before any match has started. */
export function swapDoc(
  doc: TournamentDoc,
  { sideA, sideB }: TournamentSwapRequest,
  singleRound: boolean,
): ActionResult<TournamentDoc> {
  if (!doc.draw) return refused(tournamentTexts.notDrawn);
  if (sideA === sideB) return refused(tournamentTexts.sameSide);
  if (!doc.draw.order.includes(sideA) || !doc.draw.order.includes(sideB)) {
    return refused(tournamentTexts.sideNotInDraw);
  }
  if (isDrawLocked(doc)) return refused(tournamentTexts.drawLocked);
  const swapped = swapSides(doc, sideA, sideB);
  if (!swapped) return refused(tournamentTexts.sideNotInDraw);
  return envelope({ success: true, result: settled(swapped, singleRound), messages: [tournamentTexts.sidesSwapped] });
}

/** The format settings a laid-out tournament is built from. */
const settingsOf = (doc: TournamentDoc) => [
  doc.format ?? 'knockout',
  doc.grandFinalReset ?? false,
  doc.groupAdvance ?? null,
];

/**
 * A PUT's document (issue #26): the draw is the Draw route's, so the stored one is kept whatever the
 * body says. When the sides that play change, the domain's `drawAfterSides` decides: before any match
 * has started the draw and its layout are undone (a warning says to draw again); after, a side that
 * plays but was not drawn is refused. A drawn tournament whose format settings change is laid out
 * again from its draw order, each stage keeping the organiser's best of where it still exists
 * (`carriedStageBestOf`), refused once a match has started; a drawn one (or one with boards) then has
 * its winners moved on and its boards given, as after every other write. A knockout of before the
 * draw is stored as sent.
 */
export function editedDoc(
  existing: TournamentDoc | undefined,
  edited: TournamentDoc,
  singleRound: boolean,
): ActionResult<TournamentDoc> {
  const draw = existing?.draw;
  if (!existing || !draw) {
    return envelope({ success: true, result: edited.boards ? settled(edited, singleRound) : edited });
  }
  const sides = drawAfterSides(existing, edited.sides);
  if (sides === 'refused') return refused(tournamentTexts.sideAddedAfterStart);
  if (sides === 'undone') {
    const undrawn = withoutLayout(edited);
    return envelope({
      success: true,
      result: undrawn.boards ? settled(undrawn, singleRound) : undrawn,
      warnings: [tournamentTexts.drawUndone],
    });
  }
  let doc: TournamentDoc = { ...edited, draw };
  if (settingsOf(existing).some((setting, i) => setting !== settingsOf(edited)[i])) {
    if (isDrawLocked(existing)) return refused(tournamentTexts.formatLocked);
    const playing = draw.order.flatMap((id) => edited.sides.filter((side) => side.id === id && !side.noShow));
    const layout = laidOut(doc, playing, { groupCount: null, roundBestOf: null }, existing);
    if ('problem' in layout) return refused(layout.problem);
    doc = { ...layout.doc, draw: { ...draw, order: playing.map((side) => side.id) } };
  }
  return envelope({ success: true, result: settled(doc, singleRound) });
}
