import { describe, expect, it } from 'vitest';
import { divisionLink, isCurrentSeason, menuDivisions } from './current-season.js';

const premier = { id: 'p', name: 'Premier' };
const one = { id: 'o', name: 'Division One' };
const season = (name: string, start: string, end: string, divisions: Array<{ id: string }>) => ({
  id: name,
  name,
  startDate: `${start}T00:00:00`,
  endDate: `${end}T00:00:00`,
  divisions,
});

describe('isCurrentSeason', () => {
  it.each([
    ['2026-09-01', true],
    ['2026-11-21', true],
    ['2027-05-31', true],
    ['2026-08-31', false],
    ['2027-06-01', false],
  ])('today %s → %s', (today, expected) => {
    expect(isCurrentSeason(season('s', '2026-09-01', '2027-05-31', []), today)).toBe(expected);
  });
});

describe('menuDivisions', () => {
  const seasons = [
    season('2026/27', '2026-09-01', '2027-05-31', [premier]),
    season('2025/26', '2025-09-01', '2026-05-31', [one]),
  ];

  it('lists only divisions in a current season', () => {
    expect(menuDivisions([premier, one], seasons, '2026-11-21')).toEqual([premier]);
  });

  it('lists every division when no season is current', () => {
    expect(menuDivisions([premier, one], seasons, '2026-07-01')).toEqual([premier, one]);
  });
});

describe('divisionLink', () => {
  it('links to the teams page of the single current season', () => {
    const seasons = [season('2026/27', '2026-09-01', '2027-05-31', [premier])];
    expect(divisionLink(premier, seasons, '2026-11-21')).toBe('/teams/2026%2F27/?division=Premier');
  });

  it('links to the division page when in no current season', () => {
    expect(divisionLink(one, [], '2026-11-21')).toBe('/division/Division%20One');
  });

  it('links to the division page when in two current seasons', () => {
    const seasons = [
      season('Autumn', '2026-09-01', '2026-12-31', [premier]),
      season('Winter', '2026-11-01', '2027-02-28', [premier]),
    ];
    expect(divisionLink(premier, seasons, '2026-11-21')).toBe('/division/Premier');
  });
});
