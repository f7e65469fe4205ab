import { c as Box, o as Typography, v as Link, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { r as PageHero, s as PageMeta } from "../entry-server.js";
import { t as CtaBand } from "./CtaBand-B38Edkc_.js";
import { n as Monogram, t as LinkCards } from "./LinkCards-CsHKlSg7.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
import { t as StatsBand } from "./StatsBand-DM0wViRC.js";
import { t as Steps } from "./Steps-B7aQ5XQA.js";
// src/pages/IntegrationProcessPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** One integration inside one business process, linked from both. */
function IntegrationProcessPage({ path, data }) {
	const { pair, integration, process, modules } = data;
	const crumbs = [
		{
			name: "Home",
			path: "/"
		},
		{
			name: "Integrations",
			path: "/integrations"
		},
		{
			name: integration.name,
			path: integration.path
		},
		{
			name: process.title,
			path
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: pair.title,
			description: pair.summary,
			path,
			breadcrumbs: crumbs
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
			breadcrumbs: crumbs,
			eyebrow: `${integration.name} · ${process.title}`,
			title: pair.title,
			lead: pair.summary,
			ctas: [{
				label: "Start for free",
				action: "start-free"
			}, {
				label: "Book a demo",
				action: "book-demo"
			}],
			aside: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					alignItems: "center",
					justifyContent: "center",
					gap: 2,
					p: 4,
					border: 1,
					borderColor: "divider",
					borderRadius: 4
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Monogram, {
						logo: integration.logo,
						size: 72,
						title: `${integration.name} monogram`
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						"aria-hidden": true,
						sx: {
							fontSize: "2rem",
							color: "text.secondary"
						},
						children: "⇄"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Monogram, {
						logo: {
							letters: "A",
							background: "#3f3cbb"
						},
						size: 72,
						title: "Aden"
					})
				]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "overview",
			heading: "How they work together",
			narrow: true,
			children: pair.paragraphs.map((paragraph) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				sx: {
					fontSize: "1.0625rem",
					mb: 2
				},
				children: paragraph
			}, paragraph))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Steps, {
			id: "flow",
			heading: "The flow, step by step",
			steps: pair.flow
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatsBand, {
			id: "outcome",
			heading: "The result",
			figures: [pair.outcome]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCards, {
			id: "related",
			heading: "Read more",
			columns: 2,
			items: [{
				title: `The ${integration.name} integration`,
				href: integration.path,
				body: integration.summary,
				logo: integration.logo,
				more: "What syncs and how to set it up"
			}, {
				title: process.title,
				href: process.path,
				body: process.summary,
				more: "Every step of the process"
			}]
		}),
		modules.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "modules",
			heading: "Modules involved",
			tone: "muted",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					listStyle: "none",
					p: 0,
					m: 0,
					display: "flex",
					flexWrap: "wrap",
					gap: 2
				},
				children: modules.map((module) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: Link,
					href: module.path,
					sx: {
						color: "primary.main",
						fontWeight: 600
					},
					children: module.name
				}) }, module.slug))
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CtaBand, { cta: {
			heading: `Automate ${process.title.toLowerCase()} with ${integration.name}`,
			body: "Start free and connect it yourself, or book a discovery call and we set it up with you.",
			primary: {
				label: "Start for free",
				action: "start-free"
			},
			secondary: {
				label: "Book a discovery call",
				action: "discovery-call"
			}
		} })
	] });
}
export { IntegrationProcessPage as default };
