import { useMemo, useState } from 'react';
import type { DivisionDto, GameDto, GameMatchDto, GamePlayerDto, SeasonDto, UserDto } from '@darts/contract';
import {
  accessLevel,
  can,
  canAny,
  sideOfTeam,
  toCalendarDate,
  unpublishedCard,
  type AccessLevels,
  type Side,
} from '@darts/domain';
import { Accolades } from './accolades';
import { useTeamWithPlayers } from './api';
import { CardActions, type Notice } from './card-actions';
import { CardHeader } from './card-header';
import {
  cardPlayers,
  deepEqual,
  layoutsOf,
  namesOf,
  normaliseCard,
  playersKey,
  sides,
  squadOf,
  type Card,
} from './card-model';
import { MatchGroupsEditor } from './match-groups-editor';
import { FullScreenDialog } from '../../components/full-screen-dialog';
import { ExportDataButton } from '../../components/export-data-button';
import { NewPlayerDialog } from './new-player-dialog';
import { PhotosButton } from './photos';
import { ResultView } from './result-view';
import { withSaygAccolades } from './sayg-accolades';
import type { ScoreCardSlots } from './slots';
import { SubmissionsPanel } from './submissions';
import { useUnsavedWarning } from '../../components/use-unsaved-warning';

export type LoadedScoreCardProps = ScoreCardSlots & {
  game: GameDto;
  account: UserDto | null;
  season: SeasonDto | undefined;
  division: DivisionDto | undefined;
  /** Loads the fixture again (after a conflict), answering the fresh copy. */
  reload: () => Promise<GameDto | null>;
};

type Modal =
  | { kind: 'options'; index: number }
  | { kind: 'scoring'; index: number }
  | { kind: 'statistics'; index: number }
  | { kind: 'new-player'; index: number; side: Side; slot: number };

const enc = encodeURIComponent;
const names = (players: readonly GamePlayerDto[]) => players.map((p) => p.name).join(' & ');

/**
 * A loaded score card (spec 2 §2 Score card, §4 Fixture data, §6): admins edit everything; a
 * clerk edits their team's submission until the result is published; everyone else sees the
 * result. The card being edited is a draft until saved, compared with the saved card to say
 * whether anything is unsaved.
 */
/** The score card's match dialogs' body styles. */
const cardModal = { className: 'score-card-modal-body', expandedClassName: 'score-card-modal-expanded' };

