import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { CtaBand } from '@/components/sections/CtaBand';
import { LinkCards } from '@/components/sections/LinkCards';
import { PageHero } from '@/components/sections/PageHero';
import type { ProcessesPayload } from './businessProcessesPageData';

export default function BusinessProcessesPage({ path, data }: PageProps<ProcessesPayload>) {
  const { copy } = data;
  const nameOf = (slug: string) => data.modules.find((module) => module.slug === slug)?.name ?? slug;
  return (
    <>
      <PageMeta title={copy.title} description={copy.description} path={path} />
      <PageHero align="center" title={copy.headline} lead={copy.lead} ctas={copy.heroCtas} />
      <LinkCards
        id="processes"
        heading={copy.listHeading.replace('{count}', String(data.processes.length))}
        items={data.processes.map((item) => ({
          title: item.title,
          href: item.path,
          body: item.summary,
          label: item.modules.map(nameOf).slice(0, 3).join(' · '),
          more: copy.cardLinkLabel,
        }))}
      />
      <CtaBand cta={copy.cta} />
    </>
  );
}
