import { S as useSearch, c as Box, o as Typography, t as Link, v as Link$1, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { t as Chip } from "./Chip-DroTftqg.js";
import { r as PageHero, s as PageMeta } from "../entry-server.js";
import { a as tagHref, n as ArticleList, o as tagLabel } from "./ArticleList-CnHq8Tbx.js";
import { t as CtaBand } from "./CtaBand-B38Edkc_.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
// src/pages/BlogPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var DESCRIPTION = "Practical guides on finance, inventory, projects and people operations, product news, and how teams automate their work with Aden.";
/**
* The blog: every post with date, author, reading time and tags. A tag's page (`/blog/tag/{tag}`,
* prerendered) lists that tag's posts; `/blog?tag=` still filters once the app runs, for old links.
*/
function BlogPage({ path, data }) {
	const queried = new URLSearchParams(useSearch()).get("tag");
	const active = data.tag ?? (data.tags.some((item) => item.tag === queried) ? queried : null);
	const posts = active ? data.posts.filter((post) => post.tags.includes(active)) : data.posts;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		data.tag ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: `Posts tagged “${tagLabel(data.tag)}”`,
			description: `Articles from the Aden blog about ${tagLabel(data.tag)}: ${DESCRIPTION}`,
			path,
			breadcrumbs: [
				{
					name: "Home",
					path: "/"
				},
				{
					name: "Blog",
					path: "/blog"
				},
				{
					name: tagLabel(data.tag),
					path
				}
			]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: "Blog",
			description: DESCRIPTION,
			path
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)("link", {
			rel: "alternate",
			type: "application/rss+xml",
			title: "Aden Blog",
			href: "/blog/rss.xml"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
			title: "The Aden blog",
			lead: "Guides from the people who build and run Aden: closing the books faster, keeping stock honest, delivering projects on budget and getting data out of documents.",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				sx: { mt: 3 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					href: "/blog/rss.xml",
					children: "Subscribe with RSS"
				})
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
			id: "posts",
			maxWidth: "lg",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "nav",
					"aria-label": "Filter posts by tag",
					sx: { mb: 5 },
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "ul",
						sx: {
							listStyle: "none",
							p: 0,
							m: 0,
							display: "flex",
							flexWrap: "wrap",
							gap: 1
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
							component: Link$1,
							href: "/blog",
							clickable: true,
							label: `All posts (${data.posts.length})`,
							color: active ? "default" : "primary",
							variant: active ? "outlined" : "filled",
							"aria-current": active ? void 0 : "page"
						}) }), data.tags.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
							component: Link$1,
							href: tagHref(item.tag),
							clickable: true,
							label: `${tagLabel(item.tag)} (${item.count})`,
							color: item.tag === active ? "primary" : "default",
							variant: item.tag === active ? "filled" : "outlined",
							"aria-current": item.tag === active ? "page" : void 0
						}) }, item.tag))]
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h2",
					sx: {
						fontSize: {
							xs: "1.5rem",
							md: "1.75rem"
						},
						mb: 4
					},
					"aria-live": "polite",
					children: active ? `Posts tagged “${tagLabel(active)}”` : "Latest posts"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArticleList, { posts })
			]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CtaBand, { cta: {
			heading: "See what Aden would automate for you",
			body: "Bring one process you run today; in thirty minutes we show it running in Aden with your own numbers.",
			primary: {
				label: "Book a demo",
				action: "book-demo"
			},
			secondary: {
				label: "Start for free",
				action: "start-free"
			}
		} })
	] });
}
export { BlogPage as default };