export function LoadedScoreCard({ game, account, season, division, reload, ...slots }: LoadedScoreCardProps) {
  const [saved, setSaved] = useState(game);
  const loaded = useMemo(() => normaliseCard(saved), [saved]);
  const [draft, setDraft] = useState<Card>(loaded);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [unpublishing, setUnpublishing] = useState(false);
  const [clerkRefused, setClerkRefused] = useState(false);
  const [modal, setModal] = useState<Modal | null>(null);

  const access = account ? { accessLevels: account.accessLevels as AccessLevels } : null;
  const fixture = { homeTeamId: saved.home.id ?? '', awayTeamId: saved.away.id ?? '' };
  const level = accessLevel(access, account?.teamId, fixture);
  const clerkSide = level === 'clerk' ? sideOfTeam(account?.teamId, fixture) : undefined;
  // Before publication a clerk is shown their own submission, unpublished (contract §9.2).
  const publishedForClerk = level === 'clerk' && (clerkRefused || saved.resultsPublished);
  const editable = level === 'admin' || (level === 'clerk' && !publishedForClerk);
  const canManageGames = level === 'admin' && can(access, 'ManageGames');
  const canCreatePlayers = editable && canAny(access, ['ManagePlayers', 'ManageTeams']);
  const canScoreAsYouGo = editable && can(access, 'RecordScoresAsYouGo') && !!slots.renderScoring;

  const homeTeam = useTeamWithPlayers(saved.home.id);
  const awayTeam = useTeamWithPlayers(saved.away.id);
  const squads = useMemo(
    () => ({ home: squadOf(homeTeam.data, saved.seasonId), away: squadOf(awayTeam.data, saved.seasonId) }),
    [homeTeam.data, awayTeam.data, saved.seasonId],
  );
  const teamNames = { home: draft.home.name, away: draft.away.name };
  const layouts = layoutsOf(draft);
  const unsaved = !deepEqual(draft, loaded);
  const leaveWarning = useUnsavedWarning(editable && unsaved, 'The score card');

  const teamHref = (side: Side) =>
    division
      ? `/division/${enc(division.name)}/team:${enc(draft[side].name)}${season ? `/${enc(season.name)}` : ''}`
      : undefined;
  const playerHref = (player: GamePlayerDto, side: Side) =>
    division
      ? `/division/${enc(division.name)}/player:${enc(player.name)}@${enc(draft[side].name)}${season ? `/${enc(season.name)}` : ''}`
      : undefined;

  const setMatch = (index: number, change: (match: GameMatchDto) => GameMatchDto) =>
    setDraft((card) => ({ ...card, matches: card.matches.map((m, i) => (i === index ? change(m) : m)) }));

  function replaceSaved(next: GameDto) {
    setSaved(next);
    setDraft(normaliseCard(next));
    setUnpublishing(false);
  }

  const candidates = {
    home: cardPlayers(draft, 'home'),
    away: cardPlayers(draft, 'away'),
  };
  const knownNames = namesOf(draft, squads);
  const modalMatch = modal ? draft.matches[modal.index] : undefined;
  const modalLayout = modal ? layouts[modal.index] : undefined;

  return (
    <article className={`score-card-page${editable ? '' : ' score-card-readonly'}`}>
      {division &&
        slots.renderDivisionTabs?.({
          divisionName: division.name,
          seasonName: season?.name,
          superleague: division.superleague,
          date: toCalendarDate(saved.date),
        })}
      <CardHeader
        card={draft}
        teamNames={teamNames}
        teamHrefs={{ home: teamHref('home'), away: teamHref('away') }}
        season={season}
        canEditDetails={canManageGames}
        onChange={setDraft}
      >
        {level === 'admin' && <SubmissionsPanel game={saved} draft={draft} onDraftChange={setDraft} />}
      </CardHeader>

      {level === 'clerk' && publishedForClerk && (
        <p className="alert alert-info" role="note">
          The result of this fixture has been published, so your team&apos;s submission can no longer be changed. Ask
          the league to correct anything that is wrong.
        </p>
      )}
      {level === 'clerk' && !publishedForClerk && (
        <p className="score-card-hint">
          You are entering the submission for {draft[clerkSide ?? 'home'].name}. It is published when the other
          team&apos;s submission matches it.
        </p>
      )}
      {unpublishing && (
        <p className="alert alert-warning" role="status">
          Unpublished: every match, man of the match, 180 and hi-check is cleared, but nothing is saved until you save.
        </p>
      )}

      {editable ? (
        <MatchGroupsEditor
          card={draft}
          layouts={layouts}
          squads={{
            home: squads.home.map(({ id, name }) => ({ id, name })),
            away: squads.away.map(({ id, name }) => ({ id, name })),
          }}
          teamNames={teamNames}
          onMatchChange={(index, match) => setMatch(index, () => match)}
          {...(canCreatePlayers
            ? {
                onNewPlayer: (index: number, side: Side, slot: number) =>
                  setModal({ kind: 'new-player', index, side, slot }),
              }
            : {})}
          {...(canManageGames && slots.renderMatchOptions
            ? { onEditOptions: (index: number) => setModal({ kind: 'options', index }) }
            : {})}
          canScore={(index) => sides.every((side) => (draft.matches[index]?.[playersKey(side)].length ?? 0) > 0)}
          {...(canScoreAsYouGo ? { onScore: (index: number) => setModal({ kind: 'scoring', index }) } : {})}
          {...(slots.renderStatistics
            ? { onShowStatistics: (index: number) => setModal({ kind: 'statistics', index }) }
            : {})}
        />
      ) : (
        <ResultView
          card={draft}
          teamNames={teamNames}
          playerHref={playerHref}
          {...(slots.renderStatistics
            ? { onShowStatistics: (index: number) => setModal({ kind: 'statistics', index }) }
            : {})}
        />
      )}

      <Accolades
        card={draft}
        teamNames={teamNames}
        candidates={candidates}
        names={knownNames}
        readOnly={!editable}
        manOfTheMatchSides={level === 'admin' ? sides : clerkSide ? [clerkSide] : []}
        onChange={setDraft}
      />

      <CardActions
        fixtureId={saved.id}
        saved={saved}
        draft={draft}
        editable={editable}
        unsaved={unsaved}
        canUnpublish={level === 'admin' && (!!saved.homeSubmission || !!saved.awaySubmission)}
        showDebug={can(access, 'ShowDebugOptions')}
        notice={notice}
        onNotice={setNotice}
        onSaved={replaceSaved}
        onRefused={(outcome) => {
          if (level === 'clerk' && outcome.errors.some((line) => /scores have been published/i.test(line)))
            setClerkRefused(true);
        }}
        onReload={async () => {
          const fresh = await reload();
          if (fresh) replaceSaved(fresh);
        }}
        onUnpublish={() => {
          setDraft((card) => unpublishedCard(card));
          setUnpublishing(true);
        }}
      >
        <PhotosButton
          game={saved}
          onGameChange={(next) => {
            // Photos change the fixture's token; the card's own edits stay as they are.
            setSaved((current) => ({ ...current, photos: next.photos, updated: next.updated }));
            setDraft((card) => ({ ...card, photos: next.photos, updated: next.updated }));
          }}
        />
        <ExportDataButton tables={{ game: [saved.id] }} />
      </CardActions>

      {modal?.kind === 'new-player' && (
        <NewPlayerDialog
          teamName={draft[modal.side].name}
          place={{ divisionId: saved.divisionId, seasonId: saved.seasonId, teamId: saved[modal.side].id ?? '' }}
          onClose={() => setModal(null)}
          onCreated={(player) => {
            setMatch(modal.index, (match) => {
              const key = playersKey(modal.side);
              const slots = [...match[key]];
              slots[modal.slot] = player;
              return { ...match, [key]: slots.filter(Boolean) };
            });
            setModal(null);
          }}
        />
      )}
      {modal?.kind === 'options' && modalLayout && slots.renderMatchOptions && (
        <FullScreenDialog
          {...cardModal}
          title={`Match ${modal.index + 1} options`}
          onClose={() => setModal(null)}
          fullScreen={false}
        >
          {slots.renderMatchOptions({
            value: modalLayout,
            onChange: (value) =>
              setDraft((card) => {
                const options = layoutsOf(card).map((layout, i) => (i === modal.index ? value : layout));
                return { ...card, matchOptions: options };
              }),
          })}
        </FullScreenDialog>
      )}
      {modal?.kind === 'scoring' && modalMatch && modalLayout && slots.renderScoring && (
        <FullScreenDialog {...cardModal} title={`Match ${modal.index + 1}`} onClose={() => setModal(null)}>
          {slots.renderScoring({
            matchIndex: modal.index,
            match: modalMatch,
            matchOptions: modalLayout,
            homeName: names(modalMatch.homePlayers) || draft.home.name,
            awayName: names(modalMatch.awayPlayers) || draft.away.name,
            sayg: modalMatch.sayg,
            onSaygChange: (sayg, won) =>
              setDraft((card) => {
                // The 180s and hi-checks thrown (or taken back) go on the card at once (issue #22).
                const scored = withSaygAccolades(card, modal.index, card.matches[modal.index]?.sayg, sayg);
                const matches = scored.matches.map((match, i) =>
                  i !== modal.index
                    ? match
                    : won
                      ? { ...match, sayg, homeScore: won.home, awayScore: won.away }
                      : { ...match, sayg },
                );
                return { ...scored, matches };
              }),
            onClose: () => setModal(null),
          })}
        </FullScreenDialog>
      )}
      {modal?.kind === 'statistics' && modalMatch?.sayg && slots.renderStatistics && (
        <FullScreenDialog {...cardModal} title={`Match ${modal.index + 1} statistics`} onClose={() => setModal(null)}>
          {slots.renderStatistics({ sayg: modalMatch.sayg })}
        </FullScreenDialog>
      )}
      {leaveWarning}
    </article>
  );
}
