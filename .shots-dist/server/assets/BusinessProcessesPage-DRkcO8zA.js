import { r as PageHero, s as PageMeta } from "../entry-server.js";
import { t as CtaBand } from "./CtaBand-B38Edkc_.js";
import { t as LinkCards } from "./LinkCards-CsHKlSg7.js";
import { yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
// src/pages/BusinessProcessesPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var DESCRIPTION = "Order to cash, procure to pay, month-end close and more: the end-to-end processes Aden runs across its modules, step by step.";
function BusinessProcessesPage({ path, data }) {
	const nameOf = (slug) => data.modules.find((module) => module.slug === slug)?.name ?? slug;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: "Business Processes",
			description: DESCRIPTION,
			path
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
			title: "Business processes, run end to end",
			lead: "A process crosses teams and systems: a sale becomes an order, a shipment, an invoice and a payment. Aden runs each one across its modules, so every step starts with the data the last one produced.",
			ctas: [{
				label: "Book a demo",
				action: "book-demo"
			}, {
				label: "See integrations",
				href: "/integrations"
			}],
			illustration: "approval-flow"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCards, {
			id: "processes",
			heading: `${data.processes.length} processes, ready to run`,
			items: data.processes.map((item) => ({
				title: item.title,
				href: item.path,
				body: item.summary,
				label: item.modules.map(nameOf).slice(0, 3).join(" · "),
				more: "See the steps"
			}))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CtaBand, { cta: {
			heading: "Map your process with a solutions engineer",
			body: "In a discovery call we walk through how your team runs one process today and where Aden takes the manual steps out.",
			primary: {
				label: "Book a discovery call",
				action: "discovery-call"
			},
			secondary: {
				label: "Start for free",
				action: "start-free"
			}
		} })
	] });
}
export { BusinessProcessesPage as default };
