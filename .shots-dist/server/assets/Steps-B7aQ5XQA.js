import { c as Box, o as Typography, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { i as Illustration } from "../entry-server.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
// src/components/sections/Steps.tsx
var import_jsx_runtime = require_jsx_runtime();
/** A numbered sequence: how it works, a process, setup steps. */
function Steps({ id, heading, intro, eyebrow, steps, tone = "muted" }) {
	const wide = steps.length === 4 ? 4 : 3;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
		id,
		heading,
		intro,
		eyebrow,
		tone,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "ol",
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
					lg: `repeat(${wide}, 1fr)`
				}
			},
			children: steps.map((step, index) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "li",
				sx: {
					display: "flex",
					flexDirection: "column",
					gap: 1.5
				},
				children: [
					step.illustration && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Illustration, { id: step.illustration }),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						sx: {
							display: "flex",
							gap: 1.5,
							alignItems: "baseline"
						},
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							"aria-hidden": true,
							sx: {
								flexShrink: 0,
								width: 32,
								height: 32,
								borderRadius: "50%",
								bgcolor: "primary.main",
								color: "primary.contrastText",
								display: "grid",
								placeItems: "center",
								fontWeight: 700
							},
							children: index + 1
						}), step.body ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
							variant: "h3",
							sx: { fontSize: "1.1875rem" },
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								component: "span",
								sx: visuallyHidden,
								children: `Step ${index + 1}: `
							}), step.title]
						}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							sx: {
								fontSize: "1.0625rem",
								fontWeight: 500
							},
							children: step.title
						})]
					}),
					step.note && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						sx: {
							color: "primary.main",
							fontWeight: 600
						},
						children: step.note
					}),
					step.body && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						color: "text.secondary",
						children: step.body
					})
				]
			}, step.title))
		})
	});
}
var visuallyHidden = {
	position: "absolute",
	width: "1px",
	height: "1px",
	overflow: "hidden",
	clip: "rect(0 0 0 0)",
	whiteSpace: "nowrap"
};
export { Steps as t };
