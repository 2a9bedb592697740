import { useMemo, useState } from 'react';
import type { DivisionDto, GameDto, SeasonDto, UserDto } from '@darts/contract';
import { toCalendarDate, type Side } from '@darts/domain';
import { Accolades } from './accolades';
import { useTeamWithPlayers } from './api';
import { cardAccess } from './card-access';
import { CardActions, type Notice } from './card-actions';
import { CardDialogs, type CardModal } from './card-dialogs';
import { CardHeader } from './card-header';
import { cardLinks } from './card-links';
import { cardPlayers, layoutsOf, namesOf, playersKey, sides, squadOf } from './card-model';
import { CardNotices } from './card-notices';
import { MatchGroupsEditor } from './match-groups-editor';
import { ExportDataButton } from '../../components/export-data-button';
import { PhotosButton } from './photos';
import { ResultView } from './result-view';
import type { ScoreCardSlots } from './slots';
import { SubmissionsPanel } from './submissions';
import { useScoreCardDraft } from './use-score-card-draft';
import { useUnsavedWarning } from '../../components/use-unsaved-warning';

export type LoadedScoreCardProps = ScoreCardSlots & {
  game: GameDto;
  account: UserDto | null;
  season: SeasonDto | undefined;
  division: DivisionDto | undefined;
  /** Loads the fixture again (after a conflict), answering the fresh copy. */
  reload: () => Promise<GameDto | null>;
};

/**
 * A loaded score card: admins edit everything; a
 * clerk edits their team's submission until the result is published; everyone else sees the
 * result. The card being edited is a draft until saved, compared with the saved card to say
 * whether anything is unsaved.
 */
export function LoadedScoreCard({ game, account, season, division, reload, ...slots }: LoadedScoreCardProps) {
  const card = useScoreCardDraft(game);
  const { saved, draft, setDraft } = card;
  const [notice, setNotice] = useState<Notice | null>(null);
  const [clerkRefused, setClerkRefused] = useState(false);
  const [modal, setModal] = useState<CardModal | null>(null);

  const { level, clerkSide, publishedForClerk, editable, ...may } = cardAccess({
    account,
    saved,
    clerkRefused,
    hasScoring: !!slots.renderScoring,
  });

  const homeTeam = useTeamWithPlayers(saved.home.id);
  const awayTeam = useTeamWithPlayers(saved.away.id);
  const squads = useMemo(
    () => ({ home: squadOf(homeTeam.data, saved.seasonId), away: squadOf(awayTeam.data, saved.seasonId) }),
    [homeTeam.data, awayTeam.data, saved.seasonId],
  );
  const teamNames = { home: draft.home.name, away: draft.away.name };
  const layouts = layoutsOf(draft);
  const leaveWarning = useUnsavedWarning(editable && card.unsaved, 'The score card');
  const { teamHref, playerHref } = cardLinks(division, season, draft);
  const showStatistics = slots.renderStatistics
    ? { onShowStatistics: (index: number) => setModal({ kind: 'statistics', index }) }
    : {};

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
        canEditDetails={may.canManageGames}
        onChange={setDraft}
      >
        {level === 'admin' && <SubmissionsPanel game={saved} draft={draft} onDraftChange={setDraft} />}
      </CardHeader>

      <CardNotices
        clerk={level === 'clerk'}
        publishedForClerk={publishedForClerk}
        clerkTeamName={draft[clerkSide ?? 'home'].name}
        unpublishing={card.unpublishing}
      />

      {editable ? (
        <MatchGroupsEditor
          card={draft}
          layouts={layouts}
          squads={{
            home: squads.home.map(({ id, name }) => ({ id, name })),
            away: squads.away.map(({ id, name }) => ({ id, name })),
          }}
          teamNames={teamNames}
          onMatchChange={(index, match) => card.setMatch(index, () => match)}
          {...(may.canCreatePlayers
            ? {
                onNewPlayer: (index: number, side: Side, slot: number) =>
                  setModal({ kind: 'new-player', index, side, slot }),
              }
            : {})}
          {...(may.canManageGames && slots.renderMatchOptions
            ? { onEditOptions: (index: number) => setModal({ kind: 'options', index }) }
            : {})}
          canScore={(index) => sides.every((side) => (draft.matches[index]?.[playersKey(side)].length ?? 0) > 0)}
          {...(may.canScoreAsYouGo ? { onScore: (index: number) => setModal({ kind: 'scoring', index }) } : {})}
          {...showStatistics}
        />
      ) : (
        <ResultView card={draft} teamNames={teamNames} playerHref={playerHref} {...showStatistics} />
      )}

      <Accolades
        card={draft}
        teamNames={teamNames}
        candidates={{ home: cardPlayers(draft, 'home'), away: cardPlayers(draft, 'away') }}
        names={namesOf(draft, squads)}
        readOnly={!editable}
        manOfTheMatchSides={level === 'admin' ? sides : clerkSide ? [clerkSide] : []}
        onChange={setDraft}
      />

      <CardActions
        fixtureId={saved.id}
        saved={saved}
        draft={draft}
        editable={editable}
        unsaved={card.unsaved}
        canUnpublish={level === 'admin' && (!!saved.homeSubmission || !!saved.awaySubmission)}
        showDebug={may.showDebug}
        notice={notice}
        onNotice={setNotice}
        onSaved={card.replaceSaved}
        onRefused={(outcome) => {
          if (level === 'clerk' && outcome.errors.some((line) => /scores have been published/i.test(line)))
            setClerkRefused(true);
        }}
        onReload={async () => {
          const fresh = await reload();
          if (fresh) card.replaceSaved(fresh);
        }}
        onUnpublish={card.unpublish}
      >
        <PhotosButton game={saved} onGameChange={card.takePhotos} />
        <ExportDataButton tables={{ game: [saved.id] }} />
      </CardActions>

      <CardDialogs modal={modal} card={card} slots={slots} onClose={() => setModal(null)} />
      {leaveWarning}
    </article>
  );
}
