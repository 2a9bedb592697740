import { ConnectionsPage } from '../../features/connections/connections-page';

/** `/connections` (the spec leaves the route open). */
export function Component() {
  return <ConnectionsPage />;
}
