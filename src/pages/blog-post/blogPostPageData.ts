/** Build-side data of an article (/blog/{slug}): the article, its author and related articles. */
import type { Post, SiteContent } from '@/content/siteContent';
import { routes } from '@/lib/routing/paths';
import {
  newest,
  type PagePaths,
  type PrerenderedRoutes,
  postCard,
  postDate,
  trail,
} from '@/site/pageDataParts';

const RELATED_POSTS = 3;

const blogPostPayload = (content: SiteContent, post: Post) => {
  const related = content.posts
    .filter((other) => other.slug !== post.slug)
    .map((other) => ({ other, shared: other.tags.filter((tag) => post.tags.includes(tag)).length }))
    .sort((a, b) => b.shared - a.shared)
    .slice(0, RELATED_POSTS)
    .map(({ other }) => postCard(other));
  return {
    copy: content.blogPostPage,
    trail: trail(content, { name: content.blogPage.title, path: routes.blog.href() }),
    post: { ...postCard(post), updated: post.updated, html: post.html, author: post.authorProfile },
    related,
  };
};
export type BlogPostPayload = ReturnType<typeof blogPostPayload>;

export const blogPostPagePaths: PagePaths<BlogPostPayload> = (content) =>
  content.posts.flatMap((summary) => {
    const post = content.post(summary.slug);
    return post
      ? [
          {
            path: post.path,
            payload: blogPostPayload(content, post),
            lastmod: newest([postDate(post), content.blogPostPage.updated]),
          },
        ]
      : [];
  });

/** The routes whose pages this module gives the build (src/pages/prerenderedPages.ts collects them). */
export const prerenders = { blogPost: blogPostPagePaths } satisfies PrerenderedRoutes;
