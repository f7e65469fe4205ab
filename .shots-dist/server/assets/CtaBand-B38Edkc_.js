import { c as Box, o as Typography, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { M as Container, a as CtaButton } from "../entry-server.js";
import { t as Stack } from "./Stack-D0zRjfJg.js";
// src/components/sections/CtaBand.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The closing call to action of a page: a heading, a sentence, and one or two buttons to the dialogs. */
function CtaBand({ id = "get-started", cta }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "section",
		"aria-labelledby": `${id}-heading`,
		sx: { pt: {
			xs: 4,
			md: 6
		} },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
			maxWidth: "lg",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					borderRadius: 4,
					px: {
						xs: 3,
						md: 8
					},
					py: {
						xs: 5,
						md: 8
					},
					color: "common.white",
					background: (theme) => `linear-gradient(135deg, ${theme.palette.primary.dark} 0%, ${theme.palette.primary.main} 100%)`,
					display: "grid",
					gap: 4,
					alignItems: "center",
					gridTemplateColumns: {
						xs: "1fr",
						md: "1fr auto"
					}
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "h2",
					id: `${id}-heading`,
					sx: {
						fontSize: {
							xs: "1.75rem",
							md: "2.25rem"
						},
						mb: 1.5
					},
					children: cta.heading
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						color: "grey.100",
						fontSize: { md: "1.125rem" }
					},
					children: cta.body
				})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					direction: {
						xs: "column",
						sm: "row"
					},
					spacing: 2,
					sx: { justifyContent: { md: "flex-end" } },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CtaButton, {
						cta: cta.primary,
						size: "large",
						variant: "contained",
						sx: {
							bgcolor: "common.white",
							color: "primary.dark",
							"&:hover": { bgcolor: "grey.100" }
						}
					}), cta.secondary && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CtaButton, {
						cta: cta.secondary,
						size: "large",
						variant: "outlined",
						sx: {
							color: "common.white",
							borderColor: "rgba(255,255,255,0.7)",
							"&:hover": { borderColor: "common.white" }
						}
					})]
				})]
			})
		})
	});
}
export { CtaBand as t };
