import { describe, expect, it } from 'vitest';
import {
  canAddAsIndividuals,
  playersInOtherTournaments,
  sideProblems,
  sidesForIndividuals,
  sideTexts,
} from './side-rules.js';
import type { TournamentSide } from './types.js';

const ann = { id: 'ann', name: 'Ann' };
const bob = { id: 'bob', name: 'Bob' };
const cat = { id: 'cat', name: 'Cat' };
const taken: TournamentSide = { id: 'taken', name: 'Taken', players: [bob] };

describe('sideProblems', () => {
  it.each<[string, TournamentSide, string[]]>([
    ['a named side of players', { id: 's', name: 'Ann', players: [ann] }, []],
    ['a named team', { id: 's', name: 'Team', teamId: 't', players: [] }, []],
    ['no name', { id: 's', players: [ann] }, [sideTexts.noName]],
    ['a blank name', { id: 's', name: '  ', players: [ann] }, [sideTexts.noName]],
    ['players and a team', { id: 's', name: 'Mix', teamId: 't', players: [ann] }, [sideTexts.playersAndTeam]],
    [
      'a player in another side',
      { id: 's', name: 'Pair', players: [ann, bob] },
      ['Bob cannot be in two sides of one tournament'],
    ],
    ['the side itself, already saved', taken, []],
  ])('%s', (_, side, problems) => {
    expect(sideProblems(side, { sides: [taken, side] })).toEqual(problems);
  });
});

describe('Add as individuals', () => {
  it.each([
    [[], false],
    [[ann], false],
    [[ann, bob], true],
  ])('%j players → offered: %s', (players, offered) => {
    expect(canAddAsIndividuals(players)).toBe(offered);
  });

  it('makes one side per player, named after the player', () => {
    let n = 0;
    expect(sidesForIndividuals([ann, bob], () => `id${++n}`)).toEqual([
      { id: 'id1', name: 'Ann', players: [ann] },
      { id: 'id2', name: 'Bob', players: [bob] },
    ]);
  });
});

describe('playersInOtherTournaments', () => {
  const here = { id: 't1', date: '2026-01-10', sides: [{ id: 's', players: [ann, bob, cat] }] };
  it.each([
    ['another tournament that date', { id: 't2', date: '2026-01-10', sides: [{ id: 'x', players: [bob] }] }, ['bob']],
    ['another date', { id: 't2', date: '2026-01-11', sides: [{ id: 'x', players: [bob] }] }, []],
    ['this tournament itself', { id: 't1', date: '2026-01-10', sides: [{ id: 'x', players: [bob] }] }, []],
    [
      'nobody shared',
      { id: 't2', date: '2026-01-10', sides: [{ id: 'x', players: [{ id: 'dan', name: 'Dan' }] }] },
      [],
    ],
  ])('%s', (_, other, marked) => {
    expect([...playersInOtherTournaments(here, [other])]).toEqual(marked);
  });
});
