import type { EditorMode } from './use-template-draft';

/**
 * The template editor's heading and buttons: the Visual/JSON switch (Visual waits for valid JSON), Save,
 * Delete (Discard for a new one), and on narrower screens a way straight to the health.
 */
export function TemplateEditorBar({
  title,
  saved,
  mode,
  jsonError,
  busy,
  saving,
  onSwitch,
  onSave,
  onDelete,
}: {
  title: string;
  /** Whether the template is saved (Delete) or new (Discard). */
  saved: boolean;
  mode: EditorMode;
  jsonError: string | undefined;
  busy: boolean;
  saving: boolean;
  onSwitch: (mode: EditorMode) => void;
  onSave: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
      <h2 id="template-editor-heading" className="h4 mb-0 me-auto text-break">
        {title}
        {!saved && <span className="visually-hidden"> (not saved)</span>}
      </h2>
      <div className="btn-group template-modes" role="group" aria-label="Editor">
        <button
          type="button"
          className={`btn ${mode === 'visual' ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={mode === 'visual'}
          disabled={mode === 'json' && jsonError !== undefined}
          title={mode === 'json' && jsonError ? 'Fix the JSON to switch to the visual editor' : undefined}
          onClick={() => onSwitch('visual')}
        >
          Visual
        </button>
        <button
          type="button"
          className={`btn ${mode === 'json' ? 'btn-primary' : 'btn-outline-primary'}`}
          aria-pressed={mode === 'json'}
          onClick={() => onSwitch('json')}
        >
          JSON
        </button>
      </div>
      <button type="button" className="btn btn-primary" disabled={busy || jsonError !== undefined} onClick={onSave}>
        {saving && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Save
      </button>
      <button type="button" className="btn btn-outline-danger" disabled={busy} onClick={onDelete}>
        {saved ? 'Delete' : 'Discard'}
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
  );
}
