import { c as Box, o as Typography, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
// src/components/sections/Testimonial.tsx
var import_jsx_runtime = require_jsx_runtime();
/** One customer's words, large, with who said them. */
function Testimonial({ id, heading, quote, tone = "muted" }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
		id,
		heading,
		tone,
		maxWidth: "md",
		centered: true,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(QuoteFigure, {
			quote,
			large: true
		})
	});
}
/** A quote as a figure: text in a blockquote, the person in its caption. */
function QuoteFigure({ quote, large = false }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "figure",
		sx: {
			m: 0,
			textAlign: large ? "center" : "left"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "blockquote",
			sx: {
				m: 0,
				fontSize: large ? {
					xs: "1.25rem",
					md: "1.625rem"
				} : "1.0625rem",
				lineHeight: 1.5,
				fontWeight: large ? 500 : 400,
				"&::before": { content: "\"\\201C\"" },
				"&::after": { content: "\"\\201D\"" }
			},
			children: quote.text
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			component: "figcaption",
			sx: {
				mt: 2.5,
				color: "text.secondary"
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "span",
				sx: {
					fontWeight: 700,
					color: "text.primary"
				},
				children: quote.name
			}), `, ${quote.role}${quote.company ? `, ${quote.company}` : ""}`]
		})]
	});
}
export { Testimonial as n, QuoteFigure as t };
