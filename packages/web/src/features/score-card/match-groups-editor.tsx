import type { GameMatchDto, GamePlayerDto } from '@darts/contract';
import { hasThrows, matchGroupsOf, type MatchLayout, type Side } from '@darts/domain';
import type { Card } from './card-model';
import { playedIndexes, playersASide } from './match-groups';
import { MatchRow } from './match-row';

export type MatchGroupsEditorProps = {
  card: Card;
  layouts: readonly MatchLayout[];
  squads: Record<Side, readonly GamePlayerDto[]>;
  teamNames: Record<Side, string>;
  onMatchChange: (index: number, match: GameMatchDto) => void;
  onNewPlayer?: (index: number, side: Side, slot: number) => void;
  onEditOptions?: (index: number) => void;
  /** Whether match `index` can be scored as you go now (both sides have players). */
  canScore: (index: number) => boolean;
  onScore?: (index: number) => void;
  onShowStatistics?: (index: number) => void;
};

/**
 * The card's matches in their groups, Singles, Pairs and Triples, with players a side;
 * a match past the eighth is a singles (`matchGroupsOf`), as the submissions comparison shows it.
 */
export function MatchGroupsEditor({
  card,
  layouts,
  squads,
  teamNames,
  onMatchChange,
  onNewPlayer,
  onEditOptions,
  canScore,
  onScore,
  onShowStatistics,
}: MatchGroupsEditorProps) {
  return (
    <div className="score-card-groups">
      {matchGroupsOf(layouts.length).map((group) => {
        const indexes = playedIndexes(group.indexes, layouts);
        if (indexes.length === 0) return null;
        const headingId = `score-card-group-${group.name.toLowerCase()}`;
        return (
          <section key={group.name} className="score-card-group" aria-labelledby={headingId}>
            <h2 id={headingId} className="score-card-group-title">
              {group.name} <span className="score-card-group-size">{playersASide(indexes, layouts)}</span>
            </h2>
            <ol className="score-card-matches">
              {indexes.map((index) => (
                <MatchRow
                  key={index}
                  index={index}
                  card={card}
                  layouts={layouts}
                  squads={squads}
                  teamNames={teamNames}
                  editable
                  onChange={(match) => onMatchChange(index, match)}
                  {...(onNewPlayer
                    ? { onNewPlayer: (side: Side, slot: number) => onNewPlayer(index, side, slot) }
                    : {})}
                  {...(onEditOptions ? { onEditOptions: () => onEditOptions(index) } : {})}
                  {...(onScore && canScore(index) ? { onScore: () => onScore(index) } : {})}
                  {...(onShowStatistics && hasThrows(card.matches[index]?.sayg)
                    ? { onShowStatistics: () => onShowStatistics(index) }
                    : {})}
                />
              ))}
            </ol>
          </section>
        );
      })}
    </div>
  );
}
