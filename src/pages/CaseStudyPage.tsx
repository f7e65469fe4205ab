import type { PageProps } from '../app/routeTypes';
import { PageIntro } from '../components/PageIntro';
import { nameFromSlug } from '../content/catalog';

// Interim: the case study arrives with the page payload (pages work, issue 8).
export default function CaseStudyPage({ path }: PageProps) {
  const slug = path.split('/').pop() ?? '';
  return <PageIntro title={`${nameFromSlug(slug)} case study`} description="How a customer runs on Aden." />;
}
