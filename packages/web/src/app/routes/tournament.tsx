import { ComingSoon } from '../../components/coming-soon';
import { useDocumentTitle } from '../../lib/document-title';

export function Component() {
  useDocumentTitle('Tournament');
  return <ComingSoon title="Tournament" description="This tournament's draw and results." />;
}
