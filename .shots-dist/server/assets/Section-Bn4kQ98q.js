import { c as Box, o as Typography, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { M as Container } from "../entry-server.js";
// src/components/sections/Section.tsx
var import_jsx_runtime = require_jsx_runtime();
var backgrounds = {
	plain: "background.default",
	muted: "grey.50",
	brand: "primary.dark"
};
/**
* The frame every section shares (MUI marketing-page manner): full-width band, its container, an
* optional eyebrow, the h2 and an intro paragraph.
*/
function Section({ id, heading, eyebrow, intro, tone = "plain", maxWidth = "lg", centered = false, narrow = false, children }) {
	const onBrand = tone === "brand";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "section",
		id,
		"aria-labelledby": heading && id ? `${id}-heading` : void 0,
		sx: {
			bgcolor: backgrounds[tone],
			color: onBrand ? "common.white" : "text.primary",
			py: {
				xs: 8,
				md: 12
			}
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			maxWidth,
			children: [(heading || eyebrow || intro) && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					maxWidth: 760,
					mb: {
						xs: 4,
						md: 6
					},
					mx: centered ? "auto" : 0,
					textAlign: centered ? "center" : "left"
				},
				children: [
					eyebrow && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "overline",
						component: "p",
						sx: {
							color: onBrand ? "primary.contrastText" : "primary.main",
							fontWeight: 700,
							letterSpacing: "0.08em"
						},
						children: eyebrow
					}),
					heading && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "h2",
						id: id ? `${id}-heading` : void 0,
						sx: {
							fontSize: {
								xs: "1.75rem",
								md: "2.5rem"
							},
							mb: intro ? 2 : 0
						},
						children: heading
					}),
					intro && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "div",
						sx: {
							fontSize: {
								xs: "1rem",
								md: "1.125rem"
							},
							color: onBrand ? "grey.100" : "text.secondary"
						},
						children: intro
					})
				]
			}), narrow ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { maxWidth: 760 },
				children
			}) : children]
		})
	});
}
export { Section as t };
