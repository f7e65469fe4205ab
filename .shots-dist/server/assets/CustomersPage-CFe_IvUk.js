import { c as Box, o as Typography, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { f as summarize, r as PageHero, s as PageMeta } from "../entry-server.js";
import { t as CtaBand } from "./CtaBand-B38Edkc_.js";
import { n as Monogram, t as LinkCards } from "./LinkCards-CsHKlSg7.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
import { t as StatsBand } from "./StatsBand-DM0wViRC.js";
import { t as QuoteFigure } from "./Testimonial-5fHrydQY.js";
// src/components/sections/LogoStrip.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Customers' or partners' marks with their names. */
function LogoStrip({ id, heading, items }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
		id,
		heading,
		centered: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			sx: {
				listStyle: "none",
				p: 0,
				m: 0,
				display: "grid",
				gap: 3,
				gridTemplateColumns: {
					xs: "repeat(2, 1fr)",
					sm: "repeat(3, 1fr)",
					md: "repeat(4, 1fr)"
				}
			},
			children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "li",
				sx: {
					display: "flex",
					alignItems: "center",
					gap: 1.5,
					minWidth: 0
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Monogram, {
					logo: item.logo,
					size: 44
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: { minWidth: 0 },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							fontWeight: 700,
							lineHeight: 1.3
						},
						children: item.name
					}), item.caption && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						color: "text.secondary",
						children: item.caption
					})]
				})]
			}, item.name))
		})
	});
}
// src/pages/CustomersPage.tsx
/** Who runs on Aden: logos, their words, the four case studies, the industries. */
function CustomersPage({ path, data }) {
	const { customers, caseStudies, industries } = data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: "Customers",
			description: summarize(customers.intro),
			path
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
			eyebrow: "Customers",
			title: customers.headline,
			lead: customers.intro,
			ctas: [{
				label: "Book a demo",
				action: "book-demo"
			}, {
				label: "Start for free",
				action: "start-free"
			}]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LogoStrip, {
			id: "logos",
			heading: "Teams that run on Aden",
			items: customers.logos.map((item) => ({
				name: item.name,
				caption: item.industry,
				logo: item.logo
			}))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCards, {
			id: "case-studies",
			heading: "Case studies",
			tone: "muted",
			columns: 2,
			items: caseStudies.map((study) => ({
				title: study.title,
				href: study.path,
				body: study.summary,
				logo: study.company.logo,
				label: study.headline ? `${study.headline.value} ${study.headline.label.toLowerCase()}` : study.company.name,
				more: `Read ${study.company.name}'s story`
			}))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatsBand, {
			id: "figures",
			heading: "Across our customers",
			figures: customers.figures
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "quotes",
			heading: "In their words",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					display: "grid",
					gap: 4,
					gridTemplateColumns: {
						xs: "1fr",
						md: "repeat(2, 1fr)",
						lg: "repeat(3, 1fr)"
					}
				},
				children: customers.quotes.map((quote) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						p: 3,
						borderRadius: 3,
						border: 1,
						borderColor: "divider"
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteFigure, { quote })
				}, quote.name))
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCards, {
			id: "industries",
			heading: "By industry",
			tone: "muted",
			columns: 4,
			items: industries.map((industry) => ({
				title: industry.name,
				href: industry.path,
				body: industry.headline,
				more: `Aden for ${industry.name}`
			}))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CtaBand, { cta: customers.cta })
	] });
}
export { CustomersPage as default };
