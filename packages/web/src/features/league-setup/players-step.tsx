import type { DivisionDto, SeasonDto } from '@darts/contract';
import { parsePlayerLines, nameKey, type LineProblem } from '@darts/domain';
import { useId, useState, type FormEvent } from 'react';
import { addPlayer } from './api';
import { LinesBox, type FailedLine } from './lines-box';
import { saveInTurn, SaveProgress } from './save-progress';
import type { SavedTeam } from './teams-step';

type PerTeam<T> = Record<string, T>;

/**
 * Step 3: a box per team for its players, one name a line (the domain's `parsePlayerLines`), under
 * its division's heading. Each player is added in turn with POST /api/Player/…; names saved on an
 * earlier try are not sent again and refused lines stay in their box with the server's reasons.
 * A team may be left empty and given players later from its division's Players tab.
 */
export function PlayersStep({
  season,
  divisions,
  teams,
  onSaved,
}: {
  season: SeasonDto;
  divisions: readonly DivisionDto[];
  teams: readonly SavedTeam[];
  onSaved: (count: number) => void;
}) {
  const id = useId();
  const [texts, setTexts] = useState<PerTeam<string>>({});
  const [problems, setProblems] = useState<PerTeam<LineProblem[]>>({});
  const [failed, setFailed] = useState<PerTeam<FailedLine[]>>({});
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  const saving = progress !== undefined;
  const boxId = (teamId: string) => `${id}-${teamId}`;
  const savedOf = (teamId: string) => [...saved].filter((key) => key.startsWith(`${teamId}|`)).length;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: PerTeam<LineProblem[]> = {};
    const wanted: Array<{ team: SavedTeam; line: number; name: string; key: string }> = [];
    for (const team of teams) {
      const parsed = parsePlayerLines(texts[team.team.id] ?? '');
      found[team.team.id] = parsed.problems;
      for (const entry of parsed.entries)
        wanted.push({ ...entry, team, key: `${team.team.id}|${nameKey(entry.name)}` });
    }
    setProblems(found);
    setFailed({});
    const firstWrong = teams.find((t) => (found[t.team.id] ?? []).length > 0);
    if (firstWrong) {
      document.getElementById(boxId(firstWrong.team.id))?.focus();
      return;
    }
    const toSave = wanted.filter((entry) => !saved.has(entry.key));
    setProgress({ done: 0, total: toSave.length });
    const outcomes = await saveInTurn(
      toSave.map(
        (entry) => () =>
          addPlayer({ divisionId: entry.team.divisionId, seasonId: season.id, teamId: entry.team.team.id }, entry.name),
      ),
      (done) => setProgress({ done, total: toSave.length }),
    );
    const refused: PerTeam<FailedLine[]> = {};
    const nowSaved = new Set(saved);
    toSave.forEach((entry, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) nowSaved.add(entry.key);
      else (refused[entry.team.team.id] ??= []).push({ line: entry.line, text: entry.name, reasons: outcome.lines });
    });
    setSaved(nowSaved);
    setProgress(undefined);
    setFailed(refused);
    const firstRefused = Object.keys(refused)[0];
    if (firstRefused) {
      document.getElementById(boxId(firstRefused))?.focus();
      return;
    }
    onSaved(nowSaved.size);
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p>Paste each team’s players, one name a line. A team left empty can be given players later.</p>
      {divisions.map((division) => {
        const inDivision = teams.filter((t) => t.divisionId === division.id);
        if (inDivision.length === 0) return null;
        return (
          <fieldset key={division.id} className="mb-2">
            <legend className="h5">{division.name}</legend>
            <div className="setup-team-grid">
              {inDivision.map(({ team }) => (
                <LinesBox
                  key={team.id}
                  id={boxId(team.id)}
                  label={`Players of ${team.name}`}
                  hint="One name a line"
                  value={texts[team.id] ?? ''}
                  rows={6}
                  problems={problems[team.id] ?? []}
                  failed={failed[team.id] ?? []}
                  savedCount={savedOf(team.id)}
                  readOnly={saving}
                  onChange={(text) => setTexts((all) => ({ ...all, [team.id]: text }))}
                />
              ))}
            </div>
          </fieldset>
        );
      })}
      {progress && <SaveProgress what="players" done={progress.done} total={progress.total} />}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        Save players
      </button>
    </form>
  );
}
