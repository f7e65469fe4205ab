import { r as Button, t as Stack } from "./Stack-D0zRjfJg.js";
import { t as TextField } from "./TextField-BR1aKUnj.js";
import { H as useOpenContact } from "../entry-server.js";
import { yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
// src/features/contact/WorkEmailStart.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* "Work email" and "Get started": opens the contact dialog with the e-mail filled in (SPEC 2: the
* dialog's opening event may carry an e-mail). Self-contained, for any hero or call to action.
*/
function WorkEmailStart({ id = "work-email-start" }) {
	const openContact = useOpenContact();
	const start = (event) => {
		event.preventDefault();
		const email = String(new FormData(event.currentTarget).get("email") ?? "").trim();
		openContact(email || void 0);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "form",
		"aria-label": "Get started with Aden",
		onSubmit: start,
		direction: {
			xs: "column",
			sm: "row"
		},
		spacing: 1.5,
		sx: {
			width: "100%",
			maxWidth: 520
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
			id,
			name: "email",
			type: "email",
			label: "Work email",
			autoComplete: "email",
			size: "medium",
			fullWidth: true,
			sx: { bgcolor: "background.paper" }
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			type: "submit",
			variant: "contained",
			size: "large",
			sx: {
				flexShrink: 0,
				px: 4,
				minHeight: 56
			},
			children: "Get started"
		})]
	});
}
export { WorkEmailStart as t };
