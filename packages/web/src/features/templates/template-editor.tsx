import type { TemplateDto } from '@darts/contract';
import { useUnsavedWarning } from '../../components/use-unsaved-warning';
import { WriteProblemDialog } from '../../components/write-problem-dialog';
import { HealthPanel } from './health-panel';
import { JsonEditor } from './json-editor';
import type { TemplateDraft } from './template-draft';
import { TemplateEditorBar } from './template-editor-bar';
import { useTemplateDraft, type EditorMode } from './use-template-draft';
import { useTemplateSave } from './use-template-save';
import { VisualEditor } from './visual-editor';

export type { EditorMode } from './use-template-draft';
export { deleteQuestion } from './use-template-save';

export const conflictText =
  'Someone saved this template after you opened it, so your changes were not saved. They are still here: ' +
  'copy what you need, then load the saved template and make them again.';

/**
 * Editing one template: the visual or the JSON editor (switching keeps the edits),
 * Save (disabled while the JSON is not a template) and Delete, and the live health beside (wide screens)
 * or below (phones).
 */
export function TemplateEditor({
  template,
  initial,
  mode,
  onModeChange,
  onSaved,
  onDeleted,
  onDirtyChange,
}: {
  /** The saved template, or undefined for a new one. */
  template: TemplateDto | undefined;
  /** What a new template starts as (empty, or generated). */
  initial: TemplateDraft;
  mode: EditorMode;
  onModeChange: (mode: EditorMode) => void;
  onSaved: (template: TemplateDto, messages: string[]) => void;
  /** Deleted (a saved one) or discarded (a new one). */
  onDeleted: (message: string) => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const state = useTemplateDraft({ template, initial, mode, onDirtyChange });
  const { loaded, draft, json, problems } = state;
  const leaveWarning = useUnsavedWarning(state.dirty, 'The template');
  const writes = useTemplateSave({ state, onSaved, onDeleted, onDirtyChange });

  const switchMode = (next: EditorMode) => {
    if (next === mode) return;
    state.prepareMode(next);
    onModeChange(next);
  };

  return (
    <section aria-labelledby="template-editor-heading">
      <TemplateEditorBar
        title={loaded ? loaded.name : draft.name.trim() || 'New template'}
        saved={!!loaded}
        mode={mode}
        jsonError={json.error}
        busy={writes.busy}
        saving={writes.saving}
        onSwitch={switchMode}
        onSave={writes.submit}
        onDelete={writes.deleteOrDiscard}
      />
      {state.tried && problems.size > 0 && mode === 'visual' && (
        <p className="text-danger-emphasis" role="alert">
          {problems.size === 1 ? 'One problem to fix' : `${problems.size} problems to fix`} before saving: they are
          marked below.
        </p>
      )}
      <div className="row g-3">
        <div className="col-xl-8">
          {mode === 'visual' ? (
            <VisualEditor
              draft={draft}
              shown={state.shown}
              problems={state.shownProblems}
              onChange={state.setDraft}
              onShow={state.setShown}
            />
          ) : (
            <JsonEditor text={json.text} error={json.error} problems={state.shownProblems} onChange={state.editJson} />
          )}
        </div>
        <div className="col-xl-4">
          <div className="template-health-column">
            <HealthPanel body={state.healthBody} />
          </div>
        </div>
      </div>
      {writes.refusal && (
        <WriteProblemDialog
          title={writes.refusal.title}
          outcome={writes.refusal.outcome}
          conflict={conflictText}
          reloadLabel="Load the saved template"
          onClose={writes.closeRefusal}
          onReload={() => void writes.reload()}
        />
      )}
      {leaveWarning}
    </section>
  );
}
