import { useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import {
  templateRoutes,
  type ActionResult,
  type EditTemplateDto,
  type SeasonHealthCheckResultDto,
  type TemplateDto,
} from '@darts/contract';
import type { WriteProblem } from '../../components/write-problem-dialog';
import { api } from '../../lib/api-client';
import { sendWrite, type WriteOutcome } from '../../lib/write-outcome';

/** Query keys for the Templates admin screen. */
export const templateKeys = {
  all: ['templates'] as const,
  list: () => [...templateKeys.all, 'list'] as const,
  health: (body: string) => [...templateKeys.all, 'health', body] as const,
  one: (id: string) => [...templateKeys.all, 'one', id] as const,
};

/** Every template (`GET /api/Template/`). */
export function useTemplates() {
  return useQuery({ queryKey: templateKeys.list(), queryFn: () => api.call(templateRoutes.templates) });
}

/**
 * One template by id (`GET /api/Template/{id}`), asked only for an id the list does
 * not have: null when there is none (204), or the deleted template with `deleted` set (§1.10).
 */
export function useTemplate(id: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: templateKeys.one(id ?? ''),
    queryFn: () => api.call(templateRoutes.template, { params: { id: id ?? '' } }),
    enabled: enabled && !!id,
  });
}

/** What a write answered: the template when it worked, else the lines to show and whether it was stale (409). */
export type TemplateWrite = { template?: TemplateDto; messages: string[]; problem?: WriteProblem };

function templateWrite({ success, result, conflict, ...lines }: WriteOutcome<TemplateDto>): TemplateWrite {
  if (success && result) return { template: result, messages: lines.messages };
  return { messages: [], problem: { ...lines, conflict } };
}

/** The template a write answered, when it did. */
const answered = (result: unknown) => (result ? (result as TemplateDto) : undefined);

/** Replaces a template's entry in the cached list (or adds a new one), or removes it. */
function updateList(queryClient: ReturnType<typeof useQueryClient>, id: string, template?: TemplateDto) {
  queryClient.setQueryData<TemplateDto[]>(templateKeys.list(), (templates = []) => {
    if (!template) return templates.filter((t) => t.id !== id);
    return templates.some((t) => t.id === id)
      ? templates.map((t) => (t.id === id ? template : t))
      : [...templates, template];
  });
}

/** Creates or updates a template (`PUT /api/Template/`, with `lastUpdated` for an update). */
export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: EditTemplateDto) =>
      templateWrite(await sendWrite(templateRoutes.templateUpdate, { body }, answered)),
    onSuccess: ({ template }) => {
      if (template) updateList(queryClient, template.id, template);
    },
  });
}

/** Deletes a template (`DELETE /api/Template/{id}`, a soft delete). */
export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      templateWrite(await sendWrite(templateRoutes.templateDelete, { params: { id } }, answered)),
    onSuccess: ({ template }, id) => {
      if (template) updateList(queryClient, id);
    },
  });
}

/**
 * The health of an unsaved template (`POST /api/Template/Health`), asked for `body` (the
 * template's JSON) once it can be saved; the last answer stays on screen while the next is on its way.
 */
export function useTemplateHealth(body: string | undefined) {
  return useQuery({
    queryKey: templateKeys.health(body ?? ''),
    queryFn: async (): Promise<ActionResult<SeasonHealthCheckResultDto>> =>
      api.call(templateRoutes.templateHealth, { body: JSON.parse(body!) as EditTemplateDto }),
    enabled: body !== undefined,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
