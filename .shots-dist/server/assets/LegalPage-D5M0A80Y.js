import { c as Box, o as Typography, t as Link, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { M as Container, s as PageMeta } from "../entry-server.js";
import { i as formatDate } from "./ArticleList-CnHq8Tbx.js";
import { t as Prose } from "./Prose-DVJ3gR31.js";
// src/pages/LegalPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** /privacy and /terms-of-service: the document with its numbered sections and dates. */
function LegalPage({ path, data }) {
	const { document } = data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
		title: document.title,
		description: document.description,
		path
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "article",
		sx: {
			pt: {
				xs: 12,
				md: 16
			},
			pb: {
				xs: 8,
				md: 12
			}
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			maxWidth: "md",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h1",
					sx: {
						fontSize: {
							xs: "2.25rem",
							md: "3rem"
						},
						mb: 2
					},
					children: document.title
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					color: "text.secondary",
					children: [
						"Last updated ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
							dateTime: document.lastUpdated,
							children: formatDate(document.lastUpdated)
						}),
						" · ",
						"Effective ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("time", {
							dateTime: document.effective,
							children: formatDate(document.effective)
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "nav",
					"aria-label": "Sections",
					sx: {
						my: 4,
						p: 3,
						bgcolor: "grey.50",
						borderRadius: 3,
						border: 1,
						borderColor: "divider"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						sx: {
							fontWeight: 700,
							mb: 1
						},
						children: "Contents"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "ol",
						sx: {
							listStyle: "none",
							p: 0,
							m: 0,
							columns: { md: 2 },
							"& li": { mb: .75 }
						},
						children: document.sections.map((section) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							href: `#${section.id}`,
							children: section.text
						}) }, section.id))
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Prose, { html: document.html })
			]
		})
	})] });
}
export { LegalPage as default };
