import { describe, expect, it } from 'vitest';
import { healthTextParts, type HealthTextPart } from './health-text-parts';

const crown = { id: 'c', name: 'Crown' };
const crownB = { id: 'cb', name: 'Crown B' };
const swan = { id: 's', name: 'Swan' };
const teams = [crown, crownB, swan];

const text = (t: string): HealthTextPart => ({ kind: 'text', text: t });
const date = (t: string, d: string): HealthTextPart => ({ kind: 'date', text: t, date: d });
const team = (t: { id: string; name: string }): HealthTextPart => ({ kind: 'team', text: t.name, team: t });

describe('healthTextParts', () => {
  it.each<[string, string, HealthTextPart[]]>([
    ['plain text', 'No divisions', [text('No divisions')]],
    [
      'a date and this division’s team',
      'Premier: Swan is drawn against itself on 12 Jan 2026',
      [text('Premier: '), team(swan), text(' is drawn against itself on '), date('12 Jan 2026', '2026-01-12')],
    ],
    [
      'the longer name wins',
      'Premier: Crown B v Crown is missing',
      [text('Premier: '), team(crownB), text(' v '), team(crown), text(' is missing')],
    ],
    [
      'a name inside a longer word is not a team',
      'Premier: Crowns and Swanley never play each other',
      [text('Premier: Crowns and Swanley never play each other')],
    ],
    [
      'another division’s text names none of our teams',
      'Division One: Crown has 2 byes in a row (5 Jan 2026 to 12 Jan 2026)',
      [
        text('Division One: Crown has 2 byes in a row ('),
        date('5 Jan 2026', '2026-01-05'),
        text(' to '),
        date('12 Jan 2026', '2026-01-12'),
        text(')'),
      ],
    ],
    [
      'a venue clash: only our fixture’s teams, not the pub or the other division',
      'Crown hosts 2 fixtures on 5 Jan 2026 (Division One: Crown v Bell; Premier: Swan v Crown B)',
      [
        text('Crown hosts 2 fixtures on '),
        date('5 Jan 2026', '2026-01-05'),
        text(' (Division One: Crown v Bell; Premier: '),
        team(swan),
        text(' v '),
        team(crownB),
        text(')'),
      ],
    ],
  ])('%s', (_, input, parts) => {
    expect(healthTextParts(input, { divisionName: 'Premier', teams })).toEqual(parts);
  });

  it('gives back the text it was given', () => {
    const input =
      'Premier: Crown and Swan have uneven legs (Crown v Swan on each of 5 Jan 2026, 19 Jan 2026; Swan v Crown on 12 Jan 2026)';
    const parts = healthTextParts(input, { divisionName: 'Premier', teams });
    expect(parts.map((p) => p.text).join('')).toBe(input);
    expect(parts.filter((p) => p.kind === 'date').map((p) => p.kind === 'date' && p.date)).toEqual([
      '2026-01-05',
      '2026-01-19',
      '2026-01-12',
    ]);
    expect(parts.filter((p) => p.kind === 'team')).toHaveLength(6);
  });
});
