import { c as Box, o as Typography, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { r as PageHero, s as PageMeta } from "../entry-server.js";
import { t as CtaBand } from "./CtaBand-B38Edkc_.js";
import { t as LinkCards } from "./LinkCards-CsHKlSg7.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
// src/pages/IntegrationsPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var DESCRIPTION = "Connect Aden with your accounting, payments, e-commerce, CRM, HR, storage and communication tools: what syncs, in which direction, and how to set it up.";
/** Every integration, grouped by category, with a jump list of the categories. */
function IntegrationsPage({ path, data }) {
	const categories = [...new Set(data.integrations.map((item) => item.category))];
	const anchor = (category) => `category-${category.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: "Integrations",
			description: DESCRIPTION,
			path
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
			title: "Integrations",
			lead: `Aden connects to ${data.integrations.length} of the tools finance, operations and people teams already use. Each integration says exactly what syncs, in which direction and when, and sets up in minutes from the admin console.`,
			ctas: [{
				label: "Start for free",
				action: "start-free"
			}, {
				label: "Talk to sales",
				action: "contact-sales"
			}],
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "nav",
				"aria-label": "Integration categories",
				sx: { mt: 4 },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					color: "text.secondary",
					sx: { mb: 1 },
					children: "Jump to a category:"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "ul",
					sx: {
						listStyle: "none",
						p: 0,
						m: 0,
						display: "flex",
						flexWrap: "wrap",
						gap: 1.5
					},
					children: categories.map((category) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "a",
						href: `#${anchor(category)}`,
						sx: {
							color: "primary.main",
							fontWeight: 600
						},
						children: category
					}) }, category))
				})]
			})
		}),
		categories.map((category, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCards, {
			id: anchor(category),
			heading: category,
			tone: index % 2 === 0 ? "plain" : "muted",
			columns: 3,
			items: data.integrations.filter((item) => item.category === category).map((item) => ({
				title: item.name,
				href: item.path,
				body: item.summary,
				logo: item.logo,
				more: `${item.name} integration`
			}))
		}, category)),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "missing",
			heading: "Need something else?",
			narrow: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				children: "Aden also has an open REST API and webhooks for every record, and the Intelligent Data Onboarding tool reads exports from systems without an API. Tell us what you use and we will say how it connects."
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CtaBand, { cta: {
			heading: "Connect your stack in an afternoon",
			body: "Start free, connect your first integration from the admin console, and see your records sync the same day.",
			primary: {
				label: "Start for free",
				action: "start-free"
			},
			secondary: {
				label: "Contact sales",
				action: "contact-sales"
			}
		} })
	] });
}
export { IntegrationsPage as default };
