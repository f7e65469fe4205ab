import { r as PageHero, s as PageMeta } from "../entry-server.js";
import { _ as createSvgIcon, c as Box, o as Typography, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
import { t as CtaBand } from "./CtaBand-B38Edkc_.js";
import { t as LinkCards } from "./LinkCards-CsHKlSg7.js";
import { t as StatsBand } from "./StatsBand-DM0wViRC.js";
import { t as Steps } from "./Steps-B7aQ5XQA.js";
// node_modules/@mui/icons-material/CheckCircleOutlineOutlined.mjs
var import_jsx_runtime = require_jsx_runtime();
var CheckCircleOutlineOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8m4.59-12.42L10 14.17l-2.59-2.58L6 13l4 4 8-8z" }), "CheckCircleOutlineOutlined");
// src/components/sections/Checklist.tsx
/** Short statements with a tick: what you can measure, what a plan includes. */
function Checklist({ id, heading, intro, items, tone }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
		id,
		heading,
		intro,
		tone,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			sx: {
				listStyle: "none",
				p: 0,
				m: 0,
				display: "grid",
				gap: 2,
				gridTemplateColumns: {
					xs: "1fr",
					md: "repeat(2, 1fr)"
				}
			},
			children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "li",
				sx: {
					display: "flex",
					gap: 1.5,
					alignItems: "flex-start"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckCircleOutlineOutlined_default, {
					color: "success",
					"aria-hidden": true,
					sx: { mt: "2px" }
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: { fontSize: "1.0625rem" },
					children: item
				})]
			}, item))
		})
	});
}
// src/pages/BusinessProcessPage.tsx
function BusinessProcessPage({ path, data }) {
	const { process, modules, integrations } = data;
	const moduleOf = (slug) => modules.find((module) => module.slug === slug);
	const crumbs = [
		{
			name: "Home",
			path: "/"
		},
		{
			name: "Business Processes",
			path: "/business-processes"
		},
		{
			name: process.title,
			path
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: process.title,
			description: process.summary,
			path,
			breadcrumbs: crumbs
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
			breadcrumbs: crumbs,
			eyebrow: "Business process",
			title: process.title,
			lead: process.intro,
			ctas: [{
				label: "Book a demo",
				action: "book-demo"
			}, {
				label: "Start for free",
				action: "start-free"
			}]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Steps, {
			id: "steps",
			heading: "Step by step",
			steps: process.steps.map((step) => ({
				title: step.title,
				body: step.body,
				note: moduleOf(step.module)?.name
			}))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatsBand, {
			id: "figures",
			heading: "What changes",
			figures: process.figures
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checklist, {
			id: "measures",
			heading: "What you can measure",
			items: process.measures
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCards, {
			id: "modules",
			heading: "Modules involved",
			tone: "muted",
			columns: 3,
			items: process.modules.flatMap((slug) => {
				const module = moduleOf(slug);
				return module ? [{
					title: module.name,
					href: module.path,
					body: `In this process: ${process.steps.filter((step) => step.module === slug).map((step) => step.title.toLowerCase()).join(", ") || "the records the other steps read"}.`,
					more: `About ${module.name}`
				}] : [];
			})
		}),
		integrations.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCards, {
			id: "integrations",
			heading: "Integrations in this process",
			columns: 3,
			items: integrations.map((item) => ({
				title: `${item.name} in ${process.title}`,
				href: item.pairPath,
				body: item.pairSummary,
				logo: item.logo,
				label: item.category,
				more: "How it works"
			}))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CtaBand, { cta: {
			heading: `Run ${process.title.toLowerCase()} in Aden`,
			body: "Start free with your own data, or book a call and we map the process with you.",
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
export { BusinessProcessPage as default };
