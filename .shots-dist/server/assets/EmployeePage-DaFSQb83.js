import { F as fetchEmployee, U as useShowAuth, V as useDemoDialog, n as ErrorPage, r as PageHero, t as ResourceFailed, x as Avatar } from "../entry-server.js";
import { c as Box, o as Typography, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { r as Button, t as Stack } from "./Stack-D0zRjfJg.js";
import { n as useResource, r as Skeleton, t as resourceLogic } from "./pageResource-DbOYJRjx.js";
// src/features/employee/EmployeeProfile.tsx
var import_jsx_runtime = require_jsx_runtime();
var AVATAR_SIZE = {
	xs: 96,
	md: 128
};
/** Up to two initials of the employee's name, e.g. "MP" for Maya Patel. */
function initials(employee) {
	return [employee.firstname, employee.lastname].map((part) => part.trim().charAt(0).toUpperCase()).join("");
}
/** While the card loads: the page's h1 and placeholders of the card's shape. */
function EmployeeSkeleton() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
		title: "Meet the team",
		busy: true,
		media: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
			variant: "circular",
			sx: {
				width: AVATAR_SIZE,
				height: AVATAR_SIZE,
				flexShrink: 0
			}
		}),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				variant: "text",
				sx: {
					fontSize: "1.5rem",
					width: "40%"
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				variant: "text",
				sx: { width: "100%" }
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
				variant: "text",
				sx: { width: "80%" }
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				spacing: 2,
				sx: { mt: 4 },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					variant: "rounded",
					width: 200,
					height: 44
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					variant: "rounded",
					width: 140,
					height: 44
				})]
			})
		] })
	});
}
/** An employee's public card: name, title, bio, avatar (initials when none) and the calls to action. */
function EmployeeProfile({ employee, onBookDemo, onStartFree }) {
	const name = `${employee.firstname} ${employee.lastname}`.trim();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(PageHero, {
		title: name,
		media: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
			src: employee.avatar ?? void 0,
			alt: employee.avatar ? name : void 0,
			sx: {
				width: AVATAR_SIZE,
				height: AVATAR_SIZE,
				flexShrink: 0,
				bgcolor: "primary.main",
				color: "primary.contrastText",
				fontSize: {
					xs: "2.25rem",
					md: "3rem"
				},
				fontWeight: 700
			},
			children: employee.avatar ? null : /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				"aria-hidden": "true",
				children: initials(employee)
			})
		}),
		children: [
			employee.title ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "h6",
				component: "p",
				color: "primary",
				sx: {
					fontWeight: 600,
					mb: 2
				},
				children: employee.title
			}) : null,
			employee.bio ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body1",
				color: "text.secondary",
				sx: {
					fontSize: "1.125rem",
					maxWidth: 640
				},
				children: employee.bio
			}) : null,
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: {
					xs: "column",
					sm: "row"
				},
				spacing: 2,
				sx: { mt: 4 },
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Button, {
					variant: "contained",
					size: "large",
					onClick: onBookDemo,
					children: ["Book a demo with ", employee.firstname]
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outlined",
					size: "large",
					onClick: onStartFree,
					children: "Start for free"
				})]
			})
		]
	});
}
// src/features/employee/useEmployee.ts
var employeeLogic = resourceLogic(fetchEmployee);
/** The employee of /employee/{id}: loading, ready, not found or failed, and Retry. */
var useEmployee = (id) => useResource(employeeLogic, id);
// src/pages/EmployeePage.tsx
/** /employee/{id}: the employee's public card from the API; an unknown id is the 404 page. */
function EmployeePage({ params }) {
	const id = params.id ?? "";
	const { view, retry } = useEmployee(id);
	const showAuth = useShowAuth();
	const openDemo = useDemoDialog().show;
	switch (view.status) {
		case "loading": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmployeeSkeleton, {});
		case "notFound": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPage, {
			status: 404,
			message: `Page Not Found: /employee/${id}`
		});
		case "failed": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceFailed, {
			title: "Meet the team",
			error: view.error,
			onRetry: retry
		});
		case "ready": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(EmployeeProfile, {
			employee: view.data,
			onBookDemo: openDemo,
			onStartFree: () => showAuth("signup")
		});
	}
}
export { EmployeePage as default };
