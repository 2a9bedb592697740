import { useState } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useSearchParams } from 'react-router';
import type { TournamentGameDto } from '@darts/contract';
import { defaultBestOf, type Sayg } from '@darts/domain';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { useDivisions, useSiteName } from '../../lib/app-data';
import { useLiveStatus } from '../../lib/live';
import { useMatchRecords, useTeamsWithSeasons } from './api';
import { DrawDetails, genderText } from './draw-details';
import { seasonTeams, teamPlayers } from './draw-edits';
import { FollowSayg } from './follow-sayg';
import { LegScores } from './leg-scores';
import { MasterDraw } from './master-draw';
import { MatchLog } from './match-log';
import { MatchReport } from './match-report';
import { mostVisits, reportMatches } from './report-data';
import { SummaryTable } from './summary-table';
import './superleague.css';

export type SingleRoundTournamentProps = {
  /** The last saved copy. */
  tournament: TournamentGameDto;
  /** The edited copy the page saves. */
  draft: TournamentGameDto;
  onDraftChange: (next: TournamentGameDto) => void;
  /** EnterTournamentResults or ManageTournaments: the master draw's players. */
  canEdit: boolean;
  /** ManageTournaments: host, opponent, gender, bestOf and notes. */
  canManage: boolean;
  /** Only for editors with RecordScoresAsYouGo. */
  onStartScoring?: ((matchId: string) => void) | undefined;
  divisionName?: string;
};

type PrintChoice = 'report' | 'log';

/**
 * A single-round (superleague) tournament (Master draw table):
 * the master draw, the summary and the per-leg scores on screen, filled from each match's
 * leg-by-leg record as it is scored; the match report and the match log for print. Users
 * without edit rights read the same report.
 */
export function SingleRoundTournament(props: SingleRoundTournamentProps) {
  const { draft, onDraftChange, canEdit, canManage, onStartScoring } = props;
  const [params] = useSearchParams();
  const showWinner = params.has('winner');
  const organisation = useSiteName();
  const divisions = useDivisions();
  const divisionName = props.divisionName ?? divisions.data?.find((d) => d.id === draft.divisionId)?.name;
  const [printing, setPrinting] = useState<PrintChoice>('report');

  const saygIds = [...new Set((draft.round?.matches ?? []).flatMap((m) => (m.saygId ? [m.saygId] : [])))];
  const followed = useLiveStatus() === 'live';
  const records = useMatchRecords(saygIds, followed);
  const byId = new Map<string, Sayg | null>();
  records.forEach((query, i) => {
    if (query.data !== undefined) byId.set(saygIds[i]!, query.data);
  });
  const loading = records.some((query) => query.isPending);
  const failed = records.filter((query) => query.isError);
  const matches = reportMatches(draft, byId);
  const visits = mostVisits(matches);

  const editing = canEdit || canManage;
  const teams = useTeamsWithSeasons(editing);
  const inSeason = teams.data ? seasonTeams(teams.data, draft.seasonId, draft.divisionId) : undefined;
  const host = draft.host ?? '';
  const opponent = draft.opponent ?? '';

  const print = (choice: PrintChoice) => {
    flushSync(() => setPrinting(choice));
    window.print();
  };

  return (
    <div className="superleague-page">
      {saygIds.map((id) => (
        <FollowSayg key={id} id={id} />
      ))}
      <section aria-labelledby="superleague-draw-heading" className="mb-4">
        <h2 id="superleague-draw-heading" className="h4">
          Master draw
        </h2>
        {editing && teams.isError && (
          <ErrorAlert title="Could not load the teams" error={teams.error} onRetry={() => void teams.refetch()} />
        )}
        {canManage && <DrawDetails draft={draft} onDraftChange={onDraftChange} teams={inSeason} />}
        <MasterDraw
          draft={draft}
          scores={matches.map(({ match, sayg }) => (sayg || match.scoreA || match.scoreB ? match : null))}
          onDraftChange={onDraftChange}
          canEdit={canEdit}
          onStartScoring={onStartScoring}
          hostPlayers={teams.data ? teamPlayers(teams.data, draft.host, draft.seasonId) : []}
          opponentPlayers={teams.data ? teamPlayers(teams.data, draft.opponent, draft.seasonId) : []}
          teamsLoaded={teams.data !== undefined}
        />
      </section>

      <section aria-labelledby="superleague-summary-heading" className="mb-4">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h2 id="superleague-summary-heading" className="h4 me-auto mb-0">
            Summary
          </h2>
          <div className="d-flex flex-wrap gap-2 d-print-none">
            <button type="button" className="btn btn-outline-secondary" onClick={() => print('report')}>
              Print report
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={() => print('log')}>
              Print match log
            </button>
          </div>
        </div>
        {failed.length > 0 && (
          <ErrorAlert
            title={`Could not load ${failed.length === 1 ? 'a match record' : `${failed.length} match records`}`}
            error={failed[0]!.error}
            onRetry={() => failed.forEach((query) => void query.refetch())}
          />
        )}
        {loading ? (
          <Loading what="Loading the match records" />
        ) : matches.length === 0 ? (
          <p className="text-body-secondary">No matches</p>
        ) : (
          <SummaryTable matches={matches} host={host} opponent={opponent} showWinner={showWinner} />
        )}
      </section>

      {matches.length > 0 && (
        <section aria-labelledby="superleague-legs-heading" className="mb-4">
          <h2 id="superleague-legs-heading" className="h4">
            Leg by leg
          </h2>
          {loading ? <Loading what="Loading the match records" /> : <LegScores matches={matches} />}
        </section>
      )}

      {createPortal(
        <div className="superleague-print" data-print={printing}>
          <div className="superleague-print-report">
            <MatchReport
              organisation={organisation}
              divisionName={divisionName}
              gender={genderText(draft.gender)}
              host={host}
              opponent={opponent}
              matches={matches}
              visits={visits}
              blankLegs={draft.bestOf ?? defaultBestOf}
              showWinner={showWinner}
            />
          </div>
          <div className="superleague-print-log">
            <MatchLog host={host} opponent={opponent} matches={matches} visits={visits} showWinner={showWinner} />
          </div>
        </div>,
        document.body,
      )}
    </div>
  );
}
