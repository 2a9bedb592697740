import { describe, expect, it } from 'vitest';
import { assignmentReasonText, assignPlaceholders, type AssignmentResult } from './placeholder-assignment.js';
import { division, team, template } from './testing.js';

const zero = () => 0;
const codesOf = (result: AssignmentResult) =>
  Object.fromEntries(result.assignments.map((a) => [`${a.divisionId}:${a.code}`, a.team.id]));
const four = ['A-B C-D', 'B-C D-A', 'A-C B-D'];

describe('assignPlaceholders', () => {
  it('honours the mappings and fills the rest at random', () => {
    const result = assignPlaceholders(
      template([{ weeks: four }]),
      [division('1', [team('a'), team('b'), team('c'), team('d')])],
      { C: 'b' },
      zero,
    );
    expect(result.success).toBe(true);
    expect(result.assignments.find((a) => a.code === 'C')).toMatchObject({
      team: { id: 'b' },
      reason: { kind: 'mapped' },
    });
    expect(result.assignments.map((a) => a.code).sort()).toEqual(['A', 'B', 'C', 'D']);
    expect(result.assignments.map((a) => a.team.id).sort()).toEqual(['a', 'b', 'c', 'd']);
    expect(result.assignments.filter((a) => a.reason.kind === 'random')).toHaveLength(3);
  });

  it.each([
    [{ A: 'x' }, ['A: the chosen team is not in this season']],
    [{ A: 'e' }, ['A: Team e plays in Division 2, which has no placeholder A']],
    [{ A: 'd' }, ['A: Team d has been removed from this season']],
    [{ A: 'a', B: 'a' }, ['A and B are all mapped to Team a']],
  ])('refuses the mappings %j with %j and assigns nothing', (mappings, errors) => {
    const t = template([{ weeks: ['A-B'] }, { weeks: ['X-Y'] }]);
    const divisions = [division('1', [team('a'), team('b'), team('d', 'd', true)]), division('2', [team('e')])];
    expect(assignPlaceholders(t, divisions, mappings, zero)).toEqual({
      success: false,
      assignments: [],
      warnings: ['Could not assign all teams to placeholders in the template'],
      errors,
    });
  });

  it('gives teams at one venue the codes of a shared-address group of their division', () => {
    const result = assignPlaceholders(
      template([{ weeks: four, shared: [['A', 'C']] }]),
      [division('1', [team('a', 'Pub'), team('b'), team('c', 'Pub'), team('d')])],
      {},
      zero,
    );
    expect(result.success).toBe(true);
    const pub = result.assignments.filter((a) => a.reason.kind === 'shared-venue');
    expect(pub.map((a) => a.code).sort()).toEqual(['A', 'C']);
    expect(pub.map((a) => a.team.id).sort()).toEqual(['a', 'c']);
    expect(assignmentReasonText(pub.find((a) => a.team.id === 'a')!.reason)).toBe(
      'Shares Pub with Team c, so it got a code the template never has at home on the same date',
    );
  });

  it('places the rest of a venue beside a mapped team of that venue', () => {
    const result = assignPlaceholders(
      template([
        {
          weeks: four,
          shared: [
            ['A', 'C'],
            ['B', 'D'],
          ],
        },
      ]),
      [division('1', [team('a', 'Pub'), team('b'), team('c', 'Pub'), team('d')])],
      { D: 'a' },
      zero,
    );
    expect(codesOf(result)).toMatchObject({ '1:D': 'a', '1:B': 'c' });
  });

  it('gives teams at one venue in several divisions the codes of a template-level group', () => {
    const result = assignPlaceholders(
      template([{ weeks: four }, { weeks: four }], [['B']]),
      [
        division('1', [team('a', 'Pub'), team('b'), team('c'), team('d')]),
        division('2', [team('e'), team('f', 'Pub'), team('g'), team('h')]),
      ],
      {},
      zero,
    );
    expect(result.success).toBe(true);
    expect(codesOf(result)).toMatchObject({ '1:B': 'a', '2:B': 'f' });
    expect(assignmentReasonText(result.assignments.find((a) => a.team.id === 'f')!.reason)).toMatch(
      /^Shares Pub with Team a, .* \(across divisions\)$/,
    );
  });

  it.each([
    [
      'a venue across divisions without a template group',
      template([{ weeks: four }, { weeks: four }]),
      [division('1', [team('a', 'Pub')]), division('2', [team('b', 'Pub')])],
      ['Too many teams in the season with addresses shared across the divisions'],
    ],
    [
      'more teams than codes',
      template([{ weeks: ['A-B'] }]),
      [division('1', [team('a'), team('b'), team('c')])],
      ['Division 1: More teams in division than templates support'],
    ],
    [
      'more teams than codes, two of them sharing a venue the template has no group for',
      template([{ weeks: ['A-B'] }]),
      [division('1', [team('a', 'Pub'), team('b', 'Pub'), team('c')])],
      ['Division 1: More teams in division than templates support'],
    ],
  ])('fails for %s', (_, t, divisions, errors) => {
    const result = assignPlaceholders(t, divisions, {}, zero);
    expect(result.success).toBe(false);
    expect(result.warnings).toEqual(['Could not assign all teams to placeholders in the template']);
    expect(result.errors).toEqual(errors);
  });

  it('is the same for the same random numbers', () => {
    const t = template([{ weeks: four }]);
    const divisions = [division('1', [team('a'), team('b'), team('c'), team('d')])];
    const run = () => {
      let seed = 7;
      return codesOf(assignPlaceholders(t, divisions, {}, () => (seed = (seed * 16807) % 2147483647) / 2147483647));
    };
    expect(run()).toEqual(run());
  });

  it.each([
    [{ kind: 'mapped' } as const, 'Chosen by you'],
    [{ kind: 'random' } as const, 'Picked at random'],
  ])('explains %j as %s', (reason, text) => {
    expect(assignmentReasonText(reason)).toBe(text);
  });
});
