import { c as Box, o as Typography, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { f as summarize, r as PageHero, s as PageMeta } from "../entry-server.js";
import { t as CtaBand } from "./CtaBand-B38Edkc_.js";
import { t as Faq } from "./Faq-Bqq_yTJ0.js";
import { t as FeatureRows } from "./FeatureRows-BQll_pu9.js";
import { t as LinkCards } from "./LinkCards-CsHKlSg7.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
import { t as StatsBand } from "./StatsBand-DM0wViRC.js";
import { t as Steps } from "./Steps-B7aQ5XQA.js";
// src/pages/ModulePage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The calls to action under a module's h1. /ai-form keeps its sign-in flavour: Start for free first. */
var heroCtas = [{
	label: "Start for free",
	action: "start-free"
}, {
	label: "Book a demo",
	action: "book-demo"
}];
/** One module's page: the problem, what it does, how it connects, its FAQ and a call to action. */
function ModulePage({ path, data }) {
	const { module, modules, processes, integrations } = data;
	const nameOf = (slug) => modules.find((item) => item.slug === slug);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: module.name,
			description: summarize(module.intro),
			path,
			breadcrumbs: [{
				name: "Home",
				path: "/"
			}, {
				name: module.name,
				path
			}]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
			eyebrow: module.name,
			title: module.headline,
			lead: module.intro,
			ctas: heroCtas,
			illustration: module.capabilities[0]?.illustration
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Problem, { module }),
		module.steps && module.steps.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Steps, {
			id: "how-it-works",
			heading: "How it works",
			steps: module.steps,
			tone: "plain"
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FeatureRows, {
			id: "capabilities",
			eyebrow: "What it does",
			heading: `What ${module.name} does`,
			items: module.capabilities
		}),
		module.courses && module.courses.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Courses, {
			courses: module.courses,
			nameOf: (slug) => nameOf(slug)?.name ?? slug
		}),
		module.certifications && module.certifications.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Certifications, { certifications: module.certifications }),
		module.figures && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(StatsBand, {
			id: "figures",
			heading: `${module.name} in figures`,
			figures: module.figures
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCards, {
			id: "connections",
			heading: "Connected to the rest of Aden",
			intro: `${module.name} shares one set of records with the other modules, so nothing is typed twice.`,
			tone: "muted",
			items: module.connections.map((link) => ({
				title: nameOf(link.module)?.name ?? link.module,
				href: nameOf(link.module)?.path ?? `/${link.module}`,
				body: link.text,
				more: `About ${nameOf(link.module)?.name ?? "the module"}`
			}))
		}),
		processes.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCards, {
			id: "processes",
			heading: "Business processes it runs in",
			columns: 3,
			items: processes.slice(0, 6).map((item) => ({
				title: item.title,
				href: item.path,
				body: item.summary,
				more: "See the process"
			}))
		}),
		integrations.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkCards, {
			id: "integrations",
			heading: "Integrations",
			tone: "muted",
			columns: 4,
			items: integrations.slice(0, 8).map((item) => ({
				title: item.name,
				href: item.path,
				body: item.summary,
				logo: item.logo,
				label: item.category,
				more: "How it connects"
			}))
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Faq, {
			heading: `${module.name}: frequently asked questions`,
			items: module.faq
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CtaBand, { cta: module.cta })
	] });
}
function Problem({ module }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
		id: "problem",
		heading: module.problem.heading,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				display: "grid",
				gap: {
					xs: 4,
					md: 8
				},
				gridTemplateColumns: {
					xs: "1fr",
					md: "3fr 2fr"
				}
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: module.problem.paragraphs.map((paragraph) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				sx: {
					fontSize: "1.0625rem",
					mb: 2
				},
				children: paragraph
			}, paragraph)) }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					bgcolor: "grey.50",
					border: 1,
					borderColor: "divider",
					borderRadius: 3,
					p: 3
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h3",
					sx: {
						fontSize: "1.125rem",
						mb: 1.5
					},
					children: "Sound familiar?"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "ul",
					sx: {
						m: 0,
						pl: 2.5,
						"& li": { mb: 1 }
					},
					children: module.problem.painPoints.map((point) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: point }, point))
				})]
			})]
		})
	});
}
/** A small rounded label (a course's code, its level). */
var tagSx = {
	fontSize: "0.8125rem",
	px: 1,
	py: .25,
	borderRadius: 999,
	border: 1,
	borderColor: "divider",
	bgcolor: "grey.100"
};
function Courses({ courses, nameOf }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
		id: "courses",
		heading: "Courses",
		intro: "Every course pairs short lessons with exercises in a practice company of your own.",
		tone: "muted",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			sx: {
				listStyle: "none",
				p: 0,
				m: 0,
				display: "grid",
				gap: 3,
				gridTemplateColumns: {
					xs: "1fr",
					sm: "repeat(2, 1fr)",
					lg: "repeat(3, 1fr)"
				}
			},
			children: courses.map((course) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "li",
				sx: {
					bgcolor: "background.paper",
					border: 1,
					borderColor: "divider",
					borderRadius: 3,
					p: 3,
					display: "flex",
					flexDirection: "column",
					gap: 1
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							gap: 1,
							flexWrap: "wrap"
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							component: "span",
							sx: tagSx,
							children: course.code
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							component: "span",
							sx: {
								...tagSx,
								bgcolor: "transparent"
							},
							children: course.level
						})]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "h3",
						sx: { fontSize: "1.125rem" },
						children: course.title
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						color: "text.secondary",
						children: `${nameOf(course.module)} · ${course.hours} h · ${course.format}`
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						color: "text.secondary",
						children: course.summary
					})
				]
			}, course.code))
		})
	});
}
function Certifications({ certifications }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
		id: "certification",
		heading: "Certification levels",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ol",
			sx: {
				listStyle: "none",
				p: 0,
				m: 0,
				display: "grid",
				gap: 3,
				gridTemplateColumns: {
					xs: "1fr",
					md: "repeat(3, 1fr)"
				}
			},
			children: certifications.map((level) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "li",
				sx: {
					border: 1,
					borderColor: "divider",
					borderRadius: 3,
					p: 3
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "overline",
						component: "p",
						sx: {
							color: "primary.main",
							fontWeight: 700
						},
						children: level.level
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "h3",
						sx: {
							fontSize: "1.25rem",
							mb: 1
						},
						children: level.title
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						color: "text.secondary",
						sx: { mb: 2 },
						children: level.audience
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "ul",
						sx: {
							m: 0,
							pl: 2.5,
							mb: 2,
							"& li": { mb: .5 }
						},
						children: level.requirements.map((requirement) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: requirement }, requirement))
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						variant: "body2",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Exam:" }),
							" ",
							level.exam
						]
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						variant: "body2",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)("strong", { children: "Valid:" }),
							" ",
							level.validity
						]
					})
				]
			}, level.level))
		})
	});
}
export { ModulePage as default };
