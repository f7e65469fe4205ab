/** Build-side data of the blog's list (/blog) and of each tag's list (/blog/tag/{tag}). */
import type { SiteContent } from '@/content/siteContent';
import { routes } from '@/lib/routing/paths';
import {
  newest,
  type PagePaths,
  type PrerenderedRoutes,
  postCard,
  postDate,
  trail,
} from '@/site/pageDataParts';

/** The blog's list; with a tag, the list of that tag's page. */
const blogPayload = (content: SiteContent, tag: string | null = null) => ({
  copy: content.blogPage,
  /** Above a tag's page: home and the blog. */
  trail: trail(content, { name: content.blogPage.title, path: routes.blog.href() }),
  posts: content.posts.map(postCard),
  tags: content.tags,
  tag,
});
export type BlogPayload = ReturnType<typeof blogPayload>;

export const blogPagePaths: PagePaths<BlogPayload> = (content) => [
  {
    path: routes.blog.href(),
    payload: blogPayload(content),
    lastmod: newest([...content.posts.map(postDate), content.blogPage.updated]),
  },
];

/** One page per tag: the tag filter works without JavaScript. */
export const blogTagPagePaths: PagePaths<BlogPayload> = (content) =>
  content.tags.map(({ tag }) => ({
    path: routes.blogTag.href(tag),
    payload: blogPayload(content, tag),
    lastmod: newest([...content.postsTagged(tag).map(postDate), content.blogPage.updated]),
  }));

/** The routes whose pages this module gives the build (src/pages/prerenderedPages.ts collects them). */
export const prerenders = {
  blog: blogPagePaths,
  blogTag: blogTagPagePaths,
} satisfies PrerenderedRoutes;
