import { c as Box, o as Typography, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
// src/components/sections/StatsBand.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Key figures on the brand colour: big number, what it measures. */
function StatsBand({ id, heading, figures }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
		id,
		heading,
		tone: "brand",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "dl",
			sx: {
				m: 0,
				display: "grid",
				gap: {
					xs: 4,
					md: 5
				},
				gridTemplateColumns: {
					xs: "1fr",
					sm: "repeat(2, 1fr)",
					md: `repeat(${Math.min(figures.length, 4)}, 1fr)`
				}
			},
			children: figures.map((figure) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexDirection: "column-reverse",
					gap: 1
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
					component: "dt",
					sx: {
						color: "grey.100",
						fontSize: "1rem"
					},
					children: [figure.label, figure.detail && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						component: "span",
						sx: {
							display: "block",
							fontSize: "0.875rem",
							color: "grey.300",
							mt: .5
						},
						children: figure.detail
					})]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					component: "dd",
					sx: {
						m: 0,
						fontSize: {
							xs: "2.5rem",
							md: "3rem"
						},
						fontWeight: 800,
						lineHeight: 1
					},
					children: figure.value
				})]
			}, figure.label))
		})
	});
}
export { StatsBand as t };
