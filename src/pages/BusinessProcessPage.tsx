import type { PageProps } from '@/components/pageProps';
import { PageHero } from '@/components/sections/PageHero';
import { findBusinessProcess } from '@/content/businessProcesses';

export default function BusinessProcessPage({ params }: PageProps) {
  const process = findBusinessProcess(params.slug);
  return <PageHero title={process?.title ?? ''} description={process?.summary ?? ''} />;
}
