import { AdminPage } from '../../features/admin/admin-page';
import { DataBrowser } from '../../features/data-browser';
import { TemplatesAdmin } from '../../features/templates';

/** `/admin/:mode?` (spec 1 §2). The Templates and Data browser modes are their own features, composed here (one feature never imports another). */
export function Component() {
  return <AdminPage renderTemplates={() => <TemplatesAdmin />} renderBrowser={() => <DataBrowser />} />;
}
