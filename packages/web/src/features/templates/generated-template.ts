import { templateLimits } from '@darts/contract';
import { doubleRoundRobinTemplate } from '@darts/domain';
import { draftOf, type TemplateDraft } from './template-draft';

/** What the generator asks for (beyond the spec). */
export type GeneratorOptions = { teams: number; divisions: number; sharedVenuePairs: number };

/**
 * The most teams a division can have: a double round robin of `n` teams takes `2 × (n − 1)` weeks (one
 * more pair of weeks when `n` is odd), and a template has at most `templateLimits.dates` weeks.
 */
export const maxGeneratedTeams = Math.floor(templateLimits.dates / 2);

const counted = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * A double round robin (from the domain) as a draft named after what it holds:
 * 'Double round robin, 12 teams, 4 divisions, 2 shared venues'. `sharedVenues` is how many pairs the
 * generator could find, which may be fewer than asked for.
 */
export function generatedTemplate(options: GeneratorOptions): { draft: TemplateDraft; sharedVenues: number } {
  const template = doubleRoundRobinTemplate(options);
  const sharedVenues = template.divisions[0]?.sharedAddresses.length ?? 0;
  const name = [
    'Double round robin',
    counted(options.teams, 'team'),
    counted(options.divisions, 'division'),
    sharedVenues === 0 ? 'no shared venues' : counted(sharedVenues, 'shared venue'),
  ].join(', ');
  const weeks = template.divisions[0]?.dates.length ?? 0;
  const description =
    `Every team plays every other team in its division twice, once at home and once away, over ${counted(weeks, 'week')}.` +
    (sharedVenues > 0
      ? ` In each division ${counted(sharedVenues, 'pair')} of codes can share a venue: they are never both at home in one week.`
      : '');
  return { draft: draftOf({ ...template, name, description }), sharedVenues };
}
