import { templateTexts, type EditTemplateDto, type TemplateDto } from '@darts/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useUnsavedWarning } from '../../components/use-unsaved-warning';
import { WriteProblemDialog, type WriteProblem } from '../../components/write-problem-dialog';
import { useDeleteTemplate, useSaveTemplate, useTemplates } from './api';
import { HealthPanel } from './health-panel';
import { JsonEditor } from './json-editor';
import {
  draftOf,
  draftProblems,
  newTemplateDraft,
  parseTemplateJson,
  templateJson,
  wireOf,
  type TemplateDraft,
} from './template-draft';
import { VisualEditor } from './visual-editor';

export type EditorMode = 'visual' | 'json';

export const deleteQuestion = (name: string) => `Are you sure you want to delete ${name}?`;
export const conflictText =
  'Someone saved this template after you opened it, so your changes were not saved. They are still here: ' +
  'copy what you need, then load the saved template and make them again.';

type Refusal = { title: string; outcome: WriteProblem };

/**
 * Editing one template (spec 1 §2 Templates): the visual or the JSON editor (switching keeps the edits),
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
  // The token the draft was loaded with: a list refetch must not move it, or a stale save would win.
  const [loaded, setLoaded] = useState(template);
  const [draft, setDraft] = useState(() => (template ? draftOf(template) : initial));
  const [json, setJson] = useState(() => ({
    text: mode === 'json' ? templateJson(draft) : '',
    error: undefined as string | undefined,
  }));
  const [shown, setShown] = useState(0);
  const [tried, setTried] = useState(false);
  // A field to put the cursor in once the render that shows it is done, and a render to ask for that.
  const focusField = useRef<string>(undefined);
  const [focusRequest, setFocusRequest] = useState(0);
  const [refusal, setRefusal] = useState<Refusal>();
  const save = useSaveTemplate();
  const remove = useDeleteTemplate();
  const list = useTemplates();

  const baseline = useMemo(() => templateJson(loaded ? draftOf(loaded) : newTemplateDraft()), [loaded]);
  const current = useMemo(() => templateJson(draft), [draft]);
  // Invalid JSON is a change too: there is nothing to compare until it reads as a template again.
  const dirty = mode === 'json' && json.error !== undefined ? json.text !== baseline : current !== baseline;
  const problems = useMemo(() => draftProblems(draft), [draft]);
  const shownProblems = tried || dirty ? problems : new Map<string, string>();
  const healthBody = json.error === undefined && problems.size === 0 ? JSON.stringify(wireOf(draft)) : undefined;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  const leaveWarning = useUnsavedWarning(dirty, 'The template');

  // After a refused Save, the cursor goes to the first field to fix once its division is on screen.
  useEffect(() => {
    const field = focusField.current;
    focusField.current = undefined;
    if (field) document.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
  }, [focusRequest]);

  const switchMode = (next: EditorMode) => {
    if (next === mode) return;
    if (next === 'json') setJson({ text: templateJson(draft), error: undefined });
    onModeChange(next);
  };

  const editJson = (text: string) => {
    const parsed = parseTemplateJson(text);
    setJson({ text, error: 'error' in parsed ? parsed.error : undefined });
    if ('draft' in parsed) {
      setDraft(parsed.draft);
      setShown((index) => Math.min(index, Math.max(0, parsed.draft.divisions.length - 1)));
    }
  };

  const takeSaved = (saved: TemplateDto) => {
    setLoaded(saved);
    const next = draftOf(saved);
    setDraft(next);
    setJson({ text: templateJson(next), error: undefined });
    setTried(false);
  };

  const submit = () => {
    if (json.error) return;
    setTried(true);
    const first = [...problems.keys()][0];
    if (first !== undefined) {
      if (mode === 'visual' && first.startsWith('divisions.')) setShown(Number(first.split('.')[1]));
      focusField.current = mode === 'visual' ? first : 'json';
      setFocusRequest((n) => n + 1);
      return;
    }
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
      onError: (error) =>
        setRefusal({
          title: 'Could not save template',
          outcome: { errors: [error.message], warnings: [], messages: [], conflict: false },
        }),
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
      onError: (error) =>
        setRefusal({
          title: 'Could not delete template',
          outcome: { errors: [error.message], warnings: [], messages: [], conflict: false },
        }),
    });
  };

  const reload = async () => {
    setRefusal(undefined);
    const latest = (await list.refetch()).data?.find((t) => t.id === loaded?.id);
    if (latest) takeSaved(latest);
  };

  const busy = save.isPending || remove.isPending;
  const title = loaded ? loaded.name : draft.name.trim() || 'New template';
  return (
    <section aria-labelledby="template-editor-heading">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="template-editor-heading" className="h4 mb-0 me-auto text-break">
          {title}
          {!loaded && <span className="visually-hidden"> (not saved)</span>}
        </h2>
        <div className="btn-group template-modes" role="group" aria-label="Editor">
          <button
            type="button"
            className={`btn ${mode === 'visual' ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={mode === 'visual'}
            disabled={mode === 'json' && json.error !== undefined}
            title={mode === 'json' && json.error ? 'Fix the JSON to switch to the visual editor' : undefined}
            onClick={() => switchMode('visual')}
          >
            Visual
          </button>
          <button
            type="button"
            className={`btn ${mode === 'json' ? 'btn-primary' : 'btn-outline-primary'}`}
            aria-pressed={mode === 'json'}
            onClick={() => switchMode('json')}
          >
            JSON
          </button>
        </div>
        <button type="button" className="btn btn-primary" disabled={busy || json.error !== undefined} onClick={submit}>
          {save.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          Save
        </button>
        <button type="button" className="btn btn-outline-danger" disabled={busy} onClick={deleteOrDiscard}>
          {loaded ? 'Delete' : 'Discard'}
        </button>
        {/* Below the wide layout the health sits after every week: a way straight to it. */}
        <a
          className="btn btn-link d-xl-none px-0"
          href="#template-health-heading"
          onClick={(event) => {
            // Scrolled here rather than by the address, so the unsaved-changes guard never sees a navigation.
            event.preventDefault();
            document.getElementById('template-health-heading')?.scrollIntoView({ block: 'start' });
          }}
        >
          Jump to template health
        </a>
      </div>
      {tried && problems.size > 0 && mode === 'visual' && (
        <p className="text-danger-emphasis" role="alert">
          {problems.size === 1 ? 'One problem to fix' : `${problems.size} problems to fix`} before saving: they are
          marked below.
        </p>
      )}
      <div className="row g-3">
        <div className="col-xl-8">
          {mode === 'visual' ? (
            <VisualEditor draft={draft} shown={shown} problems={shownProblems} onChange={setDraft} onShow={setShown} />
          ) : (
            <JsonEditor text={json.text} error={json.error} problems={shownProblems} onChange={editJson} />
          )}
        </div>
        <div className="col-xl-4">
          <div className="template-health-column">
            <HealthPanel body={healthBody} />
          </div>
        </div>
      </div>
      {refusal && (
        <WriteProblemDialog
          title={refusal.title}
          outcome={refusal.outcome}
          conflict={conflictText}
          reloadLabel="Load the saved template"
          onClose={() => setRefusal(undefined)}
          onReload={() => void reload()}
        />
      )}
      {leaveWarning}
    </section>
  );
}
