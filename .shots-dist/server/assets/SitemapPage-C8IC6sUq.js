import { c as Box, o as Typography, t as Link, v as Link$1, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { r as PageHero, s as PageMeta } from "../entry-server.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
// src/pages/SitemapPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var SECTION_NAMES = {
	blogs: "Blog",
	"business-processes": "Business processes",
	"case-studies": "Case studies",
	integrations: "Integrations"
};
/** A sitemap for people: every page of one part of the site, with what it is about. */
function SitemapPage({ path, data }) {
	const crumbs = [{
		name: "Home",
		path: "/"
	}, {
		name: `Sitemap: ${SECTION_NAMES[data.section]}`,
		path
	}];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: `Sitemap: ${data.title}`,
			description: data.description,
			path,
			breadcrumbs: crumbs
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
			breadcrumbs: crumbs,
			eyebrow: "Sitemap",
			title: data.title,
			lead: data.description,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "nav",
				"aria-label": "Other sitemaps",
				sx: {
					mt: 3,
					display: "flex",
					flexWrap: "wrap",
					gap: 2
				},
				children: data.sections.filter((section) => section !== data.section).map((section) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
					component: Link$1,
					href: `/sitemaps/${section}`,
					sx: { fontWeight: 600 },
					children: `Sitemap: ${SECTION_NAMES[section]}`
				}, section))
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "links",
			heading: `${data.links.length} pages`,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					listStyle: "none",
					p: 0,
					m: 0,
					maxWidth: 760
				},
				children: data.links.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "li",
					sx: {
						py: 2,
						borderBottom: 1,
						borderColor: "divider"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						component: Link$1,
						href: link.path,
						sx: {
							fontWeight: 600,
							fontSize: "1.0625rem"
						},
						children: link.title
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						color: "text.secondary",
						sx: { mt: .5 },
						children: link.description
					})]
				}, link.path))
			})
		})
	] });
}
export { SitemapPage as default };
