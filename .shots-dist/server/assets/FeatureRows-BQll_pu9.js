import { c as Box, o as Typography, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { n as Points } from "./FeatureGrid-BEcyo81s.js";
import { i as Illustration } from "../entry-server.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
// src/components/sections/FeatureRows.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Capabilities one per row, text beside its illustration, alternating sides on wide screens. */
function FeatureRows({ id, heading, intro, eyebrow, items, tone }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
		id,
		heading,
		intro,
		eyebrow,
		tone,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			sx: {
				display: "grid",
				gap: {
					xs: 6,
					md: 10
				}
			},
			children: items.map((item, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "grid",
					gap: {
						xs: 3,
						md: 8
					},
					alignItems: "center",
					gridTemplateColumns: {
						xs: "1fr",
						md: "1fr 1fr"
					}
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: { order: {
						xs: 0,
						md: index % 2 === 0 ? 0 : 1
					} },
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "h3",
							sx: {
								fontSize: {
									xs: "1.375rem",
									md: "1.75rem"
								},
								mb: 2
							},
							children: item.title
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							color: "text.secondary",
							sx: {
								fontSize: "1.0625rem",
								mb: 2
							},
							children: item.body
						}),
						item.points && item.points.length > 0 && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Points, { points: item.points })
					]
				}), item.illustration && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						maxWidth: 520,
						width: "100%",
						mx: {
							xs: "auto",
							md: 0
						},
						justifySelf: { md: index % 2 === 0 ? "end" : "start" }
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Illustration, { id: item.illustration })
				})]
			}, item.title))
		})
	});
}
export { FeatureRows as t };
