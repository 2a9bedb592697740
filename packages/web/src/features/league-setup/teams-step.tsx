import type { DivisionDto, SeasonDto, TeamDto } from '@darts/contract';
import { parseTeamLines, nameKey, type LineProblem, type TakenName } from '@darts/domain';
import { useId, useState, type FormEvent } from 'react';
import { saveTeam } from './api';
import { LinesBox, type FailedLine } from './lines-box';
import { saveInTurn, SaveProgress } from './save-progress';

/** A team the page saved, in the division and on the line it came from. */
export type SavedTeam = { team: TeamDto; divisionId: string; line: number };

type PerDivision<T> = Record<string, T>;

/**
 * Step 2: a box per division for its teams, `name, address` one a line (the domain's
 * `parseTeamLines`). Nothing is sent while any line has a problem; then each team is saved in turn
 * with PUT /api/Team/, teams saved on an earlier try are not sent again, and refused lines stay in
 * their box with the server's reasons.
 */
export function TeamsStep({
  season,
  divisions,
  onSaved,
}: {
  season: SeasonDto;
  divisions: readonly DivisionDto[];
  onSaved: (teams: SavedTeam[]) => void;
}) {
  const id = useId();
  const [texts, setTexts] = useState<PerDivision<string>>({});
  const [problems, setProblems] = useState<PerDivision<LineProblem[]>>({});
  const [failed, setFailed] = useState<PerDivision<FailedLine[]>>({});
  const [nothing, setNothing] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number }>();
  const [saved, setSaved] = useState<ReadonlyMap<string, SavedTeam>>(new Map());
  const saving = progress !== undefined;
  const savedIn = (divisionId: string) => [...saved.values()].filter((t) => t.divisionId === divisionId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const taken: TakenName[] = [];
    const found: PerDivision<LineProblem[]> = {};
    const wanted: Array<{ divisionId: string; line: number; name: string; address: string; key: string }> = [];
    for (const division of divisions) {
      const parsed = parseTeamLines(texts[division.id] ?? '', taken);
      found[division.id] = parsed.problems;
      for (const entry of parsed.entries) {
        taken.push({ name: entry.name, where: division.name });
        wanted.push({ ...entry, divisionId: division.id, key: `${division.id}|${nameKey(entry.name)}` });
      }
    }
    setProblems(found);
    setFailed({});
    setNothing(wanted.length === 0);
    const firstWrong = divisions.find((d) => (found[d.id] ?? []).length > 0);
    if (firstWrong || wanted.length === 0) {
      document.getElementById(`${id}-${(firstWrong ?? divisions[0])?.id}`)?.focus();
      return;
    }
    const toSave = wanted.filter((entry) => !saved.has(entry.key));
    setProgress({ done: 0, total: toSave.length });
    const outcomes = await saveInTurn(
      toSave.map(
        (entry) => () =>
          saveTeam({ name: entry.name, address: entry.address, seasonId: season.id, divisionId: entry.divisionId }),
      ),
      (done) => setProgress({ done, total: toSave.length }),
    );
    const refused: PerDivision<FailedLine[]> = {};
    const nowSaved = new Map(saved);
    toSave.forEach((entry, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) nowSaved.set(entry.key, { team: outcome.result, divisionId: entry.divisionId, line: entry.line });
      else
        (refused[entry.divisionId] ??= []).push({
          line: entry.line,
          text: entry.address ? `${entry.name}, ${entry.address}` : entry.name,
          reasons: outcome.lines,
        });
    });
    setSaved(nowSaved);
    setProgress(undefined);
    setFailed(refused);
    if (Object.keys(refused).length > 0) {
      document.getElementById(`${id}-${Object.keys(refused)[0]}`)?.focus();
      return;
    }
    onSaved(wanted.map((entry) => nowSaved.get(entry.key)!));
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <p>
        Paste each division’s teams, one a line: the team’s name, a comma, then its venue’s address (a tab or “ - ”
        works as well as the comma). A team with no address plays at a venue of its own name.
      </p>
      {divisions.map((division) => (
        <LinesBox
          key={division.id}
          id={`${id}-${division.id}`}
          label={`Teams in ${division.name}`}
          hint="e.g. The Crown, 1 High Street"
          value={texts[division.id] ?? ''}
          rows={8}
          problems={problems[division.id] ?? []}
          failed={failed[division.id] ?? []}
          savedCount={savedIn(division.id).length}
          readOnly={saving}
          onChange={(text) => setTexts((all) => ({ ...all, [division.id]: text }))}
        />
      ))}
      {nothing && (
        <div className="alert alert-warning" role="alert">
          Enter at least one team.
        </div>
      )}
      {progress && <SaveProgress what="teams" done={progress.done} total={progress.total} />}
      <button type="submit" className="btn btn-primary" disabled={saving}>
        Save teams
      </button>
    </form>
  );
}
