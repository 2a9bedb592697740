import { useMemo } from 'react';
import type { TournamentGameDto } from '@darts/contract';
import { playersInOtherTournaments } from '@darts/domain';
import { useSideChoices } from './api';
import type { SideDialogProps } from './side-dialog';
import type { Draft } from './tournament-model';

/**
 * What the side dialog offers (for editors): the season's players and teams, whether they are still
 * loading, and the ids of players already playing in another tournament that day (a candidate, or
 * one of the draft's sides).
 */
export function useSideOptions(base: TournamentGameDto, draft: Draft, editable: boolean) {
  const choices = useSideChoices(base, editable);
  const others = useMemo(() => choices.data?.others ?? [], [choices.data]);
  const playingElsewhere = useMemo(() => {
    const candidates = [{ id: '', players: (choices.data?.players ?? []).map((p) => ({ id: p.id, name: p.name })) }];
    const all = playersInOtherTournaments({ id: base.id, date: base.date, sides: candidates }, others);
    for (const id of playersInOtherTournaments(draft, others)) all.add(id);
    return all;
  }, [choices.data, others, base.id, base.date, draft]);
  const choicesState: SideDialogProps['choicesState'] = choices.isPending
    ? 'loading'
    : choices.isError
      ? 'failed'
      : 'ready';
  return {
    players: choices.data?.players ?? [],
    teams: choices.data?.teams ?? [],
    choicesState,
    playingElsewhere,
  };
}

export type SideOptions = ReturnType<typeof useSideOptions>;
