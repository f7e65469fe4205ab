import { r as Button } from "./Stack-D0zRjfJg.js";
import { v as Link, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { r as PageHero } from "../entry-server.js";
// src/pages/FormSubmitResultPage.tsx
var import_jsx_runtime = require_jsx_runtime();
/** Where an online form lands after the server accepted it: thanks, and the way home. */
function FormSubmitResultPage() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
		title: "Thank you",
		description: "Your answers have been received. We will be in touch soon.",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			component: Link,
			href: "/",
			variant: "contained",
			size: "large",
			sx: { mt: 4 },
			children: "Back to the home page"
		})
	});
}
export { FormSubmitResultPage as default };
