import type { ReportCellDto } from '@darts/contract';
import { describe, expect, it } from 'vitest';
import { cellHref, type ReportLinks } from './report-links';

const links: ReportLinks = {
  divisionName: 'Premier',
  divisionNames: { 'one-id': 'Division One' },
  playerHref: (division, player, team) => `player ${division}/${player}${team === undefined ? '' : `@${team}`}`,
  teamHref: (division, team) => `team ${division}/${team}`,
};

describe('where a report cell links (contract §12)', () => {
  it.each<[string, ReportCellDto, string | undefined]>([
    ['nothing for plain text', { text: '4' }, undefined],
    ['a tournament first', { text: 'Cup', tournamentId: 't1', playerId: 'p1' }, '/tournament/t1'],
    [
      'a player by name and team',
      { text: 'A', playerId: 'p1', playerName: 'Al', teamName: 'Crown' },
      'player Premier/Al@Crown',
    ],
    ['a player by id without a team name', { text: 'A', playerId: 'p1', playerName: 'Al' }, 'player Premier/p1'],
    ['a player by name alone', { text: 'A', playerName: 'Al' }, 'player Premier/Al'],
    ['a team by name', { text: 'Crown', teamId: 'c1', teamName: 'Crown' }, 'team Premier/Crown'],
    ['a team by id', { text: 'Crown', teamId: 'c1' }, 'team Premier/c1'],
    ['in the division the cell names', { text: 'C', teamName: 'Crown', divisionName: 'Old' }, 'team Old/Crown'],
    [
      'in the division the cell names by id',
      { text: 'C', teamName: 'Crown', divisionId: 'one-id' },
      'team Division One/Crown',
    ],
    ['here when the division id is unknown', { text: 'C', teamName: 'Crown', divisionId: 'x' }, 'team Premier/Crown'],
  ])('%s', (_, cell, href) => expect(cellHref(cell, links)).toBe(href));
});
