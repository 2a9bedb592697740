import { AdminPage } from '../../features/admin/admin-page';
import { DataBrowser } from '../../features/data-browser';
import { DataExport } from '../../features/data-export';
import { DataImport } from '../../features/data-import';
import { TemplatesAdmin } from '../../features/templates';

/** `/admin/:mode?` (spec 1 §2). The Import, Export, Data browser and Templates modes are their own features, composed here (one feature never imports another). */
export function Component() {
  return (
    <AdminPage
      renderImport={() => <DataImport />}
      renderExport={() => <DataExport />}
      renderBrowser={() => <DataBrowser />}
      renderTemplates={() => <TemplatesAdmin />}
    />
  );
}
