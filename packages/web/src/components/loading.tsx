/** A labelled spinner: screen readers hear what is loading. */
export function Loading({ what = 'Loading' }: { what?: string }) {
  return (
    <div className="d-flex align-items-center gap-2 py-4" role="status" aria-live="polite">
      <span className="spinner-border spinner-border-sm" aria-hidden="true" />
      <span>{what}…</span>
    </div>
  );
}
