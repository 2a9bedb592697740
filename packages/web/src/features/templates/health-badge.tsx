/** Healthy or Unhealthy, in words as well as colour. */
export function HealthBadge({ success }: { success: boolean | undefined }) {
  if (success === undefined) return <span className="badge text-bg-light border">Not checked</span>;
  return success ? (
    <span className="badge text-bg-success">Healthy</span>
  ) : (
    <span className="badge text-bg-danger">Unhealthy</span>
  );
}
