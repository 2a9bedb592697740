import type { GameDto, RecordedScoreAsYouGoDto } from '@darts/contract';
import type { Db } from '../../db/database.js';
import { findLiveSaygs } from '../sayg/sayg.service.js';
import type { StoredCard } from './game-card.js';

/** Match id → Sayg record id for every match of the card and its submissions that was scored as you go. */
function saygIdsByMatch(card: StoredCard): Map<string, string> {
  const links = new Map<string, string>();
  for (const matches of [card.matches, card.homeSubmission?.matches, card.awaySubmission?.matches]) {
    for (const match of matches ?? []) if (match.saygId) links.set(match.id, match.saygId);
  }
  return links;
}

const withRecords = (
  dto: GameDto,
  links: Map<string, string>,
  records: Map<string, RecordedScoreAsYouGoDto>,
): GameDto => ({
  ...dto,
  matches: dto.matches.map((match) => {
    const record = records.get(links.get(match.id) ?? '');
    return record ? { ...match, sayg: record } : match;
  }),
  ...(dto.homeSubmission ? { homeSubmission: withRecords(dto.homeSubmission, links, records) } : {}),
  ...(dto.awaySubmission ? { awaySubmission: withRecords(dto.awaySubmission, links, records) } : {}),
});

/**
 * Embeds each match's leg-by-leg record (GameMatchDto.sayg) in a fixture as presented
 * to a caller. The card keeps only the record's id, so division data stays small; a match the
 * caller may not see (the VetoScores wait, another side's submission) is not in `dto` and so gets
 * nothing. A deleted record is left out.
 */
export async function embedSayg(db: Db, card: StoredCard, dto: GameDto): Promise<GameDto> {
  const links = saygIdsByMatch(card);
  if (links.size === 0) return dto;
  const stored = await findLiveSaygs(db, [...new Set(links.values())]);
  const records = new Map<string, RecordedScoreAsYouGoDto>([...stored].map(([id, record]) => [id, record.dto]));
  return withRecords(dto, links, records);
}
