import { c as Box, o as Typography, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { r as PageHero, s as PageMeta } from "../entry-server.js";
import { t as CtaBand } from "./CtaBand-B38Edkc_.js";
import { n as Points } from "./FeatureGrid-BEcyo81s.js";
import { n as Monogram, t as LinkCards } from "./LinkCards-CsHKlSg7.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
import { t as StatsBand } from "./StatsBand-DM0wViRC.js";
import { n as Testimonial } from "./Testimonial-5fHrydQY.js";
// src/pages/CaseStudyPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A customer's story: the company, the challenge, the solution, results as figures, a quote. */
function CaseStudyPage({ path, data }) {
	const { study, industry, modules, integrations, others } = data;
	const crumbs = [
		{
			name: "Home",
			path: "/"
		},
		{
			name: "Customers",
			path: "/customers"
		},
		{
			name: study.company.name,
			path
		}
	];
	const facts = [
		["Industry", industry],
		["Location", study.company.location],
		["Employees", study.company.employees],
		["Modules", modules.map((module) => module.name).join(", ")],
		...integrations.length ? [["Integrations", integrations.map((item) => item.name).join(", ")]] : []
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: study.title,
			description: study.summary,
			path,
			type: "article",
			breadcrumbs: crumbs
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
			breadcrumbs: crumbs,
			eyebrow: `Case study · ${study.company.name}`,
			title: study.title,
			lead: study.summary,
			ctas: [{
				label: "Book a demo",
				action: "book-demo"
			}, {
				label: "Start for free",
				action: "start-free"
			}],
			aside: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					p: 3,
					border: 1,
					borderColor: "divider",
					borderRadius: 4,
					bgcolor: "background.paper"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						display: "flex",
						alignItems: "center",
						gap: 2,
						mb: 2
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Monogram, {
						logo: study.company.logo,
						size: 56,
						title: `${study.company.name} logo`
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							fontWeight: 700,
							fontSize: "1.25rem"
						},
						children: study.company.name
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "dl",
					sx: {
						m: 0,
						display: "grid",
						gridTemplateColumns: "auto 1fr",
						columnGap: 2,
						rowGap: 1
					},
					children: facts.map(([term, value]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: { display: "contents" },
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							component: "dt",
							variant: "body2",
							sx: { fontWeight: 600 },
							children: term
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							component: "dd",
							variant: "body2",
							color: "text.secondary",
							sx: { m: 0 },
							children: value
						})]
					}, term))
				})]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "company",
			heading: `About ${study.company.name}`,
			narrow: true,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				sx: { fontSize: "1.0625rem" },
				children: study.company.about
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "challenge",
			heading: "The challenge",
			tone: "muted",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: {
						xs: 3,
						md: 8
					},
					gridTemplateColumns: {
						xs: "1fr",
						md: "3fr 2fr"
					}
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: study.challenge.paragraphs.map((paragraph) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					color: "text.secondary",
					sx: {
						fontSize: "1.0625rem",
						mb: 2
					},
					children: paragraph
				}, paragraph)) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Points, { points: study.challenge.points })]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "solution",
			heading: "The solution",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: {
						xs: 3,
						md: 8
					},
					gridTemplateColumns: {
						xs: "1fr",
						md: "3fr 2fr"
					}
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: study.solution.paragraphs.map((paragraph) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					color: "text.secondary",
					sx: {
						fontSize: "1.0625rem",
						mb: 2
					},
					children: paragraph
				}, paragraph)) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h3",
					sx: {
						fontSize: "1.125rem",
						mb: 2
					},
					children: "Rollout"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "ol",
					sx: {
						m: 0,
						pl: 2.5,
						"& li": { mb: 1.5 }
					},
					children: study.solution.rollout.map((step) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", { children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("strong", { children: [step.period, ":"] }),
						" ",
						step.milestone
					] }, step.period))
				})] })]
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatsBand, {
			id: "results",
			heading: "The results",
			figures: study.results
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Testimonial, {
			id: "quote",
			heading: `In ${study.company.name}'s words`,
			quote: {
				...study.quote,
				company: study.company.name
			}
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCards, {
			id: "more-stories",
			heading: "More customer stories",
			columns: 3,
			items: others.map((other) => ({
				title: other.title,
				href: other.path,
				body: other.summary,
				logo: other.company.logo,
				label: other.company.name,
				more: "Read the case study"
			}))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CtaBand, { cta: {
			heading: "Write your own results",
			body: "Tell us how your team works today. A solutions engineer shows you the same modules running on your processes.",
			primary: {
				label: "Book a demo",
				action: "book-demo"
			},
			secondary: {
				label: "Contact sales",
				action: "contact-sales"
			}
		} })
	] });
}
export { CaseStudyPage as default };
