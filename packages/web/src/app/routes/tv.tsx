import { ComingSoon } from '../../components/coming-soon';
import { useDocumentTitle } from '../../lib/document-title';

export function Component() {
  useDocumentTitle('TV');
  return <ComingSoon title="TV" description="The live display for screens in the venue." />;
}
