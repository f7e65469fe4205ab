import { c as Box, o as Typography, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { c as JsonLd, d as faqJsonLd } from "../entry-server.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
// src/components/sections/Faq.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* Questions and answers as native disclosure widgets (`<details>`): they open and close without
* JavaScript, the answers are in the HTML for readers and search engines, and the page gets its
* FAQPage JSON-LD.
*/
function Faq({ id = "faq", heading, items }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
		id,
		heading,
		maxWidth: "md",
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(JsonLd, { data: faqJsonLd(items) }), items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			component: "details",
			sx: {
				borderBottom: 1,
				borderColor: "divider",
				"& summary": {
					listStyle: "none",
					cursor: "pointer",
					display: "flex",
					justifyContent: "space-between",
					alignItems: "center",
					gap: 2,
					py: 2.5
				},
				"& summary::-webkit-details-marker": { display: "none" },
				"& summary::after": {
					content: "\"+\"",
					fontSize: "1.5rem",
					lineHeight: 1,
					color: "primary.main",
					flexShrink: 0
				},
				"&[open] summary::after": { content: "\"\\2212\"" },
				"& summary:focus-visible": {
					outline: 2,
					outlineColor: "primary.main",
					outlineOffset: 2,
					borderRadius: 1
				}
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("summary", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				component: "h3",
				sx: {
					fontWeight: 600,
					fontSize: "1.0625rem"
				},
				children: item.question
			}) }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				sx: { pb: 3 },
				children: item.answer
			})]
		}, item.question))]
	});
}
export { Faq as t };
