import { scoreHighlights, type ReportVisit } from '@darts/domain';

/** A visit in a report: 100 or more in red, a 180 bold, a bust struck through (§4). */
export function VisitCell({ visit }: { visit: ReportVisit | undefined }) {
  if (!visit) return <td />;
  const { ton, maximum } = scoreHighlights(visit.score);
  const classes = [ton && 'superleague-ton', maximum && 'fw-bold'].filter(Boolean).join(' ');
  return (
    <td className={classes || undefined}>
      {visit.isBust ? (
        <s>
          {visit.score}
          <span className="visually-hidden"> (bust)</span>
        </s>
      ) : (
        visit.score
      )}
    </td>
  );
}

/** No record for a match (the match log's warning). */
export function NoDataWarning({ sideA, sideB }: { sideA: string; sideB: string }) {
  return (
    <p className="alert alert-warning py-2 mb-2 superleague-no-data">
      <span aria-hidden="true">⚠ </span>No data available for the match between {sideA} and {sideB}
    </p>
  );
}
