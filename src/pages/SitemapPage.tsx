import type { PageProps } from '@/components/pageProps';
import { PageHero } from '@/components/sections/PageHero';

export default function SitemapPage({ path }: PageProps) {
  const section = path.split('/').pop() ?? '';
  return (
    <PageHero title={`Sitemap: ${section.replace('-', ' ')}`} description={`Every page under ${section}.`} />
  );
}
