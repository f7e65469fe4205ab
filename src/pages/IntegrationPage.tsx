import type { PageProps } from '../app/routeTypes';
import { PageIntro } from '../components/PageIntro';
import { nameFromSlug } from '../content/catalog';

// Interim: the integration's syncs and setup arrive with the page payload (pages work, issue 8).
export default function IntegrationPage({ params }: PageProps) {
  return (
    <PageIntro
      title={`${nameFromSlug(params.slug ?? '')} integration`}
      description="Connect Aden with the tools you already use."
    />
  );
}
