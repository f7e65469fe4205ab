import type { PageProps } from '../app/routeTypes';
import { PageIntro } from '../components/PageIntro';

export default function SitemapPage({ path }: PageProps) {
  const section = path.split('/').pop() ?? '';
  return (
    <PageIntro title={`Sitemap: ${section.replace('-', ' ')}`} description={`Every page under ${section}.`} />
  );
}
