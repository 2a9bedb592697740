import { templateTexts, type EditTemplateDto, type TemplateDto } from '@darts/contract';
import { useState } from 'react';
import type { WriteProblem } from '../../components/write-problem-dialog';
import { useDeleteTemplate, useSaveTemplate, useTemplates } from './api';
import { wireOf } from './template-draft';
import type { TemplateDraftState } from './use-template-draft';

export const deleteQuestion = (name: string) => `Are you sure you want to delete ${name}?`;

/** A write the server refused, for the problem dialog. */
export type Refusal = { title: string; outcome: WriteProblem };

const failed = (title: string, error: Error): Refusal => ({
  title,
  outcome: { errors: [error.message], warnings: [], messages: [], conflict: false },
});

/**
 * The template editor's writes: Save, Delete (or Discard for a new one), and loading the
 * saved template again after a refusal, which waits in `refusal` for the problem dialog.
 */
export function useTemplateSave({
  state,
  onSaved,
  onDeleted,
  onDirtyChange,
}: {
  state: TemplateDraftState;
  onSaved: (template: TemplateDto, messages: string[]) => void;
  onDeleted: (message: string) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const [refusal, setRefusal] = useState<Refusal>();
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const list = useTemplates();
  const { loaded, draft, json, dirty, takeSaved } = state;

  const submit = () => {
    if (json.error) return;
    if (state.showFirstProblem()) return;
    const body: EditTemplateDto = {
      ...wireOf(draft),
      ...(loaded ? { id: loaded.id, lastUpdated: loaded.updated } : {}),
    };
    save.mutate(body, {
      onSuccess: (outcome) => {
        if (outcome.template) {
          takeSaved(outcome.template);
          onSaved(outcome.template, outcome.messages.length > 0 ? outcome.messages : [templateTexts.updated]);
        } else if (outcome.problem) setRefusal({ title: 'Could not save template', outcome: outcome.problem });
      },
      onError: (error) => setRefusal(failed('Could not save template', error)),
    });
  };

  const deleteOrDiscard = () => {
    const name = loaded?.name ?? (draft.name.trim() || 'this new template');
    if (!loaded) {
      if (dirty && !window.confirm(`Are you sure you want to discard ${name}? It has not been saved.`)) return;
      onDirtyChange(false);
      onDeleted('New template discarded');
      return;
    }
    if (!window.confirm(deleteQuestion(name))) return;
    remove.mutate(loaded.id, {
      onSuccess: (outcome) => {
        if (outcome.template) {
          onDirtyChange(false);
          onDeleted(outcome.messages[0] ?? templateTexts.deleted);
        } else if (outcome.problem) setRefusal({ title: 'Could not delete template', outcome: outcome.problem });
      },
      onError: (error) => setRefusal(failed('Could not delete template', error)),
    });
  };

  const reload = async () => {
    setRefusal(undefined);
    const latest = (await list.refetch()).data?.find((t) => t.id === loaded?.id);
    if (latest) takeSaved(latest);
  };

  return {
    submit,
    deleteOrDiscard,
    reload,
    refusal,
    closeRefusal: () => setRefusal(undefined),
    saving: save.isPending,
    busy: save.isPending || remove.isPending,
  };
}
