/**
 * What the card says above the matches: to a clerk, whether their submission can still change and
 * whose it is; to an admin who unpublished, that nothing is saved yet.
 */
export function CardNotices({
  clerk,
  publishedForClerk,
  clerkTeamName,
  unpublishing,
}: {
  /** Whether the account is the clerk of one of the teams. */
  clerk: boolean;
  publishedForClerk: boolean;
  clerkTeamName: string;
  unpublishing: boolean;
}) {
  return (
    <>
      {clerk && publishedForClerk && (
        <p className="alert alert-info" role="note">
          The result of this fixture has been published, so your team&apos;s submission can no longer be changed. Ask
          the league to correct anything that is wrong.
        </p>
      )}
      {clerk && !publishedForClerk && (
        <p className="score-card-hint">
          You are entering the submission for {clerkTeamName}. It is published when the other team&apos;s submission
          matches it.
        </p>
      )}
      {unpublishing && (
        <p className="alert alert-warning" role="status">
          Unpublished: every match, man of the match, 180 and hi-check is cleared, but nothing is saved until you save.
        </p>
      )}
    </>
  );
}
