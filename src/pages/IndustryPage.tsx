import type { PageProps } from '@/components/pageProps';
import { PageHero } from '@/components/sections/PageHero';
import { industries } from '@/content/industries';

export default function IndustryPage({ path }: PageProps) {
  const industry = industries.find((item) => path.endsWith(`/${item.slug}`));
  return <PageHero title={`Aden for ${industry?.name ?? ''}`} description={industry?.summary ?? ''} />;
}
