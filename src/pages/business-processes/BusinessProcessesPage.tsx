import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { CtaBand } from '@/components/sections/CtaBand';
import { LinkCards } from '@/components/sections/LinkCards';
import { PageHero } from '@/components/sections/PageHero';
import type { ProcessesPayload } from './businessProcessesPageData';

const DESCRIPTION =
  'Order to cash, procure to pay, month-end close and more: the end-to-end processes Aden runs across its modules, step by step.';

export default function BusinessProcessesPage({ path, data }: PageProps<ProcessesPayload>) {
  const nameOf = (slug: string) => data.modules.find((module) => module.slug === slug)?.name ?? slug;
  return (
    <>
      <PageMeta title="Business Processes" description={DESCRIPTION} path={path} />
      <PageHero
        align="center"
        title="Business processes, run end to end"
        lead="A process crosses teams and systems: a sale becomes an order, a shipment, an invoice and a payment. Aden runs each one across its modules, so every step starts with the data the last one produced."
        ctas={[
          { label: 'Book a demo', action: 'book-demo' },
          { label: 'See integrations', href: '/integrations' },
        ]}
      />
      <LinkCards
        id="processes"
        heading={`${data.processes.length} processes, ready to run`}
        items={data.processes.map((item) => ({
          title: item.title,
          href: item.path,
          body: item.summary,
          label: item.modules.map(nameOf).slice(0, 3).join(' · '),
          more: 'See the steps',
        }))}
      />
      <CtaBand
        cta={{
          heading: 'Map your process with a solutions engineer',
          body: 'In a discovery call we walk through how your team runs one process today and where Aden takes the manual steps out.',
          primary: { label: 'Book a discovery call', action: 'discovery-call' },
          secondary: { label: 'Start for free', action: 'start-free' },
        }}
      />
    </>
  );
}
