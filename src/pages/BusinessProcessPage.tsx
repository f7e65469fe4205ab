import type { PageProps } from '../app/routeTypes';
import { PageIntro } from '../components/PageIntro';
import { nameFromSlug } from '../content/catalog';

// Interim: the process's steps and modules arrive with the page payload (pages work, issue 8).
export default function BusinessProcessPage({ params }: PageProps) {
  return (
    <PageIntro
      title={nameFromSlug(params.slug ?? '')}
      description="A business process automated with Aden."
    />
  );
}
