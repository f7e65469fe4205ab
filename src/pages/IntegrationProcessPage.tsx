import type { PageProps } from '../app/routeTypes';
import { PageIntro } from '../components/PageIntro';
import { nameFromSlug } from '../content/catalog';

// Interim: the pair's own text arrives with the page payload (pages work, issue 8).
export default function IntegrationProcessPage({ params }: PageProps) {
  return (
    <PageIntro
      title={`${nameFromSlug(params.integration ?? '')}: ${nameFromSlug(params.process ?? '')}`}
      description="An integration inside a business process."
    />
  );
}
