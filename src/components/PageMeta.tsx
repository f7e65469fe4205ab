import {
  absoluteUrl,
  breadcrumbJsonLd,
  type Crumb,
  documentTitle,
  OG_IMAGE_SIZE,
  OG_LOCALE,
  ogImageAlt,
  ogImagePath,
  SITE_NAME,
  X_ACCOUNT,
} from '@/lib/seo/seo';
import { JsonLd } from './JsonLd';

export interface PageMetaProps {
  title: string;
  description: string;
  /** The page's own path: its canonical URL and Open Graph image follow from it. */
  path: string;
  type?: 'website' | 'article';
  /** From the home page down to this page (this page last): a BreadcrumbList. */
  breadcrumbs?: readonly Crumb[];
  /** Error pages: no canonical, not indexed. */
  noindex?: boolean;
}

/**
 * The document metadata of a page, declared where the page renders (React 19 hoists `<title>`,
 * `<meta>` and `<link>` into the head and replaces them on the next page, so a client-side
 * navigation never keeps a stale canonical).
 */
export function PageMeta({
  title,
  description,
  path,
  type = 'website',
  breadcrumbs,
  noindex,
}: PageMetaProps) {
  const url = absoluteUrl(path);
  const image = absoluteUrl(ogImagePath(path));
  return (
    <>
      <title>{documentTitle({ title }, path)}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={url} />}
      <meta property="og:site_name" content={SITE_NAME} />
      <meta property="og:locale" content={OG_LOCALE} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {!noindex && <meta property="og:url" content={url} />}
      {!noindex && <meta property="og:image" content={image} />}
      {!noindex && <meta property="og:image:width" content={String(OG_IMAGE_SIZE.width)} />}
      {!noindex && <meta property="og:image:height" content={String(OG_IMAGE_SIZE.height)} />}
      {!noindex && <meta property="og:image:alt" content={ogImageAlt(title)} />}
      {/* X's card reads its title, description and picture from the og: tags above when it has none of its own. */}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:site" content={X_ACCOUNT} />
      {!noindex && <meta name="twitter:image:alt" content={ogImageAlt(title)} />}
      {breadcrumbs && breadcrumbs.length > 1 && <JsonLd data={breadcrumbJsonLd(breadcrumbs)} />}
    </>
  );
}
