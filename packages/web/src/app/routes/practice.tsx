import { ComingSoon } from '../../components/coming-soon';
import { useDocumentTitle } from '../../lib/document-title';

export function Component() {
  useDocumentTitle('Practice');
  return <ComingSoon title="Practice" description="Practise scoring a leg." />;
}
