import type { ReactNode } from 'react';
import { PageMeta } from '@/components/PageMeta';
import type { Cta } from '@/components/sections/ctaActions';
import { PageHero } from '@/components/sections/PageHero';
import { summarize } from '@/lib/seo/seo';

/**
 * The top of a page whose copy opens with a title, an intro and two calls to action: its meta tags,
 * described by the intro, and its hero.
 */
export function IntroPageTop({
  path,
  data,
  aside,
  children,
}: {
  path: string;
  data: { title: string; intro: string; heroCtas: readonly Cta[] };
  /** Beside the hero's text: a panel of figures. */
  aside?: ReactNode;
  /** Under the hero's calls to action. */
  children?: ReactNode;
}) {
  return (
    <>
      <PageMeta title={data.title} description={summarize(data.intro)} path={path} />
      <PageHero title={data.title} lead={data.intro} ctas={data.heroCtas} aside={aside}>
        {children}
      </PageHero>
    </>
  );
}
