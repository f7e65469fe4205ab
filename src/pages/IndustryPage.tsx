import { PageIntro } from '@/components/PageIntro';
import type { PageProps } from '@/components/pageProps';
import { industries } from '@/content/industries';

export default function IndustryPage({ path }: PageProps) {
  const industry = industries.find((item) => path.endsWith(`/${item.slug}`));
  return <PageIntro title={`Aden for ${industry?.name ?? ''}`} description={industry?.summary ?? ''} />;
}
