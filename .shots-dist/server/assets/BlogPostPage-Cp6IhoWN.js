import { c as Box, o as Typography, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { M as Container, c as JsonLd, l as SITE_NAME, o as Breadcrumbs, p as ogImagePath, s as PageMeta, u as absoluteUrl } from "../entry-server.js";
import { n as ArticleList, r as TagLinks, t as ArticleByline } from "./ArticleList-CnHq8Tbx.js";
import { t as CtaBand } from "./CtaBand-B38Edkc_.js";
import { t as Prose } from "./Prose-DVJ3gR31.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
import { t as config } from "./config-CjYtTnzQ.js";
// src/pages/BlogPostPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** One article: its body comes from the payload (rendered from Markdown by the build). */
function BlogPostPage({ path, data }) {
	const { post, related } = data;
	const crumbs = [
		{
			name: "Home",
			path: "/"
		},
		{
			name: "Blog",
			path: "/blog"
		},
		{
			name: post.title,
			path
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: post.title,
			description: post.description,
			path,
			type: "article",
			breadcrumbs: crumbs
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("meta", {
			property: "article:published_time",
			content: post.date
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(JsonLd, { data: {
			"@context": "https://schema.org",
			"@type": "BlogPosting",
			headline: post.title,
			description: post.description,
			datePublished: post.date,
			dateModified: post.updated ?? post.date,
			author: {
				"@type": "Person",
				name: post.author.name,
				jobTitle: post.author.role
			},
			publisher: {
				"@type": "Organization",
				name: SITE_NAME,
				url: config.siteUrl
			},
			image: absoluteUrl(ogImagePath(path)),
			mainEntityOfPage: absoluteUrl(path),
			keywords: post.tags.join(", ")
		} }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "article",
			sx: { pt: {
				xs: 12,
				md: 16
			} },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
				maxWidth: "md",
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Breadcrumbs, { crumbs }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "h1",
						sx: {
							fontSize: {
								xs: "2rem",
								sm: "2.5rem",
								md: "3rem"
							},
							lineHeight: 1.15,
							mb: 2
						},
						children: post.title
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							fontSize: {
								xs: "1.0625rem",
								md: "1.25rem"
							},
							color: "text.secondary",
							mb: 2
						},
						children: post.description
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArticleByline, { post: {
						...post,
						author: post.author.name
					} }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						sx: { mt: 2 },
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TagLinks, { tags: post.tags })
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "img",
						src: post.cover,
						alt: post.coverAlt,
						width: 1200,
						height: 630,
						sx: {
							display: "block",
							width: "100%",
							height: "auto",
							aspectRatio: "1200 / 630",
							borderRadius: 3,
							my: {
								xs: 4,
								md: 6
							},
							bgcolor: "grey.100"
						}
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Prose, { html: post.html }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "aside",
						"aria-label": "About the author",
						sx: {
							mt: 6,
							p: 3,
							borderRadius: 3,
							bgcolor: "grey.50",
							border: 1,
							borderColor: "divider"
						},
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								sx: { fontWeight: 700 },
								children: post.author.name
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								variant: "body2",
								color: "text.secondary",
								sx: { mb: 1 },
								children: post.author.role
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								variant: "body2",
								children: post.author.bio
							})
						]
					})
				]
			})
		}),
		related.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "related",
			heading: "Keep reading",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArticleList, { posts: related })
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CtaBand, { cta: {
			heading: "Put this into practice with Aden",
			body: "Start on the free plan with your own data, or let a solutions engineer walk you through it.",
			primary: {
				label: "Start for free",
				action: "start-free"
			},
			secondary: {
				label: "Book a demo",
				action: "book-demo"
			}
		} })
	] });
}
export { BlogPostPage as default };
