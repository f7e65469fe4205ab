import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { Checklist } from '@/components/sections/Checklist';
import { CtaBand } from '@/components/sections/CtaBand';
import { FactsPanel } from '@/components/sections/FactsPanel';
import { LinkCards } from '@/components/sections/LinkCards';
import { PageHero } from '@/components/sections/PageHero';
import { ProcessFlow } from '@/components/sections/ProcessFlow';
import { Steps } from '@/components/sections/Steps';
import type { ProcessPayload } from './businessProcessPageData';

export default function BusinessProcessPage({ path, data }: PageProps<ProcessPayload>) {
  const { process, modules, integrations } = data;
  const moduleOf = (slug: string) => modules.find((module) => module.slug === slug);
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: 'Business Processes', path: '/business-processes' },
    { name: process.title, path },
  ];
  return (
    <>
      <PageMeta title={process.title} description={process.summary} path={path} breadcrumbs={crumbs} />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow="Business process"
        title={process.title}
        lead={process.intro}
        ctas={[
          { label: 'Book a demo', action: 'book-demo' },
          { label: 'Start for free', action: 'start-free' },
        ]}
        aside={<FactsPanel heading="What changes" figures={process.figures} />}
      />
      <ProcessFlow
        id="flow"
        heading="How the work flows"
        steps={process.steps.map((step) => ({
          title: step.title,
          module: moduleOf(step.module)?.name ?? step.module,
        }))}
      />
      <Steps
        id="steps"
        heading="Step by step"
        steps={process.steps.map((step) => ({
          title: step.title,
          body: step.body,
          note: moduleOf(step.module)?.name,
        }))}
      />
      <Checklist id="measures" heading="What you can measure" items={process.measures} />
      <LinkCards
        id="modules"
        heading="Modules involved"
        tone="muted"
        columns={3}
        items={process.modules.flatMap((slug) => {
          const module = moduleOf(slug);
          return module
            ? [
                {
                  title: module.name,
                  href: module.path,
                  body: `In this process: ${
                    process.steps
                      .filter((step) => step.module === slug)
                      .map((step) => step.title.toLowerCase())
                      .join(', ') || 'the records the other steps read'
                  }.`,
                  more: `About ${module.name}`,
                },
              ]
            : [];
        })}
      />
      {integrations.length > 0 && (
        <LinkCards
          id="integrations"
          heading="Integrations in this process"
          columns={3}
          items={integrations.map((item) => ({
            title: `${item.name} in ${process.title}`,
            href: item.pairPath,
            body: item.pairSummary,
            partner: item.mark,
            label: item.category,
            more: 'How it works',
          }))}
        />
      )}
      <CtaBand
        cta={{
          heading: `Run ${process.title.toLowerCase()} in Aden`,
          body: 'Start free with your own data, or book a call and we map the process with you.',
          primary: { label: 'Start for free', action: 'start-free' },
          secondary: { label: 'Book a discovery call', action: 'discovery-call' },
        }}
      />
    </>
  );
}
