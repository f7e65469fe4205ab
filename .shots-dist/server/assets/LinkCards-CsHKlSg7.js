import { c as Box, o as Typography, v as Link, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { i as Illustration } from "../entry-server.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
// src/components/sections/Monogram.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A company's or integration's mark drawn as a neutral monogram (never a copy of a trademark). */
function Monogram({ logo, size = 48, title }) {
	const fontSize = logo.letters.length > 2 ? 15 : logo.letters.length > 1 ? 19 : 24;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		width: size,
		height: size,
		viewBox: "0 0 48 48",
		role: title ? "img" : void 0,
		"aria-label": title,
		"aria-hidden": title ? void 0 : true,
		style: {
			flexShrink: 0,
			display: "block"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("rect", {
			width: "48",
			height: "48",
			rx: "12",
			fill: logo.background
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("text", {
			x: "24",
			y: "25",
			textAnchor: "middle",
			dominantBaseline: "central",
			fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
			fontWeight: "700",
			fontSize,
			fill: logo.foreground ?? "#FFFFFF",
			children: logo.letters
		})]
	});
}
// src/components/sections/LinkCards.tsx
/**
* Cards that each lead to a page: modules, integrations, processes, case studies. The whole card is
* the link; its title names it.
*/
function LinkCards({ id, heading, intro, eyebrow, items, columns = 3, tone, headingLevel = "h3", children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
		id,
		heading,
		intro,
		eyebrow,
		tone,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
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
					md: `repeat(${columns}, 1fr)`
				}
			},
			children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "li",
				sx: {
					display: "flex",
					minWidth: 0
				},
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: Link,
					href: item.href,
					sx: {
						flex: 1,
						display: "flex",
						flexDirection: "column",
						gap: 1.25,
						p: 3,
						border: 1,
						borderColor: "divider",
						borderRadius: 3,
						bgcolor: "background.paper",
						color: "inherit",
						textDecoration: "none",
						transition: "border-color 0.2s, box-shadow 0.2s",
						"&:hover": {
							borderColor: "primary.main",
							boxShadow: 3
						},
						"&:focus-visible": {
							outline: 2,
							outlineColor: "primary.main",
							outlineOffset: 2
						}
					},
					children: [
						item.illustration && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Illustration, { id: item.illustration }),
						(item.logo || item.label) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
							sx: {
								display: "flex",
								alignItems: "center",
								gap: 1.5
							},
							children: [item.logo && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Monogram, {
								logo: item.logo,
								size: 40
							}), item.label && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								variant: "body2",
								sx: {
									color: "primary.main",
									fontWeight: 600,
									minWidth: 0,
									overflowWrap: "anywhere"
								},
								children: item.label
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							component: headingLevel,
							sx: {
								fontWeight: 700,
								fontSize: "1.1875rem"
							},
							children: item.title
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							color: "text.secondary",
							sx: { flex: 1 },
							children: item.body
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
							sx: {
								color: "primary.main",
								fontWeight: 600
							},
							"aria-hidden": true,
							children: [item.more ?? "Learn more", " →"]
						})
					]
				})
			}, item.href))
		}), children]
	});
}
export { Monogram as n, LinkCards as t };
