import { c as Box, o as Typography, v as Link, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { t as Chip } from "./Chip-DroTftqg.js";
import { r as pathTo } from "./paths-DtPAh-s7.js";
// src/components/sections/ArticleList.tsx
var import_jsx_runtime = require_jsx_runtime();
/** "14 October 2026": dates read the same on the server and in every browser (UTC, English). */
var formatDate = (iso) => (/* @__PURE__ */ new Date(`${iso}T00:00:00Z`)).toLocaleDateString("en-GB", {
	day: "numeric",
	month: "long",
	year: "numeric",
	timeZone: "UTC"
});
/** A tag's own prerendered page: the filter works without JavaScript. */
var tagHref = (tag) => pathTo.blogTag(tag);
var tagLabel = (tag) => tag.replace(/-/g, " ");
/** Date, author and reading time of a post, on one line. */
function ArticleByline({ post }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
		variant: "body2",
		color: "text.secondary",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
			dateTime: post.date,
			children: formatDate(post.date)
		}), ` · ${post.author} · ${post.readingMinutes} min read`]
	});
}
/** A post's tags as links to the blog filtered by each. */
function TagLinks({ tags }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		"aria-label": "Tags",
		sx: {
			listStyle: "none",
			p: 0,
			m: 0,
			display: "flex",
			flexWrap: "wrap",
			gap: 1
		},
		children: tags.map((tag) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
			component: Link,
			href: tagHref(tag),
			label: tagLabel(tag),
			size: "small",
			clickable: true,
			variant: "outlined"
		}) }, tag))
	});
}
/** Posts as cards: cover, title (the link), summary, byline, tags. */
function ArticleList({ posts }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		sx: {
			listStyle: "none",
			p: 0,
			m: 0,
			display: "grid",
			gap: {
				xs: 4,
				md: 5
			},
			gridTemplateColumns: {
				xs: "1fr",
				sm: "repeat(2, 1fr)",
				lg: "repeat(3, 1fr)"
			}
		},
		children: posts.map((post, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "li",
			sx: {
				display: "flex",
				flexDirection: "column",
				gap: 1.5
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "img",
					src: post.cover,
					alt: post.coverAlt,
					width: 1200,
					height: 630,
					loading: index < 3 ? "eager" : "lazy",
					decoding: "async",
					sx: {
						width: "100%",
						height: "auto",
						aspectRatio: "1200 / 630",
						borderRadius: 3,
						display: "block",
						bgcolor: "grey.100"
					}
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArticleByline, { post }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h2",
					sx: {
						fontSize: "1.3125rem",
						lineHeight: 1.3
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: Link,
						href: `/blog/${post.slug}`,
						sx: {
							color: "inherit",
							textDecoration: "none",
							"&:hover": {
								color: "primary.main",
								textDecoration: "underline"
							}
						},
						children: post.title
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					color: "text.secondary",
					children: post.description
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TagLinks, { tags: post.tags })
			]
		}, post.slug))
	});
}
export { tagHref as a, formatDate as i, ArticleList as n, tagLabel as o, TagLinks as r, ArticleByline as t };
