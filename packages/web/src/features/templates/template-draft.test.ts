import { templateTexts } from '@darts/contract';
import { describe, expect, it } from 'vitest';
import { generatedTemplate, maxGeneratedTeams } from './generated-template';
import { draftProblems, fieldPlace, parseTemplateJson, templateJson, type TemplateDraft } from './template-draft';

const draft = (overrides: Partial<TemplateDraft> = {}): TemplateDraft => ({
  name: 'Two weeks',
  description: '',
  sharedAddresses: [['A', 'C']],
  divisions: [
    {
      sharedAddresses: [['A', 'B']],
      dates: [{ fixtures: [{ home: 'A', away: 'B' }] }, { fixtures: [{ home: 'B', away: '' }] }],
    },
    { sharedAddresses: [], dates: [{ fixtures: [{ home: 'C', away: 'D' }] }] },
  ],
  ...overrides,
});

describe('template JSON', () => {
  it('reads back what it writes, a bye being a fixture with no away', () => {
    const text = templateJson(draft());
    expect(text).toContain('{ "home": "A", "away": "B" }');
    expect(text).toContain('{ "home": "B" }');
    expect(text).toContain('["A", "C"]');
    expect(parseTemplateJson(text)).toEqual({ draft: draft() });
  });

  it('says why text is not JSON', () => {
    const parsed = parseTemplateJson('{ "name": "x", ');
    expect('error' in parsed && parsed.error).toMatch(/^This is not valid JSON: /);
  });

  it.each([
    ['[]', 'This is not a template: The JSON must be an object'],
    ['{"divisions": "many"}', 'This is not a template: divisions must be a list'],
    [
      '{"divisions": [{"dates": [{"fixtures": [{"home": 1}]}]}]}',
      'This is not a template: divisions.0.dates.0.fixtures.0.home must be text',
    ],
  ])('says where %s is not a template', (json, error) => {
    expect(parseTemplateJson(json)).toEqual({ error });
  });

  it('fills in what the JSON leaves out, so the problems say what to enter', () => {
    const parsed = parseTemplateJson('{"divisions": [{"dates": [{"fixtures": [{"away": "B"}]}]}]}');
    expect(parsed).toEqual({
      draft: {
        name: '',
        description: '',
        sharedAddresses: [],
        divisions: [{ sharedAddresses: [], dates: [{ fixtures: [{ home: '', away: 'B' }] }] }],
      },
    });
  });
});

describe('draft problems', () => {
  it('has none for a template that can be saved', () => {
    expect(draftProblems(draft()).size).toBe(0);
  });

  it('uses the texts of spec 1 §5, by field', () => {
    const problems = draftProblems(
      draft({
        name: ' ',
        sharedAddresses: [['A', '']],
        divisions: [{ sharedAddresses: [[' ', 'B']], dates: [{ fixtures: [{ home: '', away: 'B' }] }] }],
      }),
    );
    expect(Object.fromEntries(problems)).toEqual({
      name: templateTexts.enterName,
      'sharedAddresses.0.1': templateTexts.enterCode,
      'divisions.0.sharedAddresses.0.0': templateTexts.enterCode,
      'divisions.0.dates.0.fixtures.0.home': templateTexts.enterHomeTeam,
    });
  });

  it.each([
    ['name', 'Name'],
    ['divisions.0.dates.2.fixtures.1.home', 'Division 1, week 3, fixture 2, home'],
    ['divisions.1.sharedAddresses.0.2', 'Division 2, shared address 1, code 3'],
    ['sharedAddresses.1.0', 'Cross-division shared address 2, code 1'],
  ])('names the place of %s', (path, place) => {
    expect(fieldPlace(path)).toBe(place);
  });
});

describe('generated template', () => {
  it('is named after what it holds and can be saved', () => {
    const { draft: generated, sharedVenues } = generatedTemplate({ teams: 12, divisions: 4, sharedVenuePairs: 2 });
    expect(generated.name).toBe('Double round robin, 12 teams, 4 divisions, 2 shared venues');
    expect(sharedVenues).toBe(2);
    expect(generated.divisions).toHaveLength(4);
    expect(generated.divisions[0]!.dates).toHaveLength(22);
    expect(draftProblems(generated).size).toBe(0);
  });

  it('says one division and no shared venues in words', () => {
    expect(generatedTemplate({ teams: 5, divisions: 1, sharedVenuePairs: 0 }).draft.name).toBe(
      'Double round robin, 5 teams, 1 division, no shared venues',
    );
  });

  it('fits the most teams it offers within the template limits', () => {
    expect(
      draftProblems(generatedTemplate({ teams: maxGeneratedTeams, divisions: 1, sharedVenuePairs: 0 }).draft).size,
    ).toBe(0);
    expect(
      draftProblems(generatedTemplate({ teams: maxGeneratedTeams - 1, divisions: 1, sharedVenuePairs: 0 }).draft).size,
    ).toBe(0);
  });
});
