import { AdminPage } from '../../features/admin/admin-page';
import { TemplatesAdmin } from '../../features/templates';

/** `/admin/:mode?` (spec 1 §2). The Templates mode is its own feature, composed here (one feature never imports another). */
export function Component() {
  return <AdminPage renderTemplates={() => <TemplatesAdmin />} />;
}
