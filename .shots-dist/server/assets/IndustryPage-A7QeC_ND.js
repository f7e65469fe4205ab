import { f as summarize, r as PageHero, s as PageMeta } from "../entry-server.js";
import { t as CtaBand } from "./CtaBand-B38Edkc_.js";
import { t as Faq } from "./Faq-Bqq_yTJ0.js";
import { t as FeatureGrid } from "./FeatureGrid-BEcyo81s.js";
import { t as FeatureRows } from "./FeatureRows-BQll_pu9.js";
import { t as LinkCards } from "./LinkCards-CsHKlSg7.js";
import { t as StatsBand } from "./StatsBand-DM0wViRC.js";
import { n as Testimonial } from "./Testimonial-5fHrydQY.js";
import { yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
// src/pages/IndustryPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** An industry's problems and how Aden answers them. */
function IndustryPage({ path, data }) {
	const { industry, modules, caseStudy } = data;
	const nameOf = (slug) => modules.find((module) => module.slug === slug)?.name ?? slug;
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
			name: industry.name,
			path
		}
	];
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: `Aden for ${industry.name}`,
			description: summarize(industry.intro),
			path,
			breadcrumbs: crumbs
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
			breadcrumbs: crumbs,
			eyebrow: `Aden for ${industry.name}`,
			title: industry.headline,
			lead: industry.intro,
			ctas: [{
				label: "Book a demo",
				action: "book-demo"
			}, {
				label: "Start for free",
				action: "start-free"
			}],
			illustration: industry.answers[0]?.illustration
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeatureGrid, {
			id: "challenges",
			eyebrow: "The challenge",
			heading: `What makes ${industry.name.toLowerCase()} hard to run`,
			items: industry.challenges,
			tone: "muted"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeatureRows, {
			id: "answers",
			eyebrow: "How Aden answers",
			heading: "How Aden helps",
			items: industry.answers.map((answer) => ({
				title: answer.title,
				body: answer.body,
				illustration: answer.illustration,
				points: answer.modules.map((slug) => `Runs in ${nameOf(slug)}`)
			}))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatsBand, {
			id: "figures",
			heading: `Results in ${industry.name.toLowerCase()}`,
			figures: industry.figures
		}),
		industry.quote && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Testimonial, {
			id: "quote",
			heading: "From a customer",
			quote: industry.quote
		}),
		caseStudy && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCards, {
			id: "case-study",
			eyebrow: "Case study",
			heading: `How ${caseStudy.company.name} runs on Aden`,
			columns: 2,
			items: [{
				title: caseStudy.title,
				href: caseStudy.path,
				body: caseStudy.summary,
				logo: caseStudy.company.logo,
				label: caseStudy.company.name,
				more: "Read the case study"
			}]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Faq, {
			heading: `Aden for ${industry.name}: questions`,
			items: industry.faq
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CtaBand, { cta: industry.cta })
	] });
}
export { IndustryPage as default };
