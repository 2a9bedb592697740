import { describe, expect, it } from 'vitest';
import { analysisRequestDto, analysisResponseDto, analysisTexts } from './sayg-analysis.js';

const id = '3F2C8A4E-1B2C-4D5E-8F90-A1B2C3D4E5F6';

describe('AnalysisRequestDto (contract §18.3)', () => {
  it.each([
    [{}, { tournamentIds: [], maxBreakdown: 10 }],
    [
      { maxBreakdown: null, tournamentIds: null },
      { tournamentIds: [], maxBreakdown: 10 },
    ],
    [
      { TournamentIds: [id, id.toLowerCase()], MAXBREAKDOWN: 3, extra: 1 },
      { tournamentIds: [id.toLowerCase()], maxBreakdown: 3 },
    ],
  ])('reads %j', (input, expected) => {
    expect(analysisRequestDto.parse(input)).toEqual(expected);
  });

  it.each([
    [{ tournamentIds: ['abc'] }, 'The value is not a valid id.'],
    [{ tournamentIds: id }, 'Expected array, received string'],
    [{ maxBreakdown: 0 }, 'The maximum breakdown must be a whole number from 1 to 100.'],
    [{ maxBreakdown: 2.5 }, 'The maximum breakdown must be a whole number from 1 to 100.'],
  ])('refuses %j', (input, message) => {
    expect(analysisRequestDto.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('AnalysisResponseDto (contract §18.4)', () => {
  it('keeps breakdown and team names as the dictionary keys they are', () => {
    const response = {
      HighestScores: { Lions: [{ score: 180, number: 2 }] },
      MostFrequentThrows: { 'Ann Archer': [{ score: 60, number: 14 }] },
      MostFrequentPlayers: { Lions: [{ name: 'Ann', value: 3 }] },
    };
    expect(analysisResponseDto.parse(response)).toEqual(response);
  });

  it('says what it analyses with the date as dd MMM yyyy', () => {
    expect(
      analysisTexts.analysing({ host: 'Lions', opponent: 'Tigers', date: '2024-05-01T00:00:00', type: 'Men', id: 'x' }),
    ).toBe('Analysing tournament Lions v Tigers on 01 May 2024 [Men] (x)...');
    expect(analysisTexts.tournamentNotFound('x')).toBe('Tournament not found with id x');
  });
});
