import { PageIntro } from '@/components/PageIntro';
import type { PageProps } from '@/components/pageProps';
import { findBusinessProcess } from '@/content/businessProcesses';

export default function BusinessProcessPage({ params }: PageProps) {
  const process = findBusinessProcess(params.slug);
  return <PageIntro title={process?.title ?? ''} description={process?.summary ?? ''} />;
}
