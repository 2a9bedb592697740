import { ConnectionsPage } from '../../features/connections/connections-page';

/** `/connections` (spec 2 §2 Connections page; the spec leaves the route open). */
export function Component() {
  return <ConnectionsPage />;
}
