/**
 * A page's frame while its data loads: grey bars where the tabs and the table will be,
 * so the page has its shape at once and nothing jumps when the data arrives. Screen readers hear
 * what is loading, once.
 */
export function TableSkeleton({ what, rows = 8 }: { what: string; rows?: number }) {
  return (
    <div className="table-skeleton py-2" role="status" aria-live="polite">
      <span className="visually-hidden">{what}…</span>
      <div className="placeholder-glow d-flex gap-2 mb-3" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <span key={index} className="placeholder flex-fill rounded" style={{ height: '2.25rem', maxWidth: '8rem' }} />
        ))}
      </div>
      <div className="placeholder-glow" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <span key={index} className="placeholder d-block w-100 mb-2 rounded" style={{ height: '1.75rem' }} />
        ))}
      </div>
    </div>
  );
}
