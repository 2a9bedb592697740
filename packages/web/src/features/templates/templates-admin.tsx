import { templateTexts } from '@darts/contract';
import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Dialog } from '../../components/dialog';
import { ErrorAlert } from '../../components/error-alert';
import { Loading } from '../../components/loading';
import { formatDateTime } from '../../lib/date-time';
import { useTemplate, useTemplates } from './api';
import { generatedTemplate, type GeneratorOptions } from './generated-template';
import { GeneratorForm } from './generator-form';
import { newTemplateDraft, type TemplateDraft } from './template-draft';
import { TemplateEditor, type EditorMode } from './template-editor';
import { TemplateList } from './template-list';
import './templates.css';

export const replaceQuestion = 'The template on screen has changes that have not been saved. Leave it?';

/** A new template on screen that has no id yet. */
type Unsaved = { key: number; draft: TemplateDraft };

/**
 * Templates (`/admin/templates/?select={id}`, manageSeasonTemplates): the list,
 * a new or generated template, and the editor of the one chosen.
 */
export function TemplatesAdmin() {
  const templates = useTemplates();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('select') ?? undefined;
  const [unsaved, setUnsaved] = useState<Unsaved>();
  const [mode, setMode] = useState<EditorMode>('visual');
  const [notice, setNotice] = useState<{ text: string; note?: string }>();
  const [generating, setGenerating] = useState(false);
  // Whether the editor has unsaved changes; undefined until a newly opened editor first says.
  const dirty = useRef<boolean>(undefined);
  const keys = useRef(0);

  // The last save's or generator's notice goes once the secretary changes something after it.
  const onDirtyChange = useCallback((changed: boolean) => {
    if (changed && dirty.current === false) setNotice(undefined);
    dirty.current = changed;
  }, []);
  const mayLeave = () => !dirty.current || window.confirm(replaceQuestion);

  const open = (draft: TemplateDraft, text?: string, note?: string) => {
    dirty.current = undefined;
    setUnsaved({ key: ++keys.current, draft });
    setNotice(text ? { text, ...(note ? { note } : {}) } : undefined);
    if (selectedId) setParams({}, { replace: true });
  };
  const startNew = () => {
    if (mayLeave()) open(newTemplateDraft());
  };
  const generate = (options: GeneratorOptions) => {
    if (!mayLeave()) return;
    setGenerating(false);
    const { draft, sharedVenues } = generatedTemplate(options);
    const fewer =
      sharedVenues < options.sharedVenuePairs
        ? `Only ${sharedVenues} of the ${options.sharedVenuePairs} shared-venue pairs asked for fit this schedule.`
        : undefined;
    open(draft, `Generated ${draft.name}: check it, then Save.`, fewer);
  };
  const select = (event: MouseEvent) => {
    if (!mayLeave()) {
      event.preventDefault();
      return;
    }
    dirty.current = undefined;
    setUnsaved(undefined);
    setNotice(undefined);
  };

  const list = templates.data ?? [];
  const selected = selectedId ? list.find((t) => t.id === selectedId) : undefined;
  const editing = unsaved ? 'unsaved' : selected ? 'selected' : undefined;
  // An id the list lacks may be a deleted template, still read by id: say so.
  const missing = useTemplate(selectedId, templates.isSuccess && !!selectedId && !selected && !unsaved);
  const deleted = missing.data?.deleted ? missing.data : undefined;

  return (
    <section aria-labelledby="templates-heading">
      <h1 id="templates-heading" className="h3">
        Templates
      </h1>
      <p role="status" className="text-success fw-semibold mb-2 template-notice">
        {notice?.text}
        {notice?.note && <span className="d-block text-body-secondary fw-normal">{notice.note}</span>}
      </p>
      {templates.isPending ? (
        <Loading what="Loading templates" />
      ) : templates.isError ? (
        <ErrorAlert title="Could not load templates" error={templates.error} onRetry={() => void templates.refetch()} />
      ) : (
        <div className="row g-3">
          <div className="col-lg-3">
            <div className="d-flex flex-wrap gap-2 mb-2">
              <button type="button" className="btn btn-primary" onClick={startNew}>
                New template
              </button>
              <button type="button" className="btn btn-outline-primary" onClick={() => setGenerating(true)}>
                Generate…
              </button>
            </div>
            {list.length > 0 || unsaved ? (
              <TemplateList
                templates={list}
                selectedId={unsaved ? undefined : selectedId}
                unsavedName={unsaved?.draft.name}
                onSelect={select}
              />
            ) : null}
          </div>
          <div className="col-lg-9">
            {editing ? (
              <TemplateEditor
                key={unsaved ? `new-${unsaved.key}` : selectedId}
                template={unsaved ? undefined : selected}
                initial={unsaved?.draft ?? newTemplateDraft()}
                mode={mode}
                onModeChange={setMode}
                onDirtyChange={onDirtyChange}
                onSaved={(saved, messages) => {
                  if (unsaved) {
                    dirty.current = undefined;
                    setUnsaved(undefined);
                    setParams({ select: saved.id });
                  }
                  setNotice({ text: messages.join(' ') });
                }}
                onDeleted={(message) => {
                  dirty.current = undefined;
                  setUnsaved(undefined);
                  if (selectedId) setParams({}, { replace: true });
                  setNotice({ text: message });
                }}
              />
            ) : deleted ? (
              <div className="alert alert-warning" role="status">
                <h2 className="h6 alert-heading">{templateTexts.wasDeleted(deleted.name)}</h2>
                <p className="mb-0">
                  {templateTexts.deletedBy(formatDateTime(deleted.deleted ?? ''), deleted.remover ?? '')}
                </p>
              </div>
            ) : selectedId && !selected && missing.isPending && missing.fetchStatus !== 'idle' ? (
              <Loading what="Loading the template" />
            ) : selectedId && !selected ? (
              <div className="alert alert-warning" role="alert">
                <h2 className="h6 alert-heading">{templateTexts.notFound}</h2>
                <p className="mb-0">
                  The template in the address may have been deleted. Pick another from the list, or start a new one.
                </p>
              </div>
            ) : list.length === 0 ? (
              <NoTemplates onGenerate={generate} />
            ) : (
              <p className="text-body-secondary">Pick a template to edit, or start a new one.</p>
            )}
          </div>
        </div>
      )}
      {generating && (
        <Dialog title="Generate a double round robin" onClose={() => setGenerating(false)}>
          <p>Every team plays every other team in its division twice, once at home and once away.</p>
          <GeneratorForm onGenerate={generate} />
        </Dialog>
      )}
    </section>
  );
}

function NoTemplates({ onGenerate }: { onGenerate: (options: GeneratorOptions) => void }) {
  return (
    <section className="card" aria-labelledby="no-templates-heading">
      <div className="card-body">
        <h2 id="no-templates-heading" className="h5 card-title">
          No templates yet
        </h2>
        <p>
          A template lays out a season's weeks with codes (A, B, …) for teams. Most leagues start from a double round
          robin: every team plays every other team twice, once at home and once away.
        </p>
        <GeneratorForm onGenerate={onGenerate} />
      </div>
    </section>
  );
}
