import {
  doubleRoundRobinTemplate,
  placeholderCode,
  placeholderCodes,
  type DivisionTemplate,
  type SeasonTemplate,
} from '@darts/domain';

/** A season template as the demo stores it. */
export type DemoTemplate = SeasonTemplate & { id: string; name: string; description: string };

/**
 * The demo's season template, so the fixture wizard works on a fresh start: a generated
 * double round robin for three divisions of eight teams. Each division has its own codes (Premier
 * A–H, Division One I–P, Division Two Q–X) and Division One plays the pattern with home and away
 * swapped, so the demo's three pubs shared across divisions fit three cross-division groups whose
 * codes are never at home on the same night: Premier and Division One share a position (one is
 * away whenever the other is home), Division One and Division Two too, and Premier and Division Two
 * take a pair of positions the generator found never both at home.
 */
export function demoTemplate(id: string): DemoTemplate {
  const teams = 8;
  const pattern = doubleRoundRobinTemplate({ teams, sharedVenuePairs: 1 }).divisions[0]!;
  const [first, second] = pattern.sharedAddresses[0]!;
  const position = (code: string) => placeholderCodes(pattern).indexOf(code);
  const codeOf = (division: number, code: string) => placeholderCode(division * teams + position(code));
  const division = (index: number, mirrored: boolean): DivisionTemplate => ({
    sharedAddresses: [],
    dates: pattern.dates.map((date) => ({
      fixtures: date.fixtures.map(({ home, away }) => {
        const [h, a] = mirrored && away !== undefined ? [away, home] : [home, away];
        return a === undefined ? { home: codeOf(index, h) } : { home: codeOf(index, h), away: codeOf(index, a) };
      }),
    })),
  });
  const [across01, across12] = placeholderCodes(pattern).filter((code) => code !== first && code !== second);
  return {
    id,
    name: 'Three divisions of eight (double round robin)',
    description:
      'Fourteen weeks, every team home and away against each other team of its division. ' +
      'Three pubs are shared across divisions: one by Premier and Division One, one by Premier and ' +
      'Division Two, one by Division One and Division Two; they never host two fixtures on one night.',
    sharedAddresses: [
      [codeOf(0, across01!), codeOf(1, across01!)],
      [codeOf(0, first!), codeOf(2, second!)],
      [codeOf(1, across12!), codeOf(2, across12!)],
    ],
    divisions: [division(0, false), division(1, true), division(2, false)],
  };
}
