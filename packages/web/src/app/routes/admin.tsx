import { AdminPage } from '../../features/admin/admin-page';
import { DataBrowser } from '../../features/data-browser';
import { DataExport } from '../../features/data-export';
import { useParams } from 'react-router';
import { DataImport, ImportAfterSession, useLastImport } from '../../features/data-import';
import { TemplatesAdmin } from '../../features/templates';

/** `/admin/:mode?`. The Import, Export, Data browser and Templates modes are their own features, composed here (one feature never imports another). */
export function Component() {
  const { mode } = useParams();
  // A real import may take the signed-in account (or its access) away: its result still shows.
  const lastImport = useLastImport();
  return (
    <AdminPage
      renderImport={() => <DataImport />}
      {...(mode === 'import' && lastImport ? { renderRefused: () => <ImportAfterSession outcome={lastImport} /> } : {})}
      renderExport={() => <DataExport />}
      renderBrowser={() => <DataBrowser />}
      renderTemplates={() => <TemplatesAdmin />}
    />
  );
}
