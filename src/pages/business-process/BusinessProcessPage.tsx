import { PageMeta } from '@/components/PageMeta';
import type { PageProps } from '@/components/pageProps';
import { Breadcrumbs } from '@/components/sections/Breadcrumbs';
import { Checklist } from '@/components/sections/Checklist';
import { CtaBand } from '@/components/sections/CtaBand';
import { FactsPanel } from '@/components/sections/FactsPanel';
import { integrationLinkCard, LinkCards } from '@/components/sections/LinkCards';
import { PageHero } from '@/components/sections/PageHero';
import { ProcessFlow } from '@/components/sections/ProcessFlow';
import { Steps } from '@/components/sections/Steps';
import type { ProcessPayload } from './businessProcessPageData';

export default function BusinessProcessPage({ path, data }: PageProps<ProcessPayload>) {
  const { copy, trail, process, modules, integrations, stack } = data;
  const moduleOf = (slug: string) => modules.find((module) => module.slug === slug);
  const crumbs = [...trail, { name: process.title, path }];
  return (
    <>
      <PageMeta title={process.title} description={process.summary} path={path} breadcrumbs={crumbs} />
      <PageHero
        breadcrumbs={<Breadcrumbs crumbs={crumbs} />}
        eyebrow={copy.eyebrow}
        title={process.title}
        lead={process.intro}
        ctas={copy.heroCtas}
        aside={<FactsPanel heading={copy.figuresHeading} figures={process.figures} />}
      />
      <ProcessFlow
        id="flow"
        heading={copy.flowHeading}
        steps={process.steps.map((step) => ({
          title: step.title,
          module: moduleOf(step.module)?.name ?? step.module,
        }))}
      />
      <Steps
        id="steps"
        heading={copy.stepsHeading}
        steps={process.steps.map((step) => ({
          title: step.title,
          body: step.body,
          note: moduleOf(step.module)?.name,
        }))}
      />
      <Checklist id="measures" heading={copy.measuresHeading} items={process.measures} />
      <LinkCards
        id="modules"
        heading={copy.modulesHeading}
        tone="muted"
        columns={3}
        items={process.modules.flatMap((slug) => {
          const module = moduleOf(slug);
          return module
            ? [
                {
                  title: module.name,
                  href: module.path,
                  body: copy.moduleSteps.replace(
                    '{steps}',
                    process.steps
                      .filter((step) => step.module === slug)
                      .map((step) => step.title.toLowerCase())
                      .join(', ') || copy.moduleWithoutSteps,
                  ),
                  more: copy.moduleLinkLabel.replace('{module}', module.name),
                },
              ]
            : [];
        })}
      />
      {integrations.length > 0 && (
        <LinkCards
          id="integrations"
          heading={copy.integrationsHeading}
          columns={3}
          items={integrations.map((item) => ({
            title: copy.integrationTitle.replace('{integration}', item.name),
            href: item.pairPath,
            body: item.pairSummary,
            partner: item.mark,
            label: item.category,
            more: copy.integrationLinkLabel,
          }))}
        />
      )}
      {stack.length > 0 && (
        <LinkCards
          id="stack"
          heading={copy.stackHeading}
          intro={copy.stackIntro}
          tone="muted"
          columns={4}
          items={stack.map((item) => integrationLinkCard(item, copy.stackLinkLabel))}
        />
      )}
      <CtaBand cta={copy.cta} />
    </>
  );
}
