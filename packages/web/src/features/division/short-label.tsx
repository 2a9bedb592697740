/**
 * A column heading that is short on a phone ("Pts") and whole from the small breakpoint up; screen
 * readers always hear the whole word.
 */
export function ShortLabel({ short, full }: { short: string; full: string }) {
  return (
    <>
      <span className="d-sm-none" aria-hidden="true">
        {short}
      </span>
      <span className="label-from-sm">{full}</span>
    </>
  );
}
