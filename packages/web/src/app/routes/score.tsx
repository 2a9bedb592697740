import { ComingSoon } from '../../components/coming-soon';
import { useDocumentTitle } from '../../lib/document-title';

export function Component() {
  useDocumentTitle('Score card');
  return <ComingSoon title="Score card" description="The score card for this fixture." />;
}
