import { c as Box, o as Typography, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { t as Chip } from "./Chip-DroTftqg.js";
import { r as PageHero, s as PageMeta } from "../entry-server.js";
import { t as CtaBand } from "./CtaBand-B38Edkc_.js";
import { n as Monogram, t as LinkCards } from "./LinkCards-CsHKlSg7.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
import { t as Steps } from "./Steps-B7aQ5XQA.js";
// src/pages/IntegrationPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var DIRECTION_LABEL = {
	"to-aden": (name) => `${name} → Aden`,
	"from-aden": (name) => `Aden → ${name}`,
	both: () => "Both ways"
};
function IntegrationPage({ path, data }) {
	const { integration, modules, processes } = data;
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
			path
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: `${integration.name} integration`,
			description: integration.summary,
			path,
			breadcrumbs: crumbs
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
			breadcrumbs: crumbs,
			eyebrow: integration.category,
			title: `Aden + ${integration.name}`,
			lead: integration.description,
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
					flexDirection: "column",
					alignItems: "center",
					gap: 2,
					p: 4,
					border: 1,
					borderColor: "divider",
					borderRadius: 4,
					bgcolor: "background.paper"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Monogram, {
						logo: integration.logo,
						size: 96,
						title: `${integration.name} monogram`
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							fontWeight: 700,
							fontSize: "1.25rem"
						},
						children: integration.name
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
						label: integration.plan,
						size: "small"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						color: "text.secondary",
						sx: { textAlign: "center" },
						children: `Works with ${modules.map((module) => module.name).join(", ")}`
					})
				]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "syncs",
			heading: "What syncs",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { overflowX: "auto" },
				tabIndex: 0,
				role: "region",
				"aria-label": `What syncs with ${integration.name}`,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "table",
					sx: {
						width: "100%",
						borderCollapse: "collapse",
						"& th, & td": {
							textAlign: "left",
							p: {
								xs: 1,
								sm: 1.5
							},
							overflowWrap: "anywhere",
							borderBottom: 1,
							borderColor: "divider",
							verticalAlign: "top"
						}
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("caption", {
							style: {
								textAlign: "left",
								paddingBottom: 8,
								color: "inherit"
							},
							children: `Records exchanged between Aden and ${integration.name}`
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("thead", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "col",
								children: "Data"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "col",
								children: "Direction"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("th", {
								scope: "col",
								children: "When"
							})
						] }) }),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("tbody", { children: integration.syncs.map((sync) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("tr", { children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: sync.data }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
								size: "small",
								variant: "outlined",
								label: DIRECTION_LABEL[sync.direction](integration.name)
							}) }),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("td", { children: sync.when })
						] }, sync.data)) })
					]
				})
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Steps, {
			id: "setup",
			heading: `Set up ${integration.name}`,
			steps: integration.setup.map((step) => ({
				title: step,
				body: ""
			}))
		}),
		processes.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCards, {
			id: "processes",
			heading: `${integration.name} in your processes`,
			columns: 3,
			items: processes.map((pair) => ({
				title: pair.title,
				href: pair.path,
				body: pair.summary,
				label: pair.process,
				more: "See how it works"
			}))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CtaBand, { cta: {
			heading: `Connect ${integration.name} today`,
			body: `Start on the free plan and connect ${integration.name} from the admin console, or ask us about your set-up.`,
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
export { IntegrationPage as default };
