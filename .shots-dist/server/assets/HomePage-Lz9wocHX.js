import { c as Box, v as Link, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { r as Button } from "./Stack-D0zRjfJg.js";
import { c as JsonLd, f as summarize, l as SITE_NAME, r as PageHero, s as PageMeta } from "../entry-server.js";
import { t as CtaBand } from "./CtaBand-B38Edkc_.js";
import { t as FeatureRows } from "./FeatureRows-BQll_pu9.js";
import { t as LinkCards } from "./LinkCards-CsHKlSg7.js";
import { t as StatsBand } from "./StatsBand-DM0wViRC.js";
import { t as Steps } from "./Steps-B7aQ5XQA.js";
import { n as Testimonial } from "./Testimonial-5fHrydQY.js";
import { t as WorkEmailStart } from "./WorkEmailStart-DQEUw_FH.js";
import { t as config } from "./config-CjYtTnzQ.js";
// src/pages/HomePage.tsx
var import_jsx_runtime = require_jsx_runtime();
function HomePage({ path, data }) {
	const { home, modules, industries, caseStudy, integrations, integrationCount } = data;
	const moduleOf = (slug) => modules.find((module) => module.slug === slug);
	const industryOf = (slug) => industries.find((industry) => industry.slug === slug);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: `${SITE_NAME}: ${home.positioning}`,
			description: summarize(home.subheading),
			path
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(JsonLd, { data: [{
			"@context": "https://schema.org",
			"@type": "Organization",
			name: SITE_NAME,
			url: config.siteUrl,
			logo: `${config.siteUrl}/favicon.svg`,
			description: home.positioning
		}, {
			"@context": "https://schema.org",
			"@type": "WebSite",
			name: SITE_NAME,
			url: config.siteUrl
		}] }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
			title: home.positioning,
			lead: home.subheading,
			ctas: home.heroCtas,
			illustration: "dashboard",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { mt: 3 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WorkEmailStart, {})
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCards, {
			id: "modules",
			heading: home.modules.heading,
			intro: home.modules.intro,
			items: home.modules.items.map((item) => ({
				title: moduleOf(item.module)?.name ?? item.module,
				href: moduleOf(item.module)?.path ?? `/${item.module}`,
				body: item.blurb,
				more: `Explore ${moduleOf(item.module)?.name ?? "the module"}`
			}))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Steps, {
			id: "how-it-works",
			heading: home.howItWorks.heading,
			steps: home.howItWorks.steps
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeatureRows, {
			id: "data-onboarding",
			eyebrow: "Intelligent Data Onboarding",
			heading: home.onboarding.heading,
			items: [{
				title: "From documents to records without re-keying",
				body: home.onboarding.body,
				points: home.onboarding.points,
				illustration: home.onboarding.illustration
			}]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCards, {
			id: "industries",
			heading: home.industries.heading,
			tone: "muted",
			columns: 4,
			items: home.industries.items.map((item) => ({
				title: industryOf(item.industry)?.name ?? item.industry,
				href: industryOf(item.industry)?.path ?? `/customer/${item.industry}`,
				body: item.blurb,
				more: `Aden for ${industryOf(item.industry)?.name ?? "your industry"}`
			}))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatsBand, {
			id: "figures",
			heading: "Aden in figures",
			figures: home.figures
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Testimonial, {
			id: "customer-quote",
			heading: "What customers say",
			quote: home.quote,
			tone: "plain"
		}),
		caseStudy && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCards, {
			id: "case-study",
			eyebrow: "Case study",
			heading: home.caseStudyTeaser.heading,
			intro: home.caseStudyTeaser.body,
			tone: "muted",
			columns: 2,
			items: [{
				title: caseStudy.title,
				href: caseStudy.path,
				body: caseStudy.summary,
				logo: caseStudy.company.logo,
				label: caseStudy.company.name,
				more: "Read the case study"
			}],
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { mt: 3 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					href: "/customers",
					variant: "outlined",
					children: "See all customers"
				})
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCards, {
			id: "integrations",
			heading: home.integrationsTeaser.heading,
			intro: home.integrationsTeaser.body,
			columns: 3,
			items: integrations.map((item) => ({
				title: item.name,
				href: item.path,
				body: item.summary,
				logo: item.logo,
				label: item.category,
				more: `${item.name} integration`
			})),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { mt: 4 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link,
					href: "/integrations",
					variant: "outlined",
					children: `All ${integrationCount} integrations`
				})
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CtaBand, { cta: home.cta })
	] });
}
export { HomePage as default };
