import { PageIntro } from '@/components/PageIntro';
import type { PageProps } from '@/components/pageProps';

export default function SitemapPage({ path }: PageProps) {
  const section = path.split('/').pop() ?? '';
  return (
    <PageIntro title={`Sitemap: ${section.replace('-', ' ')}`} description={`Every page under ${section}.`} />
  );
}
