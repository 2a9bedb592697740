import { AdminPage } from '../../features/admin/admin-page';

/** `/admin/:mode?` (spec 1 §2). */
export function Component() {
  return <AdminPage />;
}
