import { ComingSoon } from '../../components/coming-soon';
import { useDocumentTitle } from '../../lib/document-title';

export function Component() {
  useDocumentTitle('Live');
  return <ComingSoon title="Live" description="Live scores." />;
}
