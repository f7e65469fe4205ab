import { PageIntro } from '@/components/PageIntro';
import type { PageProps } from '@/components/pageProps';
import { caseStudies } from '@/content/caseStudies';

export default function CaseStudyPage({ path }: PageProps) {
  const study = caseStudies.find((item) => path.endsWith(`/${item.slug}`));
  return <PageIntro title={study?.title ?? ''} description={study?.summary ?? ''} />;
}
