import { describe, expect, it } from 'vitest';
import { editTemplateDto, proposalRequestDto, templateTexts } from './template.js';

const messages = (input: unknown) => {
  const parsed = editTemplateDto.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('EditTemplateDto (contract §11.1)', () => {
  it('reads a template with any casing, an absent away as a bye and absent lists as empty', () => {
    const parsed = editTemplateDto.parse({
      Name: ' Ten teams ',
      Divisions: [{ Dates: [{ Fixtures: [{ Home: 'A', Away: 'B' }, { home: 'C', away: '' }, { home: 'D' }] }] }],
    });
    expect(parsed).toMatchObject({
      name: 'Ten teams',
      sharedAddresses: [],
      divisions: [
        { sharedAddresses: [], dates: [{ fixtures: [{ home: 'A', away: 'B' }, { home: 'C' }, { home: 'D' }] }] },
      ],
    });
  });

  it.each([
    [
      'a fixture without a home team',
      { name: 'T', divisions: [{ dates: [{ fixtures: [{ away: 'B' }] }] }] },
      templateTexts.enterHomeTeam,
    ],
    [
      'a blank home team',
      { name: 'T', divisions: [{ dates: [{ fixtures: [{ home: ' ', away: 'B' }] }] }] },
      templateTexts.enterHomeTeam,
    ],
    [
      'an empty shared-address code',
      { name: 'T', sharedAddresses: [['A', '']], divisions: [] },
      templateTexts.enterCode,
    ],
    [
      'an empty division shared-address code',
      { name: 'T', divisions: [{ sharedAddresses: [['']], dates: [] }] },
      templateTexts.enterCode,
    ],
    ['no name', { divisions: [] }, templateTexts.enterName],
    ['a blank name', { name: '  ', divisions: [] }, templateTexts.enterName],
  ])('refuses %s with the spec text', (_, input, text) => {
    expect(messages(input)).toContain(text);
  });
});

describe('ProposalRequestDto (contract §11.1)', () => {
  it('defaults the mappings to none and lower-cases the ids', () => {
    expect(proposalRequestDto.parse({ SeasonId: '3F2C0000-0000-4000-8000-000000000001' })).toEqual({
      seasonId: '3f2c0000-0000-4000-8000-000000000001',
      templateId: null,
      placeholderMappings: {},
      skipDates: [],
    });
  });

  it('takes the league night by name in any case and the dates to skip (beyond the contract, issue #22)', () => {
    expect(
      proposalRequestDto.parse({ weekday: 'monday', skipDates: ['2026-12-24', '2026-12-31T00:00:00'] }),
    ).toMatchObject({ weekday: 'Monday', skipDates: ['2026-12-24T00:00:00', '2026-12-31T00:00:00'] });
  });

  it.each([
    [{ weekday: 'Funday' }, "The value 'Funday' is not a day of the week."],
    [{ skipDates: ['2026-02-30'] }, "The value '2026-02-30' is not a valid date."],
  ])('refuses %j', (input, message) => {
    const parsed = proposalRequestDto.safeParse(input);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});
