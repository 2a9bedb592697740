import { formatCalendarDate, teamIsNotPlayingTwiceOnADate, type FixtureDate } from '@darts/domain';
import type { GameDto } from '@darts/contract';
import { Dialog } from '../../components/dialog';

/**
 * What moving the card to `date` would clash with: `{team}: Already playing against {opponent}` for
 * each side already playing that night (the domain rule the fixtures tab's opponent picker uses).
 */
export function dateMoveClashes(card: GameDto, fixtures: readonly FixtureDate[]): string[] {
  return [card.home, card.away].flatMap((team) => {
    if (!team.id) return [];
    const playing = teamIsNotPlayingTwiceOnADate(team.id, card.date, fixtures, card.id);
    return playing ? [`${team.name}: ${playing}`] : [];
  });
}

/** Asked before a save that moves the fixture to a night where a team already plays. */
export function DateMoveDialog({
  date,
  clashes,
  onSave,
  onCancel,
}: {
  date: string;
  clashes: readonly string[];
  onSave: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog
      title="Move to a night a team already plays?"
      onClose={onCancel}
      closeButton={false}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            Keep editing
          </button>
          <button type="button" className="btn btn-warning" onClick={onSave}>
            Save anyway
          </button>
        </>
      }
    >
      <p>On {formatCalendarDate(date, { weekday: true, year: true })}:</p>
      <ul>
        {clashes.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p className="mb-0">Saving puts a team on two fixtures that night.</p>
    </Dialog>
  );
}
