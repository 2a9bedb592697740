import { editTemplateDto, type EditTemplateDto, type TemplateDto } from '@darts/contract';
import type { SeasonTemplate } from '@darts/domain';
import { z } from 'zod';

/** A template fixture as typed: an empty `away` is a bye. */
export type FixtureDraft = { home: string; away: string };
export type WeekDraft = { fixtures: FixtureDraft[] };
export type DivisionDraft = { sharedAddresses: string[][]; dates: WeekDraft[] };

/** A template being edited: every field as typed, nothing trimmed yet. */
export type TemplateDraft = {
  name: string;
  description: string;
  /** Groups of codes sharing a venue across divisions. */
  sharedAddresses: string[][];
  divisions: DivisionDraft[];
};

export const emptyDivision = (): DivisionDraft => ({ sharedAddresses: [], dates: [] });

/** What 'New template' starts from: one division with no weeks. */
export const newTemplateDraft = (): TemplateDraft => ({
  name: '',
  description: '',
  sharedAddresses: [],
  divisions: [emptyDivision()],
});

const copyGroups = (groups: readonly (readonly string[])[]) => groups.map((group) => [...group]);

/** The draft of a template's divisions and shared addresses (a saved one or a generated one). */
export function draftOf(template: Pick<TemplateDto, 'name' | 'description'> & SeasonTemplate): TemplateDraft {
  return {
    name: template.name,
    description: template.description ?? '',
    sharedAddresses: copyGroups(template.sharedAddresses),
    divisions: template.divisions.map((division) => ({
      sharedAddresses: copyGroups(division.sharedAddresses),
      dates: division.dates.map((week) => ({
        fixtures: week.fixtures.map((fixture) => ({ home: fixture.home, away: fixture.away ?? '' })),
      })),
    })),
  };
}

/** The template fields as the wire carries them: a bye has no `away`, no description none. */
export function wireOf(draft: TemplateDraft) {
  return {
    name: draft.name,
    ...(draft.description === '' ? {} : { description: draft.description }),
    sharedAddresses: draft.sharedAddresses,
    divisions: draft.divisions.map((division) => ({
      sharedAddresses: division.sharedAddresses,
      dates: division.dates.map((week) => ({
        fixtures: week.fixtures.map(({ home, away }) => (away === '' ? { home } : { home, away })),
      })),
    })),
  } satisfies EditTemplateDto;
}

/** The JSON editor's text: two-space indents, with each fixture and each group of codes on one line. */
export function templateJson(draft: TemplateDraft): string {
  return JSON.stringify(wireOf(draft), null, 2)
    .replace(/\{\n\s*("home": "(?:[^"\\\n]|\\.)*")(?:,\n\s*("away": "(?:[^"\\\n]|\\.)*"))?\n\s*\}/g, (_, home, away) =>
      away ? `{ ${home}, ${away} }` : `{ ${home} }`,
    )
    .replace(
      /\[\n\s*("(?:[^"\\\n]|\\.)*"(?:,\n\s*"(?:[^"\\\n]|\\.)*")*)\n\s*\]/g,
      (_, codes: string) => `[${codes.split(/,\n\s*/).join(', ')}]`,
    );
}

const text = z.string({ invalid_type_error: 'must be text' });
const list = <T extends z.ZodTypeAny>(item: T) =>
  z
    .array(item, { invalid_type_error: 'must be a list' })
    .nullish()
    .transform((items) => items ?? []);

/** The shape the JSON must have to be a template at all; what the codes say is checked like the visual editor's. */
const jsonShape = z.object(
  {
    name: text.nullish().transform((name) => name ?? ''),
    description: text.nullish().transform((description) => description ?? ''),
    sharedAddresses: list(list(text)),
    divisions: list(
      z.object(
        {
          sharedAddresses: list(list(text)),
          dates: list(
            z.object(
              {
                fixtures: list(
                  z.object(
                    {
                      home: text.nullish().transform((home) => home ?? ''),
                      away: text.nullish().transform((away) => away ?? ''),
                    },
                    { invalid_type_error: 'must be a fixture object' },
                  ),
                ),
              },
              { invalid_type_error: 'must be a week object' },
            ),
          ),
        },
        { invalid_type_error: 'must be a division object' },
      ),
    ),
  },
  { invalid_type_error: 'The JSON must be an object' },
);

/** The JSON editor's text read back: the draft, or why it is not a template. */
export function parseTemplateJson(json: string): { draft: TemplateDraft } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    return { error: `This is not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
  const shaped = jsonShape.safeParse(value);
  if (!shaped.success) {
    const issue = shaped.error.issues[0]!;
    const where = issue.path.length > 0 ? `${issue.path.join('.')} ` : '';
    return { error: `This is not a template: ${where}${issue.message}`.trim() };
  }
  return { draft: shaped.data };
}

/** A field's place in the draft, as the contract's schema names it: `divisions.0.dates.2.fixtures.1.home`. */
export type FieldPath = string;

/** What is wrong with each field, by the contract's own rules; empty when it can be saved. */
export function draftProblems(draft: TemplateDraft): Map<FieldPath, string> {
  const problems = new Map<FieldPath, string>();
  const checked = editTemplateDto.safeParse(wireOf(draft));
  if (checked.success) return problems;
  for (const issue of checked.error.issues) {
    const path = issue.path.join('.');
    if (!problems.has(path)) problems.set(path, issue.message);
  }
  return problems;
}

/** Where a field is, in words, for a list of problems (the JSON editor has no fields to mark). */
export function fieldPlace(path: FieldPath): string {
  const parts = path.split('.');
  const words: string[] = [];
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const index = Number(parts[i + 1]) + 1;
    const nested = parts[i - 2] === 'sharedAddresses';
    if (part === 'divisions') words.push(`Division ${index}`);
    else if (part === 'dates') words.push(`week ${index}`);
    else if (part === 'fixtures') words.push(`fixture ${index}`);
    else if (part === 'sharedAddresses') words.push(`${i === 0 ? 'cross-division ' : ''}shared address ${index}`);
    else if (/^\d+$/.test(part) && nested) words.push(`code ${Number(part) + 1}`);
    else if (!/^\d+$/.test(part)) words.push(part);
    if (['divisions', 'dates', 'fixtures', 'sharedAddresses'].includes(part)) i++;
  }
  const place = words.join(', ');
  return place.charAt(0).toUpperCase() + place.slice(1);
}
