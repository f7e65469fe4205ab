import { c as Box, o as Typography, t as Link, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { f as summarize, r as PageHero, s as PageMeta } from "../entry-server.js";
import { t as Section } from "./Section-Bn4kQ98q.js";
import { t as WorkEmailStart } from "./WorkEmailStart-DQEUw_FH.js";
// src/pages/ContactPage.tsx
var import_jsx_runtime = require_jsx_runtime();
var cardSx = {
	border: 1,
	borderColor: "divider",
	borderRadius: 3,
	p: 3,
	bgcolor: "background.paper"
};
/** Contact sales (the contact form, then the scheduler), a discovery call, and every other way to reach us. */
function ContactPage({ path, data }) {
	const { contact } = data;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageMeta, {
			title: "Contact Sales",
			description: summarize(contact.intro),
			path
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageHero, {
			eyebrow: contact.headline,
			title: "Contact Sales",
			lead: contact.intro,
			ctas: [{
				label: "Contact sales",
				action: "contact-sales"
			}, {
				label: "Book a discovery call",
				action: "discovery-call"
			}],
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				sx: { mt: 3 },
				children: "Leave your details and pick a time: a solutions engineer walks you through the modules you need."
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: { mt: 3 },
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(WorkEmailStart, {})
			})]
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "email",
			heading: "Write to the right team",
			tone: "muted",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
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
						lg: "repeat(3, 1fr)"
					}
				},
				children: contact.emails.map((email) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "li",
					sx: cardSx,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "h3",
							sx: {
								fontSize: "1.125rem",
								mb: 1
							},
							children: email.team
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							color: "text.secondary",
							sx: { mb: 1.5 },
							children: email.purpose
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							href: `mailto:${email.address}`,
							sx: {
								fontWeight: 600,
								overflowWrap: "anywhere"
							},
							children: email.address
						})
					]
				}, email.address))
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Section, {
			id: "offices",
			heading: "Our offices",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "ul",
				sx: {
					listStyle: "none",
					p: 0,
					m: 0,
					display: "grid",
					gap: 3,
					gridTemplateColumns: {
						xs: "1fr",
						md: `repeat(${Math.min(contact.offices.length, 3)}, 1fr)`
					}
				},
				children: contact.offices.map((office) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					component: "li",
					sx: cardSx,
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "h3",
							sx: { fontSize: "1.125rem" },
							children: office.city
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "body2",
							sx: {
								color: "primary.main",
								fontWeight: 600,
								mb: 1.5
							},
							children: office.label
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
							component: "address",
							sx: {
								fontStyle: "normal",
								color: "text.secondary",
								mb: 1.5
							},
							children: office.address.map((line) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: line }, line))
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "body2",
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
								href: `tel:${office.phone.replace(/[^+\d]/g, "")}`,
								children: office.phone
							})
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "body2",
							color: "text.secondary",
							children: office.hours
						})
					]
				}, office.city))
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Section, {
			id: "support",
			heading: "Support hours",
			tone: "muted",
			narrow: true,
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				component: "dl",
				sx: {
					m: 0,
					display: "grid",
					gridTemplateColumns: {
						xs: "1fr",
						sm: "1fr 2fr"
					},
					gap: 1.5,
					mb: 3
				},
				children: contact.supportHours.map((item) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: { display: "contents" },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "dt",
						sx: { fontWeight: 600 },
						children: item.channel
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "dd",
						color: "text.secondary",
						sx: { m: 0 },
						children: item.hours
					})]
				}, item.channel))
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				children: contact.responseTimes
			})]
		})
	] });
}
export { ContactPage as default };
