import type { PageProps } from '../app/routeTypes';
import { PageIntro } from '../components/PageIntro';
import { nameFromSlug } from '../content/catalog';

// Interim: the industry's problems and answers arrive with the page payload (pages work, issue 8).
export default function IndustryPage({ path }: PageProps) {
  const slug = path.split('/').pop() ?? '';
  return (
    <PageIntro
      title={`Aden for ${nameFromSlug(slug)}`}
      description={`How ${slug} organisations run on Aden.`}
    />
  );
}
