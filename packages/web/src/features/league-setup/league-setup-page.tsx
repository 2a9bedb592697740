import type { DivisionDto, SeasonDto } from '@darts/contract';
import { canSetUpLeague } from '@darts/domain';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Loading } from '../../components/loading';
import { NotPermitted } from '../../components/not-permitted';
import { useUnsavedWarning } from '../../components/use-unsaved-warning';
import { useDivisions, useSeasons } from '../../lib/app-data';
import { useToday } from '../../lib/clock';
import { modeHref } from '../../lib/division-links';
import { useDocumentTitle } from '../../lib/document-title';
import { accessOf, useAccount } from '../../lib/session';
import { useRefreshLeague } from './api';
import { PlayersStep } from './players-step';
import { SeasonStep } from './season-step';
import { TeamsStep, type SavedTeam } from './teams-step';
import './league-setup.css';

type Step =
  | { name: 'season' }
  | { name: 'teams'; season: SeasonDto }
  | { name: 'players'; season: SeasonDto; teams: SavedTeam[] }
  | { name: 'done'; season: SeasonDto; teams: SavedTeam[]; players: number };

const stepTitles = ['Season and divisions', 'Teams', 'Players'] as const;
const stepIndex: Record<Step['name'], number> = { season: 0, teams: 1, players: 2, done: 3 };

/**
 * 'Set up your league': from an empty install to a season with divisions, teams (with
 * venues) and players in three steps, each saved with the contract's own writes before the next
 * opens. Only for an account holding every option those writes need (`canSetUpLeague`).
 */
export function LeagueSetupPage() {
  useDocumentTitle('Set up your league');
  const { account, isLoading } = useAccount();
  const divisions = useDivisions();
  const seasons = useSeasons();
  const today = useToday();
  const refresh = useRefreshLeague();
  const [step, setStep] = useState<Step>({ name: 'season' });
  const heading = useRef<HTMLHeadingElement>(null);
  const unsavedWarning = useUnsavedWarning(step.name === 'teams' || step.name === 'players', 'The league set-up');

  useEffect(() => {
    if (step.name !== 'season') heading.current?.focus();
  }, [step.name]);

  if (isLoading || divisions.isPending || seasons.isPending) return <Loading what="Loading the league" />;
  if (!canSetUpLeague(accessOf(account))) return <NotPermitted />;

  const seasonDivisions = (season: SeasonDto): DivisionDto[] =>
    season.divisions.map((d) => divisions.data?.find((each) => each.id === d.id) ?? d);
  const current = stepIndex[step.name];

  return (
    <div className="league-setup py-2">
      <h1 className="h3">Set up your league</h1>
      <ol className="setup-steps list-unstyled d-flex flex-wrap gap-2 mb-3" aria-label="Steps">
        {stepTitles.map((title, index) => (
          <li
            key={title}
            className={`setup-step ${index < current ? 'setup-step-done' : index === current ? 'setup-step-current' : ''}`}
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="setup-step-number" aria-hidden="true">
              {index < current ? '✓' : index + 1}
            </span>{' '}
            {title}
            {index < current && <span className="visually-hidden"> (done)</span>}
          </li>
        ))}
      </ol>
      <h2 ref={heading} tabIndex={-1} className="h4">
        {step.name === 'done' ? 'Your league is set up' : stepTitles[current]}
      </h2>
      {step.name === 'season' && (
        <>
          {(seasons.data?.length ?? 0) > 0 && (
            <p className="text-body-secondary">
              This makes a new season. To add a team or a player to a season you already have, use its division’s pages.
            </p>
          )}
          <SeasonStep
            today={today}
            divisions={divisions.data ?? []}
            onSaved={(season) => {
              void refresh();
              setStep({ name: 'teams', season });
            }}
          />
        </>
      )}
      {step.name === 'teams' && (
        <TeamsStep
          season={step.season}
          divisions={seasonDivisions(step.season)}
          onSaved={(teams) => {
            void refresh();
            setStep({ name: 'players', season: step.season, teams });
          }}
        />
      )}
      {step.name === 'players' && (
        <PlayersStep
          season={step.season}
          divisions={seasonDivisions(step.season)}
          teams={step.teams}
          onSaved={(players) => {
            void refresh();
            setStep({ name: 'done', season: step.season, teams: step.teams, players });
          }}
        />
      )}
      {step.name === 'done' && (
        <Done
          season={step.season}
          divisions={seasonDivisions(step.season)}
          teams={step.teams.length}
          players={step.players}
        />
      )}
      {unsavedWarning}
    </div>
  );
}

function Done({
  season,
  divisions,
  teams,
  players,
}: {
  season: SeasonDto;
  divisions: readonly DivisionDto[];
  teams: number;
  players: number;
}) {
  return (
    <>
      <p>
        The {season.name} season has {divisions.length} division{divisions.length === 1 ? '' : 's'}, {teams} team
        {teams === 1 ? '' : 's'} and {players} player{players === 1 ? '' : 's'}. Build its fixtures from a division’s
        Fixtures tab with “Create fixtures”.
      </p>
      <ul className="list-unstyled d-grid gap-2 setup-done-links">
        {divisions.map((division) => (
          <li key={division.id} className="d-flex flex-wrap gap-2">
            <Link
              className="btn btn-primary"
              to={modeHref({ style: 'single', divisionNames: [division.name], seasonName: season.name }, 'teams')}
            >
              {division.name}: teams
            </Link>
            <Link
              className="btn btn-outline-primary"
              to={modeHref({ style: 'single', divisionNames: [division.name], seasonName: season.name }, 'fixtures')}
            >
              {division.name}: fixtures
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
