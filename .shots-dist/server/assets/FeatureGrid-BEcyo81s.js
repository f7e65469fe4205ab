import { c as Box, o as Typography, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { i as Illustration } from "../entry-server.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
// src/components/sections/FeatureGrid.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Capabilities or benefits as cards in a grid (two or three across), each with an optional illustration. */
function FeatureGrid({ id, heading, intro, eyebrow, items, columns = 3, tone }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
		id,
		heading,
		intro,
		eyebrow,
		tone,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ul",
			sx: {
				listStyle: "none",
				p: 0,
				m: 0,
				display: "grid",
				gap: {
					xs: 3,
					md: 4
				},
				gridTemplateColumns: {
					xs: "1fr",
					sm: "repeat(2, 1fr)",
					md: `repeat(${columns}, 1fr)`
				}
			},
			children: items.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "li",
				sx: {
					border: 1,
					borderColor: "divider",
					borderRadius: 3,
					bgcolor: "background.paper",
					p: {
						xs: 2.5,
						md: 3
					},
					display: "flex",
					flexDirection: "column",
					gap: 1.5
				},
				children: [
					item.illustration && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Illustration, { id: item.illustration }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "h3",
						sx: { fontSize: "1.25rem" },
						children: item.title
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						color: "text.secondary",
						children: item.body
					}),
					item.points && item.points.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Points, { points: item.points })
				]
			}, item.title))
		})
	});
}
/** A short bullet list of facts under a feature. */
function Points({ points }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "ul",
		sx: {
			m: 0,
			pl: 2.5,
			color: "text.secondary",
			"& li": { mb: .5 }
		},
		children: points.map((point) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: point }, point))
	});
}
export { Points as n, FeatureGrid as t };
