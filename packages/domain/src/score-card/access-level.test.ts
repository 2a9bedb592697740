import { describe, expect, it } from 'vitest';
import type { AccessOption } from '../access/access-options.js';
import { accessLevel, sideOfTeam } from './access-level.js';

const fixture = { homeTeamId: 'home-team', awayTeamId: 'away-team' };
const account = (...options: AccessOption[]) => ({ accessLevels: Object.fromEntries(options.map((o) => [o, {}])) });

describe('accessLevel', () => {
  it.each([
    ['signed out', null, null, 'readonly'],
    ['no options', account(), 'home-team', 'readonly'],
    ['ManageScores', account('ManageScores'), null, 'admin'],
    ['ManageScores and a team', account('ManageScores', 'InputResults'), 'other-team', 'admin'],
    ['home clerk', account('InputResults'), 'home-team', 'clerk'],
    ['away clerk', account('InputResults'), 'away-team', 'clerk'],
    ['clerk of another team', account('InputResults'), 'other-team', 'readonly'],
    ['clerk without a team', account('InputResults'), null, 'readonly'],
    ['a team but not InputResults', account('ManageGames'), 'home-team', 'readonly'],
  ] as const)('%s → %s', (_, who, teamId, expected) => {
    expect(accessLevel(who, teamId, fixture)).toBe(expected);
  });
});

describe('sideOfTeam', () => {
  it.each([
    ['home-team', fixture, 'home'],
    ['away-team', fixture, 'away'],
    ['other-team', fixture, undefined],
    [null, fixture, undefined],
    ['', { homeTeamId: 'home-team', awayTeamId: null }, undefined],
  ] as const)('%s → %s', (teamId, teams, expected) => {
    expect(sideOfTeam(teamId, teams)).toBe(expected);
  });
});
