import { useId, useState } from 'react';
import type { GamePlayerDto } from '@darts/contract';
import { isSameName, playerNameProblem } from '@darts/domain';
import { Dialog } from '../../components/dialog';
import { useFieldProblems } from '../../lib/use-field-problems';
import { useCreatePlayer, type PlayerPlace } from './api';

/**
 * 'New player' from a score card slot (spec 2 §4 Fixture data: the player goes into the chosen
 * slot): adds the player to the team for the fixture's season, then hands them back to the slot.
 * A problem with the name, the browser's or the server's, goes as soon as the name is changed.
 */
export function NewPlayerDialog({
  teamName,
  place,
  onCreated,
  onClose,
}: {
  teamName: string;
  place: PlayerPlace;
  onCreated: (player: GamePlayerDto) => void;
  onClose: () => void;
}) {
  const id = useId();
  const [name, setName] = useState('');
  const create = useCreatePlayer();
  const field = useFieldProblems({ name }, (values) => {
    const problem = playerNameProblem(values.name);
    return problem ? { name: problem } : {};
  });
  // The server's reasons are lines of one problem with the name.
  const problems = field.problems.name?.split('\n') ?? [];
  const refused = problems.length > 0 && (create.isError || !!create.data);

  function submit() {
    if (field.validate()) {
      create.reset();
      return;
    }
    const trimmed = name.trim();
    const sent = { name };
    const refuse = (lines: string[]) => field.refuse({ name: lines.join('\n') }, sent);
    create.mutate(
      { place, name: trimmed },
      {
        onSuccess: (outcome) => {
          const season = outcome.result?.seasons?.find((s) => s.seasonId === place.seasonId);
          const player = season?.players.find((p) => isSameName(p.name, trimmed));
          if (outcome.success && player) onCreated({ id: player.id, name: player.name });
          else {
            const lines = [...outcome.errors, ...outcome.warnings];
            refuse(lines.length > 0 ? lines : ['The player could not be added']);
          }
        },
        onError: (error) => refuse([error.message]),
      },
    );
  }

  return (
    <Dialog
      title={`New player for ${teamName}`}
      onClose={onClose}
      busy={create.isPending}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      footer={
        <>
          <button type="button" className="btn btn-outline-secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={create.isPending}>
            {create.isPending ? 'Adding…' : 'Add player'}
          </button>
        </>
      }
    >
      <label htmlFor={id} className="form-label">
        Name
      </label>
      <input
        id={id}
        className={`form-control${problems.length > 0 ? ' is-invalid' : ''}`}
        value={name}
        autoComplete="off"
        aria-invalid={problems.length > 0 || undefined}
        aria-describedby={problems.length > 0 ? `${id}-problems` : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      {problems.length > 0 && (
        <div id={`${id}-problems`} className="invalid-feedback d-block" role="alert">
          {refused && <p className="fw-bold mb-0">Could not save data</p>}
          {problems.map((line) => (
            <p key={line} className="mb-0">
              {line}
            </p>
          ))}
        </div>
      )}
    </Dialog>
  );
}
