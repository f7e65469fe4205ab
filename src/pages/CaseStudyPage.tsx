import type { PageProps } from '@/components/pageProps';
import { PageHero } from '@/components/sections/PageHero';
import { caseStudies } from '@/content/caseStudies';

export default function CaseStudyPage({ path }: PageProps) {
  const study = caseStudies.find((item) => path.endsWith(`/${item.slug}`));
  return <PageHero title={study?.title ?? ''} description={study?.summary ?? ''} />;
}
