import type { TemplateDto } from '@darts/contract';
import { useEffect, useMemo, useRef, useState } from 'react';
import {
  draftOf,
  draftProblems,
  newTemplateDraft,
  parseTemplateJson,
  templateJson,
  wireOf,
  type TemplateDraft,
} from './template-draft';

export type EditorMode = 'visual' | 'json';

/**
 * The template being edited: the draft and the JSON text (switching editors keeps the edits), whether it
 * differs from the saved one (reported through `onDirtyChange`), its problems, and the division on screen.
 */
export function useTemplateDraft({
  template,
  initial,
  mode,
  onDirtyChange,
}: {
  template: TemplateDto | undefined;
  initial: TemplateDraft;
  mode: EditorMode;
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

  const baseline = useMemo(() => templateJson(loaded ? draftOf(loaded) : newTemplateDraft()), [loaded]);
  const current = useMemo(() => templateJson(draft), [draft]);
  // Invalid JSON is a change too: there is nothing to compare until it reads as a template again.
  const dirty = mode === 'json' && json.error !== undefined ? json.text !== baseline : current !== baseline;
  const problems = useMemo(() => draftProblems(draft), [draft]);
  const shownProblems = tried || dirty ? problems : new Map<string, string>();
  const healthBody = json.error === undefined && problems.size === 0 ? JSON.stringify(wireOf(draft)) : undefined;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  // After a refused Save, the cursor goes to the first field to fix once its division is on screen.
  useEffect(() => {
    const field = focusField.current;
    focusField.current = undefined;
    if (field) document.querySelector<HTMLElement>(`[data-field="${field}"]`)?.focus();
  }, [focusRequest]);

  /** Readies the editor `next` is about to show: the JSON editor starts from the draft as it is now. */
  const prepareMode = (next: EditorMode) => {
    if (next === 'json') setJson({ text: templateJson(draft), error: undefined });
  };

  const editJson = (text: string) => {
    const parsed = parseTemplateJson(text);
    setJson({ text, error: 'error' in parsed ? parsed.error : undefined });
    if ('draft' in parsed) {
      setDraft(parsed.draft);
      setShown((index) => Math.min(index, Math.max(0, parsed.draft.divisions.length - 1)));
    }
  };

  /** Starts again from `saved`: what is on screen is now what the server holds. */
  const takeSaved = (saved: TemplateDto) => {
    setLoaded(saved);
    const next = draftOf(saved);
    setDraft(next);
    setJson({ text: templateJson(next), error: undefined });
    setTried(false);
  };

  /** Marks Save as tried; when there is a problem, shows the first one with the cursor in it and says true. */
  const showFirstProblem = () => {
    setTried(true);
    const first = [...problems.keys()][0];
    if (first === undefined) return false;
    if (mode === 'visual' && first.startsWith('divisions.')) setShown(Number(first.split('.')[1]));
    focusField.current = mode === 'visual' ? first : 'json';
    setFocusRequest((n) => n + 1);
    return true;
  };

  return {
    loaded,
    draft,
    setDraft,
    json,
    shown,
    setShown,
    tried,
    dirty,
    problems,
    shownProblems,
    healthBody,
    prepareMode,
    editJson,
    takeSaved,
    showFirstProblem,
  };
}

export type TemplateDraftState = ReturnType<typeof useTemplateDraft>;
