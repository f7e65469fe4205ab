import { o as __toESM, t as __commonJSMin } from "./rolldown-runtime-C1I3wEg2.js";
import { At as require_prop_types, C as require_shim, F as useEventCallback, G as useTheme, H as styled, I as useForkRef, K as identifier_default, Lt as require_react, P as memoTheme, Pt as require_extends, V as useDefaultProps, _ as createSvgIcon, c as Box, ct as getThemeProps, dt as shouldForwardProp, ft as generateUtilityClasses, gt as useThemeWithoutDefault, lt as resolveProps, mt as clsx, nt as composeClasses, o as Typography, ot as useEnhancedEffect, p as useLazyRef, pt as generateUtilityClass, q as defaultTheme, st as useThemeProps$1, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { C as MenuItem, H as useOpenContact, M as Container, q as IconButton, r as PageHero } from "../entry-server.js";
import { b as GlobalStyles } from "./Menu-D8iA3Efl.js";
import { t as CtaBand } from "./CtaBand-B38Edkc_.js";
import { a as ToggleButton, f as pricedPlans, i as ToggleButtonGroup, n as formatMoney, o as CheckRounded_default, r as formatNumber, t as formatDollars, u as paidPlans } from "./format-C484jsJ5.js";
import { o as useId, r as Button, t as Stack } from "./Stack-D0zRjfJg.js";
import { a as FormHelperText, o as FormControl, s as FormLabel, t as TextField } from "./TextField-BR1aKUnj.js";
import { f as number$4, g as string$1, o as _enum } from "./paths-DtPAh-s7.js";
import { a as setup, c as fromPromise, i as require_with_selector, s as assign, t as useActor } from "./xstate-react.esm-DO9XU1Dd.js";
import { n as InputAdornment, t as Popper } from "./Popper-D3MuUX6H.js";
import { C as ownerWindow, D as exactProp, E as useRtl, O as require_react_dom, g as HTMLElementType, v as Paper } from "./useRovingTabIndex-CTCYo70s.js";
import { t as Alert } from "./Alert-CMtmtXjb.js";
import { t as Chip } from "./Chip-DroTftqg.js";
import { t as useSlotProps } from "./useSlotProps-4bTnyqSs.js";
// node_modules/@mui/system/useMediaQuery/useMediaQuery.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
function useMediaQueryOld(query, defaultMatches, matchMedia, ssrMatchMedia, noSsr) {
	const [match, setMatch] = import_react.useState(() => {
		if (noSsr && matchMedia) return matchMedia(query).matches;
		if (ssrMatchMedia) return ssrMatchMedia(query).matches;
		return defaultMatches;
	});
	useEnhancedEffect(() => {
		if (!matchMedia) return;
		const queryList = matchMedia(query);
		const updateMatch = () => {
			setMatch(queryList.matches);
		};
		updateMatch();
		queryList.addEventListener("change", updateMatch);
		return () => {
			queryList.removeEventListener("change", updateMatch);
		};
	}, [query, matchMedia]);
	return match;
}
var maybeReactUseSyncExternalStore = { ...import_react }.useSyncExternalStore;
function useMediaQueryNew(query, defaultMatches, matchMedia, ssrMatchMedia, noSsr) {
	const getDefaultSnapshot = import_react.useCallback(() => defaultMatches, [defaultMatches]);
	const getServerSnapshot = import_react.useMemo(() => {
		if (noSsr && matchMedia) return () => matchMedia(query).matches;
		if (ssrMatchMedia !== null) {
			const { matches } = ssrMatchMedia(query);
			return () => matches;
		}
		return getDefaultSnapshot;
	}, [
		getDefaultSnapshot,
		query,
		ssrMatchMedia,
		noSsr,
		matchMedia
	]);
	const [getSnapshot, subscribe] = import_react.useMemo(() => {
		if (matchMedia === null) return [getDefaultSnapshot, () => () => {}];
		const mediaQueryList = matchMedia(query);
		return [() => mediaQueryList.matches, (notify) => {
			mediaQueryList.addEventListener("change", notify);
			return () => {
				mediaQueryList.removeEventListener("change", notify);
			};
		}];
	}, [
		getDefaultSnapshot,
		matchMedia,
		query
	]);
	return maybeReactUseSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}
function unstable_createUseMediaQuery(params = {}) {
	const { themeId } = params;
	return function useMediaQuery(queryInput, options = {}) {
		let theme = useThemeWithoutDefault();
		if (theme && themeId) theme = theme[themeId] || theme;
		const fallbackMatchMedia = typeof window !== "undefined" && typeof window.matchMedia !== "undefined" ? window.matchMedia : null;
		const { defaultMatches = false, matchMedia: customMatchMedia, ssrMatchMedia = null, noSsr = false } = getThemeProps({
			name: "MuiUseMediaQuery",
			props: options,
			theme
		});
		const matchMedia = import_react.useMemo(() => {
			if (customMatchMedia !== void 0) return customMatchMedia;
			if (fallbackMatchMedia === null) return null;
			return fallbackMatchMedia.bind(window);
		}, [customMatchMedia, fallbackMatchMedia]);
		if (process.env.NODE_ENV !== "production") {
			if (typeof queryInput === "function" && theme === null) console.error([
				"MUI: The `query` argument provided is invalid.",
				"You are providing a function without a theme in the context.",
				"One of the parent elements needs to use a ThemeProvider."
			].join("\n"));
		}
		let query = typeof queryInput === "function" ? queryInput(theme) : queryInput;
		query = query.replace(/^@media( ?)/m, "");
		if (query.includes("print")) console.warn([
			`MUI: You have provided a \`print\` query to the \`useMediaQuery\` hook.`,
			"Using the print media query to modify print styles can lead to unexpected results.",
			"Consider using the `displayPrint` field in the `sx` prop instead.",
			"More information about `displayPrint` on our docs: https://mui.com/system/display/#display-in-print."
		].join("\n"));
		const match = (maybeReactUseSyncExternalStore !== void 0 ? useMediaQueryNew : useMediaQueryOld)(query, defaultMatches, matchMedia, ssrMatchMedia, noSsr);
		if (process.env.NODE_ENV !== "production") import_react.useDebugValue({
			query,
			match
		});
		return match;
	};
}
unstable_createUseMediaQuery();
// node_modules/@mui/material/styles/useThemeProps.mjs
function useThemeProps({ props, name }) {
	return useThemeProps$1({
		props,
		name,
		defaultTheme,
		themeId: identifier_default
	});
}
// machines/roi/formula.ts
/**
* The ROI formula, written once: the calculator's machine computes every figure here, the page explains
* it in "How we calculate this", and the README documents it. Pure: numbers in, numbers out.
*/
/** Weeks in an average month (52 weeks / 12 months). */
var WEEKS_PER_MONTH = 52 / 12;
/** Share of the full monthly saving reached in month m (1-based). */
var rampShare = (month) => Math.min(month, 3) / 3;
/** Cumulative savings after `month` months, the ramp included. */
function cumulativeSavings(monthlySaving, month) {
	let total = 0;
	for (let m = 1; m <= Math.min(month, 3); m++) total += monthlySaving * rampShare(m);
	return total + monthlySaving * Math.max(0, month - 3);
}
/**
* The first month m where cumulative savings >= cumulative cost. After the ramp each month adds
* (saving - cost), so the month is found in closed form; it never comes when saving <= cost.
*/
function paybackMonth(monthlySaving, monthlyCost) {
	for (let m = 1; m <= 3; m++) if (cumulativeSavings(monthlySaving, m) >= monthlyCost * m) return m;
	if (monthlySaving <= monthlyCost) return null;
	const lostToRamp = monthlySaving * 2 / 2;
	return Math.max(4, Math.ceil(lostToRamp / (monthlySaving - monthlyCost)));
}
function calculateRoi(inputs) {
	const hoursSavedPerMonth = inputs.teamSize * inputs.manualHoursPerWeek * (inputs.automationPercent / 100) * WEEKS_PER_MONTH;
	const monthlySaving = hoursSavedPerMonth * inputs.hourlyCost;
	const planCostPerMonth = inputs.teamSize * inputs.pricePerUserPerMonth;
	const months = Array.from({ length: inputs.horizonMonths }, (_, index) => ({
		month: index + 1,
		cumulativeSavings: cumulativeSavings(monthlySaving, index + 1),
		cumulativeCost: planCostPerMonth * (index + 1)
	}));
	const totalSavings = cumulativeSavings(monthlySaving, inputs.horizonMonths);
	const totalCost = planCostPerMonth * inputs.horizonMonths;
	const netSaving = totalSavings - totalCost;
	return {
		hoursSavedPerMonth,
		costSavedPerYear: monthlySaving * 12,
		planCostPerMonth,
		netSaving,
		paybackMonth: paybackMonth(monthlySaving, planCostPerMonth),
		roiPercent: netSaving / totalCost * 100,
		months
	};
}
/**
* What would turn a loss over the horizon into break-even: savings scale linearly with the hours and
* the automated share, so each must grow by the factor cost / savings (the other inputs unchanged).
*/
function breakEven(inputs) {
	const monthlySaving = inputs.teamSize * inputs.manualHoursPerWeek * (inputs.automationPercent / 100) * WEEKS_PER_MONTH * inputs.hourlyCost;
	const factor = inputs.teamSize * inputs.pricePerUserPerMonth * inputs.horizonMonths / cumulativeSavings(monthlySaving, inputs.horizonMonths);
	return {
		manualHoursPerWeek: inputs.manualHoursPerWeek * factor,
		automationPercent: inputs.automationPercent * factor
	};
}
// src/features/roi-calculator/HowWeCalculate.tsx
var import_jsx_runtime = require_jsx_runtime();
var steps = [
	["Hours saved per month", "team size × manual hours per person per week × share automated × 52 ÷ 12 weeks"],
	["Cost saved per year", "hours saved per month × loaded hourly cost × 12"],
	["Plan cost per month", "team size × the plan’s price per user per month (billed yearly)"],
	["Savings month by month", `automation builds up over the first 3 months while your team moves its work into Aden: month 1 saves 1/3 of the full monthly saving, month 2 saves 2/3, and from month 3 on it saves all of it`],
	["Net saving", "cumulative savings − cumulative plan cost, over the time horizon"],
	["Payback period", "the first month in which cumulative savings reach cumulative plan cost"],
	["ROI", "net saving ÷ cumulative plan cost × 100"]
];
/** The formula in words, the same one the calculator runs (machines/roi/formula.ts). */
function HowWeCalculate() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "section",
		"aria-labelledby": "roi-how-title",
		sx: {
			py: {
				xs: 6,
				md: 10
			},
			bgcolor: "grey.50"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			maxWidth: "lg",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "roi-how-title",
					variant: "h2",
					sx: {
						fontSize: {
							xs: "1.75rem",
							md: "2.25rem"
						},
						mb: 2
					},
					children: "How we calculate this"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					color: "text.secondary",
					sx: {
						mb: {
							xs: 4,
							md: 6
						},
						maxWidth: 760
					},
					children: "The estimate counts only the time your team stops spending on manual work, at what that time costs you, against the price of the plan. It leaves out faster closes, fewer errors and better decisions, so real returns are usually higher."
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					component: "dl",
					sx: {
						m: 0,
						display: "grid",
						gap: {
							xs: 2.5,
							md: 3
						},
						columnGap: { md: 6 },
						gridTemplateColumns: {
							xs: "1fr",
							md: "repeat(2, minmax(0, 1fr))"
						}
					},
					children: steps.map(([term, definition]) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "dt",
						sx: { fontWeight: 700 },
						children: term
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						component: "dd",
						color: "text.secondary",
						sx: { m: 0 },
						children: definition
					})] }, term))
				})
			]
		})
	});
}
// src/features/roi-calculator/printStyles.ts
/**
* What a printed estimate keeps: the inputs, the figures and the chart, on white, without the site's
* header, footer, chat launcher and buttons.
*/
var roiPrintStyles = { "@media print": {
	"@page": { margin: "14mm" },
	"header, footer, .roi-actions, .roi-no-print": { display: "none !important" },
	body: { background: "#fff" },
	"#main > section:first-of-type": {
		paddingTop: 0,
		paddingBottom: "16px"
	},
	".roi-print-keep": { breakInside: "avoid" },
	".MuiPaper-root": { boxShadow: "none !important" }
} };
// machines/roi/inputs.ts
/**
* The ROI calculator's inputs: their defaults, their validation (zod, one clear message per field)
* and their place in the URL, so a copied link restores them.
*/
var ROI_FIELDS = [
	"teamSize",
	"manualHoursPerWeek",
	"hourlyCost",
	"automationPercent",
	"plan",
	"horizonMonths"
];
var TEAM_SIZE = {
	min: 1,
	max: 1e4
};
var MANUAL_HOURS = {
	min: .5,
	max: 60
};
var HOURLY_COST = {
	min: 1,
	max: 1e3
};
var AUTOMATION_PERCENT = {
	min: 1,
	max: 100
};
var HORIZONS_MONTHS = [
	"12",
	"24",
	"36"
];
/** The starting point: a 25-person operations team, six hours of manual work each per week. */
var DEFAULT_NUMBERS = {
	teamSize: "25",
	manualHoursPerWeek: "6",
	hourlyCost: "45",
	automationPercent: "30",
	horizonMonths: "24"
};
var defaultValues = (plan) => ({
	...DEFAULT_NUMBERS,
	plan
});
var formatCount = (value) => value.toLocaleString("en-US");
var ROI_MESSAGES = {
	teamSize: `Team size must be a whole number from ${formatCount(TEAM_SIZE.min)} to ${formatCount(TEAM_SIZE.max)}`,
	manualHoursPerWeek: `Manual hours must be a number from ${MANUAL_HOURS.min} to ${MANUAL_HOURS.max} per person per week`,
	hourlyCost: `Hourly cost must be an amount from $${formatCount(HOURLY_COST.min)} to $${formatCount(HOURLY_COST.max)}`,
	automationPercent: `Automated share must be a whole percentage from ${AUTOMATION_PERCENT.min} to ${AUTOMATION_PERCENT.max}`,
	horizonMonths: `Time horizon must be ${HORIZONS_MONTHS.slice(0, -1).join(", ")} or ${HORIZONS_MONTHS.at(-1)} months`
};
var planMessage = (plans) => `Plan must be ${plans.map((plan) => plan.name).join(" or ").replace(/ or (?=.* or )/g, ", ")}`;
/** A number typed as text: thousands separators and spaces allowed, one message for every problem. */
function numberText(message, range, whole) {
	return string$1().transform((text) => text.replace(/[\s,]/g, "")).pipe(string$1().regex(whole ? /^\d+$/ : /^\d+(\.\d+)?$|^\.\d+$/, { error: message })).transform(Number).pipe(number$4().min(range.min, { error: message }).max(range.max, { error: message }));
}
/** One schema per field, so each field gets its own message. */
function roiFieldSchemas(plans) {
	return {
		teamSize: numberText(ROI_MESSAGES.teamSize, TEAM_SIZE, true),
		manualHoursPerWeek: numberText(ROI_MESSAGES.manualHoursPerWeek, MANUAL_HOURS, false),
		hourlyCost: numberText(ROI_MESSAGES.hourlyCost, HOURLY_COST, false),
		automationPercent: numberText(ROI_MESSAGES.automationPercent, AUTOMATION_PERCENT, true),
		plan: string$1().refine((id) => plans.some((plan) => plan.id === id), { error: planMessage(plans) }),
		horizonMonths: _enum(HORIZONS_MONTHS, { error: ROI_MESSAGES.horizonMonths }).transform(Number)
	};
}
/** Checks every field; valid values become the formula's inputs, with the chosen plan's price. */
function validateRoi(values, plans) {
	const schemas = roiFieldSchemas(plans);
	const errors = {};
	const parsed = {};
	for (const field of ROI_FIELDS) {
		const result = schemas[field].safeParse(values[field]);
		if (result.success) parsed[field] = result.data;
		else errors[field] = result.error.issues[0]?.message ?? ROI_MESSAGES.teamSize;
	}
	const plan = plans.find((candidate) => candidate.id === parsed.plan);
	if (Object.keys(errors).length > 0 || !plan) return {
		ok: false,
		errors
	};
	return {
		ok: true,
		inputs: {
			teamSize: Number(parsed.teamSize),
			manualHoursPerWeek: Number(parsed.manualHoursPerWeek),
			hourlyCost: Number(parsed.hourlyCost),
			automationPercent: Number(parsed.automationPercent),
			pricePerUserPerMonth: plan.pricePerUserPerMonth,
			horizonMonths: Number(parsed.horizonMonths)
		}
	};
}
/** The query parameter of each field: short, readable names for a shared link. */
var ROI_QUERY_KEYS = {
	teamSize: "team",
	manualHoursPerWeek: "hours",
	hourlyCost: "rate",
	automationPercent: "automated",
	plan: "plan",
	horizonMonths: "months"
};
/** The query string (without "?") that holds the values. */
function roiSearch(values) {
	return new URLSearchParams(ROI_FIELDS.map((field) => [ROI_QUERY_KEYS[field], values[field]])).toString();
}
/** The values a query string holds; a field it lacks keeps its default. Unknown parameters are ignored. */
function valuesFromSearch(search, defaults) {
	const params = new URLSearchParams(search);
	const values = { ...defaults };
	for (const field of ROI_FIELDS) {
		const value = params.get(ROI_QUERY_KEYS[field]);
		if (value !== null) values[field] = value;
	}
	return values;
}
// node_modules/@mui/icons-material/LinkRounded.mjs
var LinkRounded_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M17 7h-3c-.55 0-1 .45-1 1s.45 1 1 1h3c1.65 0 3 1.35 3 3s-1.35 3-3 3h-3c-.55 0-1 .45-1 1s.45 1 1 1h3c2.76 0 5-2.24 5-5s-2.24-5-5-5m-9 5c0 .55.45 1 1 1h6c.55 0 1-.45 1-1s-.45-1-1-1H9c-.55 0-1 .45-1 1m2 3H7c-1.65 0-3-1.35-3-3s1.35-3 3-3h3c.55 0 1-.45 1-1s-.45-1-1-1H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h3c.55 0 1-.45 1-1s-.45-1-1-1" }), "LinkRounded");
// node_modules/@mui/icons-material/MailOutlineRounded.mjs
var MailOutlineRounded_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m-1 14H5c-.55 0-1-.45-1-1V8l6.94 4.34c.65.41 1.47.41 2.12 0L20 8v9c0 .55-.45 1-1 1m-7-7L4 6h16z" }), "MailOutlineRounded");
// node_modules/@mui/icons-material/PrintOutlined.mjs
var PrintOutlined_default = createSvgIcon([/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 8h-1V3H6v5H5c-1.66 0-3 1.34-3 3v6h4v4h12v-4h4v-6c0-1.66-1.34-3-3-3M8 5h8v3H8zm8 12v2H8v-4h8zm2-2v-2H6v2H4v-4c0-.55.45-1 1-1h14c.55 0 1 .45 1 1v4z" }, "0"), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
	cx: "18",
	cy: "11.5",
	r: "1"
}, "1")], "PrintOutlined");
// node_modules/@mui/icons-material/RestartAltRounded.mjs
var RestartAltRounded_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M12 5V3.21c0-.45-.54-.67-.85-.35l-2.8 2.79c-.2.2-.2.51 0 .71l2.79 2.79c.32.31.86.09.86-.36V7c3.31 0 6 2.69 6 6 0 2.72-1.83 5.02-4.31 5.75-.42.12-.69.52-.69.95 0 .65.62 1.16 1.25.97C17.57 19.7 20 16.64 20 13c0-4.42-3.58-8-8-8m-6 8c0-1.34.44-2.58 1.19-3.59.3-.4.26-.95-.09-1.31-.42-.42-1.14-.38-1.5.1-1 1.34-1.6 3-1.6 4.8 0 3.64 2.43 6.7 5.75 7.67.63.19 1.25-.32 1.25-.97 0-.43-.27-.83-.69-.95C7.83 18.02 6 15.72 6 13" }), "RestartAltRounded");
// src/features/roi-calculator/PhoneSummary.tsx
/**
* On a phone the results sit below the inputs: this bar keeps the bottom line in sight while the
* inputs are being edited (it stays at the foot of the screen, then rests under the inputs). The full
* results below say the same to screen readers.
*/
function PhoneSummary({ inputs, result, stale }) {
	const loss = result.netSaving < 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		"aria-hidden": true,
		className: "roi-no-print",
		sx: {
			display: {
				xs: "flex",
				md: "none"
			},
			position: "sticky",
			bottom: 8,
			zIndex: 2,
			mt: 1.5,
			px: 2,
			py: 1.25,
			gap: 2,
			justifyContent: "space-between",
			alignItems: "center",
			borderRadius: 3,
			bgcolor: stale ? "grey.700" : "primary.dark",
			color: "common.white",
			boxShadow: "0 8px 24px rgba(20, 20, 43, 0.25)"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			variant: "caption",
			sx: {
				display: "block",
				opacity: .85
			},
			children: [
				loss ? "Net loss" : "Net saving",
				" over ",
				inputs.horizonMonths,
				" months",
				stale ? " (stale)" : ""
			]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			sx: {
				fontWeight: 800,
				fontSize: "1.125rem"
			},
			children: formatDollars(Math.abs(result.netSaving))
		})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: { textAlign: "right" },
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "caption",
				sx: {
					display: "block",
					opacity: .85
				},
				children: "ROI"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				sx: {
					fontWeight: 800,
					fontSize: "1.125rem"
				},
				children: [formatNumber(result.roiPercent), "%"]
			})]
		})]
	});
}
// src/features/roi-calculator/RoiInputsPanel.tsx
var numberFields = [
	{
		field: "teamSize",
		label: "Team size",
		hint: "People who do manual operations work",
		suffix: "people",
		inputMode: "numeric"
	},
	{
		field: "manualHoursPerWeek",
		label: "Manual work per person",
		hint: "Data entry, reconciliation and reporting",
		suffix: "hours / week",
		inputMode: "decimal"
	},
	{
		field: "hourlyCost",
		label: "Loaded hourly cost",
		hint: "Salary, taxes, benefits and overhead",
		prefix: "$",
		suffix: "/ hour",
		inputMode: "decimal"
	},
	{
		field: "automationPercent",
		label: "Share Aden automates",
		hint: `Our assumption: ${DEFAULT_NUMBERS.automationPercent}%, a cautious figure. Teams typically automate 30 to 50% of this work in their first year; put in your own.`,
		suffix: "%",
		inputMode: "numeric"
	}
];
/** The calculator's inputs; each change goes to the machine, which validates it. */
function RoiInputsPanel({ values, errors, plans, onChange }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		component: "section",
		"aria-labelledby": "roi-inputs-title",
		sx: { p: {
			xs: 2.5,
			md: 3.5
		} },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			id: "roi-inputs-title",
			variant: "h5",
			component: "h2",
			sx: { mb: 3 },
			children: "Your team"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			spacing: 3,
			children: [
				numberFields.map((spec) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					id: `roi-${spec.field}`,
					name: spec.field,
					label: spec.label,
					value: values[spec.field],
					onChange: (event) => onChange(spec.field, event.target.value),
					error: Boolean(errors[spec.field]),
					helperText: errors[spec.field] ?? spec.hint,
					fullWidth: true,
					autoComplete: "off",
					slotProps: {
						htmlInput: { inputMode: spec.inputMode },
						input: {
							startAdornment: spec.prefix && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
								position: "start",
								children: spec.prefix
							}),
							endAdornment: spec.suffix && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(InputAdornment, {
								position: "end",
								children: spec.suffix
							})
						}
					}
				}, spec.field)),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
					select: true,
					id: "roi-plan",
					name: "plan",
					label: "Plan",
					value: plans.some((plan) => plan.id === values.plan) ? values.plan : "",
					onChange: (event) => onChange("plan", event.target.value),
					error: Boolean(errors.plan),
					helperText: errors.plan ?? "Per user, billed yearly, from our pricing",
					fullWidth: true,
					children: plans.map((plan) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(MenuItem, {
						value: plan.id,
						children: [
							plan.name,
							": ",
							formatMoney(plan.pricePerUserPerMonth),
							" per user / month"
						]
					}, plan.id))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
					error: Boolean(errors.horizonMonths),
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormLabel, {
							id: "roi-horizon-label",
							sx: {
								mb: 1,
								fontSize: "0.875rem"
							},
							children: "Time horizon"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToggleButtonGroup, {
							exclusive: true,
							fullWidth: true,
							value: values.horizonMonths,
							onChange: (_, value) => value && onChange("horizonMonths", value),
							"aria-labelledby": "roi-horizon-label",
							size: "small",
							children: HORIZONS_MONTHS.map((months) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ToggleButton, {
								value: months,
								sx: { fontWeight: 600 },
								children: [months, " months"]
							}, months))
						}),
						errors.horizonMonths && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, { children: errors.horizonMonths })
					]
				})
			]
		})]
	});
}
// node_modules/@mui/icons-material/HistoryRounded.mjs
var HistoryRounded_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M13.26 3C8.17 2.86 4 6.95 4 12H2.21c-.45 0-.67.54-.35.85l2.79 2.8c.2.2.51.2.71 0l2.79-2.8c.31-.31.09-.85-.36-.85H6c0-3.9 3.18-7.05 7.1-7 3.72.05 6.85 3.18 6.9 6.9.05 3.91-3.1 7.1-7 7.1-1.61 0-3.1-.55-4.28-1.48-.4-.31-.96-.28-1.32.08-.42.42-.39 1.13.08 1.49C9 20.29 10.91 21 13 21c5.05 0 9.14-4.17 9-9.26-.13-4.69-4.05-8.61-8.74-8.74m-.51 5c-.41 0-.75.34-.75.75v3.68c0 .35.19.68.49.86l3.12 1.85c.36.21.82.09 1.03-.26.21-.36.09-.82-.26-1.03l-2.88-1.71v-3.4c0-.4-.34-.74-.75-.74" }), "HistoryRounded");
// node_modules/@mui/icons-material/TrendingDownRounded.mjs
var TrendingDownRounded_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "m16.85 17.15 1.44-1.44-4.88-4.88-3.29 3.29c-.39.39-1.02.39-1.41 0l-6-6.01a.996.996 0 0 1 0-1.41c.39-.39 1.02-.39 1.41 0L9.41 12l3.29-3.29c.39-.39 1.02-.39 1.41 0l5.59 5.58 1.44-1.44c.31-.31.85-.09.85.35v4.29c0 .28-.22.5-.5.5H17.2c-.44.01-.66-.53-.35-.84" }), "TrendingDownRounded");
// node_modules/@mui/material/AlertTitle/alertTitleClasses.mjs
function getAlertTitleUtilityClass(slot) {
	return generateUtilityClass("MuiAlertTitle", slot);
}
generateUtilityClasses("MuiAlertTitle", ["root"]);
// node_modules/@mui/material/AlertTitle/AlertTitle.mjs
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
var useUtilityClasses$11 = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getAlertTitleUtilityClass, classes);
};
var AlertTitleRoot = styled(Typography, {
	name: "MuiAlertTitle",
	slot: "Root"
})(memoTheme(({ theme }) => {
	return {
		fontWeight: theme.typography.fontWeightMedium,
		marginTop: -2
	};
}));
var AlertTitle = /*#__PURE__*/ import_react.forwardRef(function AlertTitle(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiAlertTitle"
	});
	const { className, ...other } = props;
	const ownerState = props;
	const classes = useUtilityClasses$11(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AlertTitleRoot, {
		gutterBottom: true,
		component: "div",
		ownerState,
		ref,
		className: clsx(classes.root, className),
		...other
	});
});
process.env.NODE_ENV !== "production" && (AlertTitle.propTypes = {
	/**
	* The content of the component.
	*/
	children: import_prop_types.default.node,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* @ignore
	*/
	className: import_prop_types.default.string,
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	])
});
// node_modules/@babel/runtime/helpers/objectWithoutPropertiesLoose.js
var require_objectWithoutPropertiesLoose = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	function _objectWithoutPropertiesLoose(r, e) {
		if (null == r) return {};
		var t = {};
		for (var n in r) if ({}.hasOwnProperty.call(r, n)) {
			if (-1 !== e.indexOf(n)) continue;
			t[n] = r[n];
		}
		return t;
	}
	module.exports = _objectWithoutPropertiesLoose, module.exports.__esModule = true, module.exports["default"] = module.exports;
}));
// node_modules/@base-ui/utils/formatErrorMessage.mjs
/**
* Creates a formatErrorMessage function with a custom URL and prefix.
* @param baseUrl - The base URL for the error page (e.g., 'https://base-ui.com/production-error')
* @param prefix - The prefix for the error message (e.g., 'Base UI')
* @returns A function that formats error messages with the given URL and prefix
*/
function createFormatErrorMessage(baseUrl, prefix) {
	return function formatErrorMessage(code, ...args) {
		const url = new URL(baseUrl);
		url.searchParams.set("code", code.toString());
		args.forEach((arg) => url.searchParams.append("args[]", arg));
		return `${prefix} error #${code}; visit ${url} for the full message.`;
	};
}
/**
* WARNING: Don't import this directly. It's imported by the code generated by
* `@mui/internal-babel-plugin-minify-errors`. Make sure to always use string literals in `Error`
* constructors to ensure the plugin works as expected. Supported patterns include:
*   throw new Error('My message');
*   throw new Error(`My message: ${foo}`);
*   throw new Error(`My message: ${foo}` + 'another string');
*   ...
*/
var formatErrorMessage$1 = createFormatErrorMessage("https://base-ui.com/production-error", "Base UI");
// node_modules/@base-ui/utils/store/createSelector.mjs
/**
* The NoOptionalParams type is a utility type that checks if a function has optional or default parameters.
* If the function has optional or default parameters, it returns a string literal type with an error message.
* Otherwise, it returns the original function type.
*
* This is used to enforce that the combiner function passed to createSelector does not have optional or default parameters,
* as memoization relies on the Function.length property, which does not account for optional or default parameters.
*/
/**
* The combiner parameters that remain once the input selector results are accounted for.
* In the single-function form the first parameter is the state, not a selector result.
*/
/**
* Both variants forward at most three arguments beyond the input selector results, so a
* statically-known count above three is rejected. An open-ended count cannot be validated
* statically: it occurs both for rest parameters and for combiners typed contextually,
* which are indistinguishable here. `createSelectorMemoized` throws on the parameter
* counts this check cannot see; `createSelector` passes three arguments regardless.
*/
/**
* `createSelector` dispatches through unrolled fixed arities and supports at most seven
* input selectors. A non-tuple selector list has no statically known count and passes;
* the runtime throws for it instead. The single-function form is returned verbatim, so it
* keeps its own signature and is not bound by the extra-argument limit.
*/
/**
* The type of `createSelector`.
*/
/**
* The type of `createSelectorMemoized`. Unlike `createSelector`, the memoized runtime
* dispatches on Function.length, and the single-function form still requires the state
* object because it carries the cache key.
*/
/**
* Creates a selector function that can be used to derive values from the store's state.
*
* The combiner function can have up to three additional parameters, but it **cannot have optional or default parameters**.
*
* This function accepts up to seven input selectors plus a combiner and combines them into a single selector function.
* The resulting selector will take the state from the combined selectors and any additional parameters required by the combiner.
*
* The return type of the resulting selector is determined by the return type of the combiner function.
*
* @example
* const selector = createSelector(
*  (state) => state.disabled
* );
*
* @example
* const selector = createSelector(
*   (state) => state.disabled,
*   (state) => state.open,
*   (disabled, open) => ({ disabled, open })
* );
*/
var createSelector = (a, b, c, d, e, f, g, h, ...other) => {
	if (other.length > 0) throw new Error(process.env.NODE_ENV !== "production" ? "Unsupported number of selectors" : formatErrorMessage$1(1));
	let selector;
	if (a && b && c && d && e && f && g && h) selector = (state, a1, a2, a3) => {
		return h(a(state, a1, a2, a3), b(state, a1, a2, a3), c(state, a1, a2, a3), d(state, a1, a2, a3), e(state, a1, a2, a3), f(state, a1, a2, a3), g(state, a1, a2, a3), a1, a2, a3);
	};
	else if (a && b && c && d && e && f && g) selector = (state, a1, a2, a3) => {
		return g(a(state, a1, a2, a3), b(state, a1, a2, a3), c(state, a1, a2, a3), d(state, a1, a2, a3), e(state, a1, a2, a3), f(state, a1, a2, a3), a1, a2, a3);
	};
	else if (a && b && c && d && e && f) selector = (state, a1, a2, a3) => {
		return f(a(state, a1, a2, a3), b(state, a1, a2, a3), c(state, a1, a2, a3), d(state, a1, a2, a3), e(state, a1, a2, a3), a1, a2, a3);
	};
	else if (a && b && c && d && e) selector = (state, a1, a2, a3) => {
		return e(a(state, a1, a2, a3), b(state, a1, a2, a3), c(state, a1, a2, a3), d(state, a1, a2, a3), a1, a2, a3);
	};
	else if (a && b && c && d) selector = (state, a1, a2, a3) => {
		return d(a(state, a1, a2, a3), b(state, a1, a2, a3), c(state, a1, a2, a3), a1, a2, a3);
	};
	else if (a && b && c) selector = (state, a1, a2, a3) => {
		return c(a(state, a1, a2, a3), b(state, a1, a2, a3), a1, a2, a3);
	};
	else if (a && b) selector = (state, a1, a2, a3) => {
		return b(a(state, a1, a2, a3), a1, a2, a3);
	};
	else if (a) selector = a;
	else throw new Error("Missing arguments");
	return selector;
};
// node_modules/reselect/dist/reselect.mjs
var CACHE_SIZE_CHECK_THRESHOLD = 1e3;
var runCacheSizeCheck = (cacheSize, funcName) => {
	let stack = void 0;
	try {
		throw new Error();
	} catch (e) {
		({stack} = e);
	}
	console.warn(`A function memoized with weakMapMemoize${funcName ? ` (\`${funcName}\`)` : ""} has seen over ${cacheSize} distinct values for the same primitive argument position.
Results keyed by primitive arguments are held strongly and are only released by \`clearCache()\`, so this cache will keep growing for as long as the function keeps seeing new values.
If it is called with ever-changing primitives (ids, offsets, timestamps), pass the \`maxSize\` option to bound the cache, switch to \`lruMemoize\`, or call \`.clearCache()\` at a suitable point.
See https://reselect.js.org/api/development-only-checks#cachesizecheck for details.`, { stack });
};
var globalDevModeChecks = {
	inputStabilityCheck: "once",
	identityFunctionCheck: "once",
	cacheSizeCheck: "once"
};
var StrongRef = class {
	constructor(value) {
		this.value = value;
	}
	deref() {
		return this.value;
	}
};
var getWeakRef = () => typeof WeakRef === "undefined" ? StrongRef : WeakRef;
var Ref = /* @__PURE__ */ getWeakRef();
var UNTERMINATED = 0;
var TERMINATED = 1;
function createCacheNode() {
	return {
		s: UNTERMINATED,
		v: void 0,
		o: null,
		p: null
	};
}
function maybeDeref(r) {
	if (r instanceof Ref) return r.deref();
	return r;
}
function weakMapMemoize(func, options = {}) {
	let fnNode = createCacheNode();
	const { resultEqualityCheck, maxSize } = options;
	const useGenerations = maxSize !== void 0;
	if (useGenerations && (!Number.isInteger(maxSize) || maxSize < 1)) throw new TypeError(`maxSize must be a positive integer, received: ${maxSize}`);
	let prevNode = null;
	let insertionCount = 0;
	let lastResult;
	let resultsCount = 0;
	let hasWarnedAboutCacheSize = false;
	function maybeFlipGenerations() {
		if (insertionCount >= maxSize) {
			prevNode = fnNode;
			fnNode = createCacheNode();
			insertionCount = 0;
		}
	}
	function memoized() {
		let cacheNode = fnNode;
		const { length } = arguments;
		for (let i = 0, l = length; i < l; i++) {
			const arg = arguments[i];
			if (typeof arg === "function" || typeof arg === "object" && arg !== null) {
				let objectCache = cacheNode.o;
				if (objectCache === null) cacheNode.o = objectCache = /* @__PURE__ */ new WeakMap();
				const objectNode = objectCache.get(arg);
				if (objectNode === void 0) {
					cacheNode = createCacheNode();
					objectCache.set(arg, cacheNode);
				} else cacheNode = objectNode;
			} else {
				let primitiveCache = cacheNode.p;
				if (primitiveCache === null) cacheNode.p = primitiveCache = /* @__PURE__ */ new Map();
				const primitiveNode = primitiveCache.get(arg);
				if (primitiveNode === void 0) {
					cacheNode = createCacheNode();
					primitiveCache.set(arg, cacheNode);
					insertionCount++;
					if (process.env.NODE_ENV !== "production") {
						if (primitiveCache.size > CACHE_SIZE_CHECK_THRESHOLD) {
							const { cacheSizeCheck } = globalDevModeChecks;
							if (cacheSizeCheck === "always" || cacheSizeCheck === "once" && !hasWarnedAboutCacheSize) {
								hasWarnedAboutCacheSize = true;
								runCacheSizeCheck(primitiveCache.size, func.name);
							}
						}
					}
				} else cacheNode = primitiveNode;
			}
		}
		if (cacheNode.s === TERMINATED) return cacheNode.v;
		if (prevNode !== null) {
			let prevCacheNode = prevNode;
			for (let i = 0, l = length; i < l; i++) {
				const arg = arguments[i];
				let next;
				if (typeof arg === "function" || typeof arg === "object" && arg !== null) {
					const prevObjectCache = prevCacheNode.o;
					next = prevObjectCache !== null ? prevObjectCache.get(arg) : void 0;
				} else {
					const prevPrimitiveCache = prevCacheNode.p;
					next = prevPrimitiveCache !== null ? prevPrimitiveCache.get(arg) : void 0;
				}
				if (next === void 0) {
					prevCacheNode = null;
					break;
				}
				prevCacheNode = next;
			}
			if (prevCacheNode !== null && prevCacheNode.s === TERMINATED) {
				const promotedNode = cacheNode;
				promotedNode.s = TERMINATED;
				promotedNode.v = prevCacheNode.v;
				maybeFlipGenerations();
				return prevCacheNode.v;
			}
		}
		const terminatedNode = cacheNode;
		let result = func.apply(null, arguments);
		resultsCount++;
		if (resultEqualityCheck) {
			const lastResultValue = maybeDeref(lastResult);
			if (lastResultValue != null && resultEqualityCheck(lastResultValue, result)) {
				result = lastResultValue;
				resultsCount !== 0 && resultsCount--;
			}
			lastResult = typeof result === "object" && result !== null || typeof result === "function" ? /* @__PURE__ */ new Ref(result) : result;
		}
		terminatedNode.s = TERMINATED;
		terminatedNode.v = result;
		if (useGenerations) maybeFlipGenerations();
		return result;
	}
	memoized.clearCache = () => {
		fnNode = createCacheNode();
		prevNode = null;
		insertionCount = 0;
		memoized.resetResultsCount();
		if (process.env.NODE_ENV !== "production") hasWarnedAboutCacheSize = false;
	};
	memoized.resultsCount = () => resultsCount;
	memoized.resetResultsCount = () => {
		resultsCount = 0;
	};
	return memoized;
}
var runIdentityFunctionCheck = (resultFunc, inputSelectorsResults, outputSelectorResult) => {
	if (inputSelectorsResults.length === 1 && inputSelectorsResults[0] === outputSelectorResult) {
		let isInputSameAsOutput = false;
		try {
			const emptyObject = {};
			if (resultFunc(emptyObject) === emptyObject) isInputSameAsOutput = true;
		} catch {}
		if (isInputSameAsOutput) {
			let stack = void 0;
			try {
				throw new Error();
			} catch (e) {
				({stack} = e);
			}
			console.warn("The result function returned its own inputs without modification. e.g\n`createSelector([state => state.todos], todos => todos)`\nThis could lead to inefficient memoization and unnecessary re-renders.\nEnsure transformation logic is in the result function, and extraction logic is in the input selectors.", { stack });
		}
	}
};
var withoutResultEqualityCheck = (option) => {
	if (option === null || typeof option !== "object" || !("resultEqualityCheck" in option)) return option;
	const optionCopy = { ...option };
	delete optionCopy.resultEqualityCheck;
	return optionCopy;
};
var runInputStabilityCheck = (inputSelectorResultsObject, options, inputSelectorArgs) => {
	const { memoize, memoizeOptions } = options;
	const { inputSelectorResults, inputSelectorResultsCopy } = inputSelectorResultsObject;
	const probeMemoizeOptions = [];
	const { length } = memoizeOptions;
	for (let i = 0; i < length; i++) probeMemoizeOptions.push(withoutResultEqualityCheck(memoizeOptions[i]));
	const createAnEmptyObject = memoize(() => ({}), ...probeMemoizeOptions);
	if (!(createAnEmptyObject.apply(null, inputSelectorResults) === createAnEmptyObject.apply(null, inputSelectorResultsCopy))) {
		let stack = void 0;
		try {
			throw new Error();
		} catch (e) {
			({stack} = e);
		}
		console.warn("An input selector returned a different result when passed same arguments.\nThis means your output selector will likely run more frequently than intended.\nAvoid returning a new reference inside your input selector, e.g.\n`createSelector([state => state.todos.map(todo => todo.id)], todoIds => todoIds.length)`", {
			arguments: inputSelectorArgs,
			firstInputs: inputSelectorResults,
			secondInputs: inputSelectorResultsCopy,
			stack
		});
	}
};
var NOT_FOUND = /* @__PURE__ */ Symbol("NOT_FOUND");
function assertIsFunction(func, errorMessage = `expected a function, instead received ${typeof func}`) {
	if (typeof func !== "function") throw new TypeError(errorMessage);
}
function assertIsArrayOfFunctions(array, errorMessage = `expected all items to be functions, instead received the following types: `) {
	if (!array.every((item) => typeof item === "function")) {
		const itemTypes = array.map((item) => typeof item === "function" ? `function ${item.name || "unnamed"}()` : typeof item).join(", ");
		throw new TypeError(`${errorMessage}[${itemTypes}]`);
	}
}
var ensureIsArray = (item) => {
	return Array.isArray(item) ? item : [item];
};
function getDependencies(createSelectorArgs) {
	const dependencies = Array.isArray(createSelectorArgs[0]) ? createSelectorArgs[0] : createSelectorArgs;
	assertIsArrayOfFunctions(dependencies, `createSelector expects all input-selectors to be functions, but received the following types: `);
	return dependencies;
}
function collectInputSelectorResults(dependencies, inputSelectorArgs) {
	const inputSelectorResults = [];
	const { length } = dependencies;
	for (let i = 0; i < length; i++) inputSelectorResults.push(dependencies[i].apply(null, inputSelectorArgs));
	return inputSelectorResults;
}
function createSelectorCreator(memoizeOrOptions, ...memoizeOptionsFromArgs) {
	const createSelectorCreatorOptions = typeof memoizeOrOptions === "function" ? {
		memoize: memoizeOrOptions,
		memoizeOptions: memoizeOptionsFromArgs
	} : memoizeOrOptions;
	const createSelector2 = (...createSelectorArgs) => {
		let recomputations = 0;
		let dependencyRecomputations = 0;
		let lastResult;
		let directlyPassedOptions = {};
		let resultFunc = createSelectorArgs.pop();
		if (typeof resultFunc === "object") {
			directlyPassedOptions = resultFunc;
			resultFunc = createSelectorArgs.pop();
		}
		assertIsFunction(resultFunc, `createSelector expects an output function after the inputs, but received: [${typeof resultFunc}]`);
		const combinedOptions = {
			...createSelectorCreatorOptions,
			...directlyPassedOptions
		};
		const { memoize, memoizeOptions = [], argsMemoize = weakMapMemoize, argsMemoizeOptions = [] } = combinedOptions;
		const finalMemoizeOptions = ensureIsArray(memoizeOptions);
		const finalArgsMemoizeOptions = ensureIsArray(argsMemoizeOptions);
		const dependencies = getDependencies(createSelectorArgs);
		const memoizedResultFunc = memoize(function recomputationWrapper() {
			recomputations++;
			return resultFunc.apply(null, arguments);
		}, ...finalMemoizeOptions);
		let firstRun = true;
		const selector = argsMemoize(function dependenciesChecker() {
			dependencyRecomputations++;
			const { length } = dependencies;
			const inputSelectorResults = new Array(length);
			for (let i = 0; i < length; i++) inputSelectorResults[i] = dependencies[i].apply(null, arguments);
			lastResult = memoizedResultFunc.apply(null, inputSelectorResults);
			if (process.env.NODE_ENV !== "production") {
				const { devModeChecks } = combinedOptions;
				const identityFunctionCheck = devModeChecks !== void 0 && Object.prototype.hasOwnProperty.call(devModeChecks, "identityFunctionCheck") ? devModeChecks.identityFunctionCheck : globalDevModeChecks.identityFunctionCheck;
				const inputStabilityCheck = devModeChecks !== void 0 && Object.prototype.hasOwnProperty.call(devModeChecks, "inputStabilityCheck") ? devModeChecks.inputStabilityCheck : globalDevModeChecks.inputStabilityCheck;
				if (identityFunctionCheck === "always" || identityFunctionCheck === "once" && firstRun) runIdentityFunctionCheck(resultFunc, inputSelectorResults, lastResult);
				if (inputStabilityCheck === "always" || inputStabilityCheck === "once" && firstRun) runInputStabilityCheck({
					inputSelectorResults,
					inputSelectorResultsCopy: collectInputSelectorResults(dependencies, arguments)
				}, {
					memoize,
					memoizeOptions: finalMemoizeOptions
				}, arguments);
				if (firstRun) firstRun = false;
			}
			return lastResult;
		}, ...finalArgsMemoizeOptions);
		return Object.assign(selector, {
			resultFunc,
			memoizedResultFunc,
			dependencies,
			dependencyRecomputations: () => dependencyRecomputations,
			resetDependencyRecomputations: () => {
				dependencyRecomputations = 0;
			},
			lastResult: () => lastResult,
			recomputations: () => recomputations,
			resetRecomputations: () => {
				recomputations = 0;
			},
			memoize,
			argsMemoize
		});
	};
	Object.assign(createSelector2, { withTypes: () => createSelector2 });
	return createSelector2;
}
function createSingletonCache(equals) {
	let entry;
	return {
		get(key) {
			if (entry && equals(entry.key, key)) return entry.value;
			return NOT_FOUND;
		},
		put(key, value) {
			entry = {
				key,
				value
			};
		},
		findMatchingEntry(value, resultEqualityCheck) {
			const current = entry;
			return current !== void 0 && resultEqualityCheck(current.value, value) ? current : void 0;
		},
		clear() {
			entry = void 0;
		}
	};
}
function createLruCache(maxSize, equals) {
	let entries = [];
	function get(key) {
		const cacheIndex = entries.findIndex((entry) => equals(entry.key, key));
		if (cacheIndex > -1) {
			const entry = entries[cacheIndex];
			if (cacheIndex > 0) {
				entries.splice(cacheIndex, 1);
				entries.unshift(entry);
			}
			return entry.value;
		}
		return NOT_FOUND;
	}
	function put(key, value) {
		entries.unshift({
			key,
			value
		});
		if (entries.length > maxSize) entries.pop();
	}
	function findMatchingEntry(value, resultEqualityCheck) {
		const currentEntries = entries;
		const { length } = currentEntries;
		for (let i = 0; i < length; i++) {
			const entry = currentEntries[i];
			if (resultEqualityCheck(entry.value, value)) return entry;
		}
	}
	function clear() {
		entries = [];
	}
	return {
		get,
		put,
		findMatchingEntry,
		clear
	};
}
var referenceEqualityCheck = (a, b) => a === b;
function createCacheKeyComparator(equalityCheck) {
	return function areArgumentsShallowlyEqual(prev, next) {
		if (prev === null || next === null || prev.length !== next.length) return false;
		const { length } = prev;
		for (let i = 0; i < length; i++) if (!equalityCheck(prev[i], next[i])) return false;
		return true;
	};
}
function lruMemoize(func, equalityCheckOrOptions) {
	const { equalityCheck = referenceEqualityCheck, maxSize = 1, resultEqualityCheck } = typeof equalityCheckOrOptions === "object" ? equalityCheckOrOptions : { equalityCheck: equalityCheckOrOptions };
	const comparator = createCacheKeyComparator(equalityCheck);
	let resultsCount = 0;
	const cache = maxSize <= 1 ? createSingletonCache(comparator) : createLruCache(maxSize, comparator);
	function memoized() {
		let value = cache.get(arguments);
		if (value === NOT_FOUND) {
			value = func.apply(null, arguments);
			resultsCount++;
			if (resultEqualityCheck) {
				const matchingEntry = cache.findMatchingEntry(value, resultEqualityCheck);
				if (matchingEntry) {
					value = matchingEntry.value;
					resultsCount !== 0 && resultsCount--;
				}
			}
			cache.put(arguments, value);
		}
		return value;
	}
	memoized.clearCache = () => {
		cache.clear();
		memoized.resetResultsCount();
	};
	memoized.resultsCount = () => resultsCount;
	memoized.resetResultsCount = () => {
		resultsCount = 0;
	};
	return memoized;
}
// node_modules/@base-ui/utils/store/createSelectorMemoized.mjs
var MEMOIZE_OPTIONS = {
	maxSize: 1,
	equalityCheck: Object.is
};
var reselectCreateSelector = createSelectorCreator({
	memoize: lruMemoize,
	memoizeOptions: MEMOIZE_OPTIONS
});
/**
* Creates a `createSelectorMemoized` variant with custom reselect options.
*
* Object-form `memoizeOptions` merge over the module defaults (`maxSize: 1`,
* `equalityCheck: Object.is`); a bare equality function replaces them. Overriding
* `memoize` drops the defaults entirely, since they describe `lruMemoize`.
*/
var createSelectorMemoizedWithOptions = (options) => {
	const memoizeOptions = options?.memoizeOptions;
	let resolvedOptions = options;
	if (options !== void 0) {
		if (options.memoize !== void 0) {
			if (memoizeOptions === void 0) resolvedOptions = {
				...options,
				memoizeOptions: void 0
			};
		} else if (typeof memoizeOptions === "object" && memoizeOptions !== null && !Array.isArray(memoizeOptions)) resolvedOptions = {
			...options,
			memoizeOptions: {
				...MEMOIZE_OPTIONS,
				...memoizeOptions
			}
		};
	}
	return (...inputs) => {
		const cache = /* @__PURE__ */ new WeakMap();
		let nextCacheId = 1;
		const combiner = inputs[inputs.length - 1];
		const selectors = inputs.length === 1 ? [(x) => x, combiner] : inputs;
		const nSelectors = selectors.length - 1;
		const argsLength = combiner.length === 0 ? 0 : combiner.length - nSelectors;
		if (argsLength < 0 || argsLength > 3) throw new Error(process.env.NODE_ENV !== "production" ? "Unsupported number of arguments" : formatErrorMessage$1(2));
		const selector = (state, a1, a2, a3) => {
			let cacheKey = state.__cacheKey__;
			if (!cacheKey) {
				cacheKey = { id: nextCacheId };
				state.__cacheKey__ = cacheKey;
				nextCacheId += 1;
			}
			let fn = cache.get(cacheKey);
			if (!fn) {
				let reselectArgs = selectors;
				const selectorArgs = [
					void 0,
					void 0,
					void 0
				];
				switch (argsLength) {
					case 0: break;
					case 1:
						reselectArgs = [
							...selectors.slice(0, -1),
							() => selectorArgs[0],
							combiner
						];
						break;
					case 2:
						reselectArgs = [
							...selectors.slice(0, -1),
							() => selectorArgs[0],
							() => selectorArgs[1],
							combiner
						];
						break;
					default: reselectArgs = [
						...selectors.slice(0, -1),
						() => selectorArgs[0],
						() => selectorArgs[1],
						() => selectorArgs[2],
						combiner
					];
				}
				if (resolvedOptions) reselectArgs = [...reselectArgs, resolvedOptions];
				fn = reselectCreateSelector(...reselectArgs);
				fn.selectorArgs = selectorArgs;
				cache.set(cacheKey, fn);
			}
			switch (argsLength) {
				case 3: fn.selectorArgs[2] = a3;
				case 2: fn.selectorArgs[1] = a2;
				case 1: fn.selectorArgs[0] = a1;
			}
			switch (argsLength) {
				case 0: return fn(state);
				case 1: return fn(state, a1);
				case 2: return fn(state, a1, a2);
				default: return fn(state, a1, a2, a3);
			}
		};
		return selector;
	};
};
/**
* Creates a memoized selector that caches its most recent result per state object.
*
* The single-function form is keyed on the state's identity: every state replacement
* re-runs the combiner and produces a new reference. Use separate input selectors (or a
* `resultEqualityCheck` via `createSelectorMemoizedWithOptions`) when a stable result
* reference is needed.
*
* The combiner can take up to three arguments beyond the input selector results, and
* cannot have optional, default, or rest parameters, because the argument wiring relies
* on `Function.length`.
*/
var createSelectorMemoized = createSelectorMemoizedWithOptions();
// node_modules/@base-ui/utils/reactVersion.mjs
var majorVersion = parseInt("19.3.1", 10);
function isReactVersionAtLeast(reactVersionToCheck) {
	return majorVersion >= reactVersionToCheck;
}
// node_modules/@base-ui/utils/useRefWithInit.mjs
var UNINITIALIZED = {};
/**
* A React.useRef() that is initialized with a function. Note that it accepts an optional
* initialization argument, so the initialization function doesn't need to be an inline closure.
*
* @usage
*   const ref = useRefWithInit(sortColumns, columns)
*/
function useRefWithInit(init, initArg) {
	const ref = import_react.useRef(UNINITIALIZED);
	if (ref.current === UNINITIALIZED) ref.current = init(initArg);
	return ref;
}
// node_modules/@base-ui/utils/fastHooks.mjs
var hooks = [];
var currentInstance = void 0;
function getInstance() {
	return currentInstance;
}
function register(hook) {
	hooks.push(hook);
}
// node_modules/@base-ui/utils/store/useStore.mjs
var import_shim = require_shim();
var import_with_selector = require_with_selector();
var useStoreImplementation = isReactVersionAtLeast(19) ? useStoreFast : useStoreLegacy;
function useStore$1(store, selector, a1, a2, a3) {
	return useStoreImplementation(store, selector, a1, a2, a3);
}
function useStoreR19(store, selector, a1, a2, a3) {
	const getSelection = import_react.useCallback(() => selector(store.getSnapshot(), a1, a2, a3), [
		store,
		selector,
		a1,
		a2,
		a3
	]);
	return (0, import_shim.useSyncExternalStore)(store.subscribe, getSelection, getSelection);
}
register({
	before(instance) {
		instance.syncIndex = 0;
		if (!instance.didInitialize) {
			instance.syncTick = 1;
			instance.syncHooks = [];
			instance.didChangeStore = true;
			instance.getSnapshot = () => {
				let didChange = false;
				for (let i = 0; i < instance.syncHooks.length; i += 1) {
					const hook = instance.syncHooks[i];
					const value = hook.selector(hook.store.state, hook.a1, hook.a2, hook.a3);
					if (!Object.is(hook.value, value)) {
						didChange = true;
						hook.value = value;
					}
				}
				if (didChange) instance.syncTick += 1;
				return instance.syncTick;
			};
		}
	},
	after(instance) {
		if (instance.syncHooks.length > 0) {
			if (instance.didChangeStore) {
				instance.didChangeStore = false;
				instance.subscribe = (onStoreChange) => {
					const stores = /* @__PURE__ */ new Set();
					for (const hook of instance.syncHooks) stores.add(hook.store);
					const unsubscribes = [];
					for (const store of stores) unsubscribes.push(store.subscribe(onStoreChange));
					return () => {
						for (const unsubscribe of unsubscribes) unsubscribe();
					};
				};
			}
			(0, import_shim.useSyncExternalStore)(instance.subscribe, instance.getSnapshot, instance.getSnapshot);
		}
	}
});
function useStoreFast(store, selector, a1, a2, a3) {
	const instance = getInstance();
	if (!instance) return useStoreR19(store, selector, a1, a2, a3);
	const index = instance.syncIndex;
	instance.syncIndex += 1;
	let hook;
	if (!instance.didInitialize) {
		hook = {
			store,
			selector,
			a1,
			a2,
			a3,
			value: selector(store.getSnapshot(), a1, a2, a3)
		};
		instance.syncHooks.push(hook);
	} else {
		hook = instance.syncHooks[index];
		if (hook.store !== store || hook.selector !== selector || !Object.is(hook.a1, a1) || !Object.is(hook.a2, a2) || !Object.is(hook.a3, a3)) {
			if (hook.store !== store) instance.didChangeStore = true;
			hook.store = store;
			hook.selector = selector;
			hook.a1 = a1;
			hook.a2 = a2;
			hook.a3 = a3;
			hook.value = selector(store.getSnapshot(), a1, a2, a3);
		}
	}
	return hook.value;
}
function useStoreLegacy(store, selector, a1, a2, a3) {
	return (0, import_with_selector.useSyncExternalStoreWithSelector)(store.subscribe, store.getSnapshot, store.getSnapshot, (state) => selector(state, a1, a2, a3));
}
// node_modules/@base-ui/utils/store/Store.mjs
/**
* A data store implementation that allows subscribing to state changes and updating the state.
* It uses an observer pattern to notify subscribers when the state changes.
*/
var Store = class {
	/**
	* Creates a store with the given initial state, constructing the class it is called on.
	* Calling it on a generic base class (e.g. `ReactStore.create(...)`) constructs that
	* class but degrades the inferred instance type to `Store`; use `new` there instead.
	*/
	static create(state) {
		return new this(state);
	}
	/**
	* The current state of the store.
	* This property is updated immediately when the state changes as a result of calling {@link setState}, {@link update}, or {@link set}.
	* To subscribe to state changes, use the {@link useState} method. The value returned by {@link useState} is updated after the component renders (similarly to React's useState).
	* The values can be used directly (to avoid subscribing to the store) in effects or event handlers.
	*
	* Do not modify properties in state directly. Instead, use the provided methods to ensure proper state management and listener notification.
	*/
	constructor(state) {
		this.state = state;
		this.listeners = /* @__PURE__ */ new Set();
		this.updateTick = 0;
	}
	/**
	* Registers a listener that will be called whenever the store's state changes.
	*
	* @param fn The listener function to be called on state changes.
	* @returns A function to unsubscribe the listener.
	*/
	subscribe = (fn) => {
		this.listeners.add(fn);
		return () => {
			this.listeners.delete(fn);
		};
	};
	/**
	* Returns the current state of the store.
	*/
	getSnapshot = () => {
		return this.state;
	};
	/**
	* Updates the entire store's state and notifies all registered listeners.
	*
	* @param newState The new state to set for the store.
	*/
	setState(newState) {
		if (this.state === newState) return;
		this.state = newState;
		this.updateTick += 1;
		const currentTick = this.updateTick;
		for (const listener of this.listeners) {
			if (currentTick !== this.updateTick) return;
			listener(newState);
		}
	}
	/**
	* Merges the provided changes into the current state and notifies listeners if there are changes.
	* Each value must match its state key. Pass an exact known subset rather than a broad
	* `Partial<State>`, which may contain `undefined` for required state fields.
	*
	* @param changes An object containing the changes to apply to the current state.
	*/
	update(changes) {
		for (const key in changes) if (!Object.is(this.state[key], changes[key])) {
			this.setState({
				...this.state,
				...changes
			});
			return;
		}
	}
	/**
	* Sets a specific key in the store's state to a new value and notifies listeners if the value has changed.
	*
	* @param key The key in the store's state to update.
	* @param value The new value to set for the specified key.
	*/
	set(key, value) {
		if (!Object.is(this.state[key], value)) this.setState({
			...this.state,
			[key]: value
		});
	}
	/**
	* Gives the state a new reference and updates all registered listeners.
	*/
	notifyAll() {
		const newState = { ...this.state };
		this.setState(newState);
	}
	use(selector, a1, a2, a3) {
		return useStore$1(this, selector, a1, a2, a3);
	}
};
// node_modules/@base-ui/utils/empty.mjs
var EMPTY_ARRAY$2 = Object.freeze([]);
Object.freeze({});
// node_modules/@base-ui/utils/useOnMount.mjs
/**
* A React.useEffect equivalent that runs once, when the component is mounted.
*/
function useOnMount(fn) {
	import_react.useEffect(fn, EMPTY_ARRAY$2);
}
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartAnimation/useChartAnimation.mjs
var import_extends = /* @__PURE__ */ __toESM(require_extends(), 1);
var useChartAnimation = ({ params, store }) => {
	import_react.useEffect(() => {
		store.set("animation", (0, import_extends.default)({}, store.state.animation, { skip: params.skipAnimation }));
	}, [store, params.skipAnimation]);
	const disableAnimation = import_react.useCallback(() => {
		let disableCalled = false;
		store.set("animation", (0, import_extends.default)({}, store.state.animation, { skipAnimationRequests: store.state.animation.skipAnimationRequests + 1 }));
		return () => {
			if (disableCalled) return;
			disableCalled = true;
			store.set("animation", (0, import_extends.default)({}, store.state.animation, { skipAnimationRequests: store.state.animation.skipAnimationRequests - 1 }));
		};
	}, [store]);
	useEnhancedEffect(() => {
		if (typeof window === "undefined" || !window?.matchMedia) return;
		let disableAnimationCleanup;
		const handleMediaChange = (event) => {
			if (event.matches) disableAnimationCleanup = disableAnimation();
			else disableAnimationCleanup?.();
		};
		const mql = window.matchMedia("(prefers-reduced-motion)");
		handleMediaChange(mql);
		mql.addEventListener("change", handleMediaChange);
		return () => {
			mql.removeEventListener("change", handleMediaChange);
		};
	}, [disableAnimation, store]);
	return { instance: { disableAnimation } };
};
useChartAnimation.params = { skipAnimation: true };
useChartAnimation.getDefaultizedParams = ({ params }) => (0, import_extends.default)({}, params, { skipAnimation: params.skipAnimation ?? false });
useChartAnimation.getInitialState = ({ skipAnimation }) => {
	const isAnimationDisabledEnvironment = typeof window === "undefined" || !window?.matchMedia;
	return { animation: {
		skip: skipAnimation,
		skipAnimationRequests: (process.env.NODE_ENV === "test" ? isAnimationDisabledEnvironment : false) ? 1 : 0
	} };
};
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartAnimation/useChartAnimation.selectors.mjs
var selectorChartAnimationState = (state) => state.animation;
var selectorChartSkipAnimation = createSelector(selectorChartAnimationState, (state) => state.skip || state.skipAnimationRequests > 0);
// node_modules/@mui/x-internals/useEffectAfterFirstRender/useEffectAfterFirstRender.mjs
/**
* Run an effect only after the first render.
*
* @param effect The effect to run after the first render
* @param deps The dependencies for the effect
*/
function useEffectAfterFirstRender(effect, deps) {
	const isFirstRender = import_react.useRef(true);
	import_react.useEffect(() => {
		if (isFirstRender.current) {
			isFirstRender.current = false;
			return;
		}
		return effect();
	}, deps);
}
// node_modules/@mui/x-charts/constants/index.mjs
var DEFAULT_X_AXIS_KEY = "DEFAULT_X_AXIS_KEY";
var DEFAULT_Y_AXIS_KEY = "DEFAULT_Y_AXIS_KEY";
var DEFAULT_MARGINS = {
	top: 20,
	bottom: 20,
	left: 20,
	right: 20
};
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/useChartCartesianAxisLayout.selectors.mjs
var selectorChartRawXAxis = (state) => state.cartesianAxis?.x;
var selectorChartRawYAxis = (state) => state.cartesianAxis?.y;
var selectorChartCartesianAxesGap = (state) => state.cartesianAxis?.axesGap ?? 0;
// node_modules/@mui/x-charts/internals/domUtils.mjs
function isSsr() {
	return typeof window === "undefined";
}
var stringCache = /* @__PURE__ */ new Map();
var MAX_CACHE_NUM = 2e3;
var PIXEL_STYLES = /* @__PURE__ */ new Set([
	"minWidth",
	"maxWidth",
	"width",
	"minHeight",
	"maxHeight",
	"height",
	"top",
	"left",
	"fontSize",
	"padding",
	"margin",
	"paddingLeft",
	"paddingRight",
	"paddingTop",
	"paddingBottom",
	"marginLeft",
	"marginRight",
	"marginTop",
	"marginBottom"
]);
/**
* Convert number value to pixel value for certain CSS properties
* @param name CSS property name
* @param value
* @returns add 'px' for distance properties
*/
function convertPixelValue(name, value) {
	if (PIXEL_STYLES.has(name) && value === +value) return `${value}px`;
	return value;
}
/**
* Converts camelcase to dash-case
* @param text camelcase css property
*/
var AZ = /([A-Z])/g;
function camelCaseToDashCase(text) {
	return String(text).replace(AZ, (match) => `-${match.toLowerCase()}`);
}
/**
* Converts a style object into a string to be used as a cache key
* @param style React style object
* @returns CSS styling string
*/
function getStyleString(style) {
	let result = "";
	for (const key in style) if (Object.hasOwn(style, key)) {
		const k = key;
		const value = style[k];
		if (value === void 0) continue;
		result += `${camelCaseToDashCase(k)}:${convertPixelValue(k, value)};`;
	}
	return result;
}
/**
* Applies a style to a measurement element.
* Uses the CSS Object Model (CSSOM) to comply with Content Security Policy (CSP).
* https://en.wikipedia.org/wiki/Content_Security_Policy
*/
function applyStyle(element, style) {
	for (const styleKey of Object.keys(style)) element.style[camelCaseToDashCase(styleKey)] = convertPixelValue(styleKey, style[styleKey]);
}
/**
*
* @param text The string to estimate
* @param style The style applied
* @returns width and height of the text
*/
var getStringSize = (text, style = {}) => {
	if (text === void 0 || text === null || isSsr()) return {
		width: 0,
		height: 0
	};
	const str = String(text);
	const cacheKey = `${str}-${getStyleString(style)}`;
	const size = stringCache.get(cacheKey);
	if (size) return size;
	try {
		const measurementSpanContainer = getMeasurementContainer();
		const measurementElem = document.createElementNS("http://www.w3.org/2000/svg", "text");
		applyStyle(measurementElem, style);
		measurementElem.textContent = str;
		measurementSpanContainer.replaceChildren(measurementElem);
		const result = measureSVGTextElement(measurementElem);
		stringCache.set(cacheKey, result);
		if (stringCache.size + 1 > MAX_CACHE_NUM) stringCache.clear();
		if (process.env.NODE_ENV === "test") measurementSpanContainer.replaceChildren();
		return result;
	} catch {
		return {
			width: 0,
			height: 0
		};
	}
};
function batchMeasureStrings(texts, style = {}) {
	if (isSsr()) return new Map(Array.from(texts).map((text) => [text, {
		width: 0,
		height: 0
	}]));
	const sizeMap = /* @__PURE__ */ new Map();
	const textToMeasure = [];
	const styleString = getStyleString(style);
	for (const text of texts) {
		const cacheKey = `${text}-${styleString}`;
		const size = stringCache.get(cacheKey);
		if (size) sizeMap.set(text, size);
		else textToMeasure.push(text);
	}
	const measurementContainer = getMeasurementContainer();
	const measurementElements = [];
	for (const string of textToMeasure) {
		const measurementElem = document.createElementNS("http://www.w3.org/2000/svg", "text");
		applyStyle(measurementElem, style);
		measurementElem.textContent = `${string}`;
		measurementElements.push(measurementElem);
	}
	measurementContainer.replaceChildren(...measurementElements);
	for (let i = 0; i < textToMeasure.length; i += 1) {
		const text = textToMeasure[i];
		const measurementElem = measurementContainer.children[i];
		const result = measureSVGTextElement(measurementElem);
		const cacheKey = `${text}-${styleString}`;
		stringCache.set(cacheKey, result);
		sizeMap.set(text, result);
	}
	if (stringCache.size + 1 > MAX_CACHE_NUM) stringCache.clear();
	if (process.env.NODE_ENV === "test") measurementContainer.replaceChildren();
	return sizeMap;
}
/**
* Measures an SVG text element using getBBox() with fallback to getBoundingClientRect()
* @param element SVG text element to measure
* @returns width and height of the text element
*/
function measureSVGTextElement(element) {
	try {
		const result = element.getBBox();
		return {
			width: result.width,
			height: result.height
		};
	} catch {
		const result = element.getBoundingClientRect();
		return {
			width: result.width,
			height: result.height
		};
	}
}
var measurementContainer = null;
/**
* Get (or create) a hidden span element to measure text size.
*/
function getMeasurementContainer() {
	if (measurementContainer === null) {
		measurementContainer = document.createElementNS("http://www.w3.org/2000/svg", "svg");
		measurementContainer.setAttribute("aria-hidden", "true");
		measurementContainer.style.position = "absolute";
		measurementContainer.style.top = "-20000px";
		measurementContainer.style.left = "0";
		measurementContainer.style.padding = "0";
		measurementContainer.style.margin = "0";
		measurementContainer.style.border = "none";
		measurementContainer.style.pointerEvents = "none";
		measurementContainer.style.visibility = "hidden";
		measurementContainer.style.contain = "strict";
		document.body.appendChild(measurementContainer);
	}
	return measurementContainer;
}
// node_modules/@mui/x-charts/internals/angleConversion.mjs
var deg2rad = (value, defaultRad) => {
	if (value === void 0) return defaultRad;
	return Math.PI * value / 180;
};
// node_modules/@mui/x-charts/internals/getGraphemeCount.mjs
var segmenter$1 = typeof window !== "undefined" && "Intl" in window && "Segmenter" in Intl ? new Intl.Segmenter(void 0, { granularity: "grapheme" }) : null;
function getGraphemeCountFallback(text) {
	return text.length;
}
function getGraphemeCountModern(text) {
	const segments = segmenter$1.segment(text);
	let count = 0;
	for (const _unused of segments) count += 1;
	return count;
}
/** Returns the number of graphemes (basically characters) present in {@link text}. */
var getGraphemeCount = segmenter$1 ? getGraphemeCountModern : getGraphemeCountFallback;
// node_modules/d3-array/dist/d3-array.mjs
function ascending$1(a, b) {
	return a == null || b == null ? NaN : a < b ? -1 : a > b ? 1 : a >= b ? 0 : NaN;
}
function descending$2(a, b) {
	return a == null || b == null ? NaN : b < a ? -1 : b > a ? 1 : b >= a ? 0 : NaN;
}
function bisector(f) {
	let compare1, compare2, delta;
	if (f.length !== 2) {
		compare1 = ascending$1;
		compare2 = (d, x) => ascending$1(f(d), x);
		delta = (d, x) => f(d) - x;
	} else {
		compare1 = f === ascending$1 || f === descending$2 ? f : zero$1;
		compare2 = f;
		delta = f;
	}
	function left(a, x, lo = 0, hi = a.length) {
		if (lo < hi) {
			if (compare1(x, x) !== 0) return hi;
			do {
				const mid = lo + hi >>> 1;
				if (compare2(a[mid], x) < 0) lo = mid + 1;
				else hi = mid;
			} while (lo < hi);
		}
		return lo;
	}
	function right(a, x, lo = 0, hi = a.length) {
		if (lo < hi) {
			if (compare1(x, x) !== 0) return hi;
			do {
				const mid = lo + hi >>> 1;
				if (compare2(a[mid], x) <= 0) lo = mid + 1;
				else hi = mid;
			} while (lo < hi);
		}
		return lo;
	}
	function center(a, x, lo = 0, hi = a.length) {
		const i = left(a, x, lo, hi - 1);
		return i > lo && delta(a[i - 1], x) > -delta(a[i], x) ? i - 1 : i;
	}
	return {
		left,
		center,
		right
	};
}
function zero$1() {
	return 0;
}
function number$3(x) {
	return x === null ? NaN : +x;
}
var ascendingBisect = bisector(ascending$1);
var bisectRight = ascendingBisect.right;
ascendingBisect.left;
bisector(number$3).center;
var InternMap = class extends Map {
	constructor(entries, key = keyof$1) {
		super();
		Object.defineProperties(this, {
			_intern: { value: /* @__PURE__ */ new Map() },
			_key: { value: key }
		});
		if (entries != null) for (const [key, value] of entries) this.set(key, value);
	}
	get(key) {
		return super.get(intern_get(this, key));
	}
	has(key) {
		return super.has(intern_get(this, key));
	}
	set(key, value) {
		return super.set(intern_set(this, key), value);
	}
	delete(key) {
		return super.delete(intern_delete(this, key));
	}
};
function intern_get({ _intern, _key }, value) {
	const key = _key(value);
	return _intern.has(key) ? _intern.get(key) : value;
}
function intern_set({ _intern, _key }, value) {
	const key = _key(value);
	if (_intern.has(key)) return _intern.get(key);
	_intern.set(key, value);
	return value;
}
function intern_delete({ _intern, _key }, value) {
	const key = _key(value);
	if (_intern.has(key)) {
		value = _intern.get(key);
		_intern.delete(key);
	}
	return value;
}
function keyof$1(value) {
	return value !== null && typeof value === "object" ? value.valueOf() : value;
}
Array.prototype.slice;
var e10 = Math.sqrt(50);
var e5 = Math.sqrt(10);
var e2 = Math.sqrt(2);
function tickSpec(start, stop, count) {
	const step = (stop - start) / Math.max(0, count), power = Math.floor(Math.log10(step)), error = step / Math.pow(10, power), factor = error >= e10 ? 10 : error >= e5 ? 5 : error >= e2 ? 2 : 1;
	let i1, i2, inc;
	if (power < 0) {
		inc = Math.pow(10, -power) / factor;
		i1 = Math.round(start * inc);
		i2 = Math.round(stop * inc);
		if (i1 / inc < start) ++i1;
		if (i2 / inc > stop) --i2;
		inc = -inc;
	} else {
		inc = Math.pow(10, power) * factor;
		i1 = Math.round(start / inc);
		i2 = Math.round(stop / inc);
		if (i1 * inc < start) ++i1;
		if (i2 * inc > stop) --i2;
	}
	if (i2 < i1 && .5 <= count && count < 2) return tickSpec(start, stop, count * 2);
	return [
		i1,
		i2,
		inc
	];
}
function ticks(start, stop, count) {
	stop = +stop, start = +start, count = +count;
	if (!(count > 0)) return [];
	if (start === stop) return [start];
	const reverse = stop < start, [i1, i2, inc] = reverse ? tickSpec(stop, start, count) : tickSpec(start, stop, count);
	if (!(i2 >= i1)) return [];
	const n = i2 - i1 + 1, ticks = new Array(n);
	if (reverse) {
		if (inc < 0) for (let i = 0; i < n; ++i) ticks[i] = (i2 - i) / -inc;
		else for (let i = 0; i < n; ++i) ticks[i] = (i2 - i) * inc;
	} else if (inc < 0) for (let i = 0; i < n; ++i) ticks[i] = (i1 + i) / -inc;
	else for (let i = 0; i < n; ++i) ticks[i] = (i1 + i) * inc;
	return ticks;
}
function tickIncrement(start, stop, count) {
	stop = +stop, start = +start, count = +count;
	return tickSpec(start, stop, count)[2];
}
function tickStep(start, stop, count) {
	stop = +stop, start = +start, count = +count;
	const reverse = stop < start, inc = reverse ? tickIncrement(stop, start, count) : tickIncrement(start, stop, count);
	return (reverse ? -1 : 1) * (inc < 0 ? 1 / -inc : inc);
}
// node_modules/d3-color/dist/d3-color.mjs
function define(constructor, factory, prototype) {
	constructor.prototype = factory.prototype = prototype;
	prototype.constructor = constructor;
}
function extend(parent, definition) {
	var prototype = Object.create(parent.prototype);
	for (var key in definition) prototype[key] = definition[key];
	return prototype;
}
function Color() {}
var darker = .7;
var brighter = 1 / darker;
var reI = "\\s*([+-]?\\d+)\\s*";
var reN = "\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)\\s*";
var reP = "\\s*([+-]?(?:\\d*\\.)?\\d+(?:[eE][+-]?\\d+)?)%\\s*";
var reHex = /^#([0-9a-f]{3,8})$/;
var reRgbInteger = new RegExp(`^rgb\\(${reI},${reI},${reI}\\)$`);
var reRgbPercent = new RegExp(`^rgb\\(${reP},${reP},${reP}\\)$`);
var reRgbaInteger = new RegExp(`^rgba\\(${reI},${reI},${reI},${reN}\\)$`);
var reRgbaPercent = new RegExp(`^rgba\\(${reP},${reP},${reP},${reN}\\)$`);
var reHslPercent = new RegExp(`^hsl\\(${reN},${reP},${reP}\\)$`);
var reHslaPercent = new RegExp(`^hsla\\(${reN},${reP},${reP},${reN}\\)$`);
var named = {
	aliceblue: 15792383,
	antiquewhite: 16444375,
	aqua: 65535,
	aquamarine: 8388564,
	azure: 15794175,
	beige: 16119260,
	bisque: 16770244,
	black: 0,
	blanchedalmond: 16772045,
	blue: 255,
	blueviolet: 9055202,
	brown: 10824234,
	burlywood: 14596231,
	cadetblue: 6266528,
	chartreuse: 8388352,
	chocolate: 13789470,
	coral: 16744272,
	cornflowerblue: 6591981,
	cornsilk: 16775388,
	crimson: 14423100,
	cyan: 65535,
	darkblue: 139,
	darkcyan: 35723,
	darkgoldenrod: 12092939,
	darkgray: 11119017,
	darkgreen: 25600,
	darkgrey: 11119017,
	darkkhaki: 12433259,
	darkmagenta: 9109643,
	darkolivegreen: 5597999,
	darkorange: 16747520,
	darkorchid: 10040012,
	darkred: 9109504,
	darksalmon: 15308410,
	darkseagreen: 9419919,
	darkslateblue: 4734347,
	darkslategray: 3100495,
	darkslategrey: 3100495,
	darkturquoise: 52945,
	darkviolet: 9699539,
	deeppink: 16716947,
	deepskyblue: 49151,
	dimgray: 6908265,
	dimgrey: 6908265,
	dodgerblue: 2003199,
	firebrick: 11674146,
	floralwhite: 16775920,
	forestgreen: 2263842,
	fuchsia: 16711935,
	gainsboro: 14474460,
	ghostwhite: 16316671,
	gold: 16766720,
	goldenrod: 14329120,
	gray: 8421504,
	green: 32768,
	greenyellow: 11403055,
	grey: 8421504,
	honeydew: 15794160,
	hotpink: 16738740,
	indianred: 13458524,
	indigo: 4915330,
	ivory: 16777200,
	khaki: 15787660,
	lavender: 15132410,
	lavenderblush: 16773365,
	lawngreen: 8190976,
	lemonchiffon: 16775885,
	lightblue: 11393254,
	lightcoral: 15761536,
	lightcyan: 14745599,
	lightgoldenrodyellow: 16448210,
	lightgray: 13882323,
	lightgreen: 9498256,
	lightgrey: 13882323,
	lightpink: 16758465,
	lightsalmon: 16752762,
	lightseagreen: 2142890,
	lightskyblue: 8900346,
	lightslategray: 7833753,
	lightslategrey: 7833753,
	lightsteelblue: 11584734,
	lightyellow: 16777184,
	lime: 65280,
	limegreen: 3329330,
	linen: 16445670,
	magenta: 16711935,
	maroon: 8388608,
	mediumaquamarine: 6737322,
	mediumblue: 205,
	mediumorchid: 12211667,
	mediumpurple: 9662683,
	mediumseagreen: 3978097,
	mediumslateblue: 8087790,
	mediumspringgreen: 64154,
	mediumturquoise: 4772300,
	mediumvioletred: 13047173,
	midnightblue: 1644912,
	mintcream: 16121850,
	mistyrose: 16770273,
	moccasin: 16770229,
	navajowhite: 16768685,
	navy: 128,
	oldlace: 16643558,
	olive: 8421376,
	olivedrab: 7048739,
	orange: 16753920,
	orangered: 16729344,
	orchid: 14315734,
	palegoldenrod: 15657130,
	palegreen: 10025880,
	paleturquoise: 11529966,
	palevioletred: 14381203,
	papayawhip: 16773077,
	peachpuff: 16767673,
	peru: 13468991,
	pink: 16761035,
	plum: 14524637,
	powderblue: 11591910,
	purple: 8388736,
	rebeccapurple: 6697881,
	red: 16711680,
	rosybrown: 12357519,
	royalblue: 4286945,
	saddlebrown: 9127187,
	salmon: 16416882,
	sandybrown: 16032864,
	seagreen: 3050327,
	seashell: 16774638,
	sienna: 10506797,
	silver: 12632256,
	skyblue: 8900331,
	slateblue: 6970061,
	slategray: 7372944,
	slategrey: 7372944,
	snow: 16775930,
	springgreen: 65407,
	steelblue: 4620980,
	tan: 13808780,
	teal: 32896,
	thistle: 14204888,
	tomato: 16737095,
	turquoise: 4251856,
	violet: 15631086,
	wheat: 16113331,
	white: 16777215,
	whitesmoke: 16119285,
	yellow: 16776960,
	yellowgreen: 10145074
};
define(Color, color, {
	copy(channels) {
		return Object.assign(new this.constructor(), this, channels);
	},
	displayable() {
		return this.rgb().displayable();
	},
	hex: color_formatHex,
	formatHex: color_formatHex,
	formatHex8: color_formatHex8,
	formatHsl: color_formatHsl,
	formatRgb: color_formatRgb,
	toString: color_formatRgb
});
function color_formatHex() {
	return this.rgb().formatHex();
}
function color_formatHex8() {
	return this.rgb().formatHex8();
}
function color_formatHsl() {
	return hslConvert(this).formatHsl();
}
function color_formatRgb() {
	return this.rgb().formatRgb();
}
function color(format) {
	var m, l;
	format = (format + "").trim().toLowerCase();
	return (m = reHex.exec(format)) ? (l = m[1].length, m = parseInt(m[1], 16), l === 6 ? rgbn(m) : l === 3 ? new Rgb(m >> 8 & 15 | m >> 4 & 240, m >> 4 & 15 | m & 240, (m & 15) << 4 | m & 15, 1) : l === 8 ? rgba(m >> 24 & 255, m >> 16 & 255, m >> 8 & 255, (m & 255) / 255) : l === 4 ? rgba(m >> 12 & 15 | m >> 8 & 240, m >> 8 & 15 | m >> 4 & 240, m >> 4 & 15 | m & 240, ((m & 15) << 4 | m & 15) / 255) : null) : (m = reRgbInteger.exec(format)) ? new Rgb(m[1], m[2], m[3], 1) : (m = reRgbPercent.exec(format)) ? new Rgb(m[1] * 255 / 100, m[2] * 255 / 100, m[3] * 255 / 100, 1) : (m = reRgbaInteger.exec(format)) ? rgba(m[1], m[2], m[3], m[4]) : (m = reRgbaPercent.exec(format)) ? rgba(m[1] * 255 / 100, m[2] * 255 / 100, m[3] * 255 / 100, m[4]) : (m = reHslPercent.exec(format)) ? hsla(m[1], m[2] / 100, m[3] / 100, 1) : (m = reHslaPercent.exec(format)) ? hsla(m[1], m[2] / 100, m[3] / 100, m[4]) : named.hasOwnProperty(format) ? rgbn(named[format]) : format === "transparent" ? new Rgb(NaN, NaN, NaN, 0) : null;
}
function rgbn(n) {
	return new Rgb(n >> 16 & 255, n >> 8 & 255, n & 255, 1);
}
function rgba(r, g, b, a) {
	if (a <= 0) r = g = b = NaN;
	return new Rgb(r, g, b, a);
}
function rgbConvert(o) {
	if (!(o instanceof Color)) o = color(o);
	if (!o) return new Rgb();
	o = o.rgb();
	return new Rgb(o.r, o.g, o.b, o.opacity);
}
function rgb$1(r, g, b, opacity) {
	return arguments.length === 1 ? rgbConvert(r) : new Rgb(r, g, b, opacity == null ? 1 : opacity);
}
function Rgb(r, g, b, opacity) {
	this.r = +r;
	this.g = +g;
	this.b = +b;
	this.opacity = +opacity;
}
define(Rgb, rgb$1, extend(Color, {
	brighter(k) {
		k = k == null ? brighter : Math.pow(brighter, k);
		return new Rgb(this.r * k, this.g * k, this.b * k, this.opacity);
	},
	darker(k) {
		k = k == null ? darker : Math.pow(darker, k);
		return new Rgb(this.r * k, this.g * k, this.b * k, this.opacity);
	},
	rgb() {
		return this;
	},
	clamp() {
		return new Rgb(clampi(this.r), clampi(this.g), clampi(this.b), clampa(this.opacity));
	},
	displayable() {
		return -.5 <= this.r && this.r < 255.5 && -.5 <= this.g && this.g < 255.5 && -.5 <= this.b && this.b < 255.5 && 0 <= this.opacity && this.opacity <= 1;
	},
	hex: rgb_formatHex,
	formatHex: rgb_formatHex,
	formatHex8: rgb_formatHex8,
	formatRgb: rgb_formatRgb,
	toString: rgb_formatRgb
}));
function rgb_formatHex() {
	return `#${hex(this.r)}${hex(this.g)}${hex(this.b)}`;
}
function rgb_formatHex8() {
	return `#${hex(this.r)}${hex(this.g)}${hex(this.b)}${hex((isNaN(this.opacity) ? 1 : this.opacity) * 255)}`;
}
function rgb_formatRgb() {
	const a = clampa(this.opacity);
	return `${a === 1 ? "rgb(" : "rgba("}${clampi(this.r)}, ${clampi(this.g)}, ${clampi(this.b)}${a === 1 ? ")" : `, ${a})`}`;
}
function clampa(opacity) {
	return isNaN(opacity) ? 1 : Math.max(0, Math.min(1, opacity));
}
function clampi(value) {
	return Math.max(0, Math.min(255, Math.round(value) || 0));
}
function hex(value) {
	value = clampi(value);
	return (value < 16 ? "0" : "") + value.toString(16);
}
function hsla(h, s, l, a) {
	if (a <= 0) h = s = l = NaN;
	else if (l <= 0 || l >= 1) h = s = NaN;
	else if (s <= 0) h = NaN;
	return new Hsl(h, s, l, a);
}
function hslConvert(o) {
	if (o instanceof Hsl) return new Hsl(o.h, o.s, o.l, o.opacity);
	if (!(o instanceof Color)) o = color(o);
	if (!o) return new Hsl();
	if (o instanceof Hsl) return o;
	o = o.rgb();
	var r = o.r / 255, g = o.g / 255, b = o.b / 255, min = Math.min(r, g, b), max = Math.max(r, g, b), h = NaN, s = max - min, l = (max + min) / 2;
	if (s) {
		if (r === max) h = (g - b) / s + (g < b) * 6;
		else if (g === max) h = (b - r) / s + 2;
		else h = (r - g) / s + 4;
		s /= l < .5 ? max + min : 2 - max - min;
		h *= 60;
	} else s = l > 0 && l < 1 ? 0 : h;
	return new Hsl(h, s, l, o.opacity);
}
function hsl$1(h, s, l, opacity) {
	return arguments.length === 1 ? hslConvert(h) : new Hsl(h, s, l, opacity == null ? 1 : opacity);
}
function Hsl(h, s, l, opacity) {
	this.h = +h;
	this.s = +s;
	this.l = +l;
	this.opacity = +opacity;
}
define(Hsl, hsl$1, extend(Color, {
	brighter(k) {
		k = k == null ? brighter : Math.pow(brighter, k);
		return new Hsl(this.h, this.s, this.l * k, this.opacity);
	},
	darker(k) {
		k = k == null ? darker : Math.pow(darker, k);
		return new Hsl(this.h, this.s, this.l * k, this.opacity);
	},
	rgb() {
		var h = this.h % 360 + (this.h < 0) * 360, s = isNaN(h) || isNaN(this.s) ? 0 : this.s, l = this.l, m2 = l + (l < .5 ? l : 1 - l) * s, m1 = 2 * l - m2;
		return new Rgb(hsl2rgb(h >= 240 ? h - 240 : h + 120, m1, m2), hsl2rgb(h, m1, m2), hsl2rgb(h < 120 ? h + 240 : h - 120, m1, m2), this.opacity);
	},
	clamp() {
		return new Hsl(clamph(this.h), clampt(this.s), clampt(this.l), clampa(this.opacity));
	},
	displayable() {
		return (0 <= this.s && this.s <= 1 || isNaN(this.s)) && 0 <= this.l && this.l <= 1 && 0 <= this.opacity && this.opacity <= 1;
	},
	formatHsl() {
		const a = clampa(this.opacity);
		return `${a === 1 ? "hsl(" : "hsla("}${clamph(this.h)}, ${clampt(this.s) * 100}%, ${clampt(this.l) * 100}%${a === 1 ? ")" : `, ${a})`}`;
	}
}));
function clamph(value) {
	value = (value || 0) % 360;
	return value < 0 ? value + 360 : value;
}
function clampt(value) {
	return Math.max(0, Math.min(1, value || 0));
}
function hsl2rgb(h, m1, m2) {
	return (h < 60 ? m1 + (m2 - m1) * h / 60 : h < 180 ? m2 : h < 240 ? m1 + (m2 - m1) * (240 - h) / 60 : m1) * 255;
}
var radians = Math.PI / 180;
var degrees$1 = 180 / Math.PI;
var K = 18;
var Xn = .96422;
var Yn = 1;
var Zn = .82521;
var t0$1 = 4 / 29;
var t1$1 = 6 / 29;
var t2 = 3 * t1$1 * t1$1;
var t3 = t1$1 * t1$1 * t1$1;
function labConvert(o) {
	if (o instanceof Lab) return new Lab(o.l, o.a, o.b, o.opacity);
	if (o instanceof Hcl) return hcl2lab(o);
	if (!(o instanceof Rgb)) o = rgbConvert(o);
	var r = rgb2lrgb(o.r), g = rgb2lrgb(o.g), b = rgb2lrgb(o.b), y = xyz2lab((.2225045 * r + .7168786 * g + .0606169 * b) / Yn), x, z;
	if (r === g && g === b) x = z = y;
	else {
		x = xyz2lab((.4360747 * r + .3850649 * g + .1430804 * b) / Xn);
		z = xyz2lab((.0139322 * r + .0971045 * g + .7141733 * b) / Zn);
	}
	return new Lab(116 * y - 16, 500 * (x - y), 200 * (y - z), o.opacity);
}
function lab(l, a, b, opacity) {
	return arguments.length === 1 ? labConvert(l) : new Lab(l, a, b, opacity == null ? 1 : opacity);
}
function Lab(l, a, b, opacity) {
	this.l = +l;
	this.a = +a;
	this.b = +b;
	this.opacity = +opacity;
}
define(Lab, lab, extend(Color, {
	brighter(k) {
		return new Lab(this.l + K * (k == null ? 1 : k), this.a, this.b, this.opacity);
	},
	darker(k) {
		return new Lab(this.l - K * (k == null ? 1 : k), this.a, this.b, this.opacity);
	},
	rgb() {
		var y = (this.l + 16) / 116, x = isNaN(this.a) ? y : y + this.a / 500, z = isNaN(this.b) ? y : y - this.b / 200;
		x = Xn * lab2xyz(x);
		y = Yn * lab2xyz(y);
		z = Zn * lab2xyz(z);
		return new Rgb(lrgb2rgb(3.1338561 * x - 1.6168667 * y - .4906146 * z), lrgb2rgb(-.9787684 * x + 1.9161415 * y + .033454 * z), lrgb2rgb(.0719453 * x - .2289914 * y + 1.4052427 * z), this.opacity);
	}
}));
function xyz2lab(t) {
	return t > t3 ? Math.pow(t, 1 / 3) : t / t2 + t0$1;
}
function lab2xyz(t) {
	return t > t1$1 ? t * t * t : t2 * (t - t0$1);
}
function lrgb2rgb(x) {
	return 255 * (x <= .0031308 ? 12.92 * x : 1.055 * Math.pow(x, 1 / 2.4) - .055);
}
function rgb2lrgb(x) {
	return (x /= 255) <= .04045 ? x / 12.92 : Math.pow((x + .055) / 1.055, 2.4);
}
function hclConvert(o) {
	if (o instanceof Hcl) return new Hcl(o.h, o.c, o.l, o.opacity);
	if (!(o instanceof Lab)) o = labConvert(o);
	if (o.a === 0 && o.b === 0) return new Hcl(NaN, 0 < o.l && o.l < 100 ? 0 : NaN, o.l, o.opacity);
	var h = Math.atan2(o.b, o.a) * degrees$1;
	return new Hcl(h < 0 ? h + 360 : h, Math.sqrt(o.a * o.a + o.b * o.b), o.l, o.opacity);
}
function hcl$1(h, c, l, opacity) {
	return arguments.length === 1 ? hclConvert(h) : new Hcl(h, c, l, opacity == null ? 1 : opacity);
}
function Hcl(h, c, l, opacity) {
	this.h = +h;
	this.c = +c;
	this.l = +l;
	this.opacity = +opacity;
}
function hcl2lab(o) {
	if (isNaN(o.h)) return new Lab(o.l, 0, 0, o.opacity);
	var h = o.h * radians;
	return new Lab(o.l, Math.cos(h) * o.c, Math.sin(h) * o.c, o.opacity);
}
define(Hcl, hcl$1, extend(Color, {
	brighter(k) {
		return new Hcl(this.h, this.c, this.l + K * (k == null ? 1 : k), this.opacity);
	},
	darker(k) {
		return new Hcl(this.h, this.c, this.l - K * (k == null ? 1 : k), this.opacity);
	},
	rgb() {
		return hcl2lab(this).rgb();
	}
}));
var A = -.14861;
var B = 1.78277;
var C = -.29227;
var D = -.90649;
var E = 1.97294;
var ED = E * D;
var EB = E * B;
var BC_DA = B * C - D * A;
function cubehelixConvert(o) {
	if (o instanceof Cubehelix) return new Cubehelix(o.h, o.s, o.l, o.opacity);
	if (!(o instanceof Rgb)) o = rgbConvert(o);
	var r = o.r / 255, g = o.g / 255, b = o.b / 255, l = (BC_DA * b + ED * r - EB * g) / (BC_DA + ED - EB), bl = b - l, k = (E * (g - l) - C * bl) / D, s = Math.sqrt(k * k + bl * bl) / (E * l * (1 - l)), h = s ? Math.atan2(k, bl) * degrees$1 - 120 : NaN;
	return new Cubehelix(h < 0 ? h + 360 : h, s, l, o.opacity);
}
function cubehelix$1(h, s, l, opacity) {
	return arguments.length === 1 ? cubehelixConvert(h) : new Cubehelix(h, s, l, opacity == null ? 1 : opacity);
}
function Cubehelix(h, s, l, opacity) {
	this.h = +h;
	this.s = +s;
	this.l = +l;
	this.opacity = +opacity;
}
define(Cubehelix, cubehelix$1, extend(Color, {
	brighter(k) {
		k = k == null ? brighter : Math.pow(brighter, k);
		return new Cubehelix(this.h, this.s, this.l * k, this.opacity);
	},
	darker(k) {
		k = k == null ? darker : Math.pow(darker, k);
		return new Cubehelix(this.h, this.s, this.l * k, this.opacity);
	},
	rgb() {
		var h = isNaN(this.h) ? 0 : (this.h + 120) * radians, l = +this.l, a = isNaN(this.s) ? 0 : this.s * l * (1 - l), cosh = Math.cos(h), sinh = Math.sin(h);
		return new Rgb(255 * (l + a * (A * cosh + B * sinh)), 255 * (l + a * (C * cosh + D * sinh)), 255 * (l + a * (E * cosh)), this.opacity);
	}
}));
var constant$1 = (x) => () => x;
function linear$1(a, d) {
	return function(t) {
		return a + t * d;
	};
}
function exponential(a, b, y) {
	return a = Math.pow(a, y), b = Math.pow(b, y) - a, y = 1 / y, function(t) {
		return Math.pow(a + t * b, y);
	};
}
function hue$1(a, b) {
	var d = b - a;
	return d ? linear$1(a, d > 180 || d < -180 ? d - 360 * Math.round(d / 360) : d) : constant$1(isNaN(a) ? b : a);
}
function gamma(y) {
	return (y = +y) === 1 ? nogamma : function(a, b) {
		return b - a ? exponential(a, b, y) : constant$1(isNaN(a) ? b : a);
	};
}
function nogamma(a, b) {
	var d = b - a;
	return d ? linear$1(a, d) : constant$1(isNaN(a) ? b : a);
}
var rgb = (function rgbGamma(y) {
	var color = gamma(y);
	function rgb(start, end) {
		var r = color((start = rgb$1(start)).r, (end = rgb$1(end)).r), g = color(start.g, end.g), b = color(start.b, end.b), opacity = nogamma(start.opacity, end.opacity);
		return function(t) {
			start.r = r(t);
			start.g = g(t);
			start.b = b(t);
			start.opacity = opacity(t);
			return start + "";
		};
	}
	rgb.gamma = rgbGamma;
	return rgb;
})(1);
function numberArray(a, b) {
	if (!b) b = [];
	var n = a ? Math.min(b.length, a.length) : 0, c = b.slice(), i;
	return function(t) {
		for (i = 0; i < n; ++i) c[i] = a[i] * (1 - t) + b[i] * t;
		return c;
	};
}
function isNumberArray(x) {
	return ArrayBuffer.isView(x) && !(x instanceof DataView);
}
function genericArray(a, b) {
	var nb = b ? b.length : 0, na = a ? Math.min(nb, a.length) : 0, x = new Array(na), c = new Array(nb), i = 0;
	for (; i < na; ++i) x[i] = value(a[i], b[i]);
	for (; i < nb; ++i) c[i] = b[i];
	return function(t) {
		for (i = 0; i < na; ++i) c[i] = x[i](t);
		return c;
	};
}
function date$1(a, b) {
	var d = /* @__PURE__ */ new Date();
	return a = +a, b = +b, function(t) {
		return d.setTime(a * (1 - t) + b * t), d;
	};
}
function number$2(a, b) {
	return a = +a, b = +b, function(t) {
		return a * (1 - t) + b * t;
	};
}
function object(a, b) {
	var i = {}, c = {}, k;
	if (a === null || typeof a !== "object") a = {};
	if (b === null || typeof b !== "object") b = {};
	for (k in b) if (k in a) i[k] = value(a[k], b[k]);
	else c[k] = b[k];
	return function(t) {
		for (k in i) c[k] = i[k](t);
		return c;
	};
}
var reA = /[-+]?(?:\d+\.?\d*|\.?\d+)(?:[eE][-+]?\d+)?/g;
var reB = new RegExp(reA.source, "g");
function zero(b) {
	return function() {
		return b;
	};
}
function one(b) {
	return function(t) {
		return b(t) + "";
	};
}
function string(a, b) {
	var bi = reA.lastIndex = reB.lastIndex = 0, am, bm, bs, i = -1, s = [], q = [];
	a = a + "", b = b + "";
	while ((am = reA.exec(a)) && (bm = reB.exec(b))) {
		if ((bs = bm.index) > bi) {
			bs = b.slice(bi, bs);
			if (s[i]) s[i] += bs;
			else s[++i] = bs;
		}
		if ((am = am[0]) === (bm = bm[0])) {
			if (s[i]) s[i] += bm;
			else s[++i] = bm;
		} else {
			s[++i] = null;
			q.push({
				i,
				x: number$2(am, bm)
			});
		}
		bi = reB.lastIndex;
	}
	if (bi < b.length) {
		bs = b.slice(bi);
		if (s[i]) s[i] += bs;
		else s[++i] = bs;
	}
	return s.length < 2 ? q[0] ? one(q[0].x) : zero(b) : (b = q.length, function(t) {
		for (var i = 0, o; i < b; ++i) s[(o = q[i]).i] = o.x(t);
		return s.join("");
	});
}
function value(a, b) {
	var t = typeof b, c;
	return b == null || t === "boolean" ? constant$1(b) : (t === "number" ? number$2 : t === "string" ? (c = color(b)) ? (b = c, rgb) : string : b instanceof color ? rgb : b instanceof Date ? date$1 : isNumberArray(b) ? numberArray : Array.isArray(b) ? genericArray : typeof b.valueOf !== "function" && typeof b.toString !== "function" || isNaN(b) ? object : number$2)(a, b);
}
function round(a, b) {
	return a = +a, b = +b, function(t) {
		return Math.round(a * (1 - t) + b * t);
	};
}
var epsilon2 = 1e-12;
function cosh(x) {
	return ((x = Math.exp(x)) + 1 / x) / 2;
}
function sinh(x) {
	return ((x = Math.exp(x)) - 1 / x) / 2;
}
function tanh(x) {
	return ((x = Math.exp(2 * x)) - 1) / (x + 1);
}
(function zoomRho(rho, rho2, rho4) {
	function zoom(p0, p1) {
		var ux0 = p0[0], uy0 = p0[1], w0 = p0[2], ux1 = p1[0], uy1 = p1[1], w1 = p1[2], dx = ux1 - ux0, dy = uy1 - uy0, d2 = dx * dx + dy * dy, i, S;
		if (d2 < epsilon2) {
			S = Math.log(w1 / w0) / rho;
			i = function(t) {
				return [
					ux0 + t * dx,
					uy0 + t * dy,
					w0 * Math.exp(rho * t * S)
				];
			};
		} else {
			var d1 = Math.sqrt(d2), b0 = (w1 * w1 - w0 * w0 + rho4 * d2) / (2 * w0 * rho2 * d1), b1 = (w1 * w1 - w0 * w0 - rho4 * d2) / (2 * w1 * rho2 * d1), r0 = Math.log(Math.sqrt(b0 * b0 + 1) - b0);
			S = (Math.log(Math.sqrt(b1 * b1 + 1) - b1) - r0) / rho;
			i = function(t) {
				var s = t * S, coshr0 = cosh(r0), u = w0 / (rho2 * d1) * (coshr0 * tanh(rho * s + r0) - sinh(r0));
				return [
					ux0 + u * dx,
					uy0 + u * dy,
					w0 * coshr0 / cosh(rho * s + r0)
				];
			};
		}
		i.duration = Math.abs(S) * 1e3 * rho / Math.SQRT2;
		return i;
	}
	zoom.rho = function(_) {
		var _1 = Math.max(.001, +_), _2 = _1 * _1;
		return zoomRho(_1, _2, _2 * _2);
	};
	return zoom;
})(Math.SQRT2, 2, 4);
function cubehelix(hue) {
	return (function cubehelixGamma(y) {
		y = +y;
		function cubehelix(start, end) {
			var h = hue((start = cubehelix$1(start)).h, (end = cubehelix$1(end)).h), s = nogamma(start.s, end.s), l = nogamma(start.l, end.l), opacity = nogamma(start.opacity, end.opacity);
			return function(t) {
				start.h = h(t);
				start.s = s(t);
				start.l = l(Math.pow(t, y));
				start.opacity = opacity(t);
				return start + "";
			};
		}
		cubehelix.gamma = cubehelixGamma;
		return cubehelix;
	})(1);
}
cubehelix(hue$1);
cubehelix(nogamma);
// node_modules/d3-format/dist/d3-format.mjs
function formatDecimal(x) {
	return Math.abs(x = Math.round(x)) >= 1e21 ? x.toLocaleString("en").replace(/,/g, "") : x.toString(10);
}
function formatDecimalParts(x, p) {
	if (!isFinite(x) || x === 0) return null;
	var i = (x = p ? x.toExponential(p - 1) : x.toExponential()).indexOf("e"), coefficient = x.slice(0, i);
	return [coefficient.length > 1 ? coefficient[0] + coefficient.slice(2) : coefficient, +x.slice(i + 1)];
}
function exponent(x) {
	return x = formatDecimalParts(Math.abs(x)), x ? x[1] : NaN;
}
function formatGroup(grouping, thousands) {
	return function(value, width) {
		var i = value.length, t = [], j = 0, g = grouping[0], length = 0;
		while (i > 0 && g > 0) {
			if (length + g + 1 > width) g = Math.max(1, width - length);
			t.push(value.substring(i -= g, i + g));
			if ((length += g + 1) > width) break;
			g = grouping[j = (j + 1) % grouping.length];
		}
		return t.reverse().join(thousands);
	};
}
function formatNumerals(numerals) {
	return function(value) {
		return value.replace(/[0-9]/g, function(i) {
			return numerals[+i];
		});
	};
}
var re = /^(?:(.)?([<>=^]))?([+\-( ])?([$#])?(0)?(\d+)?(,)?(\.\d+)?(~)?([a-z%])?$/i;
function formatSpecifier(specifier) {
	if (!(match = re.exec(specifier))) throw new Error("invalid format: " + specifier);
	var match;
	return new FormatSpecifier({
		fill: match[1],
		align: match[2],
		sign: match[3],
		symbol: match[4],
		zero: match[5],
		width: match[6],
		comma: match[7],
		precision: match[8] && match[8].slice(1),
		trim: match[9],
		type: match[10]
	});
}
formatSpecifier.prototype = FormatSpecifier.prototype;
function FormatSpecifier(specifier) {
	this.fill = specifier.fill === void 0 ? " " : specifier.fill + "";
	this.align = specifier.align === void 0 ? ">" : specifier.align + "";
	this.sign = specifier.sign === void 0 ? "-" : specifier.sign + "";
	this.symbol = specifier.symbol === void 0 ? "" : specifier.symbol + "";
	this.zero = !!specifier.zero;
	this.width = specifier.width === void 0 ? void 0 : +specifier.width;
	this.comma = !!specifier.comma;
	this.precision = specifier.precision === void 0 ? void 0 : +specifier.precision;
	this.trim = !!specifier.trim;
	this.type = specifier.type === void 0 ? "" : specifier.type + "";
}
FormatSpecifier.prototype.toString = function() {
	return this.fill + this.align + this.sign + this.symbol + (this.zero ? "0" : "") + (this.width === void 0 ? "" : Math.max(1, this.width | 0)) + (this.comma ? "," : "") + (this.precision === void 0 ? "" : "." + Math.max(0, this.precision | 0)) + (this.trim ? "~" : "") + this.type;
};
function formatTrim(s) {
	out: for (var n = s.length, i = 1, i0 = -1, i1; i < n; ++i) switch (s[i]) {
		case ".":
			i0 = i1 = i;
			break;
		case "0":
			if (i0 === 0) i0 = i;
			i1 = i;
			break;
		default:
			if (!+s[i]) break out;
			if (i0 > 0) i0 = 0;
	}
	return i0 > 0 ? s.slice(0, i0) + s.slice(i1 + 1) : s;
}
var prefixExponent;
function formatPrefixAuto(x, p) {
	var d = formatDecimalParts(x, p);
	if (!d) return prefixExponent = void 0, x.toPrecision(p);
	var coefficient = d[0], exponent = d[1], i = exponent - (prefixExponent = Math.max(-8, Math.min(8, Math.floor(exponent / 3))) * 3) + 1, n = coefficient.length;
	return i === n ? coefficient : i > n ? coefficient + new Array(i - n + 1).join("0") : i > 0 ? coefficient.slice(0, i) + "." + coefficient.slice(i) : "0." + new Array(1 - i).join("0") + formatDecimalParts(x, Math.max(0, p + i - 1))[0];
}
function formatRounded(x, p) {
	var d = formatDecimalParts(x, p);
	if (!d) return x + "";
	var coefficient = d[0], exponent = d[1];
	return exponent < 0 ? "0." + new Array(-exponent).join("0") + coefficient : coefficient.length > exponent + 1 ? coefficient.slice(0, exponent + 1) + "." + coefficient.slice(exponent + 1) : coefficient + new Array(exponent - coefficient.length + 2).join("0");
}
var formatTypes = {
	"%": (x, p) => (x * 100).toFixed(p),
	"b": (x) => Math.round(x).toString(2),
	"c": (x) => x + "",
	"d": formatDecimal,
	"e": (x, p) => x.toExponential(p),
	"f": (x, p) => x.toFixed(p),
	"g": (x, p) => x.toPrecision(p),
	"o": (x) => Math.round(x).toString(8),
	"p": (x, p) => formatRounded(x * 100, p),
	"r": formatRounded,
	"s": formatPrefixAuto,
	"X": (x) => Math.round(x).toString(16).toUpperCase(),
	"x": (x) => Math.round(x).toString(16)
};
function identity$2(x) {
	return x;
}
var map = Array.prototype.map;
var prefixes = [
	"y",
	"z",
	"a",
	"f",
	"p",
	"n",
	"µ",
	"m",
	"",
	"k",
	"M",
	"G",
	"T",
	"P",
	"E",
	"Z",
	"Y"
];
function formatLocale$1(locale) {
	var group = locale.grouping === void 0 || locale.thousands === void 0 ? identity$2 : formatGroup(map.call(locale.grouping, Number), locale.thousands + ""), currencyPrefix = locale.currency === void 0 ? "" : locale.currency[0] + "", currencySuffix = locale.currency === void 0 ? "" : locale.currency[1] + "", decimal = locale.decimal === void 0 ? "." : locale.decimal + "", numerals = locale.numerals === void 0 ? identity$2 : formatNumerals(map.call(locale.numerals, String)), percent = locale.percent === void 0 ? "%" : locale.percent + "", minus = locale.minus === void 0 ? "−" : locale.minus + "", nan = locale.nan === void 0 ? "NaN" : locale.nan + "";
	function newFormat(specifier, options) {
		specifier = formatSpecifier(specifier);
		var fill = specifier.fill, align = specifier.align, sign = specifier.sign, symbol = specifier.symbol, zero = specifier.zero, width = specifier.width, comma = specifier.comma, precision = specifier.precision, trim = specifier.trim, type = specifier.type;
		if (type === "n") comma = true, type = "g";
		else if (!formatTypes[type]) precision === void 0 && (precision = 12), trim = true, type = "g";
		if (zero || fill === "0" && align === "=") zero = true, fill = "0", align = "=";
		var prefix = (options && options.prefix !== void 0 ? options.prefix : "") + (symbol === "$" ? currencyPrefix : symbol === "#" && /[boxX]/.test(type) ? "0" + type.toLowerCase() : ""), suffix = (symbol === "$" ? currencySuffix : /[%p]/.test(type) ? percent : "") + (options && options.suffix !== void 0 ? options.suffix : "");
		var formatType = formatTypes[type], maybeSuffix = /[defgprs%]/.test(type);
		precision = precision === void 0 ? 6 : /[gprs]/.test(type) ? Math.max(1, Math.min(21, precision)) : Math.max(0, Math.min(20, precision));
		function format(value) {
			var valuePrefix = prefix, valueSuffix = suffix, i, n, c;
			if (type === "c") {
				valueSuffix = formatType(value) + valueSuffix;
				value = "";
			} else {
				value = +value;
				var valueNegative = value < 0 || 1 / value < 0;
				value = isNaN(value) ? nan : formatType(Math.abs(value), precision);
				if (trim) value = formatTrim(value);
				if (valueNegative && +value === 0 && sign !== "+") valueNegative = false;
				valuePrefix = (valueNegative ? sign === "(" ? sign : minus : sign === "-" || sign === "(" ? "" : sign) + valuePrefix;
				valueSuffix = (type === "s" && !isNaN(value) && prefixExponent !== void 0 ? prefixes[8 + prefixExponent / 3] : "") + valueSuffix + (valueNegative && sign === "(" ? ")" : "");
				if (maybeSuffix) {
					i = -1, n = value.length;
					while (++i < n) if (c = value.charCodeAt(i), 48 > c || c > 57) {
						valueSuffix = (c === 46 ? decimal + value.slice(i + 1) : value.slice(i)) + valueSuffix;
						value = value.slice(0, i);
						break;
					}
				}
			}
			if (comma && !zero) value = group(value, Infinity);
			var length = valuePrefix.length + value.length + valueSuffix.length, padding = length < width ? new Array(width - length + 1).join(fill) : "";
			if (comma && zero) value = group(padding + value, padding.length ? width - valueSuffix.length : Infinity), padding = "";
			switch (align) {
				case "<":
					value = valuePrefix + value + valueSuffix + padding;
					break;
				case "=":
					value = valuePrefix + padding + value + valueSuffix;
					break;
				case "^":
					value = padding.slice(0, length = padding.length >> 1) + valuePrefix + value + valueSuffix + padding.slice(length);
					break;
				default: value = padding + valuePrefix + value + valueSuffix;
			}
			return numerals(value);
		}
		format.toString = function() {
			return specifier + "";
		};
		return format;
	}
	function formatPrefix(specifier, value) {
		var e = Math.max(-8, Math.min(8, Math.floor(exponent(value) / 3))) * 3, k = Math.pow(10, -e), f = newFormat((specifier = formatSpecifier(specifier), specifier.type = "f", specifier), { suffix: prefixes[8 + e / 3] });
		return function(value) {
			return f(k * value);
		};
	}
	return {
		format: newFormat,
		formatPrefix
	};
}
var locale$1;
var format;
var formatPrefix;
defaultLocale$1({
	thousands: ",",
	grouping: [3],
	currency: ["$", ""]
});
function defaultLocale$1(definition) {
	locale$1 = formatLocale$1(definition);
	format = locale$1.format;
	formatPrefix = locale$1.formatPrefix;
	return locale$1;
}
function precisionFixed(step) {
	return Math.max(0, -exponent(Math.abs(step)));
}
function precisionPrefix(step, value) {
	return Math.max(0, Math.max(-8, Math.min(8, Math.floor(exponent(value) / 3))) * 3 - exponent(Math.abs(step)));
}
function precisionRound(step, max) {
	step = Math.abs(step), max = Math.abs(max) - step;
	return Math.max(0, exponent(max) - exponent(step)) + 1;
}
// node_modules/d3-time/dist/d3-time.mjs
var t0 = /* @__PURE__ */ new Date();
var t1 = /* @__PURE__ */ new Date();
function timeInterval(floori, offseti, count, field) {
	function interval(date) {
		return floori(date = arguments.length === 0 ? /* @__PURE__ */ new Date() : /* @__PURE__ */ new Date(+date)), date;
	}
	interval.floor = (date) => {
		return floori(date = /* @__PURE__ */ new Date(+date)), date;
	};
	interval.ceil = (date) => {
		return floori(date = /* @__PURE__ */ new Date(date - 1)), offseti(date, 1), floori(date), date;
	};
	interval.round = (date) => {
		const d0 = interval(date), d1 = interval.ceil(date);
		return date - d0 < d1 - date ? d0 : d1;
	};
	interval.offset = (date, step) => {
		return offseti(date = /* @__PURE__ */ new Date(+date), step == null ? 1 : Math.floor(step)), date;
	};
	interval.range = (start, stop, step) => {
		const range = [];
		start = interval.ceil(start);
		step = step == null ? 1 : Math.floor(step);
		if (!(start < stop) || !(step > 0)) return range;
		let previous;
		do
			range.push(previous = /* @__PURE__ */ new Date(+start)), offseti(start, step), floori(start);
		while (previous < start && start < stop);
		return range;
	};
	interval.filter = (test) => {
		return timeInterval((date) => {
			if (date >= date) while (floori(date), !test(date)) date.setTime(date - 1);
		}, (date, step) => {
			if (date >= date) {
				if (step < 0) while (++step <= 0) while (offseti(date, -1), !test(date));
				else while (--step >= 0) while (offseti(date, 1), !test(date));
			}
		});
	};
	if (count) {
		interval.count = (start, end) => {
			t0.setTime(+start), t1.setTime(+end);
			floori(t0), floori(t1);
			return Math.floor(count(t0, t1));
		};
		interval.every = (step) => {
			step = Math.floor(step);
			return !isFinite(step) || !(step > 0) ? null : !(step > 1) ? interval : interval.filter(field ? (d) => field(d) % step === 0 : (d) => interval.count(0, d) % step === 0);
		};
	}
	return interval;
}
var millisecond = timeInterval(() => {}, (date, step) => {
	date.setTime(+date + step);
}, (start, end) => {
	return end - start;
});
millisecond.every = (k) => {
	k = Math.floor(k);
	if (!isFinite(k) || !(k > 0)) return null;
	if (!(k > 1)) return millisecond;
	return timeInterval((date) => {
		date.setTime(Math.floor(date / k) * k);
	}, (date, step) => {
		date.setTime(+date + step * k);
	}, (start, end) => {
		return (end - start) / k;
	});
};
millisecond.range;
var durationSecond = 1e3;
var durationMinute = durationSecond * 60;
var durationHour = durationMinute * 60;
var durationDay = durationHour * 24;
var durationWeek = durationDay * 7;
var durationMonth = durationDay * 30;
var durationYear = durationDay * 365;
var second = timeInterval((date) => {
	date.setTime(date - date.getMilliseconds());
}, (date, step) => {
	date.setTime(+date + step * durationSecond);
}, (start, end) => {
	return (end - start) / durationSecond;
}, (date) => {
	return date.getUTCSeconds();
});
second.range;
var timeMinute = timeInterval((date) => {
	date.setTime(date - date.getMilliseconds() - date.getSeconds() * durationSecond);
}, (date, step) => {
	date.setTime(+date + step * durationMinute);
}, (start, end) => {
	return (end - start) / durationMinute;
}, (date) => {
	return date.getMinutes();
});
timeMinute.range;
var utcMinute = timeInterval((date) => {
	date.setUTCSeconds(0, 0);
}, (date, step) => {
	date.setTime(+date + step * durationMinute);
}, (start, end) => {
	return (end - start) / durationMinute;
}, (date) => {
	return date.getUTCMinutes();
});
utcMinute.range;
var timeHour = timeInterval((date) => {
	date.setTime(date - date.getMilliseconds() - date.getSeconds() * durationSecond - date.getMinutes() * durationMinute);
}, (date, step) => {
	date.setTime(+date + step * durationHour);
}, (start, end) => {
	return (end - start) / durationHour;
}, (date) => {
	return date.getHours();
});
timeHour.range;
var utcHour = timeInterval((date) => {
	date.setUTCMinutes(0, 0, 0);
}, (date, step) => {
	date.setTime(+date + step * durationHour);
}, (start, end) => {
	return (end - start) / durationHour;
}, (date) => {
	return date.getUTCHours();
});
utcHour.range;
var timeDay = timeInterval((date) => date.setHours(0, 0, 0, 0), (date, step) => date.setDate(date.getDate() + step), (start, end) => (end - start - (end.getTimezoneOffset() - start.getTimezoneOffset()) * durationMinute) / durationDay, (date) => date.getDate() - 1);
timeDay.range;
var utcDay = timeInterval((date) => {
	date.setUTCHours(0, 0, 0, 0);
}, (date, step) => {
	date.setUTCDate(date.getUTCDate() + step);
}, (start, end) => {
	return (end - start) / durationDay;
}, (date) => {
	return date.getUTCDate() - 1;
});
utcDay.range;
var unixDay = timeInterval((date) => {
	date.setUTCHours(0, 0, 0, 0);
}, (date, step) => {
	date.setUTCDate(date.getUTCDate() + step);
}, (start, end) => {
	return (end - start) / durationDay;
}, (date) => {
	return Math.floor(date / durationDay);
});
unixDay.range;
function timeWeekday(i) {
	return timeInterval((date) => {
		date.setDate(date.getDate() - (date.getDay() + 7 - i) % 7);
		date.setHours(0, 0, 0, 0);
	}, (date, step) => {
		date.setDate(date.getDate() + step * 7);
	}, (start, end) => {
		return (end - start - (end.getTimezoneOffset() - start.getTimezoneOffset()) * durationMinute) / durationWeek;
	});
}
var timeSunday = timeWeekday(0);
var timeMonday = timeWeekday(1);
var timeTuesday = timeWeekday(2);
var timeWednesday = timeWeekday(3);
var timeThursday = timeWeekday(4);
var timeFriday = timeWeekday(5);
var timeSaturday = timeWeekday(6);
timeSunday.range;
timeMonday.range;
timeTuesday.range;
timeWednesday.range;
timeThursday.range;
timeFriday.range;
timeSaturday.range;
function utcWeekday(i) {
	return timeInterval((date) => {
		date.setUTCDate(date.getUTCDate() - (date.getUTCDay() + 7 - i) % 7);
		date.setUTCHours(0, 0, 0, 0);
	}, (date, step) => {
		date.setUTCDate(date.getUTCDate() + step * 7);
	}, (start, end) => {
		return (end - start) / durationWeek;
	});
}
var utcSunday = utcWeekday(0);
var utcMonday = utcWeekday(1);
var utcTuesday = utcWeekday(2);
var utcWednesday = utcWeekday(3);
var utcThursday = utcWeekday(4);
var utcFriday = utcWeekday(5);
var utcSaturday = utcWeekday(6);
utcSunday.range;
utcMonday.range;
utcTuesday.range;
utcWednesday.range;
utcThursday.range;
utcFriday.range;
utcSaturday.range;
var timeMonth = timeInterval((date) => {
	date.setDate(1);
	date.setHours(0, 0, 0, 0);
}, (date, step) => {
	date.setMonth(date.getMonth() + step);
}, (start, end) => {
	return end.getMonth() - start.getMonth() + (end.getFullYear() - start.getFullYear()) * 12;
}, (date) => {
	return date.getMonth();
});
timeMonth.range;
var utcMonth = timeInterval((date) => {
	date.setUTCDate(1);
	date.setUTCHours(0, 0, 0, 0);
}, (date, step) => {
	date.setUTCMonth(date.getUTCMonth() + step);
}, (start, end) => {
	return end.getUTCMonth() - start.getUTCMonth() + (end.getUTCFullYear() - start.getUTCFullYear()) * 12;
}, (date) => {
	return date.getUTCMonth();
});
utcMonth.range;
var timeYear = timeInterval((date) => {
	date.setMonth(0, 1);
	date.setHours(0, 0, 0, 0);
}, (date, step) => {
	date.setFullYear(date.getFullYear() + step);
}, (start, end) => {
	return end.getFullYear() - start.getFullYear();
}, (date) => {
	return date.getFullYear();
});
timeYear.every = (k) => {
	return !isFinite(k = Math.floor(k)) || !(k > 0) ? null : timeInterval((date) => {
		date.setFullYear(Math.floor(date.getFullYear() / k) * k);
		date.setMonth(0, 1);
		date.setHours(0, 0, 0, 0);
	}, (date, step) => {
		date.setFullYear(date.getFullYear() + step * k);
	});
};
timeYear.range;
var utcYear = timeInterval((date) => {
	date.setUTCMonth(0, 1);
	date.setUTCHours(0, 0, 0, 0);
}, (date, step) => {
	date.setUTCFullYear(date.getUTCFullYear() + step);
}, (start, end) => {
	return end.getUTCFullYear() - start.getUTCFullYear();
}, (date) => {
	return date.getUTCFullYear();
});
utcYear.every = (k) => {
	return !isFinite(k = Math.floor(k)) || !(k > 0) ? null : timeInterval((date) => {
		date.setUTCFullYear(Math.floor(date.getUTCFullYear() / k) * k);
		date.setUTCMonth(0, 1);
		date.setUTCHours(0, 0, 0, 0);
	}, (date, step) => {
		date.setUTCFullYear(date.getUTCFullYear() + step * k);
	});
};
utcYear.range;
function ticker(year, month, week, day, hour, minute) {
	const tickIntervals = [
		[
			second,
			1,
			durationSecond
		],
		[
			second,
			5,
			5 * durationSecond
		],
		[
			second,
			15,
			15 * durationSecond
		],
		[
			second,
			30,
			30 * durationSecond
		],
		[
			minute,
			1,
			durationMinute
		],
		[
			minute,
			5,
			5 * durationMinute
		],
		[
			minute,
			15,
			15 * durationMinute
		],
		[
			minute,
			30,
			30 * durationMinute
		],
		[
			hour,
			1,
			durationHour
		],
		[
			hour,
			3,
			3 * durationHour
		],
		[
			hour,
			6,
			6 * durationHour
		],
		[
			hour,
			12,
			12 * durationHour
		],
		[
			day,
			1,
			durationDay
		],
		[
			day,
			2,
			2 * durationDay
		],
		[
			week,
			1,
			durationWeek
		],
		[
			month,
			1,
			durationMonth
		],
		[
			month,
			3,
			3 * durationMonth
		],
		[
			year,
			1,
			durationYear
		]
	];
	function ticks(start, stop, count) {
		const reverse = stop < start;
		if (reverse) [start, stop] = [stop, start];
		const interval = count && typeof count.range === "function" ? count : tickInterval(start, stop, count);
		const ticks = interval ? interval.range(start, +stop + 1) : [];
		return reverse ? ticks.reverse() : ticks;
	}
	function tickInterval(start, stop, count) {
		const target = Math.abs(stop - start) / count;
		const i = bisector(([, , step]) => step).right(tickIntervals, target);
		if (i === tickIntervals.length) return year.every(tickStep(start / durationYear, stop / durationYear, count));
		if (i === 0) return millisecond.every(Math.max(tickStep(start, stop, count), 1));
		const [t, step] = tickIntervals[target / tickIntervals[i - 1][2] < tickIntervals[i][2] / target ? i - 1 : i];
		return t.every(step);
	}
	return [ticks, tickInterval];
}
var [utcTicks, utcTickInterval] = ticker(utcYear, utcMonth, utcSunday, unixDay, utcHour, utcMinute);
var [timeTicks, timeTickInterval] = ticker(timeYear, timeMonth, timeSunday, timeDay, timeHour, timeMinute);
// node_modules/d3-time-format/dist/d3-time-format.mjs
function localDate(d) {
	if (0 <= d.y && d.y < 100) {
		var date = new Date(-1, d.m, d.d, d.H, d.M, d.S, d.L);
		date.setFullYear(d.y);
		return date;
	}
	return new Date(d.y, d.m, d.d, d.H, d.M, d.S, d.L);
}
function utcDate(d) {
	if (0 <= d.y && d.y < 100) {
		var date = new Date(Date.UTC(-1, d.m, d.d, d.H, d.M, d.S, d.L));
		date.setUTCFullYear(d.y);
		return date;
	}
	return new Date(Date.UTC(d.y, d.m, d.d, d.H, d.M, d.S, d.L));
}
function newDate(y, m, d) {
	return {
		y,
		m,
		d,
		H: 0,
		M: 0,
		S: 0,
		L: 0
	};
}
function formatLocale(locale) {
	var locale_dateTime = locale.dateTime, locale_date = locale.date, locale_time = locale.time, locale_periods = locale.periods, locale_weekdays = locale.days, locale_shortWeekdays = locale.shortDays, locale_months = locale.months, locale_shortMonths = locale.shortMonths;
	var periodRe = formatRe(locale_periods), periodLookup = formatLookup(locale_periods), weekdayRe = formatRe(locale_weekdays), weekdayLookup = formatLookup(locale_weekdays), shortWeekdayRe = formatRe(locale_shortWeekdays), shortWeekdayLookup = formatLookup(locale_shortWeekdays), monthRe = formatRe(locale_months), monthLookup = formatLookup(locale_months), shortMonthRe = formatRe(locale_shortMonths), shortMonthLookup = formatLookup(locale_shortMonths);
	var formats = {
		"a": formatShortWeekday,
		"A": formatWeekday,
		"b": formatShortMonth,
		"B": formatMonth,
		"c": null,
		"d": formatDayOfMonth,
		"e": formatDayOfMonth,
		"f": formatMicroseconds,
		"g": formatYearISO,
		"G": formatFullYearISO,
		"H": formatHour24,
		"I": formatHour12,
		"j": formatDayOfYear,
		"L": formatMilliseconds,
		"m": formatMonthNumber,
		"M": formatMinutes,
		"p": formatPeriod,
		"q": formatQuarter,
		"Q": formatUnixTimestamp,
		"s": formatUnixTimestampSeconds,
		"S": formatSeconds,
		"u": formatWeekdayNumberMonday,
		"U": formatWeekNumberSunday,
		"V": formatWeekNumberISO,
		"w": formatWeekdayNumberSunday,
		"W": formatWeekNumberMonday,
		"x": null,
		"X": null,
		"y": formatYear,
		"Y": formatFullYear,
		"Z": formatZone,
		"%": formatLiteralPercent
	};
	var utcFormats = {
		"a": formatUTCShortWeekday,
		"A": formatUTCWeekday,
		"b": formatUTCShortMonth,
		"B": formatUTCMonth,
		"c": null,
		"d": formatUTCDayOfMonth,
		"e": formatUTCDayOfMonth,
		"f": formatUTCMicroseconds,
		"g": formatUTCYearISO,
		"G": formatUTCFullYearISO,
		"H": formatUTCHour24,
		"I": formatUTCHour12,
		"j": formatUTCDayOfYear,
		"L": formatUTCMilliseconds,
		"m": formatUTCMonthNumber,
		"M": formatUTCMinutes,
		"p": formatUTCPeriod,
		"q": formatUTCQuarter,
		"Q": formatUnixTimestamp,
		"s": formatUnixTimestampSeconds,
		"S": formatUTCSeconds,
		"u": formatUTCWeekdayNumberMonday,
		"U": formatUTCWeekNumberSunday,
		"V": formatUTCWeekNumberISO,
		"w": formatUTCWeekdayNumberSunday,
		"W": formatUTCWeekNumberMonday,
		"x": null,
		"X": null,
		"y": formatUTCYear,
		"Y": formatUTCFullYear,
		"Z": formatUTCZone,
		"%": formatLiteralPercent
	};
	var parses = {
		"a": parseShortWeekday,
		"A": parseWeekday,
		"b": parseShortMonth,
		"B": parseMonth,
		"c": parseLocaleDateTime,
		"d": parseDayOfMonth,
		"e": parseDayOfMonth,
		"f": parseMicroseconds,
		"g": parseYear,
		"G": parseFullYear,
		"H": parseHour24,
		"I": parseHour24,
		"j": parseDayOfYear,
		"L": parseMilliseconds,
		"m": parseMonthNumber,
		"M": parseMinutes,
		"p": parsePeriod,
		"q": parseQuarter,
		"Q": parseUnixTimestamp,
		"s": parseUnixTimestampSeconds,
		"S": parseSeconds,
		"u": parseWeekdayNumberMonday,
		"U": parseWeekNumberSunday,
		"V": parseWeekNumberISO,
		"w": parseWeekdayNumberSunday,
		"W": parseWeekNumberMonday,
		"x": parseLocaleDate,
		"X": parseLocaleTime,
		"y": parseYear,
		"Y": parseFullYear,
		"Z": parseZone,
		"%": parseLiteralPercent
	};
	formats.x = newFormat(locale_date, formats);
	formats.X = newFormat(locale_time, formats);
	formats.c = newFormat(locale_dateTime, formats);
	utcFormats.x = newFormat(locale_date, utcFormats);
	utcFormats.X = newFormat(locale_time, utcFormats);
	utcFormats.c = newFormat(locale_dateTime, utcFormats);
	function newFormat(specifier, formats) {
		return function(date) {
			var string = [], i = -1, j = 0, n = specifier.length, c, pad, format;
			if (!(date instanceof Date)) date = /* @__PURE__ */ new Date(+date);
			while (++i < n) if (specifier.charCodeAt(i) === 37) {
				string.push(specifier.slice(j, i));
				if ((pad = pads[c = specifier.charAt(++i)]) != null) c = specifier.charAt(++i);
				else pad = c === "e" ? " " : "0";
				if (format = formats[c]) c = format(date, pad);
				string.push(c);
				j = i + 1;
			}
			string.push(specifier.slice(j, i));
			return string.join("");
		};
	}
	function newParse(specifier, Z) {
		return function(string) {
			var d = newDate(1900, void 0, 1), i = parseSpecifier(d, specifier, string += "", 0), week, day;
			if (i != string.length) return null;
			if ("Q" in d) return new Date(d.Q);
			if ("s" in d) return new Date(d.s * 1e3 + ("L" in d ? d.L : 0));
			if (Z && !("Z" in d)) d.Z = 0;
			if ("p" in d) d.H = d.H % 12 + d.p * 12;
			if (d.m === void 0) d.m = "q" in d ? d.q : 0;
			if ("V" in d) {
				if (d.V < 1 || d.V > 53) return null;
				if (!("w" in d)) d.w = 1;
				if ("Z" in d) {
					week = utcDate(newDate(d.y, 0, 1)), day = week.getUTCDay();
					week = day > 4 || day === 0 ? utcMonday.ceil(week) : utcMonday(week);
					week = utcDay.offset(week, (d.V - 1) * 7);
					d.y = week.getUTCFullYear();
					d.m = week.getUTCMonth();
					d.d = week.getUTCDate() + (d.w + 6) % 7;
				} else {
					week = localDate(newDate(d.y, 0, 1)), day = week.getDay();
					week = day > 4 || day === 0 ? timeMonday.ceil(week) : timeMonday(week);
					week = timeDay.offset(week, (d.V - 1) * 7);
					d.y = week.getFullYear();
					d.m = week.getMonth();
					d.d = week.getDate() + (d.w + 6) % 7;
				}
			} else if ("W" in d || "U" in d) {
				if (!("w" in d)) d.w = "u" in d ? d.u % 7 : "W" in d ? 1 : 0;
				day = "Z" in d ? utcDate(newDate(d.y, 0, 1)).getUTCDay() : localDate(newDate(d.y, 0, 1)).getDay();
				d.m = 0;
				d.d = "W" in d ? (d.w + 6) % 7 + d.W * 7 - (day + 5) % 7 : d.w + d.U * 7 - (day + 6) % 7;
			}
			if ("Z" in d) {
				d.H += d.Z / 100 | 0;
				d.M += d.Z % 100;
				return utcDate(d);
			}
			return localDate(d);
		};
	}
	function parseSpecifier(d, specifier, string, j) {
		var i = 0, n = specifier.length, m = string.length, c, parse;
		while (i < n) {
			if (j >= m) return -1;
			c = specifier.charCodeAt(i++);
			if (c === 37) {
				c = specifier.charAt(i++);
				parse = parses[c in pads ? specifier.charAt(i++) : c];
				if (!parse || (j = parse(d, string, j)) < 0) return -1;
			} else if (c != string.charCodeAt(j++)) return -1;
		}
		return j;
	}
	function parsePeriod(d, string, i) {
		var n = periodRe.exec(string.slice(i));
		return n ? (d.p = periodLookup.get(n[0].toLowerCase()), i + n[0].length) : -1;
	}
	function parseShortWeekday(d, string, i) {
		var n = shortWeekdayRe.exec(string.slice(i));
		return n ? (d.w = shortWeekdayLookup.get(n[0].toLowerCase()), i + n[0].length) : -1;
	}
	function parseWeekday(d, string, i) {
		var n = weekdayRe.exec(string.slice(i));
		return n ? (d.w = weekdayLookup.get(n[0].toLowerCase()), i + n[0].length) : -1;
	}
	function parseShortMonth(d, string, i) {
		var n = shortMonthRe.exec(string.slice(i));
		return n ? (d.m = shortMonthLookup.get(n[0].toLowerCase()), i + n[0].length) : -1;
	}
	function parseMonth(d, string, i) {
		var n = monthRe.exec(string.slice(i));
		return n ? (d.m = monthLookup.get(n[0].toLowerCase()), i + n[0].length) : -1;
	}
	function parseLocaleDateTime(d, string, i) {
		return parseSpecifier(d, locale_dateTime, string, i);
	}
	function parseLocaleDate(d, string, i) {
		return parseSpecifier(d, locale_date, string, i);
	}
	function parseLocaleTime(d, string, i) {
		return parseSpecifier(d, locale_time, string, i);
	}
	function formatShortWeekday(d) {
		return locale_shortWeekdays[d.getDay()];
	}
	function formatWeekday(d) {
		return locale_weekdays[d.getDay()];
	}
	function formatShortMonth(d) {
		return locale_shortMonths[d.getMonth()];
	}
	function formatMonth(d) {
		return locale_months[d.getMonth()];
	}
	function formatPeriod(d) {
		return locale_periods[+(d.getHours() >= 12)];
	}
	function formatQuarter(d) {
		return 1 + ~~(d.getMonth() / 3);
	}
	function formatUTCShortWeekday(d) {
		return locale_shortWeekdays[d.getUTCDay()];
	}
	function formatUTCWeekday(d) {
		return locale_weekdays[d.getUTCDay()];
	}
	function formatUTCShortMonth(d) {
		return locale_shortMonths[d.getUTCMonth()];
	}
	function formatUTCMonth(d) {
		return locale_months[d.getUTCMonth()];
	}
	function formatUTCPeriod(d) {
		return locale_periods[+(d.getUTCHours() >= 12)];
	}
	function formatUTCQuarter(d) {
		return 1 + ~~(d.getUTCMonth() / 3);
	}
	return {
		format: function(specifier) {
			var f = newFormat(specifier += "", formats);
			f.toString = function() {
				return specifier;
			};
			return f;
		},
		parse: function(specifier) {
			var p = newParse(specifier += "", false);
			p.toString = function() {
				return specifier;
			};
			return p;
		},
		utcFormat: function(specifier) {
			var f = newFormat(specifier += "", utcFormats);
			f.toString = function() {
				return specifier;
			};
			return f;
		},
		utcParse: function(specifier) {
			var p = newParse(specifier += "", true);
			p.toString = function() {
				return specifier;
			};
			return p;
		}
	};
}
var pads = {
	"-": "",
	"_": " ",
	"0": "0"
};
var numberRe = /^\s*\d+/;
var percentRe = /^%/;
var requoteRe = /[\\^$*+?|[\]().{}]/g;
function pad(value, fill, width) {
	var sign = value < 0 ? "-" : "", string = (sign ? -value : value) + "", length = string.length;
	return sign + (length < width ? new Array(width - length + 1).join(fill) + string : string);
}
function requote(s) {
	return s.replace(requoteRe, "\\$&");
}
function formatRe(names) {
	return new RegExp("^(?:" + names.map(requote).join("|") + ")", "i");
}
function formatLookup(names) {
	return new Map(names.map((name, i) => [name.toLowerCase(), i]));
}
function parseWeekdayNumberSunday(d, string, i) {
	var n = numberRe.exec(string.slice(i, i + 1));
	return n ? (d.w = +n[0], i + n[0].length) : -1;
}
function parseWeekdayNumberMonday(d, string, i) {
	var n = numberRe.exec(string.slice(i, i + 1));
	return n ? (d.u = +n[0], i + n[0].length) : -1;
}
function parseWeekNumberSunday(d, string, i) {
	var n = numberRe.exec(string.slice(i, i + 2));
	return n ? (d.U = +n[0], i + n[0].length) : -1;
}
function parseWeekNumberISO(d, string, i) {
	var n = numberRe.exec(string.slice(i, i + 2));
	return n ? (d.V = +n[0], i + n[0].length) : -1;
}
function parseWeekNumberMonday(d, string, i) {
	var n = numberRe.exec(string.slice(i, i + 2));
	return n ? (d.W = +n[0], i + n[0].length) : -1;
}
function parseFullYear(d, string, i) {
	var n = numberRe.exec(string.slice(i, i + 4));
	return n ? (d.y = +n[0], i + n[0].length) : -1;
}
function parseYear(d, string, i) {
	var n = numberRe.exec(string.slice(i, i + 2));
	return n ? (d.y = +n[0] + (+n[0] > 68 ? 1900 : 2e3), i + n[0].length) : -1;
}
function parseZone(d, string, i) {
	var n = /^(Z)|([+-]\d\d)(?::?(\d\d))?/.exec(string.slice(i, i + 6));
	return n ? (d.Z = n[1] ? 0 : -(n[2] + (n[3] || "00")), i + n[0].length) : -1;
}
function parseQuarter(d, string, i) {
	var n = numberRe.exec(string.slice(i, i + 1));
	return n ? (d.q = n[0] * 3 - 3, i + n[0].length) : -1;
}
function parseMonthNumber(d, string, i) {
	var n = numberRe.exec(string.slice(i, i + 2));
	return n ? (d.m = n[0] - 1, i + n[0].length) : -1;
}
function parseDayOfMonth(d, string, i) {
	var n = numberRe.exec(string.slice(i, i + 2));
	return n ? (d.d = +n[0], i + n[0].length) : -1;
}
function parseDayOfYear(d, string, i) {
	var n = numberRe.exec(string.slice(i, i + 3));
	return n ? (d.m = 0, d.d = +n[0], i + n[0].length) : -1;
}
function parseHour24(d, string, i) {
	var n = numberRe.exec(string.slice(i, i + 2));
	return n ? (d.H = +n[0], i + n[0].length) : -1;
}
function parseMinutes(d, string, i) {
	var n = numberRe.exec(string.slice(i, i + 2));
	return n ? (d.M = +n[0], i + n[0].length) : -1;
}
function parseSeconds(d, string, i) {
	var n = numberRe.exec(string.slice(i, i + 2));
	return n ? (d.S = +n[0], i + n[0].length) : -1;
}
function parseMilliseconds(d, string, i) {
	var n = numberRe.exec(string.slice(i, i + 3));
	return n ? (d.L = +n[0], i + n[0].length) : -1;
}
function parseMicroseconds(d, string, i) {
	var n = numberRe.exec(string.slice(i, i + 6));
	return n ? (d.L = Math.floor(n[0] / 1e3), i + n[0].length) : -1;
}
function parseLiteralPercent(d, string, i) {
	var n = percentRe.exec(string.slice(i, i + 1));
	return n ? i + n[0].length : -1;
}
function parseUnixTimestamp(d, string, i) {
	var n = numberRe.exec(string.slice(i));
	return n ? (d.Q = +n[0], i + n[0].length) : -1;
}
function parseUnixTimestampSeconds(d, string, i) {
	var n = numberRe.exec(string.slice(i));
	return n ? (d.s = +n[0], i + n[0].length) : -1;
}
function formatDayOfMonth(d, p) {
	return pad(d.getDate(), p, 2);
}
function formatHour24(d, p) {
	return pad(d.getHours(), p, 2);
}
function formatHour12(d, p) {
	return pad(d.getHours() % 12 || 12, p, 2);
}
function formatDayOfYear(d, p) {
	return pad(1 + timeDay.count(timeYear(d), d), p, 3);
}
function formatMilliseconds(d, p) {
	return pad(d.getMilliseconds(), p, 3);
}
function formatMicroseconds(d, p) {
	return formatMilliseconds(d, p) + "000";
}
function formatMonthNumber(d, p) {
	return pad(d.getMonth() + 1, p, 2);
}
function formatMinutes(d, p) {
	return pad(d.getMinutes(), p, 2);
}
function formatSeconds(d, p) {
	return pad(d.getSeconds(), p, 2);
}
function formatWeekdayNumberMonday(d) {
	var day = d.getDay();
	return day === 0 ? 7 : day;
}
function formatWeekNumberSunday(d, p) {
	return pad(timeSunday.count(timeYear(d) - 1, d), p, 2);
}
function dISO(d) {
	var day = d.getDay();
	return day >= 4 || day === 0 ? timeThursday(d) : timeThursday.ceil(d);
}
function formatWeekNumberISO(d, p) {
	d = dISO(d);
	return pad(timeThursday.count(timeYear(d), d) + (timeYear(d).getDay() === 4), p, 2);
}
function formatWeekdayNumberSunday(d) {
	return d.getDay();
}
function formatWeekNumberMonday(d, p) {
	return pad(timeMonday.count(timeYear(d) - 1, d), p, 2);
}
function formatYear(d, p) {
	return pad(d.getFullYear() % 100, p, 2);
}
function formatYearISO(d, p) {
	d = dISO(d);
	return pad(d.getFullYear() % 100, p, 2);
}
function formatFullYear(d, p) {
	return pad(d.getFullYear() % 1e4, p, 4);
}
function formatFullYearISO(d, p) {
	var day = d.getDay();
	d = day >= 4 || day === 0 ? timeThursday(d) : timeThursday.ceil(d);
	return pad(d.getFullYear() % 1e4, p, 4);
}
function formatZone(d) {
	var z = d.getTimezoneOffset();
	return (z > 0 ? "-" : (z *= -1, "+")) + pad(z / 60 | 0, "0", 2) + pad(z % 60, "0", 2);
}
function formatUTCDayOfMonth(d, p) {
	return pad(d.getUTCDate(), p, 2);
}
function formatUTCHour24(d, p) {
	return pad(d.getUTCHours(), p, 2);
}
function formatUTCHour12(d, p) {
	return pad(d.getUTCHours() % 12 || 12, p, 2);
}
function formatUTCDayOfYear(d, p) {
	return pad(1 + utcDay.count(utcYear(d), d), p, 3);
}
function formatUTCMilliseconds(d, p) {
	return pad(d.getUTCMilliseconds(), p, 3);
}
function formatUTCMicroseconds(d, p) {
	return formatUTCMilliseconds(d, p) + "000";
}
function formatUTCMonthNumber(d, p) {
	return pad(d.getUTCMonth() + 1, p, 2);
}
function formatUTCMinutes(d, p) {
	return pad(d.getUTCMinutes(), p, 2);
}
function formatUTCSeconds(d, p) {
	return pad(d.getUTCSeconds(), p, 2);
}
function formatUTCWeekdayNumberMonday(d) {
	var dow = d.getUTCDay();
	return dow === 0 ? 7 : dow;
}
function formatUTCWeekNumberSunday(d, p) {
	return pad(utcSunday.count(utcYear(d) - 1, d), p, 2);
}
function UTCdISO(d) {
	var day = d.getUTCDay();
	return day >= 4 || day === 0 ? utcThursday(d) : utcThursday.ceil(d);
}
function formatUTCWeekNumberISO(d, p) {
	d = UTCdISO(d);
	return pad(utcThursday.count(utcYear(d), d) + (utcYear(d).getUTCDay() === 4), p, 2);
}
function formatUTCWeekdayNumberSunday(d) {
	return d.getUTCDay();
}
function formatUTCWeekNumberMonday(d, p) {
	return pad(utcMonday.count(utcYear(d) - 1, d), p, 2);
}
function formatUTCYear(d, p) {
	return pad(d.getUTCFullYear() % 100, p, 2);
}
function formatUTCYearISO(d, p) {
	d = UTCdISO(d);
	return pad(d.getUTCFullYear() % 100, p, 2);
}
function formatUTCFullYear(d, p) {
	return pad(d.getUTCFullYear() % 1e4, p, 4);
}
function formatUTCFullYearISO(d, p) {
	var day = d.getUTCDay();
	d = day >= 4 || day === 0 ? utcThursday(d) : utcThursday.ceil(d);
	return pad(d.getUTCFullYear() % 1e4, p, 4);
}
function formatUTCZone() {
	return "+0000";
}
function formatLiteralPercent() {
	return "%";
}
function formatUnixTimestamp(d) {
	return +d;
}
function formatUnixTimestampSeconds(d) {
	return Math.floor(+d / 1e3);
}
var locale;
var timeFormat;
var utcFormat;
var utcParse;
defaultLocale({
	dateTime: "%x, %X",
	date: "%-m/%-d/%Y",
	time: "%-I:%M:%S %p",
	periods: ["AM", "PM"],
	days: [
		"Sunday",
		"Monday",
		"Tuesday",
		"Wednesday",
		"Thursday",
		"Friday",
		"Saturday"
	],
	shortDays: [
		"Sun",
		"Mon",
		"Tue",
		"Wed",
		"Thu",
		"Fri",
		"Sat"
	],
	months: [
		"January",
		"February",
		"March",
		"April",
		"May",
		"June",
		"July",
		"August",
		"September",
		"October",
		"November",
		"December"
	],
	shortMonths: [
		"Jan",
		"Feb",
		"Mar",
		"Apr",
		"May",
		"Jun",
		"Jul",
		"Aug",
		"Sep",
		"Oct",
		"Nov",
		"Dec"
	]
});
function defaultLocale(definition) {
	locale = formatLocale(definition);
	timeFormat = locale.format;
	locale.parse;
	utcFormat = locale.utcFormat;
	utcParse = locale.utcParse;
	return locale;
}
var isoSpecifier = "%Y-%m-%dT%H:%M:%S.%LZ";
Date.prototype.toISOString || utcFormat(isoSpecifier);
+/* @__PURE__ */ new Date("2000-01-01T00:00:00.000Z") || utcParse(isoSpecifier);
// node_modules/d3-scale/dist/d3-scale.mjs
function initRange(domain, range) {
	switch (arguments.length) {
		case 0: break;
		case 1:
			this.range(domain);
			break;
		default: this.range(range).domain(domain);
	}
	return this;
}
function initInterpolator(domain, interpolator) {
	switch (arguments.length) {
		case 0: break;
		case 1:
			if (typeof domain === "function") this.interpolator(domain);
			else this.range(domain);
			break;
		default:
			this.domain(domain);
			if (typeof interpolator === "function") this.interpolator(interpolator);
			else this.range(interpolator);
	}
	return this;
}
var implicit = Symbol("implicit");
function ordinal() {
	var index = new InternMap(), domain = [], range = [], unknown = implicit;
	function scale(d) {
		let i = index.get(d);
		if (i === void 0) {
			if (unknown !== implicit) return unknown;
			index.set(d, i = domain.push(d) - 1);
		}
		return range[i % range.length];
	}
	scale.domain = function(_) {
		if (!arguments.length) return domain.slice();
		domain = [], index = new InternMap();
		for (const value of _) {
			if (index.has(value)) continue;
			index.set(value, domain.push(value) - 1);
		}
		return scale;
	};
	scale.range = function(_) {
		return arguments.length ? (range = Array.from(_), scale) : range.slice();
	};
	scale.unknown = function(_) {
		return arguments.length ? (unknown = _, scale) : unknown;
	};
	scale.copy = function() {
		return ordinal(domain, range).unknown(unknown);
	};
	initRange.apply(scale, arguments);
	return scale;
}
function constants(x) {
	return function() {
		return x;
	};
}
function number$1(x) {
	return +x;
}
var unit = [0, 1];
function identity$1(x) {
	return x;
}
function normalize(a, b) {
	return (b -= a = +a) ? function(x) {
		return (x - a) / b;
	} : constants(isNaN(b) ? NaN : .5);
}
function clamper(a, b) {
	var t;
	if (a > b) t = a, a = b, b = t;
	return function(x) {
		return Math.max(a, Math.min(b, x));
	};
}
function bimap(domain, range, interpolate) {
	var d0 = domain[0], d1 = domain[1], r0 = range[0], r1 = range[1];
	if (d1 < d0) d0 = normalize(d1, d0), r0 = interpolate(r1, r0);
	else d0 = normalize(d0, d1), r0 = interpolate(r0, r1);
	return function(x) {
		return r0(d0(x));
	};
}
function polymap(domain, range, interpolate) {
	var j = Math.min(domain.length, range.length) - 1, d = new Array(j), r = new Array(j), i = -1;
	if (domain[j] < domain[0]) {
		domain = domain.slice().reverse();
		range = range.slice().reverse();
	}
	while (++i < j) {
		d[i] = normalize(domain[i], domain[i + 1]);
		r[i] = interpolate(range[i], range[i + 1]);
	}
	return function(x) {
		var i = bisectRight(domain, x, 1, j) - 1;
		return r[i](d[i](x));
	};
}
function copy$1(source, target) {
	return target.domain(source.domain()).range(source.range()).interpolate(source.interpolate()).clamp(source.clamp()).unknown(source.unknown());
}
function transformer$2() {
	var domain = unit, range = unit, interpolate$1 = value, transform, untransform, unknown, clamp = identity$1, piecewise, output, input;
	function rescale() {
		var n = Math.min(domain.length, range.length);
		if (clamp !== identity$1) clamp = clamper(domain[0], domain[n - 1]);
		piecewise = n > 2 ? polymap : bimap;
		output = input = null;
		return scale;
	}
	function scale(x) {
		return x == null || isNaN(x = +x) ? unknown : (output || (output = piecewise(domain.map(transform), range, interpolate$1)))(transform(clamp(x)));
	}
	scale.invert = function(y) {
		return clamp(untransform((input || (input = piecewise(range, domain.map(transform), number$2)))(y)));
	};
	scale.domain = function(_) {
		return arguments.length ? (domain = Array.from(_, number$1), rescale()) : domain.slice();
	};
	scale.range = function(_) {
		return arguments.length ? (range = Array.from(_), rescale()) : range.slice();
	};
	scale.rangeRound = function(_) {
		return range = Array.from(_), interpolate$1 = round, rescale();
	};
	scale.clamp = function(_) {
		return arguments.length ? (clamp = _ ? true : identity$1, rescale()) : clamp !== identity$1;
	};
	scale.interpolate = function(_) {
		return arguments.length ? (interpolate$1 = _, rescale()) : interpolate$1;
	};
	scale.unknown = function(_) {
		return arguments.length ? (unknown = _, scale) : unknown;
	};
	return function(t, u) {
		transform = t, untransform = u;
		return rescale();
	};
}
function continuous() {
	return transformer$2()(identity$1, identity$1);
}
function tickFormat(start, stop, count, specifier) {
	var step = tickStep(start, stop, count), precision;
	specifier = formatSpecifier(specifier == null ? ",f" : specifier);
	switch (specifier.type) {
		case "s":
			var value = Math.max(Math.abs(start), Math.abs(stop));
			if (specifier.precision == null && !isNaN(precision = precisionPrefix(step, value))) specifier.precision = precision;
			return formatPrefix(specifier, value);
		case "":
		case "e":
		case "g":
		case "p":
		case "r":
			if (specifier.precision == null && !isNaN(precision = precisionRound(step, Math.max(Math.abs(start), Math.abs(stop))))) specifier.precision = precision - (specifier.type === "e");
			break;
		case "f":
		case "%": if (specifier.precision == null && !isNaN(precision = precisionFixed(step))) specifier.precision = precision - (specifier.type === "%") * 2;
	}
	return format(specifier);
}
function linearish(scale) {
	var domain = scale.domain;
	scale.ticks = function(count) {
		var d = domain();
		return ticks(d[0], d[d.length - 1], count == null ? 10 : count);
	};
	scale.tickFormat = function(count, specifier) {
		var d = domain();
		return tickFormat(d[0], d[d.length - 1], count == null ? 10 : count, specifier);
	};
	scale.nice = function(count) {
		if (count == null) count = 10;
		var d = domain();
		var i0 = 0;
		var i1 = d.length - 1;
		var start = d[i0];
		var stop = d[i1];
		var prestep;
		var step;
		var maxIter = 10;
		if (stop < start) {
			step = start, start = stop, stop = step;
			step = i0, i0 = i1, i1 = step;
		}
		while (maxIter-- > 0) {
			step = tickIncrement(start, stop, count);
			if (step === prestep) {
				d[i0] = start;
				d[i1] = stop;
				return domain(d);
			} else if (step > 0) {
				start = Math.floor(start / step) * step;
				stop = Math.ceil(stop / step) * step;
			} else if (step < 0) {
				start = Math.ceil(start * step) / step;
				stop = Math.floor(stop * step) / step;
			} else break;
			prestep = step;
		}
		return scale;
	};
	return scale;
}
function linear() {
	var scale = continuous();
	scale.copy = function() {
		return copy$1(scale, linear());
	};
	initRange.apply(scale, arguments);
	return linearish(scale);
}
function nice(domain, interval) {
	domain = domain.slice();
	var i0 = 0, i1 = domain.length - 1, x0 = domain[i0], x1 = domain[i1], t;
	if (x1 < x0) {
		t = i0, i0 = i1, i1 = t;
		t = x0, x0 = x1, x1 = t;
	}
	domain[i0] = interval.floor(x0);
	domain[i1] = interval.ceil(x1);
	return domain;
}
function transformLog(x) {
	return Math.log(x);
}
function transformExp(x) {
	return Math.exp(x);
}
function transformLogn(x) {
	return -Math.log(-x);
}
function transformExpn(x) {
	return -Math.exp(-x);
}
function pow10(x) {
	return isFinite(x) ? +("1e" + x) : x < 0 ? 0 : x;
}
function powp(base) {
	return base === 10 ? pow10 : base === Math.E ? Math.exp : (x) => Math.pow(base, x);
}
function logp(base) {
	return base === Math.E ? Math.log : base === 10 && Math.log10 || base === 2 && Math.log2 || (base = Math.log(base), (x) => Math.log(x) / base);
}
function reflect(f) {
	return (x, k) => -f(-x, k);
}
function loggish(transform) {
	const scale = transform(transformLog, transformExp);
	const domain = scale.domain;
	let base = 10;
	let logs;
	let pows;
	function rescale() {
		logs = logp(base), pows = powp(base);
		if (domain()[0] < 0) {
			logs = reflect(logs), pows = reflect(pows);
			transform(transformLogn, transformExpn);
		} else transform(transformLog, transformExp);
		return scale;
	}
	scale.base = function(_) {
		return arguments.length ? (base = +_, rescale()) : base;
	};
	scale.domain = function(_) {
		return arguments.length ? (domain(_), rescale()) : domain();
	};
	scale.ticks = (count) => {
		const d = domain();
		let u = d[0];
		let v = d[d.length - 1];
		const r = v < u;
		if (r) [u, v] = [v, u];
		let i = logs(u);
		let j = logs(v);
		let k;
		let t;
		const n = count == null ? 10 : +count;
		let z = [];
		if (!(base % 1) && j - i < n) {
			i = Math.floor(i), j = Math.ceil(j);
			if (u > 0) for (; i <= j; ++i) for (k = 1; k < base; ++k) {
				t = i < 0 ? k / pows(-i) : k * pows(i);
				if (t < u) continue;
				if (t > v) break;
				z.push(t);
			}
			else for (; i <= j; ++i) for (k = base - 1; k >= 1; --k) {
				t = i > 0 ? k / pows(-i) : k * pows(i);
				if (t < u) continue;
				if (t > v) break;
				z.push(t);
			}
			if (z.length * 2 < n) z = ticks(u, v, n);
		} else z = ticks(i, j, Math.min(j - i, n)).map(pows);
		return r ? z.reverse() : z;
	};
	scale.tickFormat = (count, specifier) => {
		if (count == null) count = 10;
		if (specifier == null) specifier = base === 10 ? "s" : ",";
		if (typeof specifier !== "function") {
			if (!(base % 1) && (specifier = formatSpecifier(specifier)).precision == null) specifier.trim = true;
			specifier = format(specifier);
		}
		if (count === Infinity) return specifier;
		const k = Math.max(1, base * count / scale.ticks().length);
		return (d) => {
			let i = d / pows(Math.round(logs(d)));
			if (i * base < base - .5) i *= base;
			return i <= k ? specifier(d) : "";
		};
	};
	scale.nice = () => {
		return domain(nice(domain(), {
			floor: (x) => pows(Math.floor(logs(x))),
			ceil: (x) => pows(Math.ceil(logs(x)))
		}));
	};
	return scale;
}
function log() {
	const scale = loggish(transformer$2()).domain([1, 10]);
	scale.copy = () => copy$1(scale, log()).base(scale.base());
	initRange.apply(scale, arguments);
	return scale;
}
function transformSymlog(c) {
	return function(x) {
		return Math.sign(x) * Math.log1p(Math.abs(x / c));
	};
}
function transformSymexp(c) {
	return function(x) {
		return Math.sign(x) * Math.expm1(Math.abs(x)) * c;
	};
}
function symlogish(transform) {
	var c = 1, scale = transform(transformSymlog(c), transformSymexp(c));
	scale.constant = function(_) {
		return arguments.length ? transform(transformSymlog(c = +_), transformSymexp(c)) : c;
	};
	return linearish(scale);
}
function symlog() {
	var scale = symlogish(transformer$2());
	scale.copy = function() {
		return copy$1(scale, symlog()).constant(scale.constant());
	};
	return initRange.apply(scale, arguments);
}
function transformPow(exponent) {
	return function(x) {
		return x < 0 ? -Math.pow(-x, exponent) : Math.pow(x, exponent);
	};
}
function transformSqrt(x) {
	return x < 0 ? -Math.sqrt(-x) : Math.sqrt(x);
}
function transformSquare(x) {
	return x < 0 ? -x * x : x * x;
}
function powish(transform) {
	var scale = transform(identity$1, identity$1), exponent = 1;
	function rescale() {
		return exponent === 1 ? transform(identity$1, identity$1) : exponent === .5 ? transform(transformSqrt, transformSquare) : transform(transformPow(exponent), transformPow(1 / exponent));
	}
	scale.exponent = function(_) {
		return arguments.length ? (exponent = +_, rescale()) : exponent;
	};
	return linearish(scale);
}
function pow() {
	var scale = powish(transformer$2());
	scale.copy = function() {
		return copy$1(scale, pow()).exponent(scale.exponent());
	};
	initRange.apply(scale, arguments);
	return scale;
}
function sqrt$2() {
	return pow.apply(null, arguments).exponent(.5);
}
function threshold() {
	var domain = [.5], range = [0, 1], unknown, n = 1;
	function scale(x) {
		return x != null && x <= x ? range[bisectRight(domain, x, 0, n)] : unknown;
	}
	scale.domain = function(_) {
		return arguments.length ? (domain = Array.from(_), n = Math.min(domain.length, range.length - 1), scale) : domain.slice();
	};
	scale.range = function(_) {
		return arguments.length ? (range = Array.from(_), n = Math.min(domain.length, range.length - 1), scale) : range.slice();
	};
	scale.invertExtent = function(y) {
		var i = range.indexOf(y);
		return [domain[i - 1], domain[i]];
	};
	scale.unknown = function(_) {
		return arguments.length ? (unknown = _, scale) : unknown;
	};
	scale.copy = function() {
		return threshold().domain(domain).range(range).unknown(unknown);
	};
	return initRange.apply(scale, arguments);
}
function date(t) {
	return new Date(t);
}
function number(t) {
	return t instanceof Date ? +t : Math.round(t);
}
function calendar(ticks, tickInterval, year, month, week, day, hour, minute, second, format) {
	var scale = continuous(), invert = scale.invert, domain = scale.domain;
	var formatMillisecond = format(".%L"), formatSecond = format(":%S"), formatMinute = format("%I:%M"), formatHour = format("%I %p"), formatDay = format("%a %d"), formatWeek = format("%b %d"), formatMonth = format("%B"), formatYear = format("%Y");
	function tickFormat(date) {
		return (second(date) < date ? formatMillisecond : minute(date) < date ? formatSecond : hour(date) < date ? formatMinute : day(date) < date ? formatHour : month(date) < date ? week(date) < date ? formatDay : formatWeek : year(date) < date ? formatMonth : formatYear)(date);
	}
	scale.invert = function(y) {
		return new Date(Math.round(invert(y)));
	};
	scale.domain = function(_) {
		return arguments.length ? domain(Array.from(_, number)) : domain().map(date);
	};
	scale.ticks = function(interval) {
		var d = domain();
		return ticks(d[0], d[d.length - 1], interval == null ? 10 : interval);
	};
	scale.tickFormat = function(count, specifier) {
		return specifier == null ? tickFormat : format(specifier);
	};
	scale.nice = function(interval) {
		var d = domain();
		if (!interval || typeof interval.range !== "function") interval = tickInterval(d[0], d[d.length - 1], interval == null ? 10 : interval);
		return interval ? domain(nice(d, interval)) : scale;
	};
	scale.copy = function() {
		return copy$1(scale, calendar(ticks, tickInterval, year, month, week, day, hour, minute, second, format));
	};
	return scale;
}
function time() {
	return initRange.apply(calendar(timeTicks, timeTickInterval, timeYear, timeMonth, timeSunday, timeDay, timeHour, timeMinute, second, timeFormat).domain([new Date(2e3, 0, 1), new Date(2e3, 0, 2)]), arguments);
}
function utcTime() {
	return initRange.apply(calendar(utcTicks, utcTickInterval, utcYear, utcMonth, utcSunday, utcDay, utcHour, utcMinute, second, utcFormat).domain([Date.UTC(2e3, 0, 1), Date.UTC(2e3, 0, 2)]), arguments);
}
function transformer$1() {
	var x0 = 0, x1 = 1, t0, t1, k10, transform, interpolator = identity$1, clamp = false, unknown;
	function scale(x) {
		return x == null || isNaN(x = +x) ? unknown : interpolator(k10 === 0 ? .5 : (x = (transform(x) - t0) * k10, clamp ? Math.max(0, Math.min(1, x)) : x));
	}
	scale.domain = function(_) {
		return arguments.length ? ([x0, x1] = _, t0 = transform(x0 = +x0), t1 = transform(x1 = +x1), k10 = t0 === t1 ? 0 : 1 / (t1 - t0), scale) : [x0, x1];
	};
	scale.clamp = function(_) {
		return arguments.length ? (clamp = !!_, scale) : clamp;
	};
	scale.interpolator = function(_) {
		return arguments.length ? (interpolator = _, scale) : interpolator;
	};
	function range(interpolate) {
		return function(_) {
			var r0, r1;
			return arguments.length ? ([r0, r1] = _, interpolator = interpolate(r0, r1), scale) : [interpolator(0), interpolator(1)];
		};
	}
	scale.range = range(value);
	scale.rangeRound = range(round);
	scale.unknown = function(_) {
		return arguments.length ? (unknown = _, scale) : unknown;
	};
	return function(t) {
		transform = t, t0 = t(x0), t1 = t(x1), k10 = t0 === t1 ? 0 : 1 / (t1 - t0);
		return scale;
	};
}
function copy(source, target) {
	return target.domain(source.domain()).interpolator(source.interpolator()).clamp(source.clamp()).unknown(source.unknown());
}
function sequential() {
	var scale = linearish(transformer$1()(identity$1));
	scale.copy = function() {
		return copy(scale, sequential());
	};
	return initInterpolator.apply(scale, arguments);
}
function sequentialLog() {
	var scale = loggish(transformer$1()).domain([1, 10]);
	scale.copy = function() {
		return copy(scale, sequentialLog()).base(scale.base());
	};
	return initInterpolator.apply(scale, arguments);
}
function sequentialPow() {
	var scale = powish(transformer$1());
	scale.copy = function() {
		return copy(scale, sequentialPow()).exponent(scale.exponent());
	};
	return initInterpolator.apply(scale, arguments);
}
function sequentialSqrt() {
	return sequentialPow.apply(null, arguments).exponent(.5);
}
// node_modules/@mui/x-charts/internals/scales/scaleBand.mjs
function keyof(value) {
	if (Array.isArray(value)) return JSON.stringify(value);
	if (typeof value === "object" && value !== null) return value.valueOf();
	return value;
}
/**
* The internal state shared when copying a scale. The domain index (`InternMap`) is the expensive
* part to build — `O(domain)` — and is immutable once set (the domain setter replaces it rather than
* mutating it), so a copy can share the same reference instead of rebuilding it. This makes `copy()`
* `O(1)`, which matters because zooming copies the scale on every frame to apply a new range.
*/
function createScaleBand(seed) {
	let index = seed ? seed.index : new InternMap(void 0, keyof);
	let domain = seed ? seed.domain : [];
	let r0 = seed ? seed.r0 : 0;
	let r1 = seed ? seed.r1 : 1;
	let isRound = seed ? seed.isRound : false;
	let paddingInner = seed ? seed.paddingInner : 0;
	let paddingOuter = seed ? seed.paddingOuter : 0;
	let align = seed ? seed.align : .5;
	let step;
	let bandwidth;
	let reverse = false;
	let start = 0;
	const scale = (d) => {
		const i = index.get(d);
		if (i === void 0) return;
		const n = domain.length;
		if (n === 0) return;
		const k = reverse ? n - 1 - i % n : i % n;
		return start + step * k;
	};
	const rescale = () => {
		const n = domain.length;
		reverse = r1 < r0;
		const lo = reverse ? r1 : r0;
		const hi = reverse ? r0 : r1;
		step = (hi - lo) / Math.max(1, n - paddingInner + paddingOuter * 2);
		if (isRound) step = Math.floor(step);
		let adjustedStart = lo + (hi - lo - step * (n - paddingInner)) * align;
		bandwidth = step * (1 - paddingInner);
		if (isRound) {
			adjustedStart = Math.round(adjustedStart);
			bandwidth = Math.round(bandwidth);
		}
		start = adjustedStart;
		return scale;
	};
	scale.domain = function(_) {
		if (!arguments.length) return domain.slice();
		domain = [];
		index = new InternMap(void 0, keyof);
		for (const value of _) {
			if (index.has(value)) continue;
			index.set(value, domain.push(value) - 1);
		}
		return rescale();
	};
	scale.range = function(_) {
		if (!arguments.length) return [r0, r1];
		const [v0, v1] = _;
		r0 = +v0;
		r1 = +v1;
		return rescale();
	};
	scale.rangeRound = function(_) {
		const [v0, v1] = _;
		r0 = +v0;
		r1 = +v1;
		isRound = true;
		return rescale();
	};
	scale.bandwidth = function() {
		return bandwidth;
	};
	scale.step = function() {
		return step;
	};
	scale.round = function(_) {
		if (!arguments.length) return isRound;
		isRound = !!_;
		return rescale();
	};
	scale.padding = function(_) {
		if (!arguments.length) return paddingInner;
		paddingInner = Math.min(1, paddingOuter = +_);
		return rescale();
	};
	scale.paddingInner = function(_) {
		if (!arguments.length) return paddingInner;
		paddingInner = Math.min(1, _);
		return rescale();
	};
	scale.paddingOuter = function(_) {
		if (!arguments.length) return paddingOuter;
		paddingOuter = +_;
		return rescale();
	};
	scale.align = function(_) {
		if (!arguments.length) return align;
		align = Math.max(0, Math.min(1, _));
		return rescale();
	};
	scale.copy = () => createScaleBand({
		index,
		domain,
		r0,
		r1,
		isRound,
		paddingInner,
		paddingOuter,
		align
	});
	rescale();
	return scale;
}
/**
* Constructs a new band scale with the specified range, no padding, no rounding and center alignment.
* The domain defaults to the empty domain.
* If range is not specified, it defaults to the unit range [0, 1].
*
* The generic corresponds to the data type of domain elements.
*
* @param range A two-element array of numeric values.
*/
/**
* Constructs a new band scale with the specified domain and range, no padding, no rounding and center alignment.
*
* The generic corresponds to the data type of domain elements.
*
* @param domain Array of domain values.
* @param range A two-element array of numeric values.
*/
function scaleBand(...args) {
	const scale = createScaleBand();
	const [arg0, arg1] = args;
	if (args.length > 1) {
		scale.domain(arg0);
		scale.range(arg1);
	} else if (arg0) scale.range(arg0);
	return scale;
}
// node_modules/@mui/x-charts/internals/scales/scalePoint.mjs
/**
* Constructs a new point scale with the specified range, no padding, no rounding and center alignment.
* The domain defaults to the empty domain.
* If range is not specified, it defaults to the unit range [0, 1].
*
* The generic corresponds to the data type of domain elements.
*
* @param range A two-element array of numeric values.
*/
/**
* Constructs a new point scale with the specified domain and range, no padding, no rounding and center alignment.
* The domain defaults to the empty domain.
*
* The generic corresponds to the data type of domain elements.
*
* @param domain Array of domain values.
* @param range A two-element array of numeric values.
*/
function scalePoint(...args) {
	const scale = scaleBand(...args).paddingInner(1);
	const originalCopy = scale.copy;
	scale.padding = scale.paddingOuter;
	delete scale.paddingInner;
	delete scale.paddingOuter;
	scale.copy = () => {
		const copied = originalCopy();
		copied.padding = copied.paddingOuter;
		delete copied.paddingInner;
		delete copied.paddingOuter;
		copied.copy = scale.copy;
		return copied;
	};
	return scale;
}
// node_modules/@mui/x-charts/internals/scales/scaleSymlog.mjs
/**
* Constructs a new continuous scale with the specified range, the constant 1, the default interpolator and clamping disabled.
* The domain defaults to [0, 1].
* If range is not specified, it defaults to [0, 1].
*
* The first generic corresponds to the data type of the range elements.
* The second generic corresponds to the data type of the output elements generated by the scale.
* The third generic corresponds to the data type of the unknown value.
*
* If range element and output element type differ, the interpolator factory used with the scale must match this behavior and
* convert the interpolated range element to a corresponding output element.
*
* The range must be set in accordance with the range element type.
*
* The interpolator factory may be set using the interpolate(...) method of the scale.
*
* @param range Array of range values.
*/
/**
* Constructs a new continuous scale with the specified domain and range, the constant 1, the default interpolator and clamping disabled.
*
* The first generic corresponds to the data type of the range elements.
* The second generic corresponds to the data type of the output elements generated by the scale.
* The third generic corresponds to the data type of the unknown value.
*
* If range element and output element type differ, the interpolator factory used with the scale must match this behavior and
* convert the interpolated range element to a corresponding output element.
*
* The range must be set in accordance with the range element type.
*
* The interpolator factory may be set using the interpolate(...) method of the scale.
*
* @param domain Array of numeric domain values.
* @param range Array of range values.
*/
function scaleSymlog(...args) {
	const scale = symlog(...args);
	const originalTicks = scale.ticks;
	const { negativeScale, linearScale, positiveScale } = generateScales(scale);
	scale.ticks = (count) => {
		const ticks = originalTicks(count);
		const constant = scale.constant();
		let negativeLogTickCount = 0;
		let linearTickCount = 0;
		let positiveLogTickCount = 0;
		ticks.forEach((tick) => {
			if (tick > -constant && tick < constant) linearTickCount += 1;
			if (tick <= -constant) negativeLogTickCount += 1;
			if (tick >= constant) positiveLogTickCount += 1;
		});
		const finalTicks = [];
		if (negativeLogTickCount > 0) finalTicks.push(...negativeScale.ticks(negativeLogTickCount));
		if (linearTickCount > 0) {
			const linearTicks = linearScale.ticks(linearTickCount);
			if (finalTicks.at(-1) === linearTicks[0]) finalTicks.push(...linearTicks.slice(1));
			else finalTicks.push(...linearTicks);
		}
		if (positiveLogTickCount > 0) {
			const positiveTicks = positiveScale.ticks(positiveLogTickCount);
			if (finalTicks.at(-1) === positiveTicks[0]) finalTicks.push(...positiveTicks.slice(1));
			else finalTicks.push(...positiveTicks);
		}
		return finalTicks;
	};
	scale.tickFormat = (count = 10, specifier) => {
		const constant = scale.constant();
		const [start, end] = scale.domain();
		const extent = end - start;
		const negativeScaleDomain = negativeScale.domain();
		const negativeScaleExtent = negativeScaleDomain[1] - negativeScaleDomain[0];
		const negativeScaleTickCount = (extent === 0 ? 0 : negativeScaleExtent / extent) * count;
		const linearScaleDomain = linearScale.domain();
		const linearScaleExtent = linearScaleDomain[1] - linearScaleDomain[0];
		const linearScaleTickCount = (extent === 0 ? 0 : linearScaleExtent / extent) * count;
		const positiveScaleDomain = positiveScale.domain();
		const positiveScaleExtent = positiveScaleDomain[1] - positiveScaleDomain[0];
		const positiveScaleTickCount = (extent === 0 ? 0 : positiveScaleExtent / extent) * count;
		const negativeTickFormat = negativeScale.tickFormat(negativeScaleTickCount, specifier);
		const linearTickFormat = linearScale.tickFormat(linearScaleTickCount, specifier);
		const positiveTickFormat = positiveScale.tickFormat(positiveScaleTickCount, specifier);
		return (tick) => {
			return (tick.valueOf() <= -constant ? negativeTickFormat : tick.valueOf() >= constant ? positiveTickFormat : linearTickFormat)(tick);
		};
	};
	scale.copy = () => {
		return scaleSymlog(scale.domain(), scale.range()).constant(scale.constant());
	};
	return scale;
}
function generateScales(scale) {
	const constant = scale.constant();
	const domain = scale.domain();
	return {
		negativeScale: log([domain[0], Math.min(domain[1], -constant)], scale.range()),
		linearScale: linear([Math.max(domain[0], -constant), Math.min(domain[1], constant)], scale.range()),
		positiveScale: log([Math.max(domain[0], constant), domain[1]], scale.range())
	};
}
// node_modules/@mui/x-charts/internals/getScale.mjs
function getScale(scaleType, domain, range) {
	switch (scaleType) {
		case "log": return log(domain, range);
		case "pow": return pow(domain, range);
		case "sqrt": return sqrt$2(domain, range);
		case "time": return time(domain, range);
		case "utc": return utcTime(domain, range);
		case "symlog": return scaleSymlog(domain, range);
		default: return linear(domain, range);
	}
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/computeAxisAutoSize.mjs
/**
* Checks if an axis has groups defined.
*/
function hasGroups(axis) {
	return "groups" in axis && Array.isArray(axis.groups) && axis.groups.length > 0;
}
/**
* Gets the unique labels for a specific group level.
*/
function getGroupLabels(data, group) {
	const uniqueLabels = /* @__PURE__ */ new Set();
	for (let dataIndex = 0; dataIndex < data.length; dataIndex += 1) {
		const value = data[dataIndex];
		const groupValue = group.getValue(value, dataIndex);
		uniqueLabels.add(`${groupValue}`);
	}
	return Array.from(uniqueLabels);
}
/**
* Result of auto-size computation for axes.
*/
/**
* The maximum number of labels to measure for band/point scales.
* We only need the widest and tallest labels to determine auto-size, so we pick a small set of
* candidates using grapheme count as a proxy for visual width instead of measuring all.
*/
var MAX_AUTO_SIZE_CANDIDATES = 5;
/**
* Returns the maximum grapheme count of a label's lines (splitting by newlines).
* Uses grapheme count instead of string length for correct handling of emojis and complex characters.
*/
function maxLineLength(label) {
	const lines = label.split("\n");
	return Math.max(...lines.map((line) => getGraphemeCount(line)));
}
/**
* From a list of rendered label strings, returns a small subset of candidates
* that are most likely to be the visually widest and highest labels to measure for auto-size calculation.
* Uses character count as a proxy for visual width, and number of lines as a proxy for visual height, which works well in practice.
*
* Maintains a sorted list of the top candidates by width, plus the label with the most lines.
*/
function selectLargestCandidates(labels) {
	if (labels.length <= MAX_AUTO_SIZE_CANDIDATES) return labels;
	const candidates = [];
	let maxLines = 1;
	let maxLinesValue = null;
	for (const label of labels) {
		const lines = label.split("\n").length;
		if (lines > maxLines) {
			maxLines = lines;
			maxLinesValue = label;
		}
		const length = maxLineLength(label);
		if (candidates.length < MAX_AUTO_SIZE_CANDIDATES || length > candidates[0].length) {
			const index = candidates.findIndex((candidate) => candidate.length > length);
			candidates.splice(index === -1 ? candidates.length : index, 0, {
				label,
				length
			});
			if (candidates.length > MAX_AUTO_SIZE_CANDIDATES) candidates.shift();
		}
	}
	if (maxLinesValue !== null && candidates.find((candidate) => candidate.label === maxLinesValue) === void 0) candidates.push({
		label: maxLinesValue,
		length: maxLineLength(maxLinesValue)
	});
	return candidates.map((candidate) => candidate.label);
}
/**
* Gets tick labels that would be displayed for the axis.
* For ordinal scales (band/point), use axis.data.
* For continuous scales, generate estimated tick values from axis min/max configuration.
*/
function getTickLabels(axis, domain) {
	const { valueFormatter, scaleType, data } = axis;
	if (scaleType === "band" || scaleType === "point") {
		if (!data || data.length === 0) return [];
		const scale = scaleType === "band" ? scaleBand(data, [0, 1]) : scalePoint(data, [0, 1]);
		return selectLargestCandidates(data.map((value) => {
			if (valueFormatter) return valueFormatter(value, {
				location: "tick",
				scale,
				defaultTickLabel: `${value}`
			});
			return `${value}`;
		}));
	}
	const minVal = domain ? domain.domain[0] : 0;
	const maxVal = domain ? domain.domain[1] : 100;
	const tickNumber = domain?.tickNumber ?? 2;
	const scale = getScale(scaleType ?? "linear", [minVal, maxVal], [0, 1]);
	const valuesToMeasure = minVal === maxVal ? [minVal] : [minVal, maxVal];
	const tickFormat = scale.tickFormat(tickNumber);
	return valuesToMeasure.map((value) => {
		const defaultTickLabel = tickFormat(value);
		if (valueFormatter) return valueFormatter(value, {
			location: "tick",
			scale,
			defaultTickLabel
		});
		return defaultTickLabel;
	});
}
/**
* Measures all lines of text from tick labels and returns the maximum dimensions.
*/
function measureTickLabels$1(labels, style) {
	if (labels.length === 0) return {
		maxWidth: 0,
		maxHeight: 0
	};
	const allLines = /* @__PURE__ */ new Set();
	for (const label of labels) {
		const lines = label.split("\n");
		for (const line of lines) allLines.add(line);
	}
	const sizeMap = batchMeasureStrings(allLines, style);
	let maxWidth = 0;
	let maxHeight = 0;
	for (const label of labels) {
		const lines = label.split("\n");
		let labelWidth = 0;
		let labelHeight = 0;
		for (const line of lines) {
			const size = sizeMap.get(line) ?? {
				width: 0,
				height: 0
			};
			labelWidth = Math.max(labelWidth, size.width);
			labelHeight += size.height;
		}
		maxWidth = Math.max(maxWidth, labelWidth);
		maxHeight = Math.max(maxHeight, labelHeight);
	}
	return {
		maxWidth,
		maxHeight
	};
}
/**
* Computes the bounding box dimension when a rectangle is rotated.
* For x-axis, we need the height of the rotated bounding box.
* For y-axis, we need the width of the rotated bounding box.
*/
function getRotatedDimension(width, height, angle, direction) {
	if (!angle || angle % 180 === 0) return direction === "x" ? height : width;
	if (angle % 90 === 0) return direction === "x" ? width : height;
	const radAngle = deg2rad(Math.abs(angle));
	const cosAngle = Math.cos(radAngle);
	const sinAngle = Math.sin(radAngle);
	if (direction === "x") return Math.abs(width * sinAngle) + Math.abs(height * cosAngle);
	return Math.abs(width * cosAngle) + Math.abs(height * sinAngle);
}
/**
* Computes the auto-size dimension for a grouped axis.
* For grouped axes, we compute cumulative tick sizes so that each group's labels
* are positioned after the previous group's labels (no overlap).
*
* Returns both the total size and the computed tick sizes for each group level.
*/
function computeGroupedAxisAutoSize(axis, direction, defaultTickLabelStyle) {
	const { groups, data, tickSize: baseTickSize, tickLabelStyle: axisTickLabelStyle } = axis;
	const hasAxisLabel = Boolean(axis.label);
	if (!data || data.length === 0) return { size: 20 };
	const groupTickSizes = [];
	const labelDimensions = [];
	const defaultTickSize = baseTickSize ?? 6;
	for (let groupIndex = 0; groupIndex < groups.length; groupIndex += 1) {
		const group = groups[groupIndex];
		const groupLabels = selectLargestCandidates(getGroupLabels(data, group));
		const groupTickLabelStyle = (0, import_extends.default)({}, defaultTickLabelStyle, axisTickLabelStyle, group.tickLabelStyle);
		const angle = groupTickLabelStyle?.angle;
		const { maxWidth, maxHeight } = measureTickLabels$1(groupLabels, groupTickLabelStyle);
		if (maxWidth === 0 && maxHeight === 0) return;
		const labelDimension = getRotatedDimension(maxWidth, maxHeight, angle, direction);
		labelDimensions.push(labelDimension);
		const customTickSize = group.tickSize;
		if (customTickSize !== void 0) groupTickSizes.push(customTickSize);
		else if (groupIndex === 0) groupTickSizes.push(defaultTickSize);
		else {
			const previousExtent = groupTickSizes[groupIndex - 1] + 2 + labelDimensions[groupIndex - 1] + 4;
			groupTickSizes.push(previousExtent + defaultTickSize);
		}
	}
	const lastGroupIndex = groups.length - 1;
	let totalExtent = groupTickSizes[lastGroupIndex] + 2 + labelDimensions[lastGroupIndex];
	if (hasAxisLabel) totalExtent += 20;
	totalExtent += 4;
	return {
		size: Math.max(Math.ceil(totalExtent), 20),
		groupTickSizes
	};
}
/**
* Computes the auto-size dimension for an axis based on tick label measurements.
* Returns undefined if measurement is not available (SSR or not hydrated).
*
* For regular axes, returns just a number (the size).
* For grouped axes, returns an object with size and computed group tick sizes.
*/
function computeAxisAutoSize(options) {
	const { axis, direction, domain, defaultTickLabelStyle } = options;
	if (hasGroups(axis)) return computeGroupedAxisAutoSize(axis, direction, defaultTickLabelStyle);
	const tickLabelStyle = (0, import_extends.default)({}, defaultTickLabelStyle, axis.tickLabelStyle);
	const tickSize = axis.tickSize ?? 6;
	const hasLabel = Boolean(axis.label);
	const angle = tickLabelStyle?.angle;
	const labels = getTickLabels(axis, domain);
	if (labels.length === 0) return { size: 20 };
	const { maxWidth, maxHeight } = measureTickLabels$1(labels, tickLabelStyle);
	if (maxWidth === 0 && maxHeight === 0) return;
	const labelDimension = getRotatedDimension(maxWidth, maxHeight, angle, direction);
	let totalSize = tickSize + 2 + labelDimension;
	if (hasLabel) totalSize += 20;
	totalSize += 4;
	return { size: Math.max(Math.ceil(totalSize), 20) };
}
// node_modules/@mui/x-internals/formatErrorMessage/index.mjs
/**
* WARNING: Don't import this directly. It's imported by the code generated by
* `@mui/internal-babel-plugin-minify-errors`. Make sure to always use string literals in `Error`
* constructors to ensure the plugin works as expected. Supported patterns include:
*   throw new Error('My message');
*   throw new Error(`My message: ${foo}`);
*   throw new Error(`My message: ${foo}` + 'another string');
*   ...
*/
var formatErrorMessage_default = createFormatErrorMessage("https://mui.com/x/production-error", "MUI X");
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartSeries/processSeries.mjs
/**
* This method groups series by type and adds defaultized values such as the ids and colors.
* It does NOT apply the series processors - that happens in a selector.
* @param series The array of series provided by the developer
* @param colors The color palette used to defaultize series colors
* @returns An object structuring all the series by type with default values.
*/
var defaultizeSeries = ({ series, colors, theme, seriesConfig }) => {
	const seriesGroups = {};
	const idToType = /* @__PURE__ */ new Map();
	series.forEach((seriesData, seriesIndex) => {
		const seriesWithDefaultValues = seriesConfig[seriesData.type].getSeriesWithDefaultValues(seriesData, seriesIndex, colors, theme);
		const id = seriesWithDefaultValues.id;
		if (seriesGroups[seriesData.type] === void 0) seriesGroups[seriesData.type] = {
			series: {},
			seriesOrder: []
		};
		if (seriesGroups[seriesData.type]?.series[id] !== void 0) throw new Error(process.env.NODE_ENV !== "production" ? `MUI X Charts: Series id "${id}" is not unique. Each series must have a unique id to be properly identified and rendered. Provide a unique id for each series in your chart configuration.` : formatErrorMessage_default(34, id));
		seriesGroups[seriesData.type].series[id] = seriesWithDefaultValues;
		seriesGroups[seriesData.type].seriesOrder.push(id);
		if (idToType.has(id)) throw new Error(process.env.NODE_ENV !== "production" ? `MUI X Charts: Series id "${id}" is not unique across series types. Each series must have a unique id even across different series types. Provide a unique id for each series in your chart configuration.` : formatErrorMessage_default(35, id));
		idToType.set(id, seriesData.type);
	});
	return {
		defaultizedSeries: seriesGroups,
		idToType
	};
};
/**
* Applies series processors to the defaultized series groups.
* This should be called in a selector to compute processed series on-demand.
* @param defaultizedSeries The defaultized series groups
* @param seriesConfig The series configuration
* @param dataset The optional dataset
* @returns Processed series with all transformations applied
*/
var applySeriesProcessors = (defaultizedSeries, seriesConfig, dataset, isItemVisible) => {
	const processedSeries = {};
	Object.keys(seriesConfig).forEach((type) => {
		const group = defaultizedSeries[type];
		if (group !== void 0) processedSeries[type] = seriesConfig[type]?.seriesProcessor?.(group, dataset, isItemVisible) ?? group;
	});
	return processedSeries;
};
/**
* Applies series processors with drawing area to series if defined.
* @param processedSeries The processed series groups
* @param seriesConfig The series configuration
* @param drawingArea The drawing area
* @returns Processed series with all transformations applied
*/
var applySeriesLayout = (processedSeries, seriesConfig, drawingArea) => {
	let processingDetected = false;
	const seriesLayout = {};
	Object.keys(processedSeries).forEach((type) => {
		const processor = seriesConfig[type]?.seriesLayout;
		const thisSeries = processedSeries[type];
		if (processor !== void 0 && thisSeries !== void 0) {
			const newValue = processor(thisSeries, drawingArea);
			if (newValue && newValue !== processedSeries[type]) {
				processingDetected = true;
				seriesLayout[type] = newValue;
			}
		}
	});
	if (!processingDetected) return {};
	return seriesLayout;
};
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartSeriesConfig/utils/serializeIdentifier.mjs
/**
* Serializes a series item identifier into a unique string using the appropriate serializer
* from the provided series configuration.
*
* @param {ChartSeriesConfig<ChartSeriesType>} seriesConfig - The configuration object for chart series.
* @param {SeriesItemIdentifier<ChartSeriesType>} identifier - The series item identifier to serialize.
* @returns {string} A unique string representation of the identifier.
* @throws Will throw an error if no serializer is found for the given series type.
*/
var serializeIdentifier = (seriesConfig, identifier) => {
	const serializer = seriesConfig[identifier.type]?.identifierSerializer;
	if (!serializer) throw new Error(process.env.NODE_ENV !== "production" ? `MUI X Charts: No identifier serializer found for series type "${identifier.type}". This internal error occurs when the series configuration is incomplete.` : formatErrorMessage_default(43, identifier.type));
	return serializer(identifier);
};
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartSeriesConfig/utils/cleanIdentifier.mjs
/**
* Cleans a series item identifier by extracting only the relevant properties
* using the appropriate cleaner from the provided series configuration.
*
* @param {ChartSeriesConfig<ChartSeriesType>} seriesConfig - The configuration object for chart series.
* @param {object} identifier - The series item identifier to clean.
* @returns {object} A cleaned identifier object with only the properties relevant to the series type.
* @throws Will throw an error if no cleaner is found for the given series type.
*/
var cleanIdentifier = (seriesConfig, identifier) => {
	const cleaner = seriesConfig[identifier.type]?.identifierCleaner;
	if (!cleaner) throw new Error(process.env.NODE_ENV !== "production" ? `MUI X Charts: No identifier cleaner found for series type "${identifier.type}". This internal error occurs when the series configuration is incomplete.` : formatErrorMessage_default(42, identifier.type));
	return cleaner(identifier);
};
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartSeriesConfig/useChartSeriesConfig.mjs
var useChartSeriesConfig = ({ store }) => {
	return { instance: {
		serializeIdentifier: useEventCallback((identifier) => serializeIdentifier(store.state.seriesConfig.config, identifier)),
		cleanIdentifier: useEventCallback(function cleanIdentifier$1(identifier) {
			return cleanIdentifier(store.state.seriesConfig.config, identifier);
		})
	} };
};
useChartSeriesConfig.params = { seriesConfig: true };
useChartSeriesConfig.getDefaultizedParams = ({ params }) => (0, import_extends.default)({}, params, { seriesConfig: params.seriesConfig ?? {} });
useChartSeriesConfig.getInitialState = ({ seriesConfig }) => {
	return { seriesConfig: { config: seriesConfig } };
};
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartSeriesConfig/useChartSeriesConfig.selectors.mjs
var selectorChartSeriesConfigState = (state) => state.seriesConfig;
var selectorChartSeriesConfig = createSelector(selectorChartSeriesConfigState, (seriesConfigState) => seriesConfigState.config);
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartVisibilityManager/useChartVisibilityManager.selectors.mjs
/**
* Selector to get the visibility manager state.
*/
var selectVisibilityManager = (state) => state.visibilityManager;
var EMPTY_VISIBILITY_MAP = /* @__PURE__ */ new Map();
/**
* Selector to get the hidden identifiers from the visibility manager.
*/
var selectorVisibilityMap = createSelector(selectVisibilityManager, (visibilityManager) => visibilityManager?.visibilityMap ?? EMPTY_VISIBILITY_MAP);
var selectorIsItemVisibleFn = (visibilityMap, seriesConfig) => {
	return (identifier) => {
		const uniqueId = serializeIdentifier(seriesConfig, identifier);
		return !visibilityMap.has(uniqueId);
	};
};
/**
* Selector that returns a function which returns whether an item is visible.
*/
var selectorIsItemVisibleGetter = createSelectorMemoized(selectorVisibilityMap, selectorChartSeriesConfig, selectorIsItemVisibleFn);
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartVisibilityManager/visibilityParamToMap.mjs
var visibilityParamToMap = (hiddenItems, seriesConfig) => {
	const visibilityMap = /* @__PURE__ */ new Map();
	if (hiddenItems) hiddenItems.forEach((identifier) => {
		const uniqueId = serializeIdentifier(seriesConfig, identifier);
		visibilityMap.set(uniqueId, identifier);
	});
	return visibilityMap;
};
// node_modules/@mui/x-charts/colorPalettes/categorical/rainbowSurge.mjs
var rainbowSurgePaletteLight = [
	"#4254FB",
	"#FFB422",
	"#FA4F58",
	"#0DBEFF",
	"#22BF75",
	"#FA83B4",
	"#FF7511"
];
var rainbowSurgePaletteDark = [
	"#495AFB",
	"#FFC758",
	"#F35865",
	"#30C8FF",
	"#44CE8D",
	"#F286B3",
	"#FF8C39"
];
var rainbowSurgePalette = (mode) => mode === "dark" ? rainbowSurgePaletteDark : rainbowSurgePaletteLight;
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartSeries/useChartSeries.mjs
function createIdentifierWithType(state) {
	function identifierWithType(identifier) {
		if (identifier.type !== void 0) return identifier;
		const type = state.series.idToType.get(identifier.seriesId);
		if (type === void 0) throw new Error(process.env.NODE_ENV !== "production" ? `MUI X Charts: The id "${identifier.seriesId}" is not associated with any series. This may indicate the series was not properly registered or the id is incorrect. Verify the series id matches one defined in your chart configuration.` : formatErrorMessage_default(36, identifier.seriesId));
		return (0, import_extends.default)({}, identifier, { type });
	}
	return identifierWithType;
}
var useChartSeries = ({ params, store }) => {
	const { series, dataset, theme, colors } = params;
	useEffectAfterFirstRender(() => {
		const { defaultizedSeries, idToType } = defaultizeSeries({
			series,
			colors: typeof colors === "function" ? colors(theme) : colors,
			theme,
			seriesConfig: store.state.seriesConfig.config
		});
		store.set("series", (0, import_extends.default)({}, store.state.series, {
			defaultizedSeries,
			idToType,
			dataset
		}));
	}, [
		colors,
		dataset,
		series,
		theme,
		store
	]);
	return { instance: { identifierWithType: createIdentifierWithType(store.state) } };
};
useChartSeries.params = {
	dataset: true,
	series: true,
	colors: true,
	theme: true
};
var EMPTY_ARRAY$1 = [];
useChartSeries.getDefaultizedParams = ({ params }) => (0, import_extends.default)({}, params, {
	series: params.series?.length ? params.series : EMPTY_ARRAY$1,
	colors: params.colors ?? rainbowSurgePalette,
	theme: params.theme ?? "light"
});
useChartSeries.getInitialState = ({ series = [], colors, theme, dataset }, currentState) => {
	const seriesConfig = currentState.seriesConfig.config;
	const { defaultizedSeries, idToType } = defaultizeSeries({
		series,
		colors: typeof colors === "function" ? colors(theme) : colors,
		theme,
		seriesConfig
	});
	return { series: {
		defaultizedSeries,
		idToType,
		dataset
	} };
};
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartVisibilityManager/useChartVisibilityManager.mjs
var useChartVisibilityManager = ({ store, params, instance }) => {
	useEffectAfterFirstRender(() => {
		if (params.hiddenItems === void 0) return;
		if (process.env.NODE_ENV !== "production" && !store.state.visibilityManager.isControlled) console.error([
			`MUI X Charts: A chart component is changing the \`hiddenItems\` from uncontrolled to controlled.`,
			"Elements should not switch from uncontrolled to controlled (or vice versa).",
			"Decide between using a controlled or uncontrolled for the lifetime of the component.",
			"The nature of the state is determined during the first render. It's considered controlled if the value is not `undefined`.",
			"More info: https://fb.me/react-controlled-components"
		].join("\n"));
		store.set("visibilityManager", (0, import_extends.default)({}, store.state.visibilityManager, { visibilityMap: visibilityParamToMap(params.hiddenItems.map((item) => instance.identifierWithType(item, "visibility")), store.state.seriesConfig.config) }));
	}, [
		store,
		instance,
		params.hiddenItems
	]);
	const hideItem = useEventCallback((identifier) => {
		const visibilityMap = store.state.visibilityManager.visibilityMap;
		const identifierWithType = instance.identifierWithType(identifier, "visibility");
		const id = instance.serializeIdentifier(identifierWithType);
		if (visibilityMap.has(id)) return;
		const newVisibilityMap = new Map(visibilityMap);
		newVisibilityMap.set(id, identifierWithType);
		store.set("visibilityManager", (0, import_extends.default)({}, store.state.visibilityManager, { visibilityMap: newVisibilityMap }));
		const values = Array.from(newVisibilityMap.values());
		params.onHiddenItemsChange?.(values);
	});
	const showItem = useEventCallback((identifier) => {
		const visibilityMap = store.state.visibilityManager.visibilityMap;
		const identifierWithType = instance.identifierWithType(identifier, "visibility");
		const id = instance.serializeIdentifier(identifierWithType);
		if (!visibilityMap.has(id)) return;
		const newVisibilityMap = new Map(visibilityMap);
		newVisibilityMap.delete(id);
		store.set("visibilityManager", (0, import_extends.default)({}, store.state.visibilityManager, { visibilityMap: newVisibilityMap }));
		params.onHiddenItemsChange?.(Array.from(newVisibilityMap.values()));
	});
	return { instance: {
		hideItem,
		showItem,
		toggleItemVisibility: useEventCallback((identifier) => {
			const visibilityMap = store.state.visibilityManager.visibilityMap;
			const identifierWithType = instance.identifierWithType(identifier, "visibility");
			const id = instance.serializeIdentifier(identifierWithType);
			if (visibilityMap.has(id)) showItem(identifierWithType);
			else hideItem(identifierWithType);
		})
	} };
};
useChartVisibilityManager.getInitialState = (params, currentState) => {
	const seriesConfig = currentState.seriesConfig.config;
	const initialItems = params.hiddenItems ?? params.initialHiddenItems;
	return { visibilityManager: {
		visibilityMap: initialItems ? visibilityParamToMap(initialItems.map((item) => createIdentifierWithType(currentState)(item)), seriesConfig) : EMPTY_VISIBILITY_MAP,
		isControlled: params.hiddenItems !== void 0
	} };
};
useChartVisibilityManager.params = {
	onHiddenItemsChange: true,
	hiddenItems: true,
	initialHiddenItems: true
};
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartSeries/useChartSeries.selectors.mjs
var selectorChartSeriesState = (state) => state.series;
var selectorChartDefaultizedSeries = createSelector(selectorChartSeriesState, (seriesState) => seriesState.defaultizedSeries);
/**
* Get the processed series after applying series processors.
* This selector computes the processed series on-demand from the defaultized series.
* @returns {ProcessedSeries} The processed series.
*/
var selectorChartSeriesProcessed = createSelectorMemoized(selectorChartDefaultizedSeries, selectorChartSeriesConfig, createSelector(selectorChartSeriesState, (seriesState) => seriesState.dataset), selectorIsItemVisibleGetter, function selectorChartSeriesProcessed(defaultizedSeries, seriesConfig, dataset, isItemVisible) {
	return applySeriesProcessors(defaultizedSeries, seriesConfig, dataset, isItemVisible);
});
/**
* Returns a function that returns the series configuration for a given series id.
*/
var selectorChartSeriesConfigGetter = createSelectorMemoized(selectorChartSeriesConfig, selectorChartSeriesProcessed, (seriesConfig, processedSeries) => {
	return function getSeriesConfigById(seriesId) {
		for (const type in processedSeries) {
			if (!Object.hasOwn(processedSeries, type)) continue;
			const seriesGroup = processedSeries[type];
			if (seriesGroup?.series) {
				if (seriesGroup.series[seriesId]) return seriesConfig[type];
			}
		}
		return null;
	};
});
// node_modules/@mui/x-charts/models/axis.mjs
/**
* Use this type instead of `AxisScaleConfig` when the values
* shouldn't be provided by the user.
*/
/**
* Config that is shared between cartesian and polar axes.
*/
/**
* Use this type for advanced typing. For basic usage, use `RotationAxis` or `RadiusAxis`.
*/
/**
* Use this type for advanced typing. For basic usage, use `XAxis` or `YAxis`.
*/
function isBandScaleConfig(scaleConfig) {
	return scaleConfig.scaleType === "band";
}
function isPointScaleConfig(scaleConfig) {
	return scaleConfig.scaleType === "point";
}
function isContinuousScaleConfig(scaleConfig) {
	return scaleConfig.scaleType !== "point" && scaleConfig.scaleType !== "band";
}
function isSymlogScaleConfig(scaleConfig) {
	return scaleConfig.scaleType === "symlog";
}
/**
* The data format returned by onAxisClick.
*/
/**
* Identifies a data point within an axis.
*/
/**
* The axis configuration with missing values filled with default values.
*/
/**
* The x-axis configuration with missing values filled with default values.
*/
/**
* The y-axis configuration with missing values filled with default values.
*/
// node_modules/@mui/x-charts/internals/configInit.mjs
var cartesianInstance;
var polarInstance;
var CartesianSeriesTypes = class {
	types = /* @__PURE__ */ new Set();
	constructor() {
		if (cartesianInstance) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X Charts: Only one CartesianSeriesTypes instance can be created. This is a singleton class used internally for series type registration. Use the existing instance instead of creating a new one." : formatErrorMessage_default(24));
		cartesianInstance = this.types;
	}
	addType(value) {
		this.types.add(value);
	}
	getTypes() {
		return this.types;
	}
};
var PolarSeriesTypes = class {
	types = /* @__PURE__ */ new Set();
	constructor() {
		if (polarInstance) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X Charts: Only one PolarSeriesTypes instance can be created. This is a singleton class used internally for series type registration. Use the existing instance instead of creating a new one." : formatErrorMessage_default(25));
		polarInstance = this.types;
	}
	addType(value) {
		this.types.add(value);
	}
	getTypes() {
		return this.types;
	}
};
var cartesianSeriesTypes = new CartesianSeriesTypes();
cartesianSeriesTypes.addType("bar");
cartesianSeriesTypes.addType("line");
cartesianSeriesTypes.addType("scatter");
var polarSeriesTypes = new PolarSeriesTypes();
polarSeriesTypes.addType("radar");
// node_modules/@mui/x-charts/internals/isCartesian.mjs
function isCartesianSeriesType(seriesType) {
	return cartesianSeriesTypes.getTypes().has(seriesType);
}
function isCartesianSeries(series) {
	return isCartesianSeriesType(series.type);
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/getAxisExtrema.mjs
var axisExtremumCallback$1 = (chartType, axis, axisDirection, seriesConfig, axisIndex, formattedSeries, getFilters) => {
	const getter = axisDirection === "x" ? seriesConfig[chartType].xExtremumGetter : seriesConfig[chartType].yExtremumGetter;
	const series = formattedSeries[chartType]?.series ?? {};
	return getter?.({
		series,
		axis,
		axisIndex,
		isDefaultAxis: axisIndex === 0,
		getFilters
	}) ?? [Infinity, -Infinity];
};
function getAxisExtrema(axis, axisDirection, seriesConfig, axisIndex, formattedSeries, getFilters) {
	const cartesianChartTypes = Object.keys(seriesConfig).filter(isCartesianSeriesType);
	let extrema = [Infinity, -Infinity];
	for (const chartType of cartesianChartTypes) {
		const [min, max] = axisExtremumCallback$1(chartType, axis, axisDirection, seriesConfig, axisIndex, formattedSeries, getFilters);
		extrema = [Math.min(extrema[0], min), Math.max(extrema[1], max)];
	}
	if (Number.isNaN(extrema[0]) || Number.isNaN(extrema[1])) return [Infinity, -Infinity];
	return extrema;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/useChartAxisExtrema.selectors.mjs
var EMPTY_EXTREMA = {};
/**
* Selector that computes extrema for all non-band/point X axes.
* Shared between domain computation and auto-size measurement.
*/
var selectorChartXAxisExtrema = createSelectorMemoized(selectorChartRawXAxis, selectorChartSeriesProcessed, selectorChartSeriesConfig, function selectorChartXAxisExtrema(axes, formattedSeries, seriesConfig) {
	const extrema = {};
	let hasExtrema = false;
	axes?.forEach((axis, axisIndex) => {
		if (!isBandScaleConfig(axis) && !isPointScaleConfig(axis)) {
			extrema[axis.id] = getAxisExtrema(axis, "x", seriesConfig, axisIndex, formattedSeries);
			hasExtrema = true;
		}
	});
	return hasExtrema ? extrema : EMPTY_EXTREMA;
});
/**
* Selector that computes extrema for all non-band/point Y axes.
* Shared between domain computation and auto-size measurement.
*/
var selectorChartYAxisExtrema = createSelectorMemoized(selectorChartRawYAxis, selectorChartSeriesProcessed, selectorChartSeriesConfig, function selectorChartYAxisExtrema(axes, formattedSeries, seriesConfig) {
	const extrema = {};
	let hasExtrema = false;
	axes?.forEach((axis, axisIndex) => {
		if (!isBandScaleConfig(axis) && !isPointScaleConfig(axis)) {
			extrema[axis.id] = getAxisExtrema(axis, "y", seriesConfig, axisIndex, formattedSeries);
			hasExtrema = true;
		}
	});
	return hasExtrema ? extrema : EMPTY_EXTREMA;
});
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/getAxisDomainLimit.mjs
var getAxisDomainLimit = (axis, axisDirection, axisIndex, formattedSeries) => {
	if (axis.domainLimit !== void 0) return axis.domainLimit;
	if (axisDirection === "x") for (const seriesId of formattedSeries.line?.seriesOrder ?? []) {
		const series = formattedSeries.line.series[seriesId];
		if (series.xAxisId === axis.id || series.xAxisId === void 0 && axisIndex === 0) return "strict";
	}
	return "nice";
};
// node_modules/@mui/x-charts/internals/ticks.mjs
function getTickNumber(params, domain, defaultTickNumber) {
	const { tickMaxStep, tickMinStep, tickNumber } = params;
	const maxTicks = tickMinStep === void 0 ? 999 : Math.floor(Math.abs(domain[1] - domain[0]) / tickMinStep);
	const minTicks = tickMaxStep === void 0 ? 2 : Math.ceil(Math.abs(domain[1] - domain[0]) / tickMaxStep);
	return Math.min(maxTicks, Math.max(minTicks, tickNumber ?? defaultTickNumber));
}
function scaleTickNumberByRange(tickNumber, range) {
	if (range[1] - range[0] === 0) return 1;
	return tickNumber / ((range[1] - range[0]) / 100);
}
function getDefaultTickNumber(dimension) {
	return Math.floor(Math.abs(dimension) / 50);
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/domain.mjs
function niceDomain(scaleType, domain, tickNumber) {
	return getScale(scaleType ?? "linear", domain, [0, 1]).nice(tickNumber).domain();
}
/**
* Calculates the initial domain and tick number for a given axis.
* The domain should still run through the zoom filterMode after this step.
*/
function calculateInitialDomainAndTickNumber(axis, axisDirection, axisIndex, formattedSeries, [minData, maxData], defaultTickNumber) {
	const domainLimit = getAxisDomainLimit(axis, axisDirection, axisIndex, formattedSeries);
	let axisExtrema = getActualAxisExtrema(axis, minData, maxData);
	if (typeof domainLimit === "function") {
		const { min, max } = domainLimit(minData.valueOf(), maxData.valueOf());
		axisExtrema[0] = min;
		axisExtrema[1] = max;
	}
	const tickNumber = getTickNumber(axis, axisExtrema, defaultTickNumber);
	if (domainLimit === "nice") axisExtrema = niceDomain(axis.scaleType, axisExtrema, tickNumber);
	axisExtrema = ["min" in axis ? axis.min ?? axisExtrema[0] : axisExtrema[0], "max" in axis ? axis.max ?? axisExtrema[1] : axisExtrema[1]];
	return {
		domain: axisExtrema,
		tickNumber
	};
}
/**
* Calculates the final domain for an axis.
* After this step, the domain can be used to create the axis scale.
*/
function calculateFinalDomain(axis, axisDirection, axisIndex, formattedSeries, [minData, maxData], tickNumber) {
	const domainLimit = getAxisDomainLimit(axis, axisDirection, axisIndex, formattedSeries);
	let axisExtrema = getActualAxisExtrema(axis, minData, maxData);
	if (typeof domainLimit === "function") {
		const { min, max } = domainLimit(minData.valueOf(), maxData.valueOf());
		axisExtrema[0] = min;
		axisExtrema[1] = max;
	}
	if (domainLimit === "nice") axisExtrema = niceDomain(axis.scaleType, axisExtrema, tickNumber);
	return [axis.min ?? axisExtrema[0], axis.max ?? axisExtrema[1]];
}
/**
* Get the actual axis extrema considering the user defined min and max values.
* @param axisExtrema User defined axis extrema.
* @param minData Minimum value from the data.
* @param maxData Maximum value from the data.
*/
function getActualAxisExtrema(axisExtrema, minData, maxData) {
	let min = minData;
	let max = maxData;
	if ("max" in axisExtrema && axisExtrema.max != null && axisExtrema.max < minData) min = axisExtrema.max;
	if ("min" in axisExtrema && axisExtrema.min != null && axisExtrema.min > maxData) max = axisExtrema.min;
	if (!("min" in axisExtrema) && !("max" in axisExtrema)) return [min, max];
	return [axisExtrema.min ?? min, axisExtrema.max ?? max];
}
/**
* Computes the domain map for a list of axes.
* Shared between the rendering selectors and the auto-size domain selectors
* to ensure consistent domain computation logic.
*/
function computeAxisDomainsMap(axes, formattedSeries, defaultTickNumber, extremaMap, axisDirection) {
	const domains = {};
	axes?.forEach((eachAxis, axisIndex) => {
		const axis = eachAxis;
		if (isBandScaleConfig(axis) || isPointScaleConfig(axis)) {
			domains[axis.id] = { domain: axis.data };
			if (axis.ordinalTimeTicks !== void 0) domains[axis.id].tickNumber = getTickNumber(axis, [axis.data?.find((d) => d !== null), axis.data?.findLast((d) => d !== null)], defaultTickNumber);
			return;
		}
		const extrema = extremaMap[axis.id];
		if (!extrema) return;
		domains[axis.id] = calculateInitialDomainAndTickNumber(axis, axisDirection, axisIndex, formattedSeries, extrema, defaultTickNumber);
	});
	return domains;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/useChartAxisDomains.selectors.mjs
/**
* Default tick number used for auto-size domain computation.
* We use a fixed value instead of deriving it from the drawing area
* to avoid a circular dependency (auto-size → drawing area → axis sizes → auto-size).
*/
var DEFAULT_TICK_NUMBER = 8;
var EMPTY_DOMAINS = {};
/**
* Selector that computes niced domains for X axes.
* Used by auto-size to get accurate tick labels that match what the chart actually displays.
*/
var selectorChartXAxisDomainsForAutoSize = createSelectorMemoized(selectorChartRawXAxis, selectorChartSeriesProcessed, selectorChartXAxisExtrema, function selectorChartXAxisDomainsForAutoSize(axes, formattedSeries, extremaMap) {
	const domains = computeAxisDomainsMap(axes, formattedSeries, DEFAULT_TICK_NUMBER, extremaMap, "x");
	return Object.keys(domains).length > 0 ? domains : EMPTY_DOMAINS;
});
/**
* Selector that computes niced domains for Y axes.
* Used by auto-size to get accurate tick labels that match what the chart actually displays.
*/
var selectorChartYAxisDomainsForAutoSize = createSelectorMemoized(selectorChartRawYAxis, selectorChartSeriesProcessed, selectorChartYAxisExtrema, function selectorChartYAxisDomainsForAutoSize(axes, formattedSeries, extremaMap) {
	const domains = computeAxisDomainsMap(axes, formattedSeries, DEFAULT_TICK_NUMBER, extremaMap, "y");
	return Object.keys(domains).length > 0 ? domains : EMPTY_DOMAINS;
});
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/useChartAxisAutoSize.selectors.mjs
var selectorIsHydrated = (state) => state.dimensions.width && state.dimensions.height;
var selectorDefaultTickLabelStyle = (state) => state.cartesianAxis?.defaultTickLabelStyle;
var EMPTY_SIZES = {};
var EMPTY_RESULTS = {};
/**
* Selector that computes full auto-size results for X axes that have `height: 'auto'`.
* Returns a map of axis ID to full result (including group tick sizes for grouped axes).
*/
var selectorChartXAxisAutoSizeResults = createSelectorMemoized(selectorChartRawXAxis, selectorIsHydrated, selectorChartXAxisDomainsForAutoSize, selectorDefaultTickLabelStyle, function selectorChartXAxisAutoSizeResults(xAxes, isHydrated, domainsMap, defaultTickLabelStyle) {
	if (!xAxes?.some((axis) => axis.height === "auto") || !isHydrated) return EMPTY_RESULTS;
	const results = {};
	for (let axisIndex = 0; axisIndex < (xAxes?.length ?? 0); axisIndex += 1) {
		const axis = xAxes[axisIndex];
		if (axis.height === "auto") {
			const computed = computeAxisAutoSize({
				axis,
				direction: "x",
				domain: domainsMap[axis.id],
				defaultTickLabelStyle
			});
			if (computed !== void 0) results[axis.id] = computed;
		}
	}
	return results;
});
/**
* Selector that computes auto-sizes for X axes that have `height: 'auto'`.
* Returns a map of axis ID to computed height (just the size, not group tick sizes).
*/
var selectorChartXAxisAutoSizes = createSelectorMemoized(selectorChartXAxisAutoSizeResults, function selectorChartXAxisAutoSizes(results) {
	if (results === EMPTY_RESULTS) return EMPTY_SIZES;
	const sizes = {};
	for (const [axisId, result] of Object.entries(results)) sizes[axisId] = result.size;
	return sizes;
});
/**
* Selector that computes full auto-size results for Y axes that have `width: 'auto'`.
* Returns a map of axis ID to full result (including group tick sizes for grouped axes).
*/
var selectorChartYAxisAutoSizeResults = createSelectorMemoized(selectorChartRawYAxis, selectorIsHydrated, selectorChartYAxisDomainsForAutoSize, selectorDefaultTickLabelStyle, function selectorChartYAxisAutoSizeResults(yAxes, isHydrated, domainsMap, defaultTickLabelStyle) {
	if (!yAxes?.some((axis) => axis.width === "auto") || !isHydrated) return EMPTY_RESULTS;
	const results = {};
	for (let axisIndex = 0; axisIndex < (yAxes?.length ?? 0); axisIndex += 1) {
		const axis = yAxes[axisIndex];
		if (axis.width === "auto") {
			const computed = computeAxisAutoSize({
				axis,
				direction: "y",
				domain: domainsMap[axis.id],
				defaultTickLabelStyle
			});
			if (computed !== void 0) results[axis.id] = computed;
		}
	}
	return results;
});
/**
* Selector that computes auto-sizes for Y axes that have `width: 'auto'`.
* Returns a map of axis ID to computed width (just the size, not group tick sizes).
*/
var selectorChartYAxisAutoSizes = createSelectorMemoized(selectorChartYAxisAutoSizeResults, function selectorChartYAxisAutoSizes(results) {
	if (results === EMPTY_RESULTS) return EMPTY_SIZES;
	const sizes = {};
	for (const [axisId, result] of Object.entries(results)) sizes[axisId] = result.size;
	return sizes;
});
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/useChartAxisSize.selectors.mjs
/**
* Returns the default fallback height for an X axis when auto-sizing is not available.
* This function ensures consistent fallback values between axis size calculation and rendering.
*/
function getDefaultXAxisHeight(axis) {
	return 25 + (axis.label ? 20 : 0);
}
/**
* Returns the default fallback width for a Y axis when auto-sizing is not available.
* This function ensures consistent fallback values between axis size calculation and rendering.
*/
function getDefaultYAxisWidth(axis) {
	return 45 + (axis.label ? 20 : 0);
}
function selectXAxisSize(axes, axesGap, position, autoSizes) {
	let axesSize = 0;
	let nbOfAxes = 0;
	for (const axis of axes ?? []) {
		if (axis.position !== position) continue;
		let axisSize;
		if (axis.height === "auto") axisSize = autoSizes[axis.id] ?? getDefaultXAxisHeight(axis);
		else axisSize = axis.height ?? 0;
		axesSize += axisSize + (axis.zoom?.slider.enabled ? axis.zoom.slider.size : 0);
		nbOfAxes += 1;
	}
	return axesSize + axesGap * Math.max(0, nbOfAxes - 1);
}
function selectYAxisSize(axes, axesGap, position, autoSizes) {
	let axesSize = 0;
	let nbOfAxes = 0;
	for (const axis of axes ?? []) {
		if (axis.position !== position) continue;
		let axisSize;
		if (axis.width === "auto") axisSize = autoSizes[axis.id] ?? getDefaultYAxisWidth(axis);
		else axisSize = axis.width ?? 0;
		axesSize += axisSize + (axis.zoom?.slider.enabled ? axis.zoom.slider.size : 0);
		nbOfAxes += 1;
	}
	return axesSize + axesGap * Math.max(0, nbOfAxes - 1);
}
var selectorChartAxisSizes = createSelectorMemoized(createSelector(selectorChartRawYAxis, selectorChartCartesianAxesGap, selectorChartYAxisAutoSizes, function selectorChartLeftAxisSize(yAxis, axesGap, autoSizes) {
	return selectYAxisSize(yAxis, axesGap, "left", autoSizes);
}), createSelector(selectorChartRawYAxis, selectorChartCartesianAxesGap, selectorChartYAxisAutoSizes, function selectorChartRightAxisSize(yAxis, axesGap, autoSizes) {
	return selectYAxisSize(yAxis, axesGap, "right", autoSizes);
}), createSelector(selectorChartRawXAxis, selectorChartCartesianAxesGap, selectorChartXAxisAutoSizes, function selectorChartTopAxisSize(xAxis, axesGap, autoSizes) {
	return selectXAxisSize(xAxis, axesGap, "top", autoSizes);
}), createSelector(selectorChartRawXAxis, selectorChartCartesianAxesGap, selectorChartXAxisAutoSizes, function selectorChartBottomAxisSize(xAxis, axesGap, autoSizes) {
	return selectXAxisSize(xAxis, axesGap, "bottom", autoSizes);
}), function selectorChartAxisSizes(left, right, top, bottom) {
	return {
		left,
		right,
		top,
		bottom
	};
});
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartDimensions/useChartDimensions.selectors.mjs
var selectorChartDimensionsState = (state) => state.dimensions;
var selectorChartMargin = (state) => state.dimensions.margin;
var selectorChartDrawingArea = createSelectorMemoized(selectorChartDimensionsState, selectorChartMargin, selectorChartAxisSizes, function selectorChartDrawingArea({ width, height }, { top: marginTop, right: marginRight, bottom: marginBottom, left: marginLeft }, { left: axisSizeLeft, right: axisSizeRight, top: axisSizeTop, bottom: axisSizeBottom }) {
	return {
		width: width - marginLeft - marginRight - axisSizeLeft - axisSizeRight,
		left: marginLeft + axisSizeLeft,
		right: marginRight + axisSizeRight,
		height: height - marginTop - marginBottom - axisSizeTop - axisSizeBottom,
		top: marginTop + axisSizeTop,
		bottom: marginBottom + axisSizeBottom
	};
});
var selectorChartSvgWidth = createSelector(selectorChartDimensionsState, (dimensionsState) => dimensionsState.width);
var selectorChartSvgHeight = createSelector(selectorChartDimensionsState, (dimensionsState) => dimensionsState.height);
var selectorChartPropsWidth = createSelector(selectorChartDimensionsState, (dimensionsState) => dimensionsState.propsWidth);
var selectorChartPropsHeight = createSelector(selectorChartDimensionsState, (dimensionsState) => dimensionsState.propsHeight);
// node_modules/@mui/x-charts/internals/defaultizeMargin.mjs
function defaultizeMargin(input, defaultMargin) {
	if (typeof input === "number") return {
		top: input,
		bottom: input,
		left: input,
		right: input
	};
	if (defaultMargin) return (0, import_extends.default)({}, defaultMargin, input);
	return input;
}
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartDimensions/useChartDimensions.mjs
var MAX_COMPUTE_RUN = 10;
var useChartDimensions = ({ params, store, instance }) => {
	const { chartsLayerContainerRef } = instance;
	const hasInSize = params.width !== void 0 && params.height !== void 0;
	const stateRef = import_react.useRef({
		displayError: false,
		initialCompute: true,
		computeRun: 0
	});
	const [innerWidth, setInnerWidth] = import_react.useState(0);
	const [innerHeight, setInnerHeight] = import_react.useState(0);
	const computeSize = import_react.useCallback(() => {
		const mainEl = chartsLayerContainerRef?.current;
		if (!mainEl) return {};
		const computedStyle = ownerWindow(mainEl).getComputedStyle(mainEl);
		const newHeight = Math.floor(parseFloat(computedStyle.height)) || 0;
		const newWidth = Math.floor(parseFloat(computedStyle.width)) || 0;
		if (store.state.dimensions.width !== newWidth || store.state.dimensions.height !== newHeight) store.set("dimensions", {
			margin: {
				top: params.margin.top,
				right: params.margin.right,
				bottom: params.margin.bottom,
				left: params.margin.left
			},
			width: params.width ?? newWidth,
			height: params.height ?? newHeight,
			propsWidth: params.width,
			propsHeight: params.height
		});
		return {
			height: newHeight,
			width: newWidth
		};
	}, [
		store,
		chartsLayerContainerRef,
		params.height,
		params.width,
		params.margin.left,
		params.margin.right,
		params.margin.top,
		params.margin.bottom
	]);
	useEffectAfterFirstRender(() => {
		const width = params.width ?? store.state.dimensions.width;
		const height = params.height ?? store.state.dimensions.height;
		store.set("dimensions", {
			margin: {
				top: params.margin.top,
				right: params.margin.right,
				bottom: params.margin.bottom,
				left: params.margin.left
			},
			width,
			height,
			propsHeight: params.height,
			propsWidth: params.width
		});
	}, [
		store,
		params.height,
		params.width,
		params.margin.left,
		params.margin.right,
		params.margin.top,
		params.margin.bottom
	]);
	import_react.useEffect(() => {
		stateRef.current.displayError = true;
	}, []);
	useEnhancedEffect(() => {
		if (hasInSize || !stateRef.current.initialCompute || stateRef.current.computeRun > MAX_COMPUTE_RUN) return;
		const computedSize = computeSize();
		if (computedSize.width !== innerWidth || computedSize.height !== innerHeight) {
			stateRef.current.computeRun += 1;
			if (computedSize.width !== void 0) setInnerWidth(computedSize.width);
			if (computedSize.height !== void 0) setInnerHeight(computedSize.height);
		} else if (stateRef.current.initialCompute) stateRef.current.initialCompute = false;
	}, [
		innerHeight,
		innerWidth,
		computeSize,
		hasInSize
	]);
	useEnhancedEffect(() => {
		if (hasInSize) return () => {};
		computeSize();
		const elementToObserve = chartsLayerContainerRef.current;
		if (typeof ResizeObserver === "undefined") return () => {};
		let animationFrame;
		const observer = new ResizeObserver(() => {
			animationFrame = requestAnimationFrame(() => {
				computeSize();
			});
		});
		if (elementToObserve) observer.observe(elementToObserve);
		return () => {
			if (animationFrame) cancelAnimationFrame(animationFrame);
			if (elementToObserve) observer.unobserve(elementToObserve);
		};
	}, [
		computeSize,
		hasInSize,
		chartsLayerContainerRef
	]);
	if (process.env.NODE_ENV !== "production") {
		if (stateRef.current.displayError && params.width === void 0 && innerWidth === 0) {
			console.error(`MUI X Charts: ChartsContainer does not have \`width\` prop, and its container has no \`width\` defined.`);
			stateRef.current.displayError = false;
		}
		if (stateRef.current.displayError && params.height === void 0 && innerHeight === 0) {
			console.error(`MUI X Charts: ChartsContainer does not have \`height\` prop, and its container has no \`height\` defined.`);
			stateRef.current.displayError = false;
		}
	}
	const drawingArea = store.use(selectorChartDrawingArea);
	const isXInside = import_react.useCallback((x) => x >= drawingArea.left - 1 && x <= drawingArea.left + drawingArea.width, [drawingArea.left, drawingArea.width]);
	const isYInside = import_react.useCallback((y) => y >= drawingArea.top - 1 && y <= drawingArea.top + drawingArea.height, [drawingArea.height, drawingArea.top]);
	return { instance: {
		isPointInside: import_react.useCallback((x, y, targetElement) => {
			if (targetElement && "closest" in targetElement && targetElement.closest("[data-drawing-container]")) return true;
			return isXInside(x) && isYInside(y);
		}, [isXInside, isYInside]),
		isXInside,
		isYInside
	} };
};
useChartDimensions.params = {
	width: true,
	height: true,
	margin: true
};
useChartDimensions.getDefaultizedParams = ({ params }) => (0, import_extends.default)({}, params, { margin: defaultizeMargin(params.margin, DEFAULT_MARGINS) });
useChartDimensions.getInitialState = ({ width, height, margin }) => {
	return { dimensions: {
		margin,
		width: width ?? 0,
		height: height ?? 0,
		propsWidth: width,
		propsHeight: height
	} };
};
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartElementRef/useChartElementRef.mjs
var useChartElementRef = () => {
	return { instance: {
		chartsLayerContainerRef: import_react.useRef(null),
		chartRootRef: import_react.useRef(null),
		chartsAccessibilityProxyRef: import_react.useRef(null)
	} };
};
useChartElementRef.params = {};
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartExperimentalFeature/useChartExperimentalFeature.mjs
var useChartExperimentalFeatures = ({ params, store }) => {
	useEnhancedEffect(() => {
		store.set("experimentalFeatures", params.experimentalFeatures);
	}, [store, params.experimentalFeatures]);
	return {};
};
useChartExperimentalFeatures.params = { experimentalFeatures: true };
useChartExperimentalFeatures.getInitialState = ({ experimentalFeatures }) => {
	return { experimentalFeatures };
};
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartExperimentalFeature/useChartExperimentalFeature.selectors.mjs
/**
* Reads the value of a single experimental feature flag from the store.
*
* @example
* const enabled = store.use(
*   selectorChartExperimentalFeaturesState,
*   'progressiveRendering',
* );
*/
var selectorChartExperimentalFeaturesState = (state, featureName) => state.experimentalFeatures?.[featureName];
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartId/useChartId.utils.mjs
var globalChartDefaultId = 0;
var createChartDefaultId = () => {
	globalChartDefaultId += 1;
	return `mui-chart-${globalChartDefaultId}`;
};
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartId/useChartId.mjs
var useChartId$1 = ({ params, store }) => {
	import_react.useEffect(() => {
		if (params.id === void 0 || params.id === store.state.id.providedChartId && store.state.id.chartId !== void 0) return;
		store.set("id", (0, import_extends.default)({}, store.state.id, { chartId: params.id ?? createChartDefaultId() }));
	}, [store, params.id]);
	return {};
};
useChartId$1.params = { id: true };
useChartId$1.getInitialState = ({ id }) => ({ id: {
	chartId: id,
	providedChartId: id
} });
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartId/useChartId.selectors.mjs
var selectorChartIdState = (state) => state.id;
/**
* Get the id attribute of the chart.
* @param {ChartState<[UseChartIdSignature]>} state The state of the chart.
* @returns {string} The id attribute of the chart.
*/
var selectorChartId = createSelector(selectorChartIdState, (idState) => idState.chartId);
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartSeries/useChartSeriesLayout.selectors.mjs
/**
* Get the processed series after applying series layout.
* This selector computes the series layout on-demand from the processed series.
* @returns {SeriesLayout} The series with layout applied.
*/
var selectorChartSeriesLayout = createSelectorMemoized(selectorChartSeriesProcessed, selectorChartSeriesConfig, selectorChartDrawingArea, function selectorChartSeriesLayout(processedSeries, seriesConfig, drawingArea) {
	return applySeriesLayout(processedSeries, seriesConfig, drawingArea);
});
// node_modules/@mui/x-internal-gestures/formatErrorMessage.mjs
/**
* WARNING: Don't import this directly. It's imported by the code generated by
* `@mui/internal-babel-plugin-minify-errors`. Make sure to always use string literals in `Error`
* constructors to ensure the plugin works as expected. Supported patterns include:
*   throw new Error('My message');
*   throw new Error(`My message: ${foo}`);
*   throw new Error(`My message: ${foo}` + 'another string');
*   ...
*/
function formatErrorMessage(code, ...args) {
	const url = new URL("https://mui.com/x/production-error");
	url.searchParams.set("code", code.toString());
	args.forEach((arg) => url.searchParams.append("args[]", arg));
	return `MUI X error #${code}; visit ${url} for the full message.`;
}
// node_modules/@mui/x-internal-gestures/core/utils/eventList.mjs
var eventList = {
	abort: true,
	animationcancel: true,
	animationend: true,
	animationiteration: true,
	animationstart: true,
	auxclick: true,
	beforeinput: true,
	beforetoggle: true,
	blur: true,
	cancel: true,
	canplay: true,
	canplaythrough: true,
	change: true,
	click: true,
	close: true,
	command: true,
	compositionend: true,
	compositionstart: true,
	compositionupdate: true,
	contextlost: true,
	contextmenu: true,
	contextrestored: true,
	copy: true,
	cuechange: true,
	cut: true,
	dblclick: true,
	drag: true,
	dragend: true,
	dragenter: true,
	dragleave: true,
	dragover: true,
	dragstart: true,
	drop: true,
	durationchange: true,
	emptied: true,
	ended: true,
	error: true,
	focus: true,
	focusin: true,
	focusout: true,
	formdata: true,
	gotpointercapture: true,
	input: true,
	invalid: true,
	keydown: true,
	keypress: true,
	keyup: true,
	load: true,
	loadeddata: true,
	loadedmetadata: true,
	loadstart: true,
	lostpointercapture: true,
	mousedown: true,
	mouseenter: true,
	mouseleave: true,
	mousemove: true,
	mouseout: true,
	mouseover: true,
	mouseup: true,
	paste: true,
	pause: true,
	play: true,
	playing: true,
	pointercancel: true,
	pointerdown: true,
	pointerenter: true,
	pointerleave: true,
	pointermove: true,
	pointerout: true,
	pointerover: true,
	pointerup: true,
	progress: true,
	ratechange: true,
	reset: true,
	resize: true,
	scroll: true,
	scrollend: true,
	securitypolicyviolation: true,
	seeked: true,
	seeking: true,
	select: true,
	selectionchange: true,
	selectstart: true,
	slotchange: true,
	stalled: true,
	submit: true,
	suspend: true,
	timeupdate: true,
	toggle: true,
	touchcancel: true,
	touchend: true,
	touchmove: true,
	touchstart: true,
	transitioncancel: true,
	transitionend: true,
	transitionrun: true,
	transitionstart: true,
	volumechange: true,
	waiting: true,
	webkitanimationend: true,
	webkitanimationiteration: true,
	webkitanimationstart: true,
	webkittransitionend: true,
	wheel: true,
	beforematch: true,
	pointerrawupdate: true
};
// node_modules/@mui/x-internal-gestures/core/Gesture.mjs
/**
* Base Gesture module that provides common functionality for all gesture implementations
*/
/**
* The possible phases of a gesture during its lifecycle.
*
* - 'start': The gesture has been recognized and is beginning
* - 'ongoing': The gesture is in progress (e.g., a finger is moving)
* - 'end': The gesture has completed successfully
* - 'cancel': The gesture was interrupted or terminated abnormally
*/
/**
* Core data structure passed to gesture event handlers.
* Contains all relevant information about a gesture event.
*/
/**
* Defines the types of pointers that can trigger a gesture.
*/
/**
* Base configuration options that can be overridden per pointer mode.
*/
/**
* Configuration options for creating a gesture instance.
*/
/**
* Type for the state of a gesture recognizer.
*/
/**
* Base abstract class for all gestures. This class provides the fundamental structure
* and functionality for handling gestures, including registering and unregistering
* gesture handlers, creating emitters, and managing gesture state.
*
* Gesture is designed as an extensible base for implementing specific gesture recognizers.
* Concrete gesture implementations should extend this class or one of its subclasses.
*
* To implement:
* - Non-pointer gestures (like wheel events): extend this Gesture class directly
* - Pointer-based gestures: extend the PointerGesture class instead
*
* @example
* ```ts
* import { Gesture } from './Gesture';
*
* class CustomGesture extends Gesture {
*   constructor(options) {
*     super(options);
*   }
*
*   clone(overrides) {
*     return new CustomGesture({
*       name: this.name,
*       // ... other options
*       ...overrides,
*     });
*   }
* }
* ```
*/
var Gesture = class {
	/** Unique name identifying this gesture type */
	/** Whether to prevent default browser action for gesture events */
	/** Whether to stop propagation of gesture events */
	/**
	* List of gesture names that should prevent this gesture from activating when they are active.
	*/
	/**
	* Array of keyboard keys that must be pressed for the gesture to be recognized.
	*/
	/**
	* KeyboardManager instance for tracking key presses
	*/
	/**
	* List of pointer types that can trigger this gesture.
	* If undefined, all pointer types are allowed.
	*/
	/**
	* Pointer mode-specific configuration overrides.
	*/
	/**
	* User-mutable data object for sharing state between gesture events
	* This object is included in all events emitted by this gesture
	*/
	customData = {};
	/** Reference to the singleton PointerManager instance */
	/** Reference to the singleton ActiveGesturesRegistry instance */
	/** The DOM element this gesture is attached to */
	/** Stores the active gesture state */
	/** @internal For types. If false enables phases (xStart, x, xEnd) */
	/** @internal For types. The event type this gesture is associated with */
	/** @internal For types. The options type for this gesture */
	/** @internal For types. The options that can be changed at runtime */
	/** @internal For types. The state that can be changed at runtime */
	/**
	* Create a new gesture instance with the specified options
	*
	* @param options - Configuration options for this gesture
	*/
	constructor(options) {
		if (!options || !options.name) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X: Gesture must be initialized with a valid name." : formatErrorMessage(164));
		if (options.name in eventList) throw new Error(process.env.NODE_ENV !== "production" ? `MUI X: Gesture can't be created with a native event name. Tried to use "${options.name}". Please use a custom name instead.` : formatErrorMessage(165, options.name));
		this.name = options.name;
		this.preventDefault = options.preventDefault ?? false;
		this.stopPropagation = options.stopPropagation ?? false;
		this.preventIf = options.preventIf ?? [];
		this.requiredKeys = options.requiredKeys ?? [];
		this.pointerMode = options.pointerMode ?? [];
		this.pointerOptions = options.pointerOptions ?? {};
	}
	/**
	* Initialize the gesture by acquiring the pointer manager and gestures registry
	* Must be called before the gesture can be used
	*/
	init(element, pointerManager, gestureRegistry, keyboardManager) {
		this.element = element;
		this.pointerManager = pointerManager;
		this.gesturesRegistry = gestureRegistry;
		this.keyboardManager = keyboardManager;
		const changeOptionsEventName = `${this.name}ChangeOptions`;
		this.element.addEventListener(changeOptionsEventName, this.handleOptionsChange);
		const changeStateEventName = `${this.name}ChangeState`;
		this.element.addEventListener(changeStateEventName, this.handleStateChange);
	}
	/**
	* Handle option change events
	* @param event Custom event with new options in the detail property
	*/
	handleOptionsChange = (event) => {
		if (event && event.detail) this.updateOptions(event.detail);
	};
	/**
	* Update the gesture options with new values
	* @param options Object containing properties to update
	*/
	updateOptions(options) {
		this.preventDefault = options.preventDefault ?? this.preventDefault;
		this.stopPropagation = options.stopPropagation ?? this.stopPropagation;
		this.preventIf = options.preventIf ?? this.preventIf;
		this.requiredKeys = options.requiredKeys ?? this.requiredKeys;
		this.pointerMode = options.pointerMode ?? this.pointerMode;
		this.pointerOptions = options.pointerOptions ?? this.pointerOptions;
	}
	/**
	* Get the default configuration for the pointer specific options.
	* Change this function in child classes to provide different defaults.
	*/
	getBaseConfig() {
		return { requiredKeys: this.requiredKeys };
	}
	/**
	* Get the effective configuration for a specific pointer mode.
	* This merges the base configuration with pointer mode-specific overrides.
	*
	* @param pointerType - The pointer type to get configuration for
	* @returns The effective configuration object
	*/
	getEffectiveConfig(pointerType, baseConfig) {
		if (pointerType !== "mouse" && pointerType !== "touch" && pointerType !== "pen") return baseConfig;
		const pointerModeOverrides = this.pointerOptions[pointerType];
		if (pointerModeOverrides) return (0, import_extends.default)({}, baseConfig, pointerModeOverrides);
		return baseConfig;
	}
	/**
	* Handle state change events
	* @param event Custom event with new state values in the detail property
	*/
	handleStateChange = (event) => {
		if (event && event.detail) this.updateState(event.detail);
	};
	/**
	* Update the gesture state with new values
	* @param stateChanges Object containing state properties to update
	*/
	updateState(stateChanges) {
		Object.assign(this.state, stateChanges);
	}
	/**
	* Create a deep clone of this gesture for a new element
	*
	* @param overrides - Optional configuration options that override the defaults
	* @returns A new instance of this gesture with the same configuration and any overrides applied
	*/
	/**
	* Check if the event's target is or is contained within any of our registered elements
	*
	* @param event - The browser event to check
	* @returns The matching element or null if no match is found
	*/
	getTargetElement(event) {
		if (this.isActive || this.element === event.target || "contains" in this.element && this.element.contains(event.target) || "getRootNode" in this.element && this.element.getRootNode() instanceof ShadowRoot && event.composedPath().includes(this.element)) return this.element;
		return null;
	}
	/** Whether the gesture is currently active */
	set isActive(isActive) {
		if (isActive) this.gesturesRegistry.registerActiveGesture(this.element, this);
		else this.gesturesRegistry.unregisterActiveGesture(this.element, this);
	}
	/** Whether the gesture is currently active */
	get isActive() {
		return this.gesturesRegistry.isGestureActive(this.element, this) ?? false;
	}
	/**
	* Checks if this gesture should be prevented from activating.
	*
	* @param element - The DOM element to check against
	* @param pointerType - The type of pointer triggering the gesture
	* @returns true if the gesture should be prevented, false otherwise
	*/
	shouldPreventGesture(element, pointerType) {
		const effectiveConfig = this.getEffectiveConfig(pointerType, this.getBaseConfig());
		if (!this.keyboardManager.areKeysPressed(effectiveConfig.requiredKeys)) return true;
		if (this.preventIf.length === 0) return false;
		const activeGestures = this.gesturesRegistry.getActiveGestures(element);
		return this.preventIf.some((gestureName) => activeGestures[gestureName]);
	}
	/**
	* Checks if the given pointer type is allowed for this gesture based on the pointerMode setting.
	*
	* @param pointerType - The type of pointer to check.
	* @returns true if the pointer type is allowed, false otherwise.
	*/
	isPointerTypeAllowed(pointerType) {
		if (!this.pointerMode || this.pointerMode.length === 0) return true;
		return this.pointerMode.includes(pointerType);
	}
	/**
	* Clean up the gesture and unregister any listeners
	* Call this method when the gesture is no longer needed to prevent memory leaks
	*/
	destroy() {
		const changeOptionsEventName = `${this.name}ChangeOptions`;
		this.element.removeEventListener(changeOptionsEventName, this.handleOptionsChange);
		const changeStateEventName = `${this.name}ChangeState`;
		this.element.removeEventListener(changeStateEventName, this.handleStateChange);
	}
};
// node_modules/@mui/x-internal-gestures/core/ActiveGesturesRegistry.mjs
/**
* ActiveGesturesRegistry - Centralized registry for tracking which gestures are active on elements
*
* This singleton class keeps track of all gesture instances that are currently in their active state,
* allowing both the system and applications to query which gestures are active on specific elements.
*/
/**
* Type for entries in the active gestures registry
*/
/**
* Registry that maintains a record of all currently active gestures across elements
*/
var ActiveGesturesRegistry = class {
	/** Map of elements to their active gestures */
	activeGestures = /* @__PURE__ */ new Map();
	/**
	* Register a gesture as active on an element
	*
	* @param element - The DOM element on which the gesture is active
	* @param gesture - The gesture instance that is active
	*/
	registerActiveGesture(element, gesture) {
		if (!this.activeGestures.has(element)) this.activeGestures.set(element, /* @__PURE__ */ new Set());
		const elementGestures = this.activeGestures.get(element);
		const entry = {
			gesture,
			element
		};
		elementGestures.add(entry);
	}
	/**
	* Remove a gesture from the active registry
	*
	* @param element - The DOM element on which the gesture was active
	* @param gesture - The gesture instance to deactivate
	*/
	unregisterActiveGesture(element, gesture) {
		const elementGestures = this.activeGestures.get(element);
		if (!elementGestures) return;
		elementGestures.forEach((entry) => {
			if (entry.gesture === gesture) elementGestures.delete(entry);
		});
		if (elementGestures.size === 0) this.activeGestures.delete(element);
	}
	/**
	* Get all active gestures for a specific element
	*
	* @param element - The DOM element to query
	* @returns Array of active gesture names
	*/
	getActiveGestures(element) {
		const elementGestures = this.activeGestures.get(element);
		if (!elementGestures) return {};
		return Array.from(elementGestures).reduce((acc, entry) => {
			acc[entry.gesture.name] = true;
			return acc;
		}, {});
	}
	/**
	* Check if a specific gesture is active on an element
	*
	* @param element - The DOM element to check
	* @param gesture - The gesture instance to check
	* @returns True if the gesture is active on the element, false otherwise
	*/
	isGestureActive(element, gesture) {
		const elementGestures = this.activeGestures.get(element);
		if (!elementGestures) return false;
		return Array.from(elementGestures).some((entry) => entry.gesture === gesture);
	}
	/**
	* Clear all active gestures from the registry
	*/
	destroy() {
		this.activeGestures.clear();
	}
	/**
	* Clear all active gestures for a specific element
	*
	* @param element - The DOM element to clear
	*/
	unregisterElement(element) {
		this.activeGestures.delete(element);
	}
};
// node_modules/@base-ui/utils/platform/shared.mjs
/**
* Reads `navigator.userAgent` / `navigator.platform` (legacy but universally
* supported) into a normalized shape. In development, prefers the modern
* `navigator.userAgentData` API on Chromium to avoid DevTools warnings about
* the deprecated reads; that branch is dead-code-eliminated in production
* builds to keep the bundle small.
*
* Returns empty/zero values when `navigator` is undefined (SSR), so every
* derived flag safely evaluates to `false`.
*/
function readRawData() {
	if (typeof navigator === "undefined") return {
		userAgent: "",
		platform: "",
		maxTouchPoints: 0
	};
	if (process.env.NODE_ENV !== "production") {
		const uaData = navigator.userAgentData;
		if (uaData && Array.isArray(uaData.brands)) return {
			userAgent: uaData.brands.map(({ brand, version }) => `${brand}/${version}`).join(" "),
			platform: uaData.platform ?? navigator.platform ?? "",
			maxTouchPoints: navigator.maxTouchPoints ?? 0
		};
	}
	return {
		userAgent: navigator.userAgent,
		platform: navigator.platform ?? "",
		maxTouchPoints: navigator.maxTouchPoints ?? 0
	};
}
var { userAgent, platform, maxTouchPoints } = readRawData();
var lowerUserAgent = userAgent.toLowerCase();
var lowerPlatform = platform.toLowerCase();
// node_modules/@base-ui/utils/platform/os.mjs
/** iPhone, iPad (including iPadOS 13+ reporting as macOS), iPod. */
var ios = /^i(os$|p)/.test(lowerPlatform) || lowerPlatform === "macintel" && maxTouchPoints > 1;
/** Android phones, tablets, and embedded Android browsers. */
var ANDROID_STRING = "android";
var android = lowerPlatform === ANDROID_STRING || lowerUserAgent.includes(ANDROID_STRING);
/** macOS desktop. Excludes iPadOS, which reports as `MacIntel`. */
var mac = !ios && lowerPlatform.startsWith("mac");
lowerPlatform.startsWith("win");
!android && /^(linux|chrome os)/.test(lowerPlatform);
/** Any Apple OS (`mac || ios`). */
var apple = mac || ios;
// node_modules/@mui/x-internal-gestures/core/KeyboardManager.mjs
/**
* KeyboardManager - Manager for keyboard events in the gesture recognition system
*
* This class tracks keyboard state:
* 1. Capturing and tracking all pressed keys
* 2. Providing methods to check if specific keys are pressed
*/
/**
* Type definition for keyboard keys
*/
/**
* Class responsible for tracking keyboard state
*/
var KeyboardManager = class {
	pressedKeys = /* @__PURE__ */ new Set();
	/**
	* Create a new KeyboardManager instance
	*/
	constructor() {
		this.initialize();
	}
	/**
	* Initialize the keyboard event listeners
	*/
	initialize() {
		if (typeof window === "undefined") return;
		window.addEventListener("keydown", this.handleKeyDown);
		window.addEventListener("keyup", this.handleKeyUp);
		window.addEventListener("blur", this.clearKeys);
	}
	/**
	* Handle keydown events
	*/
	handleKeyDown = (event) => {
		this.pressedKeys.add(event.key);
	};
	/**
	* Handle keyup events
	*/
	handleKeyUp = (event) => {
		this.pressedKeys.delete(event.key);
	};
	/**
	* Clear all pressed keys
	*/
	clearKeys = () => {
		this.pressedKeys.clear();
	};
	/**
	* Check if a set of keys are all currently pressed
	* @param keys The keys to check
	* @returns True if all specified keys are pressed, false otherwise
	*/
	areKeysPressed(keys) {
		if (!keys || keys.length === 0) return true;
		return keys.every((key) => {
			if (key === "ControlOrMeta") return apple ? this.pressedKeys.has("Meta") : this.pressedKeys.has("Control");
			return this.pressedKeys.has(key);
		});
	}
	/**
	* Cleanup method to remove event listeners
	*/
	destroy() {
		if (typeof window !== "undefined") {
			window.removeEventListener("keydown", this.handleKeyDown);
			window.removeEventListener("keyup", this.handleKeyUp);
			window.removeEventListener("blur", this.clearKeys);
		}
		this.clearKeys();
	}
};
// node_modules/@mui/x-internal-gestures/core/PointerManager.mjs
/**
* PointerManager - Centralized manager for pointer events in the gesture recognition system
*
* This singleton class abstracts the complexity of working with pointer events by:
* 1. Capturing and tracking all active pointers (touch, mouse, pen)
* 2. Normalizing pointer data into a consistent format
* 3. Managing pointer capture for proper tracking across elements
* 4. Distributing events to registered gesture recognizers
*/
/**
* Normalized representation of a pointer, containing all relevant information
* from the original PointerEvent plus additional tracking data.
*
* This data structure encapsulates everything gesture recognizers need to know
* about a pointer's current state.
*/
/**
* Configuration options for initializing the PointerManager.
*/
/**
* Manager for handling pointer events across the application.
*
* PointerManager serves as the foundational layer for gesture recognition,
* providing a centralized system for tracking active pointers and distributing
* pointer events to gesture recognizers.
*
* It normalizes browser pointer events into a consistent format and simplifies
* multi-touch handling by managing pointer capture and tracking multiple
* simultaneous pointers.
*/
var PointerManager = class {
	/** Root element where pointer events are captured */
	/** CSS touch-action property value applied to the root element */
	/** Whether to use passive event listeners */
	/** Whether to prevent interrupt events like blur or contextmenu */
	/** Map of all currently active pointers by their pointerId */
	pointers = /* @__PURE__ */ new Map();
	/** Set of registered gesture handlers that receive pointer events */
	gestureHandlers = /* @__PURE__ */ new Set();
	constructor(options) {
		this.root = options.root ?? document.getRootNode({ composed: true }) ?? document.body;
		this.touchAction = options.touchAction || "auto";
		this.passive = options.passive ?? false;
		this.preventEventInterruption = options.preventEventInterruption ?? true;
		this.setupEventListeners();
	}
	/**
	* Register a handler function to receive pointer events.
	*
	* The handler will be called whenever pointer events occur within the root element.
	* It receives the current map of all active pointers and the original event.
	*
	* @param {Function} handler - Function to receive pointer events and current pointer state
	* @returns {Function} An unregister function that removes this handler when called
	*/
	registerGestureHandler(handler) {
		this.gestureHandlers.add(handler);
		return () => {
			this.gestureHandlers.delete(handler);
		};
	}
	/**
	* Get a read-only view of the current active pointers map.
	*
	* Returns a reference to the internal pointer map. Callers must not
	* mutate the result; the type is narrowed to `ReadonlyMap` to enforce
	* this at compile time. Avoiding a per-call copy matters because this
	* is invoked on every pointer event by every active gesture handler.
	*
	* @returns The active pointers as a read-only map
	*/
	getPointers() {
		return this.pointers;
	}
	/**
	* Set up event listeners for pointer events on the root element.
	*
	* This method attaches all necessary event listeners and configures
	* the CSS touch-action property on the root element.
	*/
	setupEventListeners() {
		if (this.touchAction !== "auto") this.root.style.touchAction = this.touchAction;
		this.root.addEventListener("pointerdown", this.handlePointerEvent, { passive: this.passive });
		this.root.addEventListener("pointermove", this.handlePointerEvent, { passive: this.passive });
		this.root.addEventListener("pointerup", this.handlePointerEvent, { passive: this.passive });
		this.root.addEventListener("pointercancel", this.handlePointerEvent, { passive: this.passive });
		this.root.addEventListener("forceCancel", this.handlePointerEvent, { passive: this.passive });
		this.root.addEventListener("blur", this.handleInterruptEvents);
		this.root.addEventListener("contextmenu", this.handleInterruptEvents);
	}
	/**
	* Handle events that should interrupt all gestures.
	* This clears all active pointers and notifies handlers with a pointercancel-like event.
	*
	* @param event - The event that triggered the interruption (blur or contextmenu)
	*/
	handleInterruptEvents = (event) => {
		if (this.preventEventInterruption && "pointerType" in event && event.pointerType === "touch") {
			event.preventDefault();
			return;
		}
		const cancelEvent = new PointerEvent("forceCancel", {
			bubbles: false,
			cancelable: false
		});
		const firstPointer = this.pointers.values().next().value;
		if (this.pointers.size > 0 && firstPointer) {
			Object.defineProperties(cancelEvent, {
				clientX: { value: firstPointer.clientX },
				clientY: { value: firstPointer.clientY },
				pointerId: { value: firstPointer.pointerId },
				pointerType: { value: firstPointer.pointerType }
			});
			for (const [pointerId, pointer] of this.pointers.entries()) {
				const updatedPointer = (0, import_extends.default)({}, pointer, { type: "forceCancel" });
				this.pointers.set(pointerId, updatedPointer);
			}
		}
		this.notifyHandlers(cancelEvent);
		this.pointers.clear();
	};
	/**
	* Event handler for all pointer events.
	*
	* This method:
	* 1. Updates the internal pointers map based on the event type
	* 2. Manages pointer capture for tracking pointers outside the root element
	* 3. Notifies all registered handlers with the current state
	*
	* @param event - The original pointer event from the browser
	*/
	handlePointerEvent = (event) => {
		const { type, pointerId } = event;
		if (type === "pointerdown" || type === "pointermove") this.pointers.set(pointerId, this.createPointerData(event));
		else if (type === "pointerup" || type === "pointercancel" || type === "forceCancel") {
			this.pointers.set(pointerId, this.createPointerData(event));
			this.notifyHandlers(event);
			this.pointers.delete(pointerId);
			return;
		}
		this.notifyHandlers(event);
	};
	/**
	* Notify all registered gesture handlers about a pointer event.
	*
	* Each handler receives the current map of active pointers and the original event.
	*
	* @param event - The original pointer event that triggered this notification
	*/
	notifyHandlers(event) {
		this.gestureHandlers.forEach((handler) => handler(this.pointers, event));
	}
	/**
	* Create a normalized PointerData object from a browser PointerEvent.
	*
	* This method extracts all relevant information from the original event
	* and formats it in a consistent way for gesture recognizers to use.
	*
	* @param event - The original browser pointer event
	* @returns A new PointerData object representing this pointer
	*/
	createPointerData(event) {
		return {
			pointerId: event.pointerId,
			clientX: event.clientX,
			clientY: event.clientY,
			pageX: event.pageX,
			pageY: event.pageY,
			target: event.target,
			timeStamp: event.timeStamp,
			type: event.type,
			isPrimary: event.isPrimary,
			pressure: event.pressure,
			width: event.width,
			height: event.height,
			pointerType: event.pointerType,
			srcEvent: event
		};
	}
	/**
	* Clean up all event listeners and reset the PointerManager state.
	*
	* This method should be called when the PointerManager is no longer needed
	* to prevent memory leaks. It removes all event listeners, clears the
	* internal state, and resets the singleton instance.
	*/
	destroy() {
		this.root.removeEventListener("pointerdown", this.handlePointerEvent);
		this.root.removeEventListener("pointermove", this.handlePointerEvent);
		this.root.removeEventListener("pointerup", this.handlePointerEvent);
		this.root.removeEventListener("pointercancel", this.handlePointerEvent);
		this.root.removeEventListener("forceCancel", this.handlePointerEvent);
		this.root.removeEventListener("blur", this.handleInterruptEvents);
		this.root.removeEventListener("contextmenu", this.handleInterruptEvents);
		this.pointers.clear();
		this.gestureHandlers.clear();
	}
};
// node_modules/@mui/x-internal-gestures/core/GestureManager.mjs
/**
* Configuration options for initializing the GestureManager
*/
/**
* The primary class responsible for setting up and managing gestures across multiple elements.
*
* GestureManager maintains a collection of gesture templates that can be instantiated for
* specific DOM elements. It handles lifecycle management, event dispatching, and cleanup.
*
* @example
* ```typescript
* // Basic setup with default gestures
* const manager = new GestureManager({
*   root: document.body,
*   touchAction: 'none',
*   gestures: [
*     new PanGesture({ name: 'pan' }),
*   ],
* });
*
* // Register pan gestures on an element
* const element = manager.registerElement('pan', document.querySelector('.draggable'));
*
* // Add event listeners with proper typing
* element.addEventListener('panStart', (event) => {
*   console.log('Pan started');
* });
*
* element.addEventListener('pan', (event) => {
*   console.log(`Pan delta: ${event.deltaX}, ${event.deltaY}`);
* });
*
* // Custom gesture types
* interface MyGestureEvents {
*   custom: { x: number, y: number }
* }
* const customManager = new GestureManager<MyGestureEvents>({
*   root: document.body
*   gestures: [
*     new CustomGesture({ name: 'custom' }),
*   ],
* });
* ```
*/
var GestureManager = class {
	/** Repository of gesture templates that can be cloned for specific elements */
	gestureTemplates = /* @__PURE__ */ new Map();
	/** Maps DOM elements to their active gesture instances */
	elementGestureMap = /* @__PURE__ */ new Map();
	activeGesturesRegistry = new ActiveGesturesRegistry();
	keyboardManager = new KeyboardManager();
	/**
	* Create a new GestureManager instance to coordinate gesture recognition
	*
	* @param options - Configuration options for the gesture manager
	*/
	constructor(options) {
		this.pointerManager = new PointerManager({
			root: options.root,
			touchAction: options.touchAction,
			passive: options.passive
		});
		if (options.gestures && options.gestures.length > 0) options.gestures.forEach((gesture) => {
			this.addGestureTemplate(gesture);
		});
	}
	/**
	* Add a gesture template to the manager's template registry.
	* Templates serve as prototypes that can be cloned for individual elements.
	*
	* @param gesture - The gesture instance to use as a template
	*/
	addGestureTemplate(gesture) {
		if (process.env.NODE_ENV !== "production" && this.gestureTemplates.has(gesture.name)) console.warn(`Gesture template with name "${gesture.name}" already exists. It will be overwritten.`);
		this.gestureTemplates.set(gesture.name, gesture);
	}
	/**
	* Adds gesture templates to the manager's template registry after construction.
	*
	* This allows optional gestures to be registered lazily by the feature using
	* them, so they are only bundled when that feature is.
	*
	* @param gestures - The gesture instances to use as templates
	*/
	addGestures(gestures) {
		gestures.forEach((gesture) => {
			this.addGestureTemplate(gesture);
		});
	}
	/**
	* Removes gesture templates with the provided names, unregistering them
	* from any element they are still registered on.
	*
	* @param gestureNames - The names of the gestures to remove
	*/
	removeGestures(gestureNames) {
		gestureNames.forEach((gestureName) => {
			this.elementGestureMap.forEach((_, element) => {
				this.unregisterElement(gestureName, element);
			});
			this.gestureTemplates.delete(gestureName);
		});
	}
	/**
	* Updates the options for a specific gesture on a given element and emits a change event.
	*
	* @param gestureName - Name of the gesture whose options should be updated
	* @param element - The DOM element where the gesture is attached
	* @param options - New options to apply to the gesture
	* @returns True if the options were successfully updated, false if the gesture wasn't found
	*
	* @example
	* ```typescript
	* // Update pan gesture sensitivity on the fly
	* manager.setGestureOptions('pan', element, { threshold: 5 });
	* ```
	*/
	setGestureOptions(gestureName, element, options) {
		const elementGestures = this.elementGestureMap.get(element);
		if (!elementGestures || !elementGestures.has(gestureName)) {
			if (process.env.NODE_ENV !== "production") console.error(`Gesture "${gestureName}" not found on the provided element.`);
			return;
		}
		const event = new CustomEvent(`${gestureName}ChangeOptions`, {
			detail: options,
			bubbles: false,
			cancelable: false,
			composed: false
		});
		element.dispatchEvent(event);
	}
	/**
	* Updates the state for a specific gesture on a given element and emits a change event.
	*
	* @param gestureName - Name of the gesture whose state should be updated
	* @param element - The DOM element where the gesture is attached
	* @param state - New state to apply to the gesture
	* @returns True if the state was successfully updated, false if the gesture wasn't found
	*
	* @example
	* ```typescript
	* // Update total delta for a turnWheel gesture
	* manager.setGestureState('turnWheel', element, { totalDeltaX: 10 });
	* ```
	*/
	setGestureState(gestureName, element, state) {
		const elementGestures = this.elementGestureMap.get(element);
		if (!elementGestures || !elementGestures.has(gestureName)) {
			if (process.env.NODE_ENV !== "production") console.error(`Gesture "${gestureName}" not found on the provided element.`);
			return;
		}
		const event = new CustomEvent(`${gestureName}ChangeState`, {
			detail: state,
			bubbles: false,
			cancelable: false,
			composed: false
		});
		element.dispatchEvent(event);
	}
	/**
	* Register an element to recognize one or more gestures.
	*
	* This method clones the specified gesture template(s) and creates
	* gesture recognizer instance(s) specifically for the provided element.
	* The element is returned with enhanced TypeScript typing for gesture events.
	*
	* @param gestureNames - Name(s) of the gesture(s) to register (must match template names)
	* @param element - The DOM element to attach the gesture(s) to
	* @param options - Optional map of gesture-specific options to override when registering
	* @returns The same element with properly typed event listeners
	*
	* @example
	* ```typescript
	* // Register multiple gestures
	* const element = manager.registerElement(['pan', 'pinch'], myDiv);
	*
	* // Register a single gesture
	* const draggable = manager.registerElement('pan', dragHandle);
	*
	* // Register with customized options for each gesture
	* const customElement = manager.registerElement(
	*   ['pan', 'pinch', 'rotate'],
	*   myElement,
	*   {
	*     pan: { threshold: 20, direction: ['left', 'right'] },
	*     pinch: { threshold: 0.1 }
	*   }
	* );
	* ```
	*/
	registerElement(gestureNames, element, options) {
		if (!Array.isArray(gestureNames)) gestureNames = [gestureNames];
		gestureNames.forEach((name) => {
			const gestureOptions = options?.[name];
			this.registerSingleGesture(name, element, gestureOptions);
		});
		return element;
	}
	/**
	* Internal method to register a single gesture on an element.
	*
	* @param gestureName - Name of the gesture to register
	* @param element - DOM element to attach the gesture to
	* @param options - Optional options to override the gesture template configuration
	* @returns True if the registration was successful, false otherwise
	*/
	registerSingleGesture(gestureName, element, options) {
		const gestureTemplate = this.gestureTemplates.get(gestureName);
		if (!gestureTemplate) {
			if (process.env.NODE_ENV !== "production") console.error(`Gesture template "${gestureName}" not found.`);
			return false;
		}
		if (!this.elementGestureMap.has(element)) this.elementGestureMap.set(element, /* @__PURE__ */ new Map());
		const elementGestures = this.elementGestureMap.get(element);
		if (elementGestures.has(gestureName)) {
			if (process.env.NODE_ENV !== "production") console.warn(`Element already has gesture "${gestureName}" registered. It will be replaced.`);
			this.unregisterElement(gestureName, element);
		}
		const gestureInstance = gestureTemplate.clone(options);
		gestureInstance.init(element, this.pointerManager, this.activeGesturesRegistry, this.keyboardManager);
		elementGestures.set(gestureName, gestureInstance);
		return true;
	}
	/**
	* Unregister a specific gesture from an element.
	* This removes the gesture recognizer and stops event emission for that gesture.
	*
	* @param gestureName - Name of the gesture to unregister
	* @param element - The DOM element to remove the gesture from
	* @returns True if the gesture was found and removed, false otherwise
	*/
	unregisterElement(gestureName, element) {
		const elementGestures = this.elementGestureMap.get(element);
		if (!elementGestures || !elementGestures.has(gestureName)) return false;
		elementGestures.get(gestureName).destroy();
		elementGestures.delete(gestureName);
		this.activeGesturesRegistry.unregisterElement(element);
		if (elementGestures.size === 0) this.elementGestureMap.delete(element);
		return true;
	}
	/**
	* Unregister all gestures from an element.
	* Completely removes the element from the gesture system.
	*
	* @param element - The DOM element to remove all gestures from
	*/
	unregisterAllGestures(element) {
		const elementGestures = this.elementGestureMap.get(element);
		if (elementGestures) {
			for (const [, gesture] of elementGestures) {
				gesture.destroy();
				this.activeGesturesRegistry.unregisterElement(element);
			}
			this.elementGestureMap.delete(element);
		}
	}
	/**
	* Clean up all gestures and event listeners.
	* Call this method when the GestureManager is no longer needed to prevent memory leaks.
	*/
	destroy() {
		for (const [element] of this.elementGestureMap) this.unregisterAllGestures(element);
		this.gestureTemplates.clear();
		this.elementGestureMap.clear();
		this.activeGesturesRegistry.destroy();
		this.keyboardManager.destroy();
		this.pointerManager.destroy();
	}
};
// node_modules/@mui/x-internal-gestures/core/PointerGesture.mjs
/**
* Base configuration options that can be overridden per pointer mode.
*/
/**
* Configuration options for pointer-based gestures, extending the base GestureOptions.
*
* These options provide fine-grained control over how pointer events are interpreted
* and when the gesture should be recognized.
*/
/**
* Base class for all pointer-based gestures.
*
* This class extends the base Gesture class with specialized functionality for
* handling pointer events via the PointerManager. It provides common logic for
* determining when a gesture should activate, tracking pointer movements, and
* managing pointer thresholds.
*
* All pointer-based gesture implementations should extend this class rather than
* the base Gesture class.
*
* @example
* ```ts
* import { PointerGesture } from './PointerGesture';
*
* class CustomGesture extends PointerGesture {
*   constructor(options) {
*     super(options);
*   }
*
*   clone(overrides) {
*     return new CustomGesture({
*       name: this.name,
*       // ... other options
*       ...overrides,
*     });
*   }
*
*   handlePointerEvent = (pointers, event) => {
*     // Handle pointer events here
*   }
* }
* ```
*/
var PointerGesture = class extends Gesture {
	/** Function to unregister from the PointerManager when destroying this gesture */
	unregisterHandler = null;
	/** The original target element when the gesture began, used to prevent limbo state if target is removed */
	originalTarget = null;
	/**
	* Minimum number of simultaneous pointers required to activate the gesture.
	* The gesture will not start until at least this many pointers are active.
	*/
	/**
	* Maximum number of simultaneous pointers allowed for this gesture.
	* If more than this many pointers are detected, the gesture may be canceled.
	*/
	constructor(options) {
		super(options);
		this.minPointers = options.minPointers ?? 1;
		this.maxPointers = options.maxPointers ?? Infinity;
	}
	init(element, pointerManager, gestureRegistry, keyboardManager) {
		super.init(element, pointerManager, gestureRegistry, keyboardManager);
		this.unregisterHandler = this.pointerManager.registerGestureHandler(this.handlePointerEvent);
	}
	updateOptions(options) {
		super.updateOptions(options);
		this.minPointers = options.minPointers ?? this.minPointers;
		this.maxPointers = options.maxPointers ?? this.maxPointers;
	}
	getBaseConfig() {
		return {
			requiredKeys: this.requiredKeys,
			minPointers: this.minPointers,
			maxPointers: this.maxPointers
		};
	}
	isWithinPointerCount(pointers, pointerMode) {
		const config = this.getEffectiveConfig(pointerMode, this.getBaseConfig());
		return pointers.length >= config.minPointers && pointers.length <= config.maxPointers;
	}
	/**
	* Handler for pointer events from the PointerManager.
	* Concrete gesture implementations must override this method to provide
	* gesture-specific logic for recognizing and tracking the gesture.
	*
	* @param pointers - Map of active pointers by pointer ID
	* @param event - The original pointer event from the browser
	*/
	/**
	* Calculate the target element for the gesture based on the active pointers.
	*
	* It takes into account the original target element.
	*
	* @param pointers - Map of active pointers by pointer ID
	* @param calculatedTarget - The target element calculated from getTargetElement
	* @returns A list of relevant pointers for this gesture
	*/
	getRelevantPointers(pointers, calculatedTarget) {
		return pointers.filter((pointer) => {
			if (!this.isPointerTypeAllowed(pointer.pointerType)) return false;
			const targetMatches = calculatedTarget === pointer.target || pointer.target === this.originalTarget || calculatedTarget === this.originalTarget || "contains" in calculatedTarget && calculatedTarget.contains(pointer.target);
			const shadowRootMatches = "getRootNode" in calculatedTarget && calculatedTarget.getRootNode() instanceof ShadowRoot && pointer.srcEvent.composedPath().includes(calculatedTarget);
			return targetMatches || shadowRootMatches;
		});
	}
	destroy() {
		if (this.unregisterHandler) {
			this.unregisterHandler();
			this.unregisterHandler = null;
		}
		super.destroy();
	}
};
// node_modules/@mui/x-internal-gestures/core/utils/calculateCentroid.mjs
/**
* Calculate the centroid (average position) of multiple pointers
*/
function calculateCentroid(pointers) {
	if (pointers.length === 0) return {
		x: 0,
		y: 0
	};
	const sum = pointers.reduce((acc, pointer) => {
		acc.x += pointer.clientX;
		acc.y += pointer.clientY;
		return acc;
	}, {
		x: 0,
		y: 0
	});
	return {
		x: sum.x / pointers.length,
		y: sum.y / pointers.length
	};
}
// node_modules/@mui/x-internal-gestures/core/utils/createEventName.mjs
/**
* Creates the event name for a specific gesture and phase
*/
function createEventName(gesture, phase) {
	return `${gesture}${phase === "ongoing" ? "" : phase.charAt(0).toUpperCase() + phase.slice(1)}`;
}
// node_modules/@mui/x-internal-gestures/core/utils/getDirection.mjs
var MAIN_THRESHOLD = 1e-5;
var SECONDARY_THRESHOLD = .15;
/**
* Get the direction of movement based on the current and previous positions
*/
function getDirection$1(previous, current) {
	const deltaX = current.x - previous.x;
	const deltaY = current.y - previous.y;
	const direction = {
		vertical: null,
		horizontal: null,
		mainAxis: null
	};
	const isDiagonal = isDiagonalMovement(current, previous);
	const mainMovement = Math.abs(deltaX) > Math.abs(deltaY) ? "horizontal" : "vertical";
	const horizontalThreshold = isDiagonal ? MAIN_THRESHOLD : mainMovement === "horizontal" ? MAIN_THRESHOLD : SECONDARY_THRESHOLD;
	const verticalThreshold = isDiagonal ? MAIN_THRESHOLD : mainMovement === "horizontal" ? SECONDARY_THRESHOLD : MAIN_THRESHOLD;
	if (Math.abs(deltaX) > horizontalThreshold) direction.horizontal = deltaX > 0 ? "right" : "left";
	if (Math.abs(deltaY) > verticalThreshold) direction.vertical = deltaY > 0 ? "down" : "up";
	direction.mainAxis = isDiagonal ? "diagonal" : mainMovement;
	return direction;
}
function isDiagonalMovement(previous, current) {
	const deltaX = current.x - previous.x;
	const deltaY = current.y - previous.y;
	const angle = Math.atan2(deltaY, deltaX) * 180 / Math.PI;
	return angle >= -44.99999 && angle <= -22.49999 || angle >= 22.50001 && angle <= 45.00001 || angle >= 135.00001 && angle <= 157.50001 || angle >= -157.49999 && angle <= -134.99999;
}
// node_modules/@mui/x-internal-gestures/core/utils/isDirectionAllowed.mjs
/**
* Check if a direction matches one of the allowed directions
*/
function isDirectionAllowed(direction, allowedDirections) {
	if (!direction.vertical && !direction.horizontal) return false;
	if (allowedDirections.length === 0) return true;
	const verticalAllowed = direction.vertical === null || allowedDirections.includes(direction.vertical);
	const horizontalAllowed = direction.horizontal === null || allowedDirections.includes(direction.horizontal);
	return verticalAllowed && horizontalAllowed;
}
// node_modules/@mui/x-internal-gestures/core/gestures/MoveGesture.mjs
/**
* MoveGesture - Detects when a pointer enters, moves within, and leaves an element
*
* This gesture tracks pointer movements over an element, firing events when:
* - A pointer enters the element (start)
* - A pointer moves within the element (ongoing)
* - A pointer leaves the element (end)
*
* Unlike other gestures which often require specific actions to trigger,
* the move gesture fires automatically when pointers interact with the target element.
*
* This gesture only works with mouse pointers, not touch or pen.
*/
/**
* Configuration options for the MoveGesture
* Extends the base PointerGestureOptions
*/
/**
* Event data specific to move gesture events
* Includes the source pointer event and standard gesture data
*/
/**
* Type definition for the CustomEvent created by MoveGesture
*/
/**
* State tracking for the MoveGesture
*/
/**
* MoveGesture class for handling pointer movement over elements
*
* This gesture detects when pointers enter, move within, or leave target elements,
* and dispatches corresponding custom events.
*
* This gesture only works with hovering mouse pointers, not touch.
*/
var MoveGesture = class MoveGesture extends PointerGesture {
	state = { lastPosition: null };
	/**
	* Movement threshold in pixels that must be exceeded before the gesture activates.
	* Higher values reduce false positive gesture detection for small movements.
	*/
	constructor(options) {
		super(options);
		this.threshold = options.threshold || 0;
	}
	clone(overrides) {
		return new MoveGesture((0, import_extends.default)({
			name: this.name,
			preventDefault: this.preventDefault,
			stopPropagation: this.stopPropagation,
			threshold: this.threshold,
			minPointers: this.minPointers,
			maxPointers: this.maxPointers,
			requiredKeys: [...this.requiredKeys],
			pointerMode: [...this.pointerMode],
			preventIf: [...this.preventIf],
			pointerOptions: structuredClone(this.pointerOptions)
		}, overrides));
	}
	init(element, pointerManager, gestureRegistry, keyboardManager) {
		super.init(element, pointerManager, gestureRegistry, keyboardManager);
		this.element.addEventListener("pointerenter", this.handleElementEnter);
		this.element.addEventListener("pointerleave", this.handleElementLeave);
	}
	destroy() {
		this.element.removeEventListener("pointerenter", this.handleElementEnter);
		this.element.removeEventListener("pointerleave", this.handleElementLeave);
		this.resetState();
		super.destroy();
	}
	updateOptions(options) {
		super.updateOptions(options);
	}
	resetState() {
		this.isActive = false;
		this.state = { lastPosition: null };
	}
	/**
	* Handle pointer enter events for a specific element
	* @param event The original pointer event
	*/
	handleElementEnter = (event) => {
		if (event.pointerType !== "mouse" && event.pointerType !== "pen") return;
		const pointers = this.pointerManager.getPointers() || /* @__PURE__ */ new Map();
		const pointersArray = Array.from(pointers.values());
		if (this.isWithinPointerCount(pointersArray, event.pointerType)) {
			this.isActive = true;
			const currentPosition = {
				x: event.clientX,
				y: event.clientY
			};
			this.state.lastPosition = currentPosition;
			this.emitMoveEvent(this.element, "start", pointersArray, event);
			this.emitMoveEvent(this.element, "ongoing", pointersArray, event);
		}
	};
	/**
	* Handle pointer leave events for a specific element
	* @param event The original pointer event
	*/
	handleElementLeave = (event) => {
		if (event.pointerType !== "mouse" && event.pointerType !== "pen") return;
		if (!this.isActive) return;
		const pointers = this.pointerManager.getPointers() || /* @__PURE__ */ new Map();
		const pointersArray = Array.from(pointers.values());
		this.emitMoveEvent(this.element, "end", pointersArray, event);
		this.resetState();
	};
	/**
	* Handle pointer events for the move gesture (only handles move events now)
	* @param pointers Map of active pointers
	* @param event The original pointer event
	*/
	handlePointerEvent = (pointers, event) => {
		if (event.type !== "pointermove" || event.pointerType !== "mouse" && event.pointerType !== "pen") return;
		if (this.preventDefault) event.preventDefault();
		if (this.stopPropagation) event.stopPropagation();
		const pointersArray = Array.from(pointers.values());
		const targetElement = this.getTargetElement(event);
		if (!targetElement) return;
		if (!this.isWithinPointerCount(pointersArray, event.pointerType)) return;
		if (this.shouldPreventGesture(targetElement, event.pointerType)) {
			if (!this.isActive) return;
			this.resetState();
			this.emitMoveEvent(targetElement, "end", pointersArray, event);
			return;
		}
		const currentPosition = {
			x: event.clientX,
			y: event.clientY
		};
		this.state.lastPosition = currentPosition;
		if (!this.isActive) {
			this.isActive = true;
			this.emitMoveEvent(targetElement, "start", pointersArray, event);
		}
		this.emitMoveEvent(targetElement, "ongoing", pointersArray, event);
	};
	/**
	* Emit move-specific events
	* @param element The DOM element the event is related to
	* @param phase The current phase of the gesture (start, ongoing, end)
	* @param pointers Array of active pointers
	* @param event The original pointer event
	*/
	emitMoveEvent(element, phase, pointers, event) {
		const currentPosition = this.state.lastPosition || calculateCentroid(pointers);
		const activeGestures = this.gesturesRegistry.getActiveGestures(element);
		const customEventData = {
			gestureName: this.name,
			centroid: currentPosition,
			target: event.target,
			srcEvent: event,
			phase,
			pointers,
			timeStamp: event.timeStamp,
			activeGestures,
			customData: this.customData
		};
		const eventName = createEventName(this.name, phase);
		const domEvent = new CustomEvent(eventName, {
			bubbles: true,
			cancelable: true,
			composed: true,
			detail: customEventData
		});
		element.dispatchEvent(domEvent);
	}
};
// node_modules/@mui/x-internal-gestures/core/gestures/PanGesture.mjs
/**
* PanGesture - Detects panning (dragging) movements
*
* This gesture tracks pointer dragging movements across elements, firing events when:
* - The drag movement begins and passes the threshold distance (start)
* - The drag movement continues (ongoing)
* - The drag movement ends (end)
*
* The gesture can be configured to recognize movement only in specific directions.
*/
/**
* Configuration options for PanGesture
* Extends PointerGestureOptions with direction constraints
*/
/**
* Event data specific to pan gesture events
* Contains information about movement distance, direction, and velocity
*/
/**
* Type definition for the CustomEvent created by PanGesture
*/
/**
* State tracking for the PanGesture
*/
/**
* PanGesture class for handling panning/dragging interactions
*
* This gesture detects when users drag across elements with one or more pointers,
* and dispatches directional movement events with delta and velocity information.
*/
var PanGesture = class PanGesture extends PointerGesture {
	state = {
		startPointers: /* @__PURE__ */ new Map(),
		startCentroid: null,
		lastCentroid: null,
		movementThresholdReached: false,
		totalDeltaX: 0,
		totalDeltaY: 0,
		activeDeltaX: 0,
		activeDeltaY: 0,
		lastDirection: {
			vertical: null,
			horizontal: null,
			mainAxis: null
		},
		lastDeltas: null
	};
	/**
	* Movement threshold in pixels that must be exceeded before the gesture activates.
	* Higher values reduce false positive gesture detection for small movements.
	*/
	/**
	* Allowed directions for the pan gesture
	* Default allows all directions
	*/
	constructor(options) {
		super(options);
		this.direction = options.direction || [
			"up",
			"down",
			"left",
			"right"
		];
		this.threshold = options.threshold || 0;
	}
	clone(overrides) {
		return new PanGesture((0, import_extends.default)({
			name: this.name,
			preventDefault: this.preventDefault,
			stopPropagation: this.stopPropagation,
			threshold: this.threshold,
			minPointers: this.minPointers,
			maxPointers: this.maxPointers,
			direction: [...this.direction],
			requiredKeys: [...this.requiredKeys],
			pointerMode: [...this.pointerMode],
			preventIf: [...this.preventIf],
			pointerOptions: structuredClone(this.pointerOptions)
		}, overrides));
	}
	destroy() {
		this.resetState();
		super.destroy();
	}
	updateOptions(options) {
		super.updateOptions(options);
		this.direction = options.direction || this.direction;
		this.threshold = options.threshold ?? this.threshold;
	}
	resetState() {
		this.isActive = false;
		this.state = (0, import_extends.default)({}, this.state, {
			startPointers: /* @__PURE__ */ new Map(),
			startCentroid: null,
			lastCentroid: null,
			lastDeltas: null,
			activeDeltaX: 0,
			activeDeltaY: 0,
			movementThresholdReached: false,
			lastDirection: {
				vertical: null,
				horizontal: null,
				mainAxis: null
			}
		});
	}
	/**
	* Handle pointer events for the pan gesture
	*/
	handlePointerEvent = (pointers, event) => {
		const pointersArray = Array.from(pointers.values());
		if (event.type === "forceCancel") {
			this.cancel(event.target, pointersArray, event);
			return;
		}
		const targetElement = this.getTargetElement(event);
		if (!targetElement) return;
		if (this.shouldPreventGesture(targetElement, event.pointerType)) {
			this.cancel(targetElement, pointersArray, event);
			return;
		}
		const relevantPointers = this.getRelevantPointers(pointersArray, targetElement);
		if (!this.isWithinPointerCount(relevantPointers, event.pointerType)) {
			this.cancel(targetElement, relevantPointers, event);
			return;
		}
		switch (event.type) {
			case "pointerdown":
				if (!this.isActive && !this.state.startCentroid) {
					relevantPointers.forEach((pointer) => {
						this.state.startPointers.set(pointer.pointerId, pointer);
					});
					this.originalTarget = targetElement;
					this.state.startCentroid = calculateCentroid(relevantPointers);
					this.state.lastCentroid = (0, import_extends.default)({}, this.state.startCentroid);
				} else if (this.state.startCentroid && this.state.lastCentroid) {
					const oldCentroid = this.state.lastCentroid;
					const newCentroid = calculateCentroid(relevantPointers);
					const offsetX = newCentroid.x - oldCentroid.x;
					const offsetY = newCentroid.y - oldCentroid.y;
					this.state.startCentroid = {
						x: this.state.startCentroid.x + offsetX,
						y: this.state.startCentroid.y + offsetY
					};
					this.state.lastCentroid = newCentroid;
					relevantPointers.forEach((pointer) => {
						if (!this.state.startPointers.has(pointer.pointerId)) this.state.startPointers.set(pointer.pointerId, pointer);
					});
				}
				break;
			case "pointermove":
				if (this.state.startCentroid && this.isWithinPointerCount(pointersArray, event.pointerType)) {
					const currentCentroid = calculateCentroid(relevantPointers);
					const distanceDeltaX = currentCentroid.x - this.state.startCentroid.x;
					const distanceDeltaY = currentCentroid.y - this.state.startCentroid.y;
					const distance = Math.sqrt(distanceDeltaX * distanceDeltaX + distanceDeltaY * distanceDeltaY);
					const moveDirection = getDirection$1(this.state.lastCentroid ?? this.state.startCentroid, currentCentroid);
					const lastDeltaX = this.state.lastCentroid ? currentCentroid.x - this.state.lastCentroid.x : 0;
					const lastDeltaY = this.state.lastCentroid ? currentCentroid.y - this.state.lastCentroid.y : 0;
					if (!this.state.movementThresholdReached && distance >= this.threshold && isDirectionAllowed(moveDirection, this.direction)) {
						this.state.movementThresholdReached = true;
						this.isActive = true;
						this.state.lastDeltas = {
							x: lastDeltaX,
							y: lastDeltaY
						};
						this.state.totalDeltaX += lastDeltaX;
						this.state.totalDeltaY += lastDeltaY;
						this.state.activeDeltaX += lastDeltaX;
						this.state.activeDeltaY += lastDeltaY;
						this.emitPanEvent(targetElement, "start", relevantPointers, event, currentCentroid);
						this.emitPanEvent(targetElement, "ongoing", relevantPointers, event, currentCentroid);
					} else if (this.state.movementThresholdReached && this.isActive) {
						this.state.lastDeltas = {
							x: lastDeltaX,
							y: lastDeltaY
						};
						this.state.totalDeltaX += lastDeltaX;
						this.state.totalDeltaY += lastDeltaY;
						this.state.activeDeltaX += lastDeltaX;
						this.state.activeDeltaY += lastDeltaY;
						this.emitPanEvent(targetElement, "ongoing", relevantPointers, event, currentCentroid);
					}
					this.state.lastCentroid = currentCentroid;
					this.state.lastDirection = moveDirection;
				}
				break;
			case "pointerup":
			case "pointercancel":
			case "forceCancel": if (this.isActive && this.state.movementThresholdReached) {
				const remainingPointers = relevantPointers.filter((p) => p.type !== "pointerup" && p.type !== "pointercancel");
				if (!this.isWithinPointerCount(remainingPointers, event.pointerType)) {
					const currentCentroid = this.state.lastCentroid || this.state.startCentroid;
					if (event.type === "pointercancel") this.emitPanEvent(targetElement, "cancel", relevantPointers, event, currentCentroid);
					this.emitPanEvent(targetElement, "end", relevantPointers, event, currentCentroid);
					this.resetState();
				} else if (remainingPointers.length >= 1 && this.state.lastCentroid) {
					const newCentroid = calculateCentroid(remainingPointers);
					const offsetX = newCentroid.x - this.state.lastCentroid.x;
					const offsetY = newCentroid.y - this.state.lastCentroid.y;
					this.state.startCentroid = {
						x: this.state.startCentroid.x + offsetX,
						y: this.state.startCentroid.y + offsetY
					};
					this.state.lastCentroid = newCentroid;
					const removedPointerId = relevantPointers.find((p) => p.type === "pointerup" || p.type === "pointercancel")?.pointerId;
					if (removedPointerId !== void 0) this.state.startPointers.delete(removedPointerId);
				}
			} else this.resetState();
		}
	};
	/**
	* Emit pan-specific events with additional data
	*/
	emitPanEvent(element, phase, pointers, event, currentCentroid) {
		if (!this.state.startCentroid) return;
		const deltaX = this.state.lastDeltas?.x ?? 0;
		const deltaY = this.state.lastDeltas?.y ?? 0;
		const firstPointer = this.state.startPointers.values().next().value;
		const timeElapsed = firstPointer ? (event.timeStamp - firstPointer.timeStamp) / 1e3 : 0;
		const velocityX = timeElapsed > 0 ? deltaX / timeElapsed : 0;
		const velocityY = timeElapsed > 0 ? deltaY / timeElapsed : 0;
		const velocity = Math.sqrt(velocityX * velocityX + velocityY * velocityY);
		const activeGestures = this.gesturesRegistry.getActiveGestures(element);
		const customEventData = {
			gestureName: this.name,
			initialCentroid: this.state.startCentroid,
			centroid: currentCentroid,
			target: event.target,
			srcEvent: event,
			phase,
			pointers,
			timeStamp: event.timeStamp,
			deltaX,
			deltaY,
			direction: this.state.lastDirection,
			velocityX,
			velocityY,
			velocity,
			totalDeltaX: this.state.totalDeltaX,
			totalDeltaY: this.state.totalDeltaY,
			activeDeltaX: this.state.activeDeltaX,
			activeDeltaY: this.state.activeDeltaY,
			activeGestures,
			customData: this.customData
		};
		const eventName = createEventName(this.name, phase);
		const domEvent = new CustomEvent(eventName, {
			bubbles: true,
			cancelable: true,
			composed: true,
			detail: customEventData
		});
		element.dispatchEvent(domEvent);
		if (this.preventDefault) event.preventDefault();
		if (this.stopPropagation) event.stopPropagation();
	}
	/**
	* Cancel the current gesture
	*/
	cancel(element, pointers, event) {
		if (this.isActive) {
			const el = element ?? this.element;
			this.emitPanEvent(el, "cancel", pointers, event, this.state.lastCentroid);
			this.emitPanEvent(el, "end", pointers, event, this.state.lastCentroid);
		}
		this.resetState();
	}
};
// node_modules/@mui/x-internal-gestures/core/gestures/PressGesture.mjs
/**
* PressGesture - Detects press and hold interactions
*
* This gesture tracks when users press and hold on an element for a specified duration, firing events when:
* - The press begins and passes the holding threshold time (start, ongoing)
* - The press ends (end)
* - The press is canceled by movement beyond threshold (cancel)
*
* This gesture is commonly used for contextual menus, revealing additional options, or alternate actions.
*/
/**
* Configuration options for PressGesture
* Extends PointerGestureOptions with press-specific options
*/
/**
* Event data specific to press gesture events
* Contains information about the press location and duration
*/
/**
* Type definition for the CustomEvent created by PressGesture
*/
/**
* State tracking for the PressGesture
*/
/**
* PressGesture class for handling press/hold interactions
*
* This gesture detects when users press and hold on an element for a specified duration,
* and dispatches press-related events when the user holds long enough.
*
* The `start` and `ongoing` events are dispatched at the same time once the press threshold is reached.
* If the press is canceled (event.g., by moving too far), a `cancel` event is dispatched before the `end` event.
*/
var PressGesture = class PressGesture extends PointerGesture {
	state = {
		startCentroid: null,
		lastPosition: null,
		timerId: null,
		startTime: 0,
		pressThresholdReached: false
	};
	/**
	* Duration in milliseconds required to hold before the press gesture is recognized
	*/
	/**
	* Maximum distance a pointer can move for a gesture to still be considered a press
	*/
	constructor(options) {
		super(options);
		this.duration = options.duration ?? 500;
		this.maxDistance = options.maxDistance ?? 10;
	}
	clone(overrides) {
		return new PressGesture((0, import_extends.default)({
			name: this.name,
			preventDefault: this.preventDefault,
			stopPropagation: this.stopPropagation,
			minPointers: this.minPointers,
			maxPointers: this.maxPointers,
			duration: this.duration,
			maxDistance: this.maxDistance,
			requiredKeys: [...this.requiredKeys],
			pointerMode: [...this.pointerMode],
			preventIf: [...this.preventIf],
			pointerOptions: structuredClone(this.pointerOptions)
		}, overrides));
	}
	destroy() {
		this.clearPressTimer();
		this.resetState();
		super.destroy();
	}
	updateOptions(options) {
		super.updateOptions(options);
		this.duration = options.duration ?? this.duration;
		this.maxDistance = options.maxDistance ?? this.maxDistance;
	}
	resetState() {
		this.clearPressTimer();
		this.isActive = false;
		this.state = (0, import_extends.default)({}, this.state, {
			startCentroid: null,
			lastPosition: null,
			timerId: null,
			startTime: 0,
			pressThresholdReached: false
		});
	}
	/**
	* Clear the press timer if it's active
	*/
	clearPressTimer() {
		if (this.state.timerId !== null) {
			clearTimeout(this.state.timerId);
			this.state.timerId = null;
		}
	}
	/**
	* Handle pointer events for the press gesture
	*/
	handlePointerEvent = (pointers, event) => {
		const pointersArray = Array.from(pointers.values());
		if (event.type === "forceCancel") {
			this.cancelPress(event.target, pointersArray, event);
			return;
		}
		const targetElement = this.getTargetElement(event);
		if (!targetElement) return;
		if (this.shouldPreventGesture(targetElement, event.pointerType)) {
			if (this.isActive) this.cancelPress(targetElement, pointersArray, event);
			return;
		}
		const relevantPointers = this.getRelevantPointers(pointersArray, targetElement);
		if (!this.isWithinPointerCount(relevantPointers, event.pointerType)) {
			if (this.isActive) this.cancelPress(targetElement, relevantPointers, event);
			return;
		}
		switch (event.type) {
			case "pointerdown":
				if (!this.isActive && !this.state.startCentroid) {
					this.state.startCentroid = calculateCentroid(relevantPointers);
					this.state.lastPosition = (0, import_extends.default)({}, this.state.startCentroid);
					this.state.startTime = event.timeStamp;
					this.isActive = true;
					this.originalTarget = targetElement;
					this.clearPressTimer();
					this.state.timerId = setTimeout(() => {
						if (this.isActive && this.state.startCentroid) {
							this.state.pressThresholdReached = true;
							const lastPosition = this.state.lastPosition;
							this.emitPressEvent(targetElement, "start", relevantPointers, event, lastPosition);
							this.emitPressEvent(targetElement, "ongoing", relevantPointers, event, lastPosition);
						}
					}, this.duration);
				}
				break;
			case "pointermove":
				if (this.isActive && this.state.startCentroid) {
					const currentPosition = calculateCentroid(relevantPointers);
					this.state.lastPosition = currentPosition;
					const deltaX = currentPosition.x - this.state.startCentroid.x;
					const deltaY = currentPosition.y - this.state.startCentroid.y;
					if (Math.sqrt(deltaX * deltaX + deltaY * deltaY) > this.maxDistance) this.cancelPress(targetElement, relevantPointers, event);
				}
				break;
			case "pointerup":
				if (this.isActive) {
					if (this.state.pressThresholdReached) {
						const position = this.state.lastPosition || this.state.startCentroid;
						this.emitPressEvent(targetElement, "end", relevantPointers, event, position);
					}
					this.resetState();
				}
				break;
			case "pointercancel":
			case "forceCancel": this.cancelPress(targetElement, relevantPointers, event);
		}
	};
	/**
	* Emit press-specific events with additional data
	*/
	emitPressEvent(element, phase, pointers, event, position) {
		const activeGestures = this.gesturesRegistry.getActiveGestures(element);
		const currentDuration = event.timeStamp - this.state.startTime;
		const customEventData = {
			gestureName: this.name,
			centroid: position,
			target: event.target,
			srcEvent: event,
			phase,
			pointers,
			timeStamp: event.timeStamp,
			x: position.x,
			y: position.y,
			duration: currentDuration,
			activeGestures,
			customData: this.customData
		};
		const eventName = createEventName(this.name, phase);
		const domEvent = new CustomEvent(eventName, {
			bubbles: true,
			cancelable: true,
			composed: true,
			detail: customEventData
		});
		element.dispatchEvent(domEvent);
		if (this.preventDefault) event.preventDefault();
		if (this.stopPropagation) event.stopPropagation();
	}
	/**
	* Cancel the current press gesture
	*/
	cancelPress(element, pointers, event) {
		if (this.isActive && this.state.pressThresholdReached) {
			const position = this.state.lastPosition || this.state.startCentroid;
			this.emitPressEvent(element ?? this.element, "cancel", pointers, event, position);
			this.emitPressEvent(element ?? this.element, "end", pointers, event, position);
		}
		this.resetState();
	}
};
// node_modules/@mui/x-internal-gestures/core/gestures/TapGesture.mjs
/**
* TapGesture - Detects tap (quick touch without movement) gestures
*
* This gesture tracks simple tap interactions on elements, firing a single event when:
* - A complete tap is detected (pointerup after brief touch without excessive movement)
* - The tap is canceled (event.g., moved too far or held too long)
*/
/**
* Configuration options for TapGesture
* Extends PointerGestureOptions with tap-specific settings
*/
/**
* Event data specific to tap gesture events
* Contains information about the tap location and counts
*/
/**
* Type definition for the CustomEvent created by TapGesture
*/
/**
* State tracking for the TapGesture
*/
/**
* TapGesture class for handling tap interactions
*
* This gesture detects when users tap on elements without significant movement,
* and can recognize single taps, double taps, or other multi-tap sequences.
*/
var TapGesture = class TapGesture extends PointerGesture {
	state = {
		startCentroid: null,
		currentTapCount: 0,
		lastTapTime: 0,
		lastPosition: null,
		multiTapResetTimeoutId: null
	};
	/**
	* Maximum distance a pointer can move for a gesture to still be considered a tap
	*/
	/**
	* Number of consecutive taps to detect
	*/
	constructor(options) {
		super(options);
		this.maxDistance = options.maxDistance ?? 10;
		this.taps = options.taps ?? 1;
	}
	clone(overrides) {
		return new TapGesture((0, import_extends.default)({
			name: this.name,
			preventDefault: this.preventDefault,
			stopPropagation: this.stopPropagation,
			minPointers: this.minPointers,
			maxPointers: this.maxPointers,
			maxDistance: this.maxDistance,
			taps: this.taps,
			requiredKeys: [...this.requiredKeys],
			pointerMode: [...this.pointerMode],
			preventIf: [...this.preventIf],
			pointerOptions: structuredClone(this.pointerOptions)
		}, overrides));
	}
	destroy() {
		this.resetState();
		super.destroy();
	}
	updateOptions(options) {
		super.updateOptions(options);
		this.maxDistance = options.maxDistance ?? this.maxDistance;
		this.taps = options.taps ?? this.taps;
	}
	resetState() {
		this.isActive = false;
		if (this.state.multiTapResetTimeoutId !== null) clearTimeout(this.state.multiTapResetTimeoutId);
		this.state = {
			startCentroid: null,
			currentTapCount: 0,
			lastTapTime: 0,
			lastPosition: null,
			multiTapResetTimeoutId: null
		};
	}
	/**
	* Handle pointer events for the tap gesture
	*/
	handlePointerEvent = (pointers, event) => {
		const pointersArray = Array.from(pointers.values());
		const targetElement = this.getTargetElement(event);
		if (!targetElement) return;
		const relevantPointers = this.getRelevantPointers(pointersArray, targetElement);
		if (this.shouldPreventGesture(targetElement, event.pointerType) || !this.isWithinPointerCount(relevantPointers, event.pointerType)) {
			if (this.isActive) this.cancelTap(targetElement, relevantPointers, event);
			return;
		}
		switch (event.type) {
			case "pointerdown":
				if (!this.isActive) {
					this.state.startCentroid = calculateCentroid(relevantPointers);
					this.state.lastPosition = (0, import_extends.default)({}, this.state.startCentroid);
					this.isActive = true;
					this.originalTarget = targetElement;
				}
				break;
			case "pointermove":
				if (this.isActive && this.state.startCentroid) {
					const currentPosition = calculateCentroid(relevantPointers);
					this.state.lastPosition = currentPosition;
					const deltaX = currentPosition.x - this.state.startCentroid.x;
					const deltaY = currentPosition.y - this.state.startCentroid.y;
					if (Math.sqrt(deltaX * deltaX + deltaY * deltaY) > this.maxDistance) this.cancelTap(targetElement, relevantPointers, event);
				}
				break;
			case "pointerup":
				if (this.isActive) {
					this.state.currentTapCount += 1;
					const position = this.state.lastPosition || this.state.startCentroid;
					if (!position) {
						this.cancelTap(targetElement, relevantPointers, event);
						return;
					}
					if (this.state.currentTapCount >= this.taps) {
						this.fireTapEvent(targetElement, relevantPointers, event, position);
						this.resetState();
					} else {
						this.state.lastTapTime = event.timeStamp;
						this.isActive = false;
						this.state.startCentroid = null;
						if (this.state.multiTapResetTimeoutId !== null) clearTimeout(this.state.multiTapResetTimeoutId);
						this.state.multiTapResetTimeoutId = setTimeout(() => {
							this.state.multiTapResetTimeoutId = null;
							if (this.state.currentTapCount > 0 && this.state.currentTapCount < this.taps) this.state.currentTapCount = 0;
						}, 300);
					}
				}
				break;
			case "pointercancel":
			case "forceCancel": this.cancelTap(targetElement, relevantPointers, event);
		}
	};
	/**
	* Fire the main tap event when a valid tap is detected
	*/
	fireTapEvent(element, pointers, event, position) {
		const activeGestures = this.gesturesRegistry.getActiveGestures(element);
		const customEventData = {
			gestureName: this.name,
			centroid: position,
			target: event.target,
			srcEvent: event,
			phase: "end",
			pointers,
			timeStamp: event.timeStamp,
			x: position.x,
			y: position.y,
			tapCount: this.state.currentTapCount,
			activeGestures,
			customData: this.customData
		};
		const domEvent = new CustomEvent(this.name, {
			bubbles: true,
			cancelable: true,
			composed: true,
			detail: customEventData
		});
		element.dispatchEvent(domEvent);
		if (this.preventDefault) event.preventDefault();
		if (this.stopPropagation) event.stopPropagation();
	}
	/**
	* Cancel the current tap gesture
	*/
	cancelTap(element, pointers, event) {
		if (this.state.startCentroid || this.state.lastPosition) {
			const position = this.state.lastPosition || this.state.startCentroid;
			const activeGestures = this.gesturesRegistry.getActiveGestures(element);
			const customEventData = {
				gestureName: this.name,
				centroid: position,
				target: event.target,
				srcEvent: event,
				phase: "cancel",
				pointers,
				timeStamp: event.timeStamp,
				x: position.x,
				y: position.y,
				tapCount: this.state.currentTapCount,
				activeGestures,
				customData: this.customData
			};
			const eventName = createEventName(this.name, "cancel");
			const domEvent = new CustomEvent(eventName, {
				bubbles: true,
				cancelable: true,
				composed: true,
				detail: customEventData
			});
			element.dispatchEvent(domEvent);
		}
		this.resetState();
	}
};
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartInteractionListener/useChartInteractionListener.mjs
var preventDefault = (event) => event.preventDefault();
var useChartInteractionListener = ({ instance }) => {
	const { chartsLayerContainerRef } = instance;
	const gestureManagerRef = import_react.useRef(null);
	import_react.useEffect(() => {
		const svg = chartsLayerContainerRef.current;
		if (!gestureManagerRef.current) gestureManagerRef.current = new GestureManager({ gestures: [
			new PanGesture({
				name: "pan",
				threshold: 0,
				maxPointers: 1
			}),
			new MoveGesture({
				name: "move",
				preventIf: [
					"pan",
					"zoomPinch",
					"zoomPan"
				]
			}),
			new TapGesture({
				name: "tap",
				preventIf: ["zoomPinch", "zoomPan"]
			}),
			new PressGesture({
				name: "quickPress",
				duration: 50
			}),
			new PanGesture({
				name: "brush",
				threshold: 0,
				maxPointers: 1
			})
		] });
		const gestureManager = gestureManagerRef.current;
		if (!svg || !gestureManager) return;
		gestureManager.registerElement([
			"pan",
			"move",
			"tap",
			"quickPress",
			"brush"
		], svg);
		return () => {
			gestureManager.destroy();
			gestureManagerRef.current = null;
		};
	}, [chartsLayerContainerRef, gestureManagerRef]);
	const addInteractionListener = import_react.useCallback((interaction, callback, options) => {
		const svg = chartsLayerContainerRef.current;
		svg?.addEventListener(interaction, callback, options);
		return { cleanup: () => svg?.removeEventListener(interaction, callback, options) };
	}, [chartsLayerContainerRef]);
	const updateZoomInteractionListeners = import_react.useCallback((interaction, options) => {
		const svg = chartsLayerContainerRef.current;
		const gestureManager = gestureManagerRef.current;
		if (!gestureManager || !svg) return;
		gestureManager.setGestureOptions(interaction, svg, options ?? {});
	}, [chartsLayerContainerRef, gestureManagerRef]);
	import_react.useEffect(() => {
		const svg = chartsLayerContainerRef.current;
		svg?.addEventListener("gesturestart", preventDefault);
		svg?.addEventListener("gesturechange", preventDefault);
		svg?.addEventListener("gestureend", preventDefault);
		return () => {
			svg?.removeEventListener("gesturestart", preventDefault);
			svg?.removeEventListener("gesturechange", preventDefault);
			svg?.removeEventListener("gestureend", preventDefault);
		};
	}, [chartsLayerContainerRef]);
	return { instance: {
		addInteractionListener,
		updateZoomInteractionListeners,
		registerGestures: import_react.useCallback((gestures) => {
			const svg = chartsLayerContainerRef.current;
			const gestureManager = gestureManagerRef.current;
			if (!gestureManager || !svg) return () => {};
			const gestureNames = gestures.map((gesture) => gesture.name);
			gestureManager.addGestures(gestures);
			gestureManager.registerElement(gestureNames, svg);
			return () => {
				gestureManager.removeGestures(gestureNames);
			};
		}, [chartsLayerContainerRef, gestureManagerRef])
	} };
};
useChartInteractionListener.params = {};
useChartInteractionListener.getInitialState = () => {
	return {};
};
// node_modules/@mui/x-charts/internals/plugins/corePlugins/corePlugins.mjs
/**
* Internal plugins that create the tools used by the other plugins.
* These plugins are used by the Charts components.
*/
var CHART_CORE_PLUGINS = [
	useChartElementRef,
	useChartId$1,
	useChartSeriesConfig,
	useChartExperimentalFeatures,
	useChartDimensions,
	useChartSeries,
	useChartInteractionListener,
	useChartAnimation
];
// node_modules/@mui/x-charts/internals/store/extractPluginParamsFromProps.mjs
var import_objectWithoutPropertiesLoose = /* @__PURE__ */ __toESM(require_objectWithoutPropertiesLoose(), 1);
var _excluded$31 = ["apiRef"];
var extractPluginParamsFromProps = (_ref) => {
	let { plugins } = _ref, props = (0, import_objectWithoutPropertiesLoose.default)(_ref.props, _excluded$31);
	const paramsLookup = {};
	plugins.forEach((plugin) => {
		Object.assign(paramsLookup, plugin.params);
	});
	const pluginParams = {};
	Object.keys(props).forEach((propName) => {
		const prop = props[propName];
		if (paramsLookup[propName]) pluginParams[propName] = prop;
	});
	return plugins.reduce((acc, plugin) => {
		if (plugin.getDefaultizedParams) return plugin.getDefaultizedParams({ params: acc });
		return acc;
	}, pluginParams);
};
// node_modules/@mui/x-charts/internals/store/useCharts.mjs
var globalId = 0;
/**
* This is the main hook that setups the plugin system for the chart.
*
* It manages the data used to create the charts.
*
* @param inPlugins All the plugins that will be used in the chart.
* @param props The props passed to the chart.
*/
function useCharts(inPlugins, props) {
	const chartId = useId();
	const plugins = import_react.useMemo(() => [...CHART_CORE_PLUGINS, ...inPlugins], [inPlugins]);
	const pluginParams = extractPluginParamsFromProps({
		plugins,
		props
	});
	pluginParams.id = pluginParams.id ?? chartId;
	const instance = import_react.useRef({}).current;
	const publicAPI = useChartApiInitialization(props.apiRef);
	const storeRef = import_react.useRef(null);
	if (storeRef.current == null) {
		globalId += 1;
		const initialState = { cacheKey: { id: globalId } };
		plugins.forEach((plugin) => {
			if (plugin.getInitialState) Object.assign(initialState, plugin.getInitialState(pluginParams, initialState));
		});
		storeRef.current = new Store(initialState);
	}
	const runPlugin = (plugin) => {
		const pluginResponse = plugin({
			instance,
			params: pluginParams,
			plugins,
			store: storeRef.current
		});
		if (pluginResponse.publicAPI) Object.assign(publicAPI.current, pluginResponse.publicAPI);
		if (pluginResponse.instance) Object.assign(instance, pluginResponse.instance);
	};
	plugins.forEach(runPlugin);
	return { contextValue: import_react.useMemo(() => ({
		store: storeRef.current,
		publicAPI: publicAPI.current,
		instance
	}), [instance, publicAPI]) };
}
function initializeInputApiRef(inputApiRef) {
	if (inputApiRef.current == null) inputApiRef.current = {};
	return inputApiRef;
}
function useChartApiInitialization(inputApiRef) {
	const fallbackPublicApiRef = import_react.useRef({});
	if (inputApiRef) return initializeInputApiRef(inputApiRef);
	return fallbackPublicApiRef;
}
// node_modules/@mui/x-charts/context/ChartsProvider/ChartsContext.mjs
/**
* @ignore - internal component.
*/
var ChartsContext = /*#__PURE__*/ import_react.createContext(null);
if (process.env.NODE_ENV !== "production") ChartsContext.displayName = "ChartsContext";
// node_modules/@mui/x-internals/useStoreEffect/index.mjs
var noop$1 = () => {};
/**
* An Effect implementation for the Store. This should be used for side-effects only. To
* compute and store derived state, use `createSelectorMemoized` instead.
*/
function useStoreEffect(store, selector, effect) {
	const instance = useRefWithInit(initialize, {
		store,
		selector
	}).current;
	instance.effect = effect;
	useOnMount(instance.onMount);
}
function initialize(params) {
	const { store, selector } = params;
	let previousState = selector(store.state);
	const instance = {
		effect: noop$1,
		dispose: null,
		subscribe: () => {
			const handleChange = (state) => {
				const nextState = selector(state);
				if (!Object.is(previousState, nextState)) {
					const prev = previousState;
					previousState = nextState;
					instance.effect(prev, nextState);
				}
			};
			instance.dispose ??= store.subscribe(handleChange);
			handleChange(store.state);
		},
		onMount: () => {
			instance.subscribe();
			return () => {
				instance.dispose?.();
				instance.dispose = null;
			};
		}
	};
	instance.subscribe();
	return instance;
}
// node_modules/@base-ui/utils/createLogOnce.mjs
var loggedMessages;
if (process.env.NODE_ENV !== "production") loggedMessages = /* @__PURE__ */ new Set();
/** Creates a dev-only logger that writes each unique message to `console[severity]` once. */
function createLogOnce(severity, prefix) {
	return function logOnce(...messages) {
		if (process.env.NODE_ENV !== "production") {
			const message = messages.join(" ");
			const output = prefix ? `${prefix}: ${message}` : message;
			const key = `${severity}:${output}`;
			if (!loggedMessages.has(key)) {
				loggedMessages.add(key);
				if (severity === "warn") console.warn(output);
				else console.error(output);
			}
		}
	};
}
// node_modules/@mui/x-internals/warning/index.mjs
/** Logs a message to the console once per unique message. No-op in production. */
var warnOnce = createLogOnce("warn");
/** Logs an error to the console once per unique message. No-op in production. */
var errorOnce = createLogOnce("error");
// node_modules/@mui/x-internals/useAssertModelConsistency/useAssertModelConsistency.mjs
/**
* Make sure a controlled prop is used correctly.
* Logs errors if the prop either:
*
* - switch between controlled and uncontrolled
* - modify it's default value
* @param parameters
*/
function useAssertModelConsistencyOutsideOfProduction(parameters) {
	const { componentName, propName, controlled, defaultValue, warningPrefix = "MUI X" } = parameters;
	const [{ initialDefaultValue, isControlled }] = import_react.useState({
		initialDefaultValue: defaultValue,
		isControlled: controlled !== void 0
	});
	if (isControlled !== (controlled !== void 0)) errorOnce([
		`${warningPrefix}: A component is changing the ${isControlled ? "" : "un"}controlled ${propName} state of ${componentName} to be ${isControlled ? "un" : ""}controlled.`,
		"Elements should not switch from uncontrolled to controlled (or vice versa).",
		`Decide between using a controlled or uncontrolled ${propName} element for the lifetime of the component.`,
		"The nature of the state is determined during the first render. It's considered controlled if the value is not `undefined`.",
		"More info: https://fb.me/react-controlled-components"
	].join("\n"));
	if (JSON.stringify(initialDefaultValue) !== JSON.stringify(defaultValue)) errorOnce([`${warningPrefix}: A component is changing the default ${propName} state of an uncontrolled ${componentName} after being initialized. To suppress this warning opt to use a controlled ${componentName}.`].join("\n"));
}
var useAssertModelConsistency = process.env.NODE_ENV === "production" ? () => {} : useAssertModelConsistencyOutsideOfProduction;
// node_modules/@mui/x-charts/internals/constants.mjs
var DEFAULT_ZOOM_SLIDER_SHOW_TOOLTIP = "hover";
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/defaultizeZoom.mjs
/**
* Ordinal Y axes (band/point) render with `domain[0]` at the top of the chart
* (see the `range.reverse()` applied in `selectorChartYScales`), which is the
* opposite of the cartesian convention assumed by the zoom/pan math.
*
* Returns the `reverse` flag the zoom handlers should use so that pan/wheel
* gestures follow the visual direction of the axis.
*/
var getEffectiveZoomReverse = (axisDirection, scaleType, reverse) => {
	const resolvedReverse = reverse ?? false;
	if (axisDirection === "y" && (scaleType === "band" || scaleType === "point")) return !resolvedReverse;
	return resolvedReverse;
};
var defaultZoomOptions = {
	minStart: 0,
	maxEnd: 100,
	step: 5,
	minSpan: 10,
	maxSpan: 100,
	panning: true,
	filterMode: "keep",
	reverse: false,
	slider: {
		enabled: false,
		preview: false,
		size: 28,
		showTooltip: DEFAULT_ZOOM_SLIDER_SHOW_TOOLTIP
	}
};
var defaultizeZoom = (zoom, axisId, axisDirection, reverse) => {
	if (!zoom) return;
	if (zoom === true) return (0, import_extends.default)({
		axisId,
		axisDirection
	}, defaultZoomOptions, { reverse: reverse ?? false });
	return (0, import_extends.default)({
		axisId,
		axisDirection
	}, defaultZoomOptions, { reverse: reverse ?? false }, zoom, { slider: (0, import_extends.default)({}, defaultZoomOptions.slider, { size: zoom.slider?.preview ?? defaultZoomOptions.slider.preview ? 48 : 28 }, zoom.slider) });
};
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/defaultizeAxis.mjs
function defaultizeXAxis(inAxes, dataset, axesGap) {
	const offsets = {
		top: 0,
		bottom: 0,
		none: 0
	};
	return (inAxes && inAxes.length > 0 ? inAxes : [{
		id: DEFAULT_X_AXIS_KEY,
		scaleType: "linear"
	}]).map((axisConfig, index) => {
		const dataKey = axisConfig.dataKey;
		const defaultPosition = index === 0 ? "bottom" : "none";
		const position = axisConfig.position ?? defaultPosition;
		const defaultHeight = 25 + (axisConfig.label ? 20 : 0);
		const id = axisConfig.id ?? `defaultized-x-axis-${index}`;
		const height = axisConfig.height ?? defaultHeight;
		const sharedConfig = (0, import_extends.default)({ offset: offsets[position] }, axisConfig, {
			id,
			position,
			height,
			zoom: defaultizeZoom(axisConfig.zoom, id, "x", getEffectiveZoomReverse("x", axisConfig.scaleType, axisConfig.reverse))
		});
		if (position !== "none") {
			offsets[position] += (height === "auto" ? defaultHeight : height) + axesGap;
			if (sharedConfig.zoom?.slider.enabled) offsets[position] += sharedConfig.zoom.slider.size;
		}
		if (axisConfig.data !== void 0 || dataKey === void 0 && !axisConfig.valueGetter) return sharedConfig;
		if (dataset === void 0) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X Charts: The x-axis uses `dataKey` or `valueGetter` but no `dataset` is provided. When using dataKey or valueGetter, a dataset must be provided to retrieve the axis data. Either provide a dataset prop or use the data property directly on the x-axis." : formatErrorMessage_default(37));
		return (0, import_extends.default)({}, sharedConfig, { data: axisConfig.valueGetter ? dataset.map((d) => axisConfig.valueGetter(d)) : dataset.map((d) => d[dataKey]) });
	});
}
function defaultizeYAxis(inAxes, dataset, axesGap) {
	const offsets = {
		right: 0,
		left: 0,
		none: 0
	};
	return (inAxes && inAxes.length > 0 ? inAxes : [{
		id: DEFAULT_Y_AXIS_KEY,
		scaleType: "linear"
	}]).map((axisConfig, index) => {
		const dataKey = axisConfig.dataKey;
		const defaultPosition = index === 0 ? "left" : "none";
		const position = axisConfig.position ?? defaultPosition;
		const defaultWidth = 45 + (axisConfig.label ? 20 : 0);
		const id = axisConfig.id ?? `defaultized-y-axis-${index}`;
		const width = axisConfig.width ?? defaultWidth;
		const sharedConfig = (0, import_extends.default)({ offset: offsets[position] }, axisConfig, {
			id,
			position,
			width,
			zoom: defaultizeZoom(axisConfig.zoom, id, "y", getEffectiveZoomReverse("y", axisConfig.scaleType, axisConfig.reverse))
		});
		if (position !== "none") {
			offsets[position] += (width === "auto" ? defaultWidth : width) + axesGap;
			if (sharedConfig.zoom?.slider.enabled) offsets[position] += sharedConfig.zoom.slider.size;
		}
		if (axisConfig.data !== void 0 || dataKey === void 0 && !axisConfig.valueGetter) return sharedConfig;
		if (dataset === void 0) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X Charts: The y-axis uses `dataKey` or `valueGetter` but no `dataset` is provided. When using dataKey or valueGetter, a dataset must be provided to retrieve the axis data. Either provide a dataset prop or use the data property directly on the y-axis." : formatErrorMessage_default(38));
		return (0, import_extends.default)({}, sharedConfig, { data: axisConfig.valueGetter ? dataset.map((d) => axisConfig.valueGetter(d)) : dataset.map((d) => d[dataKey]) });
	});
}
// node_modules/@mui/x-charts/internals/defaultValueFormatters.mjs
/**
* Creates a default formatter function for continuous scales (e.g., linear, sqrt, log).
* @returns A formatter function for continuous values.
*/
function createScalarFormatter(tickNumber, zoomScale) {
	return function defaultScalarValueFormatter(value, context) {
		if (context.location === "tick") {
			const domain = context.scale.domain();
			if (domain[0] === domain[1]) return context.scale.tickFormat(1)(value);
			return context.scale.tickFormat(tickNumber)(value);
		}
		if (context.location === "zoom-slider-tooltip") return zoomScale.tickFormat(2)(value);
		return `${value}`;
	};
}
// node_modules/@mui/x-charts/internals/colorScale.mjs
function getSequentialColorScale(config) {
	if (config.type === "piecewise") return threshold(config.thresholds, config.colors).unknown(config.unknownColor ?? null);
	return sequential([config.min ?? 0, config.max ?? 100], config.color).unknown(config.unknownColor ?? null);
}
function getOrdinalColorScale(config) {
	if (config.values) return ordinal(config.values, config.colors).unknown(config.unknownColor ?? null);
	return ordinal(config.colors.map((_, index) => index), config.colors).unknown(config.unknownColor ?? null);
}
function getColorScale(config) {
	return config.type === "ordinal" ? getOrdinalColorScale(config) : getSequentialColorScale(config);
}
// node_modules/@mui/x-charts/internals/dateHelpers.mjs
/**
* Checks if the provided data array contains Date objects.
* @param data The data array to check.
* @returns A type predicate indicating if the data is an array of Date objects.
*/
var isDateData = (data) => data?.[0] instanceof Date;
/**
* Creates a formatter function for date values.
* @param data The data array containing Date or NumberValue objects.
* @param range The range for the time scale.
* @param tickNumber (Optional) The number of ticks for formatting.
* @returns A formatter function for date values.
*/
function createDateFormatter(data, range, tickNumber) {
	const timeScale = time(data, range);
	return (v, { location }) => location === "tick" ? timeScale.tickFormat(tickNumber)(v) : `${v.toLocaleString()}`;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/getAxisTriggerTooltip.mjs
var getAxisTriggerTooltip$1 = (axisDirection, seriesConfig, formattedSeries, defaultAxisId) => {
	const tooltipAxesIds = /* @__PURE__ */ new Set();
	Object.keys(seriesConfig).filter(isCartesianSeriesType).forEach((chartType) => {
		const series = formattedSeries[chartType]?.series ?? {};
		const tooltipAxes = seriesConfig[chartType].axisTooltipGetter?.(series);
		if (tooltipAxes === void 0) return;
		tooltipAxes.forEach(({ axisId, direction }) => {
			if (direction === axisDirection) tooltipAxesIds.add(axisId ?? defaultAxisId);
		});
	});
	return tooltipAxesIds;
};
// node_modules/@mui/x-charts/internals/scaleGuards.mjs
function isOrdinalScale(scale) {
	return scale.bandwidth !== void 0;
}
function isBandScale(scale) {
	return isOrdinalScale(scale) && scale.paddingOuter !== void 0;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/computeAxisValue.mjs
function getRange$2(drawingArea, axisDirection, reverse) {
	const range = axisDirection === "x" ? [drawingArea.left, drawingArea.left + drawingArea.width] : [drawingArea.top + drawingArea.height, drawingArea.top];
	return reverse ? [range[1], range[0]] : range;
}
function shouldIgnoreGapRatios(scale, categoryGapRatio) {
	return scale.step() * categoryGapRatio < .1;
}
function resolveAxisSize(axis, autoSizes, direction) {
	const size = direction === "x" ? axis.height : axis.width;
	if (size === "auto") {
		const autoSize = autoSizes?.[axis.id];
		if (autoSize !== void 0) return autoSize;
		return (direction === "x" ? 25 : 45) + (axis.label ? 20 : 0);
	}
	return size ?? 0;
}
var DEFAULT_CATEGORY_GAP_RATIO$2 = .2;
var DEFAULT_BAR_GAP_RATIO$1 = .1;
/**
* Recalculates axis offsets using actual resolved sizes (including auto-sizes).
* This is needed because offsets from defaultizeAxis use placeholder values for auto-sized axes.
*/
function recalculateOffsets(allAxis, autoSizes, axisDirection, axesGap) {
	const offsets = {};
	const result = {};
	for (const axis of allAxis) {
		const position = axis.position;
		if (!position) continue;
		offsets[position] ??= 0;
		result[axis.id] = offsets[position];
		if (position !== "none") {
			const size = resolveAxisSize(axis, autoSizes, axisDirection);
			offsets[position] += size + axesGap;
			const zoom = axis.zoom;
			if (zoom?.slider.enabled) offsets[position] += zoom.slider.size;
		}
	}
	return result;
}
function computeAxisValue$1({ scales, drawingArea, formattedSeries, axis: allAxis, seriesConfig, axisDirection, zoomMap, domains, autoSizes, axesGap = 0 }) {
	if (allAxis === void 0) return {
		axis: {},
		axisIds: []
	};
	const axisIdsTriggeringTooltip = getAxisTriggerTooltip$1(axisDirection, seriesConfig, formattedSeries, allAxis[0].id);
	const resolvedOffsets = recalculateOffsets(allAxis, autoSizes, axisDirection, axesGap);
	const completeAxis = {};
	allAxis.forEach((eachAxis) => {
		const axis = eachAxis;
		const scale = scales[axis.id];
		const zoom = zoomMap?.get(axis.id);
		const zoomRange = zoom ? [zoom.start, zoom.end] : [0, 100];
		const range = getRange$2(drawingArea, axisDirection, axis.reverse ?? false);
		const rawTickNumber = domains[axis.id].tickNumber;
		const triggerTooltip = !axis.ignoreTooltip && axisIdsTriggeringTooltip.has(axis.id);
		const tickNumber = scaleTickNumberByRange(rawTickNumber, zoomRange);
		const resolvedSize = resolveAxisSize(axis, autoSizes, axisDirection);
		const data = axis.data ?? [];
		const resolvedOffset = resolvedOffsets[axis.id] ?? axis.offset ?? 0;
		if (isOrdinalScale(scale)) {
			const scaleRange = axisDirection === "y" ? [range[1], range[0]] : range;
			if (isBandScale(scale) && isBandScaleConfig(axis)) {
				const desiredCategoryGapRatio = axis.categoryGapRatio ?? DEFAULT_CATEGORY_GAP_RATIO$2;
				const ignoreGapRatios = shouldIgnoreGapRatios(scale, desiredCategoryGapRatio);
				const categoryGapRatio = ignoreGapRatios ? 0 : desiredCategoryGapRatio;
				const barGapRatio = ignoreGapRatios ? 0 : axis.barGapRatio ?? DEFAULT_BAR_GAP_RATIO$1;
				completeAxis[axis.id] = (0, import_extends.default)({
					categoryGapRatio,
					barGapRatio,
					triggerTooltip
				}, axis, { offset: resolvedOffset }, axisDirection === "x" ? { height: resolvedSize } : { width: resolvedSize }, {
					data,
					scale: ignoreGapRatios ? scale.copy().padding(0) : scale,
					tickNumber,
					colorScale: axis.colorMap && (axis.colorMap.type === "ordinal" ? getOrdinalColorScale((0, import_extends.default)({ values: axis.data }, axis.colorMap)) : getColorScale(axis.colorMap))
				});
			}
			if (isPointScaleConfig(axis)) completeAxis[axis.id] = (0, import_extends.default)({ triggerTooltip }, axis, { offset: resolvedOffset }, axisDirection === "x" ? { height: resolvedSize } : { width: resolvedSize }, {
				data,
				scale,
				tickNumber,
				colorScale: axis.colorMap && (axis.colorMap.type === "ordinal" ? getOrdinalColorScale((0, import_extends.default)({ values: axis.data }, axis.colorMap)) : getColorScale(axis.colorMap))
			});
			if (isDateData(axis.data)) {
				const dateFormatter = createDateFormatter(axis.data, scaleRange, axis.tickNumber);
				completeAxis[axis.id].valueFormatter = axis.valueFormatter ?? dateFormatter;
			}
			return;
		}
		if (axis.scaleType === "band" || axis.scaleType === "point") return;
		const continuousAxis = axis;
		const scaleType = continuousAxis.scaleType ?? "linear";
		completeAxis[axis.id] = (0, import_extends.default)({ triggerTooltip }, continuousAxis, { offset: resolvedOffset }, axisDirection === "x" ? { height: resolvedSize } : { width: resolvedSize }, {
			data,
			scaleType,
			scale,
			tickNumber,
			colorScale: continuousAxis.colorMap && getSequentialColorScale(continuousAxis.colorMap),
			valueFormatter: axis.valueFormatter ?? createScalarFormatter(tickNumber, getScale(scaleType, range.map((v) => scale.invert(v)), range))
		});
	});
	return {
		axis: completeAxis,
		axisIds: allAxis.map(({ id }) => id)
	};
}
// node_modules/@mui/x-charts/internals/isDefined.mjs
function isDefined(value) {
	return value !== null && value !== void 0;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/createAxisFilterMapper.mjs
function createDiscreteScaleGetAxisFilter(axisData, zoomStart, zoomEnd, direction) {
	const maxIndex = axisData?.length ?? 0;
	const minVal = Math.floor(zoomStart * maxIndex / 100);
	const maxVal = Math.ceil(zoomEnd * maxIndex / 100);
	return function filterAxis(value, dataIndex) {
		if ((value[direction] ?? axisData?.[dataIndex]) == null) return true;
		return dataIndex >= minVal && dataIndex < maxVal;
	};
}
function createContinuousScaleGetAxisFilter(domain, zoomStart, zoomEnd, direction, axisData) {
	const min = domain[0].valueOf();
	const max = domain[1].valueOf();
	const minVal = min + zoomStart * (max - min) / 100;
	const maxVal = min + zoomEnd * (max - min) / 100;
	return function filterAxis(value, dataIndex) {
		const val = value[direction] ?? axisData?.[dataIndex];
		if (val == null) return true;
		return val >= minVal && val <= maxVal;
	};
}
var createGetAxisFilters = (filters) => ({ currentAxisId, seriesXAxisId, seriesYAxisId, isDefaultAxis }) => {
	return (value, dataIndex) => {
		if (!(currentAxisId === seriesXAxisId ? seriesYAxisId : seriesXAxisId) || isDefaultAxis) return Object.values(filters ?? {})[0]?.(value, dataIndex) ?? true;
		return [seriesYAxisId, seriesXAxisId].filter((id) => id !== currentAxisId).map((id) => filters[id ?? ""]).filter(isDefined).every((f) => f(value, dataIndex));
	};
};
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/createZoomLookup.mjs
var createZoomLookup = (axisDirection) => (axes = []) => axes.reduce((acc, v) => {
	const { zoom, id: axisId, reverse, scaleType } = v;
	const defaultizedZoom = defaultizeZoom(zoom, axisId, axisDirection, getEffectiveZoomReverse(axisDirection, scaleType, reverse));
	if (defaultizedZoom) acc[axisId] = defaultizedZoom;
	return acc;
}, {});
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/getAxisScale.mjs
var DEFAULT_CATEGORY_GAP_RATIO$1 = .2;
function getRange$1(drawingArea, axisDirection, axis) {
	const range = axisDirection === "x" ? [drawingArea.left, drawingArea.left + drawingArea.width] : [drawingArea.top + drawingArea.height, drawingArea.top];
	return axis.reverse ? [range[1], range[0]] : range;
}
/**
* Caches the normalized ordinal scale so it is not rebuilt on every pan/zoom frame. Building a
* band/point scale is `O(domain)` — it interns the whole domain — which is prohibitive for large
* category axes when zooming. The domain array (the axis `data`) is referentially stable across
* zoom, so it is the outer key; a `WeakMap` lets unused domains be collected. The inner key is the
* scale variant (type + padding), because the same domain array can back several axes (e.g. a `band`
* and a `point` axis sharing one `data` array), which must not share a scale. Continuous scales are
* not cached: they are cheap to build and their domain reference changes with zoom anyway, so a
* cache would only ever miss.
*/
var normalizedScaleCache = /* @__PURE__ */ new WeakMap();
function getCachedOrdinalScale(domain, variant, build) {
	let variants = normalizedScaleCache.get(domain);
	if (!variants) {
		variants = /* @__PURE__ */ new Map();
		normalizedScaleCache.set(domain, variants);
	}
	let scale = variants.get(variant);
	if (!scale) {
		scale = build();
		variants.set(variant, scale);
	}
	return scale;
}
function getNormalizedAxisScale(axis, domain) {
	const range = [0, 1];
	if (isBandScaleConfig(axis)) {
		const categoryGapRatio = axis.categoryGapRatio ?? DEFAULT_CATEGORY_GAP_RATIO$1;
		return getCachedOrdinalScale(domain, `band:${categoryGapRatio}`, () => scaleBand(domain, range).paddingInner(categoryGapRatio).paddingOuter(categoryGapRatio / 2));
	}
	if (isPointScaleConfig(axis)) return getCachedOrdinalScale(domain, "point", () => scalePoint(domain, range));
	const scale = getScale(axis.scaleType ?? "linear", domain, range);
	if (isSymlogScaleConfig(axis) && axis.constant != null) scale.constant(axis.constant);
	return scale;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/zoom.mjs
/**
* Applies the zoom into the scale range.
* It changes the screen coordinates that the scale covers.
* Not the data that is displayed.
*
* @param scaleRange the original range in real screen coordinates.
* @param zoomRange the zoom range in percentage.
* @returns zoomed range in real screen coordinates.
*/
var zoomScaleRange = (scaleRange, zoomRange) => {
	const rangeGap = scaleRange[1] - scaleRange[0];
	const zoomGap = zoomRange[1] - zoomRange[0];
	return [scaleRange[0] - zoomRange[0] * rangeGap / zoomGap, scaleRange[1] + (100 - zoomRange[1]) * rangeGap / zoomGap];
};
// node_modules/flatqueue/index.js
/**
* @typedef {Float64ArrayConstructor | Float32ArrayConstructor |
*   Uint32ArrayConstructor | Int32ArrayConstructor | Uint16ArrayConstructor |
*   Int16ArrayConstructor | Uint8ArrayConstructor | Int8ArrayConstructor} TypedArrayConstructor
*/
/** @template [T=number] */
var FlatQueue = class {
	/**
	* Creates an empty queue. If `capacity` is provided, the queue is backed by fixed-size typed
	* arrays for better performance and memory use, but can't grow beyond `capacity`. `values` uses
	* `ValuesArray` (default `Float64Array`) and `ids` uses `IdsArray` (default `Uint32Array`); pass
	* narrower constructors like `Uint16Array` if your values or ids are known to fit them.
	*
	* @param {number} [capacity]
	* @param {TypedArrayConstructor} [ValuesArray]
	* @param {TypedArrayConstructor} [IdsArray]
	*/
	constructor(capacity = Infinity, ValuesArray = Float64Array, IdsArray = Uint32Array) {
		const fixed = capacity !== Infinity;
		/** @type {T[]} */
		this.ids = fixed ? new IdsArray(capacity) : [];
		/** @type {number[]} */
		this.values = fixed ? new ValuesArray(capacity) : [];
		/** Maximum number of items the queue can hold; `Infinity` for regular-array queues, which grow on demand. */
		this.capacity = capacity;
		/** Number of items in the queue. */
		this.length = 0;
	}
	/** Removes all items from the queue. */
	clear() {
		this.length = 0;
	}
	/**
	* Adds `item` to the queue with the specified `priority`.
	*
	* `priority` must be a number. Items are sorted and returned from low to high priority. Multiple items
	* with the same priority value can be added to the queue, but there is no guaranteed order between these items.
	*
	* For fixed-capacity queues, throws a `RangeError` if the queue is already full.
	*
	* @param {T} item
	* @param {number} priority
	*/
	push(item, priority) {
		if (this.length === this.capacity) throw new RangeError("Queue is at capacity.");
		let pos = this.length++;
		while (pos > 0) {
			const parent = pos - 1 >> 1;
			const parentValue = this.values[parent];
			if (priority >= parentValue) break;
			this.ids[pos] = this.ids[parent];
			this.values[pos] = parentValue;
			pos = parent;
		}
		this.ids[pos] = item;
		this.values[pos] = priority;
	}
	/**
	* Removes and returns the item from the head of this queue, which is one of
	* the items with the lowest priority. If this queue is empty, returns `undefined`.
	*/
	pop() {
		if (this.length === 0) return void 0;
		const ids = this.ids, values = this.values, top = ids[0], last = --this.length;
		if (last > 0) {
			const id = ids[last];
			const value = values[last];
			let pos = 0;
			const halfLen = last >> 1;
			while (pos < halfLen) {
				const left = (pos << 1) + 1;
				const right = left + 1;
				const child = left + (+(right < last) & +(values[right] < values[left]));
				if (values[child] >= value) break;
				ids[pos] = ids[child];
				values[pos] = values[child];
				pos = child;
			}
			ids[pos] = id;
			values[pos] = value;
		}
		return top;
	}
	/** Returns the item from the head of this queue without removing it. If this queue is empty, returns `undefined`. */
	peek() {
		return this.length > 0 ? this.ids[0] : void 0;
	}
	/**
	* Returns the priority value of the item at the head of this queue without
	* removing it. If this queue is empty, returns `undefined`.
	*/
	peekValue() {
		return this.length > 0 ? this.values[0] : void 0;
	}
	/**
	* Shrinks the internal arrays to `this.length`. No-op for queues with fixed capacity.
	*
	* `pop()` and `clear()` calls don't free memory automatically to avoid unnecessary resize operations.
	* This also means that items that have been added to the queue can't be garbage collected until
	* a new item is pushed in their place, or this method is called.
	*/
	shrink() {
		if (Array.isArray(this.ids)) this.ids.length = this.length;
		if (Array.isArray(this.values)) this.values.length = this.length;
	}
};
// node_modules/@mui/x-charts/internals/Flatbush.mjs
var ARRAY_TYPES = [
	Int8Array,
	Uint8Array,
	Uint8ClampedArray,
	Int16Array,
	Uint16Array,
	Int32Array,
	Uint32Array,
	Float32Array,
	Float64Array
];
var VERSION = 3;
var Flatbush = class Flatbush {
	_queue;
	_boxes;
	_indices;
	data;
	numItems;
	nodeSize;
	_levelBounds;
	byteOffset;
	/**
	* Recreate a Flatbush index from raw `ArrayBuffer` or `SharedArrayBuffer` data.
	* @param {ArrayBufferLike} data
	* @param {number} [byteOffset=0] byte offset to the start of the Flatbush buffer in the referenced ArrayBuffer.
	* @returns {Flatbush} index
	*/
	static from(data, byteOffset = 0) {
		if (byteOffset % 8 !== 0) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X Charts: byteOffset must be 8-byte aligned. The spatial index requires proper memory alignment for performance. Ensure the byteOffset is a multiple of 8." : formatErrorMessage_default(13));
		if (!data || data.byteLength === void 0 || data.buffer) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X Charts: Data must be an instance of ArrayBuffer or SharedArrayBuffer. The spatial index requires a valid buffer to store data. Provide an ArrayBuffer or SharedArrayBuffer instance." : formatErrorMessage_default(14));
		const [magic, versionAndType] = new Uint8Array(data, byteOffset + 0, 2);
		if (magic !== 251) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X Charts: Data does not appear to be in a Flatbush format. The buffer does not contain valid spatial index data. Ensure you are loading data that was created by Flatbush." : formatErrorMessage_default(15));
		const version = versionAndType >> 4;
		if (version !== VERSION) throw new Error(process.env.NODE_ENV !== "production" ? `MUI X Charts: Got v${version} data when expected v${VERSION}. The spatial index data version is incompatible. Recreate the index using the current version.` : formatErrorMessage_default(16, version, VERSION));
		const ArrayType = ARRAY_TYPES[versionAndType & 15];
		if (!ArrayType) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X Charts: Unrecognized array type in spatial index data. The data contains an unsupported typed array type. Recreate the index using a supported array type." : formatErrorMessage_default(17));
		const [nodeSize] = new Uint16Array(data, byteOffset + 2, 1);
		const [numItems] = new Uint32Array(data, byteOffset + 4, 1);
		return new Flatbush(numItems, nodeSize, ArrayType, void 0, data, byteOffset);
	}
	/**
	* Create a Flatbush index that will hold a given number of items.
	* @param {number} numItems
	* @param {number} [nodeSize=16] Size of the tree node (16 by default).
	* @param {TypedArrayConstructor} [ArrayType=Float64Array] The array type used for coordinates storage (`Float64Array` by default).
	* @param {ArrayBufferConstructor | SharedArrayBufferConstructor} [ArrayBufferType=ArrayBuffer] The array buffer type used to store data (`ArrayBuffer` by default).
	* @param {ArrayBufferLike} [data] (Only used internally)
	* @param {number} [byteOffset=0] (Only used internally)
	*/
	constructor(numItems, nodeSize = 16, ArrayType = Float64Array, ArrayBufferType = ArrayBuffer, data, byteOffset = 0) {
		if (numItems === void 0) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X Charts: Missing required argument \"numItems\" for spatial index. The index needs to know how many items it will contain. Provide the expected number of items as the first argument." : formatErrorMessage_default(18));
		if (isNaN(numItems) || numItems <= 0) throw new Error(process.env.NODE_ENV !== "production" ? `MUI X Charts: Unexpected numItems value: ${numItems}. The spatial index requires a positive integer for numItems. Provide a positive number greater than 0.` : formatErrorMessage_default(19, numItems));
		this.numItems = +numItems;
		this.nodeSize = Math.min(Math.max(+nodeSize, 2), 65535);
		this.byteOffset = byteOffset;
		let n = numItems;
		let numNodes = n;
		this._levelBounds = [n * 4];
		do {
			n = Math.ceil(n / this.nodeSize);
			numNodes += n;
			this._levelBounds.push(numNodes * 4);
		} while (n !== 1);
		this.ArrayType = ArrayType;
		this.IndexArrayType = numNodes < 16384 ? Uint16Array : Uint32Array;
		const arrayTypeIndex = ARRAY_TYPES.indexOf(ArrayType);
		const nodesByteSize = numNodes * 4 * ArrayType.BYTES_PER_ELEMENT;
		if (arrayTypeIndex < 0) throw new Error(process.env.NODE_ENV !== "production" ? `MUI X Charts: Unexpected typed array class: ${ArrayType}. The spatial index only supports standard typed array types. Use one of: Int8Array, Uint8Array, Int16Array, Uint16Array, Int32Array, Uint32Array, Float32Array, or Float64Array.` : formatErrorMessage_default(20, ArrayType));
		if (data) {
			this.data = data;
			this._boxes = new ArrayType(data, byteOffset + 8, numNodes * 4);
			this._indices = new this.IndexArrayType(data, byteOffset + 8 + nodesByteSize, numNodes);
			this._pos = numNodes * 4;
			this.minX = this._boxes[this._pos - 4];
			this.minY = this._boxes[this._pos - 3];
			this.maxX = this._boxes[this._pos - 2];
			this.maxY = this._boxes[this._pos - 1];
		} else {
			const data = this.data = new ArrayBufferType(8 + nodesByteSize + numNodes * this.IndexArrayType.BYTES_PER_ELEMENT);
			this._boxes = new ArrayType(data, 8, numNodes * 4);
			this._indices = new this.IndexArrayType(data, 8 + nodesByteSize, numNodes);
			this._pos = 0;
			this.minX = Infinity;
			this.minY = Infinity;
			this.maxX = -Infinity;
			this.maxY = -Infinity;
			new Uint8Array(data, 0, 2).set([251, 48 + arrayTypeIndex]);
			new Uint16Array(data, 2, 1)[0] = nodeSize;
			new Uint32Array(data, 4, 1)[0] = numItems;
		}
		/** @type FlatQueue<number> */
		this._queue = new FlatQueue();
	}
	/**
	* Add a given rectangle to the index.
	* @param {number} minX
	* @param {number} minY
	* @param {number} maxX
	* @param {number} maxY
	* @returns {number} A zero-based, incremental number that represents the newly added rectangle.
	*/
	add(minX, minY, maxX = minX, maxY = minY) {
		const index = this._pos >> 2;
		const boxes = this._boxes;
		this._indices[index] = index;
		boxes[this._pos++] = minX;
		boxes[this._pos++] = minY;
		boxes[this._pos++] = maxX;
		boxes[this._pos++] = maxY;
		if (minX < this.minX) this.minX = minX;
		if (minY < this.minY) this.minY = minY;
		if (maxX > this.maxX) this.maxX = maxX;
		if (maxY > this.maxY) this.maxY = maxY;
		return index;
	}
	/** Perform indexing of the added rectangles. */
	finish() {
		if (this._pos >> 2 !== this.numItems) throw new Error(process.env.NODE_ENV !== "production" ? `MUI X Charts: Added ${this._pos >> 2} items when expected ${this.numItems}. The number of items added does not match the expected count. Ensure you add exactly the number of items specified when creating the index.` : formatErrorMessage_default(21, this._pos >> 2, this.numItems));
		const boxes = this._boxes;
		if (this.numItems <= this.nodeSize) {
			boxes[this._pos++] = this.minX;
			boxes[this._pos++] = this.minY;
			boxes[this._pos++] = this.maxX;
			boxes[this._pos++] = this.maxY;
			return;
		}
		const width = this.maxX - this.minX || 1;
		const height = this.maxY - this.minY || 1;
		const hilbertValues = new Uint32Array(this.numItems);
		const hilbertMax = 65535;
		for (let i = 0, pos = 0; i < this.numItems; i++) {
			const minX = boxes[pos++];
			const minY = boxes[pos++];
			const maxX = boxes[pos++];
			const maxY = boxes[pos++];
			const x = Math.floor(hilbertMax * ((minX + maxX) / 2 - this.minX) / width);
			const y = Math.floor(hilbertMax * ((minY + maxY) / 2 - this.minY) / height);
			hilbertValues[i] = hilbert(x, y);
		}
		sort(hilbertValues, boxes, this._indices, 0, this.numItems - 1, this.nodeSize);
		for (let i = 0, pos = 0; i < this._levelBounds.length - 1; i++) {
			const end = this._levelBounds[i];
			while (pos < end) {
				const nodeIndex = pos;
				let nodeMinX = boxes[pos++];
				let nodeMinY = boxes[pos++];
				let nodeMaxX = boxes[pos++];
				let nodeMaxY = boxes[pos++];
				for (let j = 1; j < this.nodeSize && pos < end; j++) {
					nodeMinX = Math.min(nodeMinX, boxes[pos++]);
					nodeMinY = Math.min(nodeMinY, boxes[pos++]);
					nodeMaxX = Math.max(nodeMaxX, boxes[pos++]);
					nodeMaxY = Math.max(nodeMaxY, boxes[pos++]);
				}
				this._indices[this._pos >> 2] = nodeIndex;
				boxes[this._pos++] = nodeMinX;
				boxes[this._pos++] = nodeMinY;
				boxes[this._pos++] = nodeMaxX;
				boxes[this._pos++] = nodeMaxY;
			}
		}
	}
	/**
	* Search the index by a bounding box.
	* @param {number} minX
	* @param {number} minY
	* @param {number} maxX
	* @param {number} maxY
	* @param {(index: number) => boolean} [filterFn] An optional function for filtering the results.
	* @returns {number[]} An array containing the index, the x coordinate and the y coordinate of the points intersecting or touching the given bounding box.
	*/
	search(minX, minY, maxX, maxY, filterFn) {
		if (this._pos !== this._boxes.length) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X Charts: Spatial index data not yet indexed. The search cannot be performed until indexing is complete. Call index.finish() before performing searches." : formatErrorMessage_default(22));
		/** @type number | undefined */
		let nodeIndex = this._boxes.length - 4;
		const queue = [];
		const results = [];
		while (nodeIndex !== void 0) {
			const end = Math.min(nodeIndex + this.nodeSize * 4, upperBound(nodeIndex, this._levelBounds));
			for (let pos = nodeIndex; pos < end; pos += 4) {
				if (maxX < this._boxes[pos]) continue;
				if (maxY < this._boxes[pos + 1]) continue;
				if (minX > this._boxes[pos + 2]) continue;
				if (minY > this._boxes[pos + 3]) continue;
				const index = this._indices[pos >> 2] | 0;
				if (nodeIndex >= this.numItems * 4) queue.push(index);
				else if (filterFn === void 0 || filterFn(index)) {
					results.push(index);
					results.push(this._boxes[pos]);
					results.push(this._boxes[pos + 1]);
				}
			}
			nodeIndex = queue.pop();
		}
		return results;
	}
	/**
	* Search items in order of distance from the given point.
	* @param x
	* @param y
	* @param [maxResults=Infinity]
	* @param maxDistSq
	* @param [filterFn] An optional function for filtering the results.
	* @param [sqDistFn] An optional function to calculate squared distance from the point to the item.
	* @returns {number[]} An array of indices of items found.
	*/
	neighbors(x, y, maxResults = Infinity, maxDistSq = Infinity, filterFn, sqDistFn = sqDist) {
		if (this._pos !== this._boxes.length) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X Charts: Spatial index data not yet indexed. The neighbors search cannot be performed until indexing is complete. Call index.finish() before performing neighbor searches." : formatErrorMessage_default(23));
		/** @type number | undefined */
		let nodeIndex = this._boxes.length - 4;
		const q = this._queue;
		const results = [];
		outer: while (nodeIndex !== void 0) {
			const end = Math.min(nodeIndex + this.nodeSize * 4, upperBound(nodeIndex, this._levelBounds));
			for (let pos = nodeIndex; pos < end; pos += 4) {
				const index = this._indices[pos >> 2] | 0;
				const minX = this._boxes[pos];
				const minY = this._boxes[pos + 1];
				const maxX = this._boxes[pos + 2];
				const maxY = this._boxes[pos + 3];
				const dist = sqDistFn(x < minX ? minX - x : x > maxX ? x - maxX : 0, y < minY ? minY - y : y > maxY ? y - maxY : 0);
				if (dist > maxDistSq) continue;
				if (nodeIndex >= this.numItems * 4) q.push(index << 1, dist);
				else if (filterFn === void 0 || filterFn(index)) q.push((index << 1) + 1, dist);
			}
			while (q.length && q.peek() & 1) {
				if (q.peekValue() > maxDistSq) break outer;
				results.push(q.pop() >> 1);
				if (results.length === maxResults) break outer;
			}
			nodeIndex = q.length ? q.pop() >> 1 : void 0;
		}
		q.clear();
		return results;
	}
};
function sqDist(dx, dy) {
	return dx * dx + dy * dy;
}
/**
* Binary search for the first value in the array bigger than the given.
* @param {number} value
* @param {number[]} arr
*/
function upperBound(value, arr) {
	let i = 0;
	let j = arr.length - 1;
	while (i < j) {
		const m = i + j >> 1;
		if (arr[m] > value) j = m;
		else i = m + 1;
	}
	return arr[i];
}
/**
* Custom quicksort that partially sorts bbox data alongside the hilbert values.
* @param {Uint32Array} values
* @param {InstanceType<TypedArrayConstructor>} boxes
* @param {Uint16Array | Uint32Array} indices
* @param {number} left
* @param {number} right
* @param {number} nodeSize
*/
function sort(values, boxes, indices, left, right, nodeSize) {
	if (Math.floor(left / nodeSize) >= Math.floor(right / nodeSize)) return;
	const start = values[left];
	const mid = values[left + right >> 1];
	const end = values[right];
	let pivot = end;
	const x = Math.max(start, mid);
	if (end > x) pivot = x;
	else if (x === start) pivot = Math.max(mid, end);
	else if (x === mid) pivot = Math.max(start, end);
	let i = left - 1;
	let j = right + 1;
	while (true) {
		do
			i++;
		while (values[i] < pivot);
		do
			j--;
		while (values[j] > pivot);
		if (i >= j) break;
		swap(values, boxes, indices, i, j);
	}
	sort(values, boxes, indices, left, j, nodeSize);
	sort(values, boxes, indices, j + 1, right, nodeSize);
}
/**
* Swap two values and two corresponding boxes.
* @param {Uint32Array} values
* @param {InstanceType<TypedArrayConstructor>} boxes
* @param {Uint16Array | Uint32Array} indices
* @param {number} i
* @param {number} j
*/
function swap(values, boxes, indices, i, j) {
	const temp = values[i];
	values[i] = values[j];
	values[j] = temp;
	const k = 4 * i;
	const m = 4 * j;
	const a = boxes[k];
	const b = boxes[k + 1];
	const c = boxes[k + 2];
	const d = boxes[k + 3];
	boxes[k] = boxes[m];
	boxes[k + 1] = boxes[m + 1];
	boxes[k + 2] = boxes[m + 2];
	boxes[k + 3] = boxes[m + 3];
	boxes[m] = a;
	boxes[m + 1] = b;
	boxes[m + 2] = c;
	boxes[m + 3] = d;
	const e = indices[i];
	indices[i] = indices[j];
	indices[j] = e;
}
/**
* Fast Hilbert curve algorithm by http://threadlocalmutex.com/
* Ported from C++ https://github.com/rawrunprotected/hilbert_curves (public domain)
* @param {number} x
* @param {number} y
*/
function hilbert(x, y) {
	let a = x ^ y;
	let b = 65535 ^ a;
	let c = 65535 ^ (x | y);
	let d = x & (y ^ 65535);
	let A = a | b >> 1;
	let B = a >> 1 ^ a;
	let C = c >> 1 ^ b & d >> 1 ^ c;
	let D = a & c >> 1 ^ d >> 1 ^ d;
	a = A;
	b = B;
	c = C;
	d = D;
	A = a & a >> 2 ^ b & b >> 2;
	B = a & b >> 2 ^ b & (a ^ b) >> 2;
	C ^= a & c >> 2 ^ b & d >> 2;
	D ^= b & c >> 2 ^ (a ^ b) & d >> 2;
	a = A;
	b = B;
	c = C;
	d = D;
	A = a & a >> 4 ^ b & b >> 4;
	B = a & b >> 4 ^ b & (a ^ b) >> 4;
	C ^= a & c >> 4 ^ b & d >> 4;
	D ^= b & c >> 4 ^ (a ^ b) & d >> 4;
	a = A;
	b = B;
	c = C;
	d = D;
	C ^= a & c >> 8 ^ b & d >> 8;
	D ^= b & c >> 8 ^ (a ^ b) & d >> 8;
	a = C ^ C >> 1;
	b = D ^ D >> 1;
	let i0 = x ^ y;
	let i1 = b | 65535 ^ (i0 | a);
	i0 = (i0 | i0 << 8) & 16711935;
	i0 = (i0 | i0 << 4) & 252645135;
	i0 = (i0 | i0 << 2) & 858993459;
	i0 = (i0 | i0 << 1) & 1431655765;
	i1 = (i1 | i1 << 8) & 16711935;
	i1 = (i1 | i1 << 4) & 252645135;
	i1 = (i1 | i1 << 2) & 858993459;
	i1 = (i1 | i1 << 1) & 1431655765;
	return (i1 << 1 | i0) >>> 0;
}
// node_modules/@mui/x-charts/internals/sizeScale.mjs
var isFunctionInterpolator = (config) => {
	return typeof config.size === "function";
};
function getClampedSize(sizes) {
	const [minSize, maxSize] = sizes;
	return (t) => {
		return minSize + Math.max(Math.min(t, 1), 0) * (maxSize - minSize);
	};
}
function getSequentialSizeScale(config) {
	if (config.type === "piecewise") return threshold(config.thresholds, config.sizes);
	if (isFunctionInterpolator(config)) return sequential([config.min ?? 0, config.max ?? 100], config.size);
	switch (config.interpolator ?? "sqrt") {
		case "log": return sequentialLog([config.min ?? 0, config.max ?? 100], getClampedSize(config.size));
		case "linear": return sequential([config.min ?? 0, config.max ?? 100], getClampedSize(config.size));
		default: return sequentialSqrt([config.min ?? 0, config.max ?? 100], getClampedSize(config.size));
	}
}
function getOrdinalSizeScale(config) {
	if (config.values) return ordinal(config.values, config.sizes).unknown(config.unknownSize ?? null);
	return ordinal(config.sizes.map((_, index) => index), config.sizes).unknown(config.unknownSize ?? null);
}
function getSizeScale(config) {
	return config.type === "ordinal" ? getOrdinalSizeScale(config) : getSequentialSizeScale(config);
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartZAxis/useChartZAxis.mjs
function addDefaultId(axisConfig, defaultId) {
	if (axisConfig.id !== void 0) return axisConfig;
	return (0, import_extends.default)({ id: defaultId }, axisConfig);
}
function processColorMap(axisConfig) {
	if (!axisConfig.colorMap) return axisConfig;
	return (0, import_extends.default)({}, axisConfig, { colorScale: axisConfig.colorMap.type === "ordinal" && axisConfig.data ? getOrdinalColorScale((0, import_extends.default)({ values: axisConfig.data }, axisConfig.colorMap)) : getColorScale(axisConfig.colorMap.type === "continuous" ? (0, import_extends.default)({
		min: axisConfig.min,
		max: axisConfig.max
	}, axisConfig.colorMap) : axisConfig.colorMap) });
}
function processSizeMap(axisConfig) {
	if (!axisConfig.sizeMap) return axisConfig;
	return (0, import_extends.default)({}, axisConfig, { sizeScale: axisConfig.sizeMap.type === "ordinal" ? getOrdinalSizeScale((0, import_extends.default)({ values: axisConfig.data }, axisConfig.sizeMap)) : getSizeScale(axisConfig.sizeMap.type === "continuous" ? (0, import_extends.default)({
		min: axisConfig.min,
		max: axisConfig.max
	}, axisConfig.sizeMap) : axisConfig.sizeMap) });
}
function getZAxisState(zAxis, dataset) {
	if (!zAxis || zAxis.length === 0) return {
		axis: {},
		axisIds: []
	};
	const zAxisLookup = {};
	const axisIds = [];
	zAxis.forEach((axisConfig, index) => {
		const dataKey = axisConfig.dataKey;
		const defaultizedId = axisConfig.id ?? `defaultized-z-axis-${index}`;
		if (axisConfig.data !== void 0 || dataKey === void 0 && !axisConfig.valueGetter) {
			zAxisLookup[defaultizedId] = processSizeMap(processColorMap(addDefaultId(axisConfig, defaultizedId)));
			axisIds.push(defaultizedId);
			return;
		}
		if (dataset === void 0) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X Charts: The z-axis uses `dataKey` or `valueGetter` but no `dataset` is provided. When using dataKey or valueGetter, a dataset must be provided to retrieve the axis data. Either provide a dataset prop or use the data property directly on the z-axis." : formatErrorMessage_default(41));
		zAxisLookup[defaultizedId] = processSizeMap(processColorMap(addDefaultId((0, import_extends.default)({}, axisConfig, { data: axisConfig.valueGetter ? dataset.map((d) => axisConfig.valueGetter(d)) : dataset.map((d) => d[dataKey]) }), defaultizedId)));
		axisIds.push(defaultizedId);
	});
	return {
		axis: zAxisLookup,
		axisIds
	};
}
var useChartZAxis = ({ params, store }) => {
	const { zAxis, dataset } = params;
	const isFirstRender = import_react.useRef(true);
	import_react.useEffect(() => {
		if (isFirstRender.current) {
			isFirstRender.current = false;
			return;
		}
		store.set("zAxis", getZAxisState(zAxis, dataset));
	}, [
		zAxis,
		dataset,
		store
	]);
	return {};
};
useChartZAxis.params = {
	zAxis: true,
	dataset: true
};
useChartZAxis.getInitialState = (params) => ({ zAxis: getZAxisState(params.zAxis, params.dataset) });
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartZAxis/useChartZAxis.selectors.mjs
var selectRootState = (state) => state;
var selectorChartZAxis = createSelector(selectRootState, (state) => state.zAxis);
// node_modules/@mui/x-charts/ScatterChart/seriesConfig/getMarkerSize.mjs
/**
* Returns the marker size of a scatter item given its data index.
* @param {number} dataIndex The index of the scatter item.
* @returns {number} The marker size in pixels.
*/
/**
* Builds a getter returning the marker size of each scatter item.
*
* When the size axis defines a `sizeMap`, the size is computed by mapping a value
* through the resulting `sizeScale`. The mapped value is taken from the size axis
* `data` when available, otherwise from the `sizeValue` of the scatter point.
* It falls back to the series `markerSize` when no size can be computed.
*/
var getMarkerSize = (series, sizeZAxis) => {
	const sizeScale = sizeZAxis?.sizeScale;
	if (!sizeScale) return () => series.markerSize;
	return (dataIndex) => {
		if (sizeZAxis?.data?.[dataIndex] !== void 0) {
			const size = sizeScale(sizeZAxis.data[dataIndex]);
			if (size != null && !Number.isNaN(size)) return size;
		}
		const value = series.data[dataIndex];
		if (value != null) {
			const size = sizeScale(value.sizeValue);
			if (size != null && !Number.isNaN(size)) return size;
		}
		return series.markerSize;
	};
};
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/useChartCartesianAxisRendering.selectors.mjs
var createZoomMap = (zoom) => {
	const zoomItemMap = /* @__PURE__ */ new Map();
	zoom.forEach((zoomItem) => {
		zoomItemMap.set(zoomItem.axisId, zoomItem);
	});
	return zoomItemMap;
};
var selectorChartZoomState = (state) => state.zoom;
/**
* Following selectors are not exported because they exist in the MIT chart only to ba able to reuse the Zoom state from the pro.
*/
var selectorChartZoomIsInteracting = createSelector(selectorChartZoomState, (zoom) => zoom?.isInteracting);
var selectorChartZoomMap = createSelectorMemoized(selectorChartZoomState, function selectorChartZoomMap(zoom) {
	return zoom?.zoomData && createZoomMap(zoom?.zoomData);
});
var selectorChartAxisZoomData = createSelector(selectorChartZoomMap, (zoomMap, axisId) => zoomMap?.get(axisId));
var selectorChartZoomOptionsLookup = createSelectorMemoized(selectorChartRawXAxis, selectorChartRawYAxis, function selectorChartZoomOptionsLookup(xAxis, yAxis) {
	return (0, import_extends.default)({}, createZoomLookup("x")(xAxis), createZoomLookup("y")(yAxis));
});
createSelector(selectorChartZoomOptionsLookup, (axisLookup, axisId) => axisLookup[axisId]);
var selectorDefaultXAxisTickNumber = createSelector(selectorChartDrawingArea, function selectorDefaultXAxisTickNumber(drawingArea) {
	return getDefaultTickNumber(drawingArea.width);
});
var selectorDefaultYAxisTickNumber = createSelector(selectorChartDrawingArea, function selectorDefaultYAxisTickNumber(drawingArea) {
	return getDefaultTickNumber(drawingArea.height);
});
var selectorChartXAxisWithDomains = createSelectorMemoized(selectorChartRawXAxis, selectorChartSeriesProcessed, selectorDefaultXAxisTickNumber, selectorChartXAxisExtrema, function selectorChartXAxisWithDomains(axes, formattedSeries, defaultTickNumber, extremaMap) {
	return {
		axes,
		domains: computeAxisDomainsMap(axes, formattedSeries, defaultTickNumber, extremaMap, "x")
	};
});
var selectorChartYAxisWithDomains = createSelectorMemoized(selectorChartRawYAxis, selectorChartSeriesProcessed, selectorDefaultYAxisTickNumber, selectorChartYAxisExtrema, function selectorChartYAxisWithDomains(axes, formattedSeries, defaultTickNumber, extremaMap) {
	return {
		axes,
		domains: computeAxisDomainsMap(axes, formattedSeries, defaultTickNumber, extremaMap, "y")
	};
});
var selectorChartZoomAxisFilters = createSelectorMemoized(selectorChartZoomMap, selectorChartZoomOptionsLookup, selectorChartXAxisWithDomains, selectorChartYAxisWithDomains, function selectorChartZoomAxisFilters(zoomMap, zoomOptions, { axes: xAxis, domains: xDomains }, { axes: yAxis, domains: yDomains }) {
	if (!zoomMap || !zoomOptions) return;
	let hasFilter = false;
	const filters = {};
	const axes = [...xAxis ?? [], ...yAxis ?? []];
	for (let i = 0; i < axes.length; i += 1) {
		const axis = axes[i];
		if (!zoomOptions[axis.id] || zoomOptions[axis.id].filterMode !== "discard") continue;
		const zoom = zoomMap.get(axis.id);
		if (zoom === void 0 || zoom.start <= 0 && zoom.end >= 100) continue;
		const axisDirection = i < (xAxis?.length ?? 0) ? "x" : "y";
		if (axis.scaleType === "band" || axis.scaleType === "point") filters[axis.id] = createDiscreteScaleGetAxisFilter(axis.data, zoom.start, zoom.end, axisDirection);
		else {
			const { domain } = axisDirection === "x" ? xDomains[axis.id] : yDomains[axis.id];
			filters[axis.id] = createContinuousScaleGetAxisFilter(domain, zoom.start, zoom.end, axisDirection, axis.data);
		}
		hasFilter = true;
	}
	if (!hasFilter) return;
	return createGetAxisFilters(filters);
});
var selectorChartFilteredXDomains = createSelectorMemoized(selectorChartSeriesProcessed, selectorChartSeriesConfig, selectorChartZoomMap, selectorChartZoomOptionsLookup, selectorChartZoomAxisFilters, selectorChartXAxisWithDomains, function selectorChartFilteredXDomains(formattedSeries, seriesConfig, zoomMap, zoomOptions, getFilters, { axes, domains }) {
	const filteredDomains = {};
	axes?.forEach((axis, axisIndex) => {
		const domain = domains[axis.id].domain;
		if (isBandScaleConfig(axis) || isPointScaleConfig(axis)) {
			filteredDomains[axis.id] = domain;
			return;
		}
		const zoom = zoomMap?.get(axis.id);
		const zoomOption = zoomOptions?.[axis.id];
		const filter = zoom === void 0 && !zoomOption ? getFilters : void 0;
		if (!filter) {
			filteredDomains[axis.id] = domain;
			return;
		}
		const rawTickNumber = domains[axis.id].tickNumber;
		const axisExtrema = getAxisExtrema(axis, "x", seriesConfig, axisIndex, formattedSeries, filter);
		filteredDomains[axis.id] = calculateFinalDomain(axis, "x", axisIndex, formattedSeries, axisExtrema, rawTickNumber);
	});
	return filteredDomains;
});
var selectorChartFilteredYDomains = createSelectorMemoized(selectorChartSeriesProcessed, selectorChartSeriesConfig, selectorChartZoomMap, selectorChartZoomOptionsLookup, selectorChartZoomAxisFilters, selectorChartYAxisWithDomains, function selectorChartFilteredYDomains(formattedSeries, seriesConfig, zoomMap, zoomOptions, getFilters, { axes, domains }) {
	const filteredDomains = {};
	axes?.forEach((axis, axisIndex) => {
		const domain = domains[axis.id].domain;
		if (isBandScaleConfig(axis) || isPointScaleConfig(axis)) {
			filteredDomains[axis.id] = domain;
			return;
		}
		const zoom = zoomMap?.get(axis.id);
		const zoomOption = zoomOptions?.[axis.id];
		const filter = zoom === void 0 && !zoomOption ? getFilters : void 0;
		if (!filter) {
			filteredDomains[axis.id] = domain;
			return;
		}
		const rawTickNumber = domains[axis.id].tickNumber;
		const axisExtrema = getAxisExtrema(axis, "y", seriesConfig, axisIndex, formattedSeries, filter);
		filteredDomains[axis.id] = calculateFinalDomain(axis, "y", axisIndex, formattedSeries, axisExtrema, rawTickNumber);
	});
	return filteredDomains;
});
var selectorChartNormalizedXScales = createSelectorMemoized(selectorChartRawXAxis, selectorChartFilteredXDomains, function selectorChartNormalizedXScales(axes, filteredDomains) {
	const scales = {};
	axes?.forEach((eachAxis) => {
		const axis = eachAxis;
		const domain = filteredDomains[axis.id];
		scales[axis.id] = getNormalizedAxisScale(axis, domain);
	});
	return scales;
});
var selectorChartNormalizedYScales = createSelectorMemoized(selectorChartRawYAxis, selectorChartFilteredYDomains, function selectorChartNormalizedYScales(axes, filteredDomains) {
	const scales = {};
	axes?.forEach((eachAxis) => {
		const axis = eachAxis;
		const domain = filteredDomains[axis.id];
		scales[axis.id] = getNormalizedAxisScale(axis, domain);
	});
	return scales;
});
var selectorChartXScales = createSelectorMemoized(selectorChartRawXAxis, selectorChartNormalizedXScales, selectorChartDrawingArea, selectorChartZoomMap, function selectorChartXScales(axes, normalizedScales, drawingArea, zoomMap) {
	const scales = {};
	axes?.forEach((eachAxis) => {
		const axis = eachAxis;
		const zoom = zoomMap?.get(axis.id);
		const zoomRange = zoom ? [zoom.start, zoom.end] : [0, 100];
		const range = getRange$1(drawingArea, "x", axis);
		const scale = normalizedScales[axis.id].copy();
		const zoomedRange = zoomScaleRange(range, zoomRange);
		scale.range(zoomedRange);
		scales[axis.id] = scale;
	});
	return scales;
});
var selectorChartYScales = createSelectorMemoized(selectorChartRawYAxis, selectorChartNormalizedYScales, selectorChartDrawingArea, selectorChartZoomMap, function selectorChartYScales(axes, normalizedScales, drawingArea, zoomMap) {
	const scales = {};
	axes?.forEach((eachAxis) => {
		const axis = eachAxis;
		const zoom = zoomMap?.get(axis.id);
		const zoomRange = zoom ? [zoom.start, zoom.end] : [0, 100];
		const range = getRange$1(drawingArea, "y", axis);
		const scale = normalizedScales[axis.id].copy();
		const zoomedRange = zoomScaleRange(isOrdinalScale(scale) ? range.reverse() : range, zoomRange);
		scale.range(zoomedRange);
		scales[axis.id] = scale;
	});
	return scales;
});
/**
* The only interesting selectors that merge axis data and zoom if provided.
*/
var selectorChartXAxis = createSelectorMemoized(selectorChartDrawingArea, selectorChartSeriesProcessed, selectorChartSeriesConfig, selectorChartZoomMap, selectorChartXAxisWithDomains, selectorChartXScales, selectorChartXAxisAutoSizes, selectorChartCartesianAxesGap, function selectorChartXAxis(drawingArea, formattedSeries, seriesConfig, zoomMap, { axes, domains }, scales, autoSizes, axesGap) {
	return computeAxisValue$1({
		scales,
		drawingArea,
		formattedSeries,
		axis: axes,
		seriesConfig,
		axisDirection: "x",
		zoomMap,
		domains,
		autoSizes,
		axesGap
	});
});
var selectorChartYAxis = createSelectorMemoized(selectorChartDrawingArea, selectorChartSeriesProcessed, selectorChartSeriesConfig, selectorChartZoomMap, selectorChartYAxisWithDomains, selectorChartYScales, selectorChartYAxisAutoSizes, selectorChartCartesianAxesGap, function selectorChartYAxis(drawingArea, formattedSeries, seriesConfig, zoomMap, { axes, domains }, scales, autoSizes, axesGap) {
	return computeAxisValue$1({
		scales,
		drawingArea,
		formattedSeries,
		axis: axes,
		seriesConfig,
		axisDirection: "y",
		zoomMap,
		domains,
		autoSizes,
		axesGap
	});
});
createSelector(selectorChartXAxis, selectorChartYAxis, (xAxes, yAxes, axisId) => xAxes?.axis[axisId] ?? yAxes?.axis[axisId]);
createSelector(selectorChartRawXAxis, selectorChartRawYAxis, (xAxes, yAxes, axisId) => {
	const axis = xAxes?.find((a) => a.id === axisId) ?? yAxes?.find((a) => a.id === axisId) ?? null;
	if (!axis) return;
	return axis;
});
var selectorChartDefaultXAxisId = createSelector(selectorChartRawXAxis, (xAxes) => xAxes[0].id);
var selectorChartDefaultYAxisId = createSelector(selectorChartRawYAxis, (yAxes) => yAxes[0].id);
var EMPTY_MAP = /* @__PURE__ */ new Map();
var selectorChartSeriesEmptyFlatbushMap = () => EMPTY_MAP;
var selectorChartSeriesFlatbushMap = createSelectorMemoized(selectorChartSeriesProcessed, selectorChartNormalizedXScales, selectorChartNormalizedYScales, selectorChartDefaultXAxisId, selectorChartDefaultYAxisId, selectorChartZAxis, function selectChartSeriesFlatbushMap(allSeries, xAxesScaleMap, yAxesScaleMap, defaultXAxisId, defaultYAxisId, zAxisState) {
	const validSeries = allSeries.scatter;
	const flatbushMap = /* @__PURE__ */ new Map();
	if (!validSeries) return flatbushMap;
	const zAxes = zAxisState?.axis ?? {};
	const zAxisIds = zAxisState?.axisIds ?? [];
	validSeries.seriesOrder.forEach((seriesId) => {
		const series = validSeries.series[seriesId];
		const { data, xAxisId = defaultXAxisId, yAxisId = defaultYAxisId } = series;
		if (data.length === 0) return;
		const flatbush = new Flatbush(data.length);
		const sizeAxis = zAxes[series.sizeAxisId ?? zAxisIds[0]];
		const isFixedSize = !sizeAxis || !sizeAxis.sizeScale;
		const getItemRadius = isFixedSize ? series.markerSize ?? 0 : getMarkerSize(series, sizeAxis);
		let maxItemRadius = isFixedSize ? getItemRadius : 0;
		const originalXScale = xAxesScaleMap[xAxisId];
		const originalYScale = yAxesScaleMap[yAxisId];
		for (let i = 0; i < data.length; i += 1) {
			if (!isFixedSize) maxItemRadius = Math.max(maxItemRadius, getItemRadius(i));
			flatbush.add(originalXScale(data[i].x), originalYScale(data[i].y));
		}
		flatbush.finish();
		flatbushMap.set(seriesId, {
			flatbush,
			getItemRadius,
			maxItemRadius
		});
	});
	return flatbushMap;
});
// node_modules/@mui/x-charts/internals/getAsNumber.mjs
function getAsNumber(value) {
	return value instanceof Date ? value.getTime() : value;
}
// node_modules/@mui/x-charts/internals/findClosestIndex.mjs
/**
* Returns the index of the entry in `axisData` whose numeric value is closest
* to `valueAsNumber`. Returns -1 if `axisData` is empty.
*/
function findClosestIndex(axisData, valueAsNumber) {
	return axisData.findIndex((pointValue, index) => {
		const v = getAsNumber(pointValue);
		if (v > valueAsNumber) {
			if (index === 0 || Math.abs(valueAsNumber - v) <= Math.abs(valueAsNumber - getAsNumber(axisData[index - 1]))) return true;
		}
		if (v <= valueAsNumber) {
			if (index === axisData.length - 1 || Math.abs(valueAsNumber - v) < Math.abs(valueAsNumber - getAsNumber(axisData[index + 1]))) return true;
		}
		return false;
	});
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/getAxisValue.mjs
/**
* For a pointer coordinate, this function returns the dataIndex associated.
* Returns `-1` if no dataIndex matches.
*/
function getAxisIndex(axisConfig, pointerValue) {
	const { scale, data: axisData, reverse } = axisConfig;
	if (!isOrdinalScale(scale)) {
		if (axisData === void 0) return -1;
		return findClosestIndex(axisData, getAsNumber(scale.invert(pointerValue)));
	}
	const dataIndex = scale.bandwidth() === 0 ? Math.floor((pointerValue - Math.min(...scale.range()) + scale.step() / 2) / scale.step()) : Math.floor((pointerValue - Math.min(...scale.range())) / scale.step());
	if (dataIndex < 0 || dataIndex >= axisData.length) return -1;
	return reverse ? axisData.length - 1 - dataIndex : dataIndex;
}
/**
* For a pointer coordinate, this function returns the value associated.
* Returns `null` if the coordinate has no value associated.
*/
function getAxisValue(scale, axisData, pointerValue, dataIndex) {
	if (!isOrdinalScale(scale)) {
		if (dataIndex === null) {
			const invertedValue = scale.invert(pointerValue);
			return Number.isNaN(invertedValue) ? null : invertedValue;
		}
		return axisData[dataIndex];
	}
	if (dataIndex === null || dataIndex < 0 || dataIndex >= axisData.length) return null;
	return axisData[dataIndex];
}
// node_modules/@mui/x-charts/internals/getChartPoint.mjs
/**
* Transform mouse event position to coordinates relative to the layer container.
* (0, 0) is the top-left corner of the layer container.
* @param element The the layer container
* @param event The mouseEvent to transform
*/
function getChartPoint(element, event) {
	const rect = element.getBoundingClientRect();
	const x = event.clientX - rect.left;
	const y = event.clientY - rect.top;
	if (typeof DOMMatrix === "undefined") return {
		x,
		y,
		z: 0,
		w: 1,
		matrixTransform: () => ({
			x,
			y,
			z: 0,
			w: 1
		})
	};
	const style = getComputedStyle(element);
	const transform = new DOMMatrix(style.transform);
	return new DOMPoint(x, y).matrixTransform(transform.inverse());
}
// node_modules/@base-ui/utils/fastObjectShallowCompare.mjs
var is = Object.is;
function fastObjectShallowCompare(a, b) {
	if (a === b) return true;
	if (!(a instanceof Object) || !(b instanceof Object)) return false;
	let aLength = 0;
	let bLength = 0;
	for (const key in a) {
		aLength += 1;
		if (!is(a[key], b[key])) return false;
		if (!(key in b)) return false;
	}
	for (const _ in b) bLength += 1;
	return aLength === bLength;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartInteraction/useChartInteraction.mjs
var useChartInteraction = ({ store }) => {
	return { instance: {
		cleanInteraction: useEventCallback(function cleanInteraction() {
			store.update({ interaction: (0, import_extends.default)({}, store.state.interaction, { pointer: null }) });
		}),
		setLastUpdateSource: useEventCallback(function setLastUpdateSource(interaction) {
			if (store.state.interaction.lastUpdate !== interaction) store.set("interaction", (0, import_extends.default)({}, store.state.interaction, { lastUpdate: interaction }));
		}),
		setHoveredItem: useEventCallback(function setHoveredItem(item) {
			const previousItem = store.state.interaction.hoveredItem;
			if (previousItem !== null && fastObjectShallowCompare(previousItem, item)) return;
			store.set("interaction", (0, import_extends.default)({}, store.state.interaction, { hoveredItem: item }));
		}),
		clearHoveredItem: useEventCallback(function clearHoveredItem(itemToRemove) {
			const previousItem = store.state.interaction.hoveredItem;
			if (previousItem === null) return;
			if (itemToRemove !== void 0 && !fastObjectShallowCompare(previousItem, itemToRemove)) return;
			store.set("interaction", (0, import_extends.default)({}, store.state.interaction, { hoveredItem: null }));
		}),
		setPointerCoordinate: useEventCallback(function setPointerCoordinate(coordinate) {
			store.set("interaction", (0, import_extends.default)({}, store.state.interaction, {
				pointer: coordinate,
				lastUpdate: coordinate !== null ? "pointer" : store.state.interaction.lastUpdate
			}));
		}),
		handlePointerEnter: useEventCallback(function handlePointerEnter(event) {
			store.set("interaction", (0, import_extends.default)({}, store.state.interaction, { pointerType: event.pointerType }));
		}),
		handlePointerLeave: useEventCallback(function handlePointerLeave() {
			store.set("interaction", (0, import_extends.default)({}, store.state.interaction, { pointerType: null }));
		})
	} };
};
useChartInteraction.getInitialState = () => ({ interaction: {
	item: null,
	pointer: null,
	lastUpdate: "pointer",
	pointerType: null,
	hoveredItem: null
} });
useChartInteraction.params = {};
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartInteraction/useChartInteraction.selectors.mjs
var selectInteraction = (state) => state.interaction;
var selectorChartsInteractionIsInitialized = createSelector(selectInteraction, (interaction) => interaction !== void 0);
var selectorChartsInteractionPointer = createSelector(selectInteraction, (interaction) => interaction?.pointer ?? null);
var selectorChartsInteractionPointerX = createSelector(selectorChartsInteractionPointer, (pointer) => pointer && pointer.x);
var selectorChartsInteractionPointerY = createSelector(selectorChartsInteractionPointer, (pointer) => pointer && pointer.y);
var selectorChartsLastInteraction = createSelector(selectInteraction, (interaction) => interaction?.lastUpdate);
var selectorChartsPointerType = createSelector(selectInteraction, (interaction) => interaction?.pointerType ?? null);
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/useChartCartesianInteraction.selectors.mjs
/**
* Get interaction indexes
*/
function indexGetter$1(value, axes, ids = axes.axisIds[0]) {
	return Array.isArray(ids) ? ids.map((id) => getAxisIndex(axes.axis[id], value)) : getAxisIndex(axes.axis[ids], value);
}
var selectChartsInteractionAxisIndex = (value, axes, id) => {
	if (value === null) return null;
	const index = indexGetter$1(value, axes, id);
	return index === -1 ? null : index;
};
var selectorChartsInteractionXAxisIndex = createSelector(selectorChartsInteractionPointerX, selectorChartXAxis, selectChartsInteractionAxisIndex);
var selectorChartsInteractionYAxisIndex = createSelector(selectorChartsInteractionPointerY, selectorChartYAxis, selectChartsInteractionAxisIndex);
var selectorChartAxisInteraction = createSelector(selectorChartsInteractionPointerX, selectorChartsInteractionPointerY, selectorChartXAxis, selectorChartYAxis, (x, y, xAxis, yAxis) => [...x === null ? [] : xAxis.axisIds.map((axisId) => ({
	axisId,
	dataIndex: indexGetter$1(x, xAxis, axisId)
})), ...y === null ? [] : yAxis.axisIds.map((axisId) => ({
	axisId,
	dataIndex: indexGetter$1(y, yAxis, axisId)
}))].filter((item) => item.dataIndex !== null && item.dataIndex >= 0));
/**
* Get interaction values
*/
function valueGetter(value, axes, indexes, ids = axes.axisIds[0]) {
	return Array.isArray(ids) ? ids.map((id, axisIndex) => {
		const axis = axes.axis[id];
		return getAxisValue(axis.scale, axis.data, value, indexes[axisIndex]);
	}) : getAxisValue(axes.axis[ids].scale, axes.axis[ids].data, value, indexes);
}
var selectorChartsInteractionXAxisValue = createSelector(selectorChartsInteractionPointerX, selectorChartXAxis, selectorChartsInteractionXAxisIndex, (x, xAxes, xIndex, id) => {
	if (x === null || xAxes.axisIds.length === 0) return null;
	return valueGetter(x, xAxes, xIndex, id);
});
var selectorChartsInteractionYAxisValue = createSelector(selectorChartsInteractionPointerY, selectorChartYAxis, selectorChartsInteractionYAxisIndex, (y, yAxes, yIndex, id) => {
	if (y === null || yAxes.axisIds.length === 0) return null;
	return valueGetter(y, yAxes, yIndex, id);
});
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartInteraction/checkHasInteractionPlugin.mjs
function checkHasInteractionPlugin(instance) {
	return instance.setPointerCoordinate !== void 0;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/getAxisClickPayload.mjs
var AXIS_CLICK_SERIES_TYPES = /* @__PURE__ */ new Set([
	"bar",
	"rangeBar",
	"line"
]);
/**
* Builds the `onAxisClick` payload for a data index on a given axis.
* Returns `null` when the axis has no value at this index.
*/
function getAxisClickPayload({ axisId, dataIndex, isXAxis, axes, processedSeries }) {
	const axisValue = axes[axisId]?.data?.[dataIndex];
	if (axisValue === void 0) return null;
	const seriesValues = {};
	Object.keys(processedSeries).filter((seriesType) => AXIS_CLICK_SERIES_TYPES.has(seriesType)).forEach((seriesType) => {
		const seriesTypeConfig = processedSeries[seriesType];
		seriesTypeConfig?.seriesOrder.forEach((seriesId) => {
			const seriesItem = seriesTypeConfig.series[seriesId];
			const providedXAxisId = seriesItem.xAxisId;
			const providedYAxisId = seriesItem.yAxisId;
			const axisKey = isXAxis ? providedXAxisId : providedYAxisId;
			if (axisKey === void 0 || axisKey === axisId) seriesValues[seriesId] = seriesItem.data[dataIndex];
		});
	});
	return {
		dataIndex,
		axisValue,
		seriesValues
	};
}
// node_modules/@mui/x-charts/internals/useDefaultTickLabelStyle.mjs
/**
* The font the axes render their tick labels with.
* Axis auto-sizing measures outside React, so it cannot read the theme itself and needs this handed
* to it. Keep in sync with the style `useAxisTicksProps` renders the ticks with.
*/
function useDefaultTickLabelStyle() {
	const { fontFamily, fontStyle, fontWeight, letterSpacing, textTransform } = useTheme().typography.caption;
	return import_react.useMemo(() => ({
		fontFamily,
		fontStyle,
		fontWeight,
		letterSpacing,
		textTransform,
		fontSize: 12
	}), [
		fontFamily,
		fontStyle,
		fontWeight,
		letterSpacing,
		textTransform
	]);
}
// node_modules/@mui/x-charts/internals/components/ChartsAccessibilityProxy/focusAccessibilityProxy.mjs
/**
* Moves the DOM focus to the chart tab stop.
* The proxy root is only tabbable while there is no description, otherwise one of the announcer
* children holds the tab stop.
* @param {HTMLDivElement | null} root The accessibility proxy root.
* @returns {boolean} `true` when an element was focused.
*/
function focusAccessibilityProxy(root) {
	if (!root) return false;
	const target = root.querySelector("[tabindex=\"0\"]") ?? (root.tabIndex >= 0 ? root : null);
	target?.focus({ preventScroll: true });
	return target !== null;
}
// node_modules/@mui/x-charts/models/seriesType/composition.mjs
var composableCartesianSeriesTypes = /* @__PURE__ */ new Set([
	"bar",
	"line",
	"scatter",
	"rangeBar",
	"ohlc"
]);
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartKeyboardNavigation/utils/getNonEmptySeriesArray.mjs
function getNonEmptySeriesArray(series, availableSeriesTypes) {
	return Object.keys(series).filter((type) => availableSeriesTypes.has(type)).flatMap((type) => {
		const seriesOfType = series[type];
		return seriesOfType.seriesOrder.filter((seriesId) => {
			const seriesItem = seriesOfType.series[seriesId];
			if ("hidden" in seriesItem && seriesItem.hidden) return false;
			return seriesItem.data.length > 0 && seriesItem.data.some((value) => value != null);
		}).map((seriesId) => ({
			type,
			seriesId
		}));
	});
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartKeyboardNavigation/utils/findVisibleDataIndex.mjs
/**
* Walk forward (or backward) from `startIndex` and return the first dataIndex
* whose data point is visible. Returns `null` if every traversed index is hidden.
*
* Shared-axis types (line, bar) opt out of `useCurrentSeriesMaxLength`, so `dataLength`
* can exceed the focused series length to focus an index with no value.
*
* Series-level hidden flags are filtered upstream (see `getNonEmptySeriesArray`),
* so only per-data-point hidden flags are relevant here. Today only Pie sets a
* `hidden` flag on individual data items; for other series types the data
* elements are scalars or objects without that field, and this helper returns
* the proposed index unchanged.
*/
function findVisibleDataIndex({ processedSeries, type, seriesId, startIndex, dataLength, direction, allowCycles }) {
	if (dataLength <= 0) return null;
	const seriesItem = processedSeries[type]?.series[seriesId];
	if (seriesItem && "hidden" in seriesItem && seriesItem.hidden) return null;
	const seriesData = seriesItem?.data;
	const isIndexHidden = (idx) => {
		if (!seriesData) return false;
		const item = seriesData[idx];
		return typeof item === "object" && item !== null && "hidden" in item && Boolean(item.hidden);
	};
	let dataIndex = startIndex;
	for (let attempt = 0; attempt < dataLength; attempt += 1) {
		if (dataIndex >= 0 && dataIndex < dataLength && !isIndexHidden(dataIndex)) return dataIndex;
		if (allowCycles) dataIndex = (dataIndex + direction + dataLength) % dataLength;
		else {
			const next = dataIndex + direction;
			if (next < 0 || next >= dataLength) return null;
			dataIndex = next;
		}
	}
	return null;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartKeyboardNavigation/utils/getItemAtAxisPosition.mjs
/**
* Resolves the item a click falls on when it hit no item, by looking at the axis under the
* pointer. Keeps the focused series when there is one, so clicking the empty space above a bar
* moves along the series the user was already navigating.
*
* Returns `null` for charts without a cartesian axis, and when the axis resolves no index.
*/
function getItemAtAxisPosition({ point, xAxis, yAxis, processedSeries, focusedItem }) {
	const target = getTargetSeries$1(processedSeries, focusedItem);
	if (target === null) return null;
	const series = processedSeries[target.type]?.series[target.seriesId];
	const data = series?.data;
	if (!data || data.length === 0) return null;
	const xAxisId = (series && "xAxisId" in series ? series.xAxisId : void 0) ?? xAxis?.axisIds[0];
	const yAxisId = (series && "yAxisId" in series ? series.yAxisId : void 0) ?? yAxis?.axisIds[0];
	const xAxisConfig = xAxisId === void 0 ? void 0 : xAxis?.axis[xAxisId];
	const yAxisConfig = yAxisId === void 0 ? void 0 : yAxis?.axis[yAxisId];
	if (!xAxisConfig && !yAxisConfig) return null;
	const xIndex = xAxisConfig ? getAxisIndex(xAxisConfig, point.x) : -1;
	const yIndex = yAxisConfig ? getAxisIndex(yAxisConfig, point.y) : -1;
	const dataIndex = xIndex !== -1 ? xIndex : yIndex;
	if (dataIndex === -1) return null;
	const findVisible = (direction) => findVisibleDataIndex({
		processedSeries,
		type: target.type,
		seriesId: target.seriesId,
		startIndex: Math.min(dataIndex, data.length - 1),
		dataLength: data.length,
		direction,
		allowCycles: false
	});
	const visibleDataIndex = findVisible(1) ?? findVisible(-1);
	if (visibleDataIndex === null) return null;
	return {
		type: target.type,
		seriesId: target.seriesId,
		dataIndex: visibleDataIndex
	};
}
/** The focused series when it is a cartesian one, the first series with data otherwise. */
function getTargetSeries$1(processedSeries, focusedItem) {
	if (focusedItem != null && composableCartesianSeriesTypes.has(focusedItem.type) && processedSeries[focusedItem.type]?.series[focusedItem.seriesId] !== void 0) return {
		type: focusedItem.type,
		seriesId: focusedItem.seriesId
	};
	return getNonEmptySeriesArray(processedSeries, composableCartesianSeriesTypes)[0] ?? null;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartKeyboardNavigation/utils/getItemAtRotationIndex.mjs
/** Series drawn against a rotation axis, and navigable with the keyboard. */
var rotationSeriesTypes = /* @__PURE__ */ new Set(["radar"]);
/**
* Resolves the item a click falls on from the rotation axis index, for charts with no cartesian
* axis to fall back to. Keeps the focused series when there is one.
*
* The index comes from the axis highlight, so a click between two spokes picks the one it shows.
*/
function getItemAtRotationIndex({ dataIndex, processedSeries, focusedItem }) {
	if (dataIndex === null || dataIndex < 0) return null;
	const target = getTargetSeries(processedSeries, focusedItem);
	if (target === null) return null;
	const data = processedSeries[target.type]?.series[target.seriesId]?.data;
	if (!data || data.length === 0) return null;
	const findVisible = (direction) => findVisibleDataIndex({
		processedSeries,
		type: target.type,
		seriesId: target.seriesId,
		startIndex: Math.min(dataIndex, data.length - 1),
		dataLength: data.length,
		direction,
		allowCycles: false
	});
	const visibleDataIndex = findVisible(1) ?? findVisible(-1);
	if (visibleDataIndex === null) return null;
	return {
		type: target.type,
		seriesId: target.seriesId,
		dataIndex: visibleDataIndex
	};
}
/** The focused series when it is drawn against a rotation axis, the first one with data otherwise. */
function getTargetSeries(processedSeries, focusedItem) {
	if (focusedItem != null && rotationSeriesTypes.has(focusedItem.type) && processedSeries[focusedItem.type]?.series[focusedItem.seriesId] !== void 0) return {
		type: focusedItem.type,
		seriesId: focusedItem.seriesId
	};
	return getNonEmptySeriesArray(processedSeries, rotationSeriesTypes)[0] ?? null;
}
// node_modules/@mui/x-charts/internals/isPolar.mjs
function isPolarSeriesType(seriesType) {
	return polarSeriesTypes.getTypes().has(seriesType);
}
function isPolarSeries(series) {
	return isPolarSeriesType(series.type);
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartPolarAxis/getAxisExtremum.mjs
var axisExtremumCallback = (acc, chartType, axis, axisDirection, seriesConfig, axisIndex, formattedSeries) => {
	const getter = axisDirection === "rotation" ? seriesConfig[chartType].rotationExtremumGetter : seriesConfig[chartType].radiusExtremumGetter;
	const series = formattedSeries[chartType]?.series ?? {};
	const [minChartTypeData, maxChartTypeData] = getter?.({
		series,
		axis,
		axisIndex,
		isDefaultAxis: axisIndex === 0
	}) ?? [Infinity, -Infinity];
	const [minData, maxData] = acc;
	return [Math.min(minChartTypeData, minData), Math.max(maxChartTypeData, maxData)];
};
var getAxisExtremum = (axis, axisDirection, seriesConfig, axisIndex, formattedSeries) => {
	const extremums = Object.keys(seriesConfig).filter(isPolarSeriesType).reduce((acc, charType) => axisExtremumCallback(acc, charType, axis, axisDirection, seriesConfig, axisIndex, formattedSeries), [Infinity, -Infinity]);
	if (Number.isNaN(extremums[0]) || Number.isNaN(extremums[1])) return [Infinity, -Infinity];
	return extremums;
};
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartPolarAxis/getAxisTriggerTooltip.mjs
var getAxisTriggerTooltip = (axisDirection, seriesConfig, formattedSeries, defaultAxisId) => {
	const tooltipAxesIds = /* @__PURE__ */ new Set();
	Object.keys(seriesConfig).filter(isPolarSeriesType).forEach((chartType) => {
		const series = formattedSeries[chartType]?.series ?? {};
		const tooltipAxes = seriesConfig[chartType].axisTooltipGetter?.(series);
		if (tooltipAxes === void 0) return;
		tooltipAxes.forEach(({ axisId, direction }) => {
			if (direction === axisDirection) tooltipAxesIds.add(axisId ?? defaultAxisId);
		});
	});
	return tooltipAxesIds;
};
// node_modules/@mui/x-charts/internals/getPercentageValue.mjs
/**
* Helper that converts values and percentages into values.
* @param value The value provided by the developer. Can either be a number or a string with '%' or 'px'.
* @param refValue The numerical value associated to 100%.
* @returns The numerical value associated to the provided value.
*/
function getPercentageValue(value, refValue) {
	if (typeof value === "number") return value;
	if (value === "100%") return refValue;
	if (value.endsWith("%")) {
		const percentage = Number.parseFloat(value.slice(0, value.length - 1));
		if (!Number.isNaN(percentage)) return percentage * refValue / 100;
	}
	if (value.endsWith("px")) {
		const val = Number.parseFloat(value.slice(0, value.length - 2));
		if (!Number.isNaN(val)) return val;
	}
	throw new Error(process.env.NODE_ENV !== "production" ? `MUI X Charts: Received an unknown value "${value}". Values must be a number, a string with a percentage (e.g., "50%"), or a string with pixels (e.g., "100px"). Provide a valid number or string format.` : formatErrorMessage_default(26, value));
}
// node_modules/@mui/x-charts/utils/epsilon.mjs
var EPSILON = .001;
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartPolarAxis/computeAxisValue.mjs
function getRange(drawingArea, axisDirection, axis) {
	if (axisDirection === "rotation") {
		const angles = [deg2rad(axis.startAngle, 0), deg2rad(axis.endAngle, 2 * Math.PI)];
		const diff = angles[1] - angles[0];
		const isFullCircle = diff >= Math.PI * 2 - EPSILON;
		if (axis.scaleType === "point" && isFullCircle) angles[1] -= diff / axis.data.length;
		return {
			range: angles,
			isFullCircle
		};
	}
	const availableRadius = Math.min(drawingArea.height, drawingArea.width) / 2;
	const { minRadius, maxRadius } = axis;
	return {
		range: [minRadius === void 0 ? 0 : getPercentageValue(minRadius, availableRadius), maxRadius === void 0 ? availableRadius : getPercentageValue(maxRadius, availableRadius)],
		isFullCircle: false
	};
}
var DEFAULT_CATEGORY_GAP_RATIO = .2;
var DEFAULT_BAR_GAP_RATIO = .1;
function computeAxisValue({ drawingArea, formattedSeries, axis: allAxis, seriesConfig, axisDirection }) {
	if (allAxis === void 0) return {
		axis: {},
		axisIds: []
	};
	const axisIdsTriggeringTooltip = getAxisTriggerTooltip(axisDirection, seriesConfig, formattedSeries, allAxis[0].id);
	const completeAxis = {};
	allAxis.forEach((eachAxis, axisIndex) => {
		const axis = eachAxis;
		const { range, isFullCircle } = getRange(drawingArea, axisDirection, axis);
		const [minData, maxData] = getAxisExtremum(axis, axisDirection, seriesConfig, axisIndex, formattedSeries);
		const triggerTooltip = !axis.ignoreTooltip && axisIdsTriggeringTooltip.has(axis.id);
		const data = axis.data ?? [];
		if (isBandScaleConfig(axis)) {
			const categoryGapRatio = axis.categoryGapRatio ?? DEFAULT_CATEGORY_GAP_RATIO;
			const barGapRatio = axis.barGapRatio ?? DEFAULT_BAR_GAP_RATIO;
			completeAxis[axis.id] = (0, import_extends.default)({
				offset: 0,
				categoryGapRatio,
				barGapRatio,
				triggerTooltip
			}, axis, {
				data,
				scale: scaleBand(axis.data, range).paddingInner(categoryGapRatio).paddingOuter(categoryGapRatio / 2),
				tickNumber: axis.data.length,
				colorScale: axis.colorMap && (axis.colorMap.type === "ordinal" ? getOrdinalColorScale((0, import_extends.default)({ values: axis.data }, axis.colorMap)) : getColorScale(axis.colorMap)),
				isFullCircle
			});
			if (isDateData(axis.data)) {
				const dateFormatter = createDateFormatter(axis.data, range, axis.tickNumber);
				completeAxis[axis.id].valueFormatter = axis.valueFormatter ?? dateFormatter;
			}
		}
		if (isPointScaleConfig(axis)) {
			completeAxis[axis.id] = (0, import_extends.default)({
				offset: 0,
				triggerTooltip
			}, axis, {
				data,
				scale: scalePoint(axis.data, range),
				tickNumber: axis.data.length,
				colorScale: axis.colorMap && (axis.colorMap.type === "ordinal" ? getOrdinalColorScale((0, import_extends.default)({ values: axis.data }, axis.colorMap)) : getColorScale(axis.colorMap)),
				isFullCircle
			});
			if (isDateData(axis.data)) {
				const dateFormatter = createDateFormatter(axis.data, range, axis.tickNumber);
				completeAxis[axis.id].valueFormatter = axis.valueFormatter ?? dateFormatter;
			}
		}
		if (!isContinuousScaleConfig(axis)) return;
		const scaleType = axis.scaleType ?? "linear";
		const domainLimit = axis.domainLimit ?? "nice";
		const axisExtremums = [axis.min ?? minData, axis.max ?? maxData];
		if (typeof domainLimit === "function") {
			const { min, max } = domainLimit(minData, maxData);
			axisExtremums[0] = min;
			axisExtremums[1] = max;
		}
		const ratio = axisDirection === "rotation" ? 60 : 1;
		const tickNumber = axis.tickNumber ?? getTickNumber(axis, axisExtremums, getDefaultTickNumber(ratio * Math.abs(range[1] - range[0])));
		const scale = getScale(scaleType, axisExtremums, range);
		const finalScale = domainLimit === "nice" ? scale.nice(tickNumber) : scale;
		const [minDomain, maxDomain] = finalScale.domain();
		const domain = [axis.min ?? minDomain, axis.max ?? maxDomain];
		completeAxis[axis.id] = (0, import_extends.default)({
			offset: 0,
			triggerTooltip
		}, axis, {
			data,
			scaleType,
			scale: finalScale.domain(domain),
			tickNumber,
			colorScale: axis.colorMap && getColorScale(axis.colorMap),
			isFullCircle
		});
	});
	return {
		axis: completeAxis,
		axisIds: allAxis.map(({ id }) => id)
	};
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartPolarAxis/useChartPolarAxis.selectors.mjs
var selectorChartPolarAxisState = (state) => state.polarAxis;
var selectorChartRawRotationAxis = createSelector(selectorChartPolarAxisState, (axis) => axis?.rotation);
var selectorChartRawRadiusAxis = createSelector(selectorChartPolarAxisState, (axis) => axis?.radius);
/**
* The only interesting selectors that merge axis data and zoom if provided.
*/
var selectorChartRotationAxis = createSelectorMemoized(selectorChartRawRotationAxis, selectorChartDrawingArea, selectorChartSeriesProcessed, selectorChartSeriesConfig, (axis, drawingArea, formattedSeries, seriesConfig) => computeAxisValue({
	drawingArea,
	formattedSeries,
	axis,
	seriesConfig,
	axisDirection: "rotation"
}));
var selectorChartRadiusAxis = createSelectorMemoized(selectorChartRawRadiusAxis, selectorChartDrawingArea, selectorChartSeriesProcessed, selectorChartSeriesConfig, (axis, drawingArea, formattedSeries, seriesConfig) => computeAxisValue({
	drawingArea,
	formattedSeries,
	axis,
	seriesConfig,
	axisDirection: "radius"
}));
function getDrawingAreaCenter(drawingArea) {
	return {
		cx: drawingArea.left + drawingArea.width / 2,
		cy: drawingArea.top + drawingArea.height / 2
	};
}
var selectorChartPolarCenter = createSelectorMemoized(selectorChartDrawingArea, getDrawingAreaCenter);
// node_modules/@mui/x-internals/isDeepEqual/isDeepEqual.mjs
/**
* Based on `fast-deep-equal`
*
* MIT License
*
* Copyright (c) 2017 Evgeny Poberezkin
*
* Permission is hereby granted, free of charge, to any person obtaining a copy
* of this software and associated documentation files (the "Software"), to deal
* in the Software without restriction, including without limitation the rights
* to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
* copies of the Software, and to permit persons to whom the Software is
* furnished to do so, subject to the following conditions:
*
* The above copyright notice and this permission notice shall be included in all
* copies or substantial portions of the Software.
*
* THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
* IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
* FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
* AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
* LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
* OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
* SOFTWARE.
*/
/**
* Check if two values are deeply equal.
*/
function isDeepEqual(a, b) {
	if (a === b) return true;
	if (a && b && typeof a === "object" && typeof b === "object") {
		if (a.constructor !== b.constructor) return false;
		if (Array.isArray(a)) {
			const length = a.length;
			if (length !== b.length) return false;
			for (let i = 0; i < length; i += 1) if (!isDeepEqual(a[i], b[i])) return false;
			return true;
		}
		if (a instanceof Map && b instanceof Map) {
			if (a.size !== b.size) return false;
			const entriesA = Array.from(a.entries());
			for (let i = 0; i < entriesA.length; i += 1) if (!b.has(entriesA[i][0])) return false;
			for (let i = 0; i < entriesA.length; i += 1) {
				const entryA = entriesA[i];
				if (!isDeepEqual(entryA[1], b.get(entryA[0]))) return false;
			}
			return true;
		}
		if (a instanceof Set && b instanceof Set) {
			if (a.size !== b.size) return false;
			const entries = Array.from(a.entries());
			for (let i = 0; i < entries.length; i += 1) if (!b.has(entries[i][0])) return false;
			return true;
		}
		if (ArrayBuffer.isView(a) && ArrayBuffer.isView(b)) {
			const length = a.length;
			if (length !== b.length) return false;
			for (let i = 0; i < length; i += 1) if (a[i] !== b[i]) return false;
			return true;
		}
		if (a.constructor === RegExp) return a.source === b.source && a.flags === b.flags;
		if (a.valueOf !== Object.prototype.valueOf) return a.valueOf() === b.valueOf();
		if (a.toString !== Object.prototype.toString) return a.toString() === b.toString();
		const keys = Object.keys(a);
		const length = keys.length;
		if (length !== Object.keys(b).length) return false;
		for (let i = 0; i < length; i += 1) if (!Object.prototype.hasOwnProperty.call(b, keys[i])) return false;
		for (let i = 0; i < length; i += 1) {
			const key = keys[i];
			if (!isDeepEqual(a[key], b[key])) return false;
		}
		return true;
	}
	return a !== a && b !== b;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartPolarAxis/coordinateTransformation.mjs
var generateSvg2rotation = (center) => (x, y) => Math.atan2(x - center.cx, center.cy - y);
// node_modules/@mui/x-charts/internals/clampAngle.mjs
/**
* Clamp angle to [0, 360[.
*/
function clampAngle(angle) {
	return (angle % 360 + 360) % 360;
}
var TWO_PI = 2 * Math.PI;
/** Clamp angle to [0, 2 * Math.PI[. */
function clampAngleRad(angle) {
	return (angle % TWO_PI + TWO_PI) % TWO_PI;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartPolarAxis/getAxisIndex.mjs
/**
* For a pointer coordinate, this function returns the value and dataIndex associated.
* Returns `-1` if the coordinate does not match a value.
*/
function getRotationAxisIndex(axisConfig, pointerValue) {
	const { scale, data: axisData, reverse, isFullCircle } = axisConfig;
	const [startAngle, endAngle] = scale.range();
	const angleGap = clampAngleRad(pointerValue - startAngle);
	const maxAngleGap = clampAngleRad(endAngle - startAngle);
	if (!isFullCircle && angleGap > maxAngleGap) return -1;
	if (!isOrdinalScale(scale)) {
		if (axisData === void 0) return -1;
		const angle = startAngle + clampAngleRad(pointerValue - startAngle);
		return findClosestIndex(axisData, getAsNumber(scale.invert(angle)));
	}
	if (!axisData) return -1;
	let dataIndex;
	if (scale.bandwidth() === 0) {
		dataIndex = Math.floor((angleGap + scale.step() / 2) / scale.step());
		if (isFullCircle) dataIndex = dataIndex % axisData.length;
	} else dataIndex = Math.floor(angleGap / scale.step());
	if (dataIndex < 0 || dataIndex >= axisData.length) return -1;
	return reverse ? axisData.length - 1 - dataIndex : dataIndex;
}
/**
* For a pointer coordinate, this function returns the value and dataIndex associated.
* Returns `-1` if the coordinate does not match a value.
*/
function getRadiusAxisIndex(axisConfig, pointerValue) {
	const { scale, data: axisData, reverse } = axisConfig;
	if (!isOrdinalScale(scale)) {
		if (axisData === void 0) return -1;
		return findClosestIndex(axisData, getAsNumber(scale.invert(pointerValue)));
	}
	if (!axisData) return -1;
	let dataIndex;
	const distFromStart = pointerValue - Math.min(...scale.range());
	if (scale.bandwidth() === 0) dataIndex = Math.floor((distFromStart + scale.step() / 2) / scale.step());
	else dataIndex = Math.floor(distFromStart / scale.step());
	if (dataIndex < 0 || dataIndex >= axisData.length) return -1;
	return reverse ? axisData.length - 1 - dataIndex : dataIndex;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartPolarAxis/useChartPolarInteraction.selectors.mjs
var optionalGetAxisId = (_, id) => id;
var optionalGetAxisIds = (_, ids) => ids;
/**
* Get interaction indexes
*/
function indexGetter(value, axes, ids, type) {
	if (type === "rotation") {
		const rotationAxes = axes;
		return Array.isArray(ids) ? ids.map((id) => getRotationAxisIndex(rotationAxes.axis[id], value)) : getRotationAxisIndex(rotationAxes.axis[ids], value);
	}
	const radiusAxes = axes;
	return Array.isArray(ids) ? ids.map((id) => getRadiusAxisIndex(radiusAxes.axis[id], value)) : getRadiusAxisIndex(radiusAxes.axis[ids], value);
}
/**
* Helper to get the rotation associated to the interaction coordinate.
*/
var selectorChartsInteractionRotationAngle = createSelector(selectorChartsInteractionPointerX, selectorChartsInteractionPointerY, selectorChartPolarCenter, (x, y, center) => {
	if (x === null || y === null) return null;
	return generateSvg2rotation(center)(x, y);
});
var selectorChartsInteractionRotationAxisIndex = createSelector(selectorChartsInteractionRotationAngle, selectorChartRotationAxis, optionalGetAxisId, (rotation, rotationAxis, id) => rotation === null ? null : indexGetter(rotation, rotationAxis, id ?? rotationAxis.axisIds[0], "rotation"));
var selectorChartsInteractionRotationAxisIndexes = createSelectorMemoized(selectorChartsInteractionRotationAngle, selectorChartRotationAxis, (rotation, rotationAxis, ids) => rotation === null ? null : indexGetter(rotation, rotationAxis, ids ?? rotationAxis.axisIds, "rotation"));
createSelector(selectorChartRotationAxis, selectorChartsInteractionRotationAxisIndex, optionalGetAxisId, (rotationAxis, rotationIndex, id) => {
	id = id ?? rotationAxis.axisIds[0];
	if (rotationIndex === null || rotationIndex === -1 || rotationAxis.axisIds.length === 0) return null;
	const data = rotationAxis.axis[id]?.data;
	if (!data) return null;
	return data[rotationIndex];
});
createSelector(selectorChartRotationAxis, selectorChartsInteractionRotationAxisIndexes, optionalGetAxisIds, (rotationAxis, rotationIndexes, ids) => {
	ids = ids ?? rotationAxis.axisIds;
	if (rotationIndexes === null) return null;
	return ids.map((id, axisIndex) => {
		const rotationIndex = rotationIndexes[axisIndex];
		if (rotationIndex === -1) return null;
		return rotationAxis.axis[id].data?.[rotationIndex];
	});
});
/**
* Get rotation-axis ids and corresponding data index that should be display in the tooltip.
*/
var selectorChartsInteractionTooltipRotationAxes = createSelectorMemoizedWithOptions({ memoizeOptions: { resultEqualityCheck: isDeepEqual } })(selectorChartsInteractionRotationAxisIndexes, selectorChartRotationAxis, (indexes, axes) => {
	if (indexes === null) return [];
	return axes.axisIds.map((axisId, axisIndex) => ({
		axisId,
		dataIndex: indexes[axisIndex]
	})).filter(({ axisId, dataIndex }) => axes.axis[axisId].triggerTooltip && dataIndex >= 0);
});
/**
* Helper to get the radius associated to the interaction coordinate.
*/
var selectorChartsInteractionRadius = createSelector(selectorChartsInteractionPointerX, selectorChartsInteractionPointerY, selectorChartPolarCenter, (x, y, center) => {
	if (x === null || y === null) return null;
	return Math.sqrt((x - center.cx) ** 2 + (y - center.cy) ** 2);
});
var selectorChartsInteractionRadiusAxisIndex = createSelector(selectorChartsInteractionRadius, selectorChartRadiusAxis, optionalGetAxisId, (radius, radiusAxis, id) => radius === null ? null : indexGetter(radius, radiusAxis, id ?? radiusAxis.axisIds[0], "radius"));
var selectorChartsInteractionRadiusAxisIndexes = createSelectorMemoized(selectorChartsInteractionRadius, selectorChartRadiusAxis, (radius, radiusAxis, ids) => radius === null ? null : indexGetter(radius, radiusAxis, ids ?? radiusAxis.axisIds, "radius"));
createSelector(selectorChartRadiusAxis, selectorChartsInteractionRadiusAxisIndex, optionalGetAxisId, (radiusAxis, radiusIndex, id) => {
	id = id ?? radiusAxis.axisIds[0];
	if (radiusIndex === null || radiusIndex === -1 || radiusAxis.axisIds.length === 0) return null;
	const data = radiusAxis.axis[id]?.data;
	if (!data) return null;
	return data[radiusIndex];
});
createSelector(selectorChartRadiusAxis, selectorChartsInteractionRadiusAxisIndexes, optionalGetAxisIds, (radiusAxis, radiusIndexes, ids) => {
	ids = ids ?? radiusAxis.axisIds;
	if (radiusIndexes === null) return null;
	return ids.map((id, axisIndex) => {
		const radiusIndex = radiusIndexes[axisIndex];
		if (radiusIndex === -1) return null;
		return radiusAxis.axis[id].data?.[radiusIndex];
	});
});
/**
* Get radius-axis ids and corresponding data index that should be display in the tooltip.
*/
var selectorChartsInteractionTooltipRadiusAxes = createSelectorMemoizedWithOptions({ memoizeOptions: { resultEqualityCheck: isDeepEqual } })(selectorChartsInteractionRadiusAxisIndexes, selectorChartRadiusAxis, (indexes, axes) => {
	if (indexes === null) return [];
	return axes.axisIds.map((axisId, axisIndex) => ({
		axisId,
		dataIndex: indexes[axisIndex]
	})).filter(({ axisId, dataIndex }) => axes.axis[axisId].triggerTooltip && dataIndex >= 0);
});
/**
* Return `true` if the axis tooltip has something to display.
*/
var selectorChartsInteractionPolarAxisTooltip = createSelector(selectorChartsInteractionTooltipRotationAxes, selectorChartsInteractionTooltipRadiusAxes, (rotationTooltip, radiusTooltip) => rotationTooltip.length > 0 || radiusTooltip.length > 0);
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartKeyboardNavigation/itemActivation.mjs
function isItemActivationKey(event) {
	return event.key === "Enter" || event.key === " ";
}
function getScopeSpecificity(scope, item) {
	if (scope.type !== void 0 && scope.type !== item.type) return null;
	if (scope.seriesId !== void 0 && (!("seriesId" in item) || scope.seriesId !== item.seriesId)) return null;
	return (scope.type === void 0 ? 0 : 1) + (scope.seriesId === void 0 ? 0 : 1);
}
/**
* Returns the handler matching the item with the most specific scope, the highest priority
* breaking ties, or `null` when none matches.
*/
function findItemActivationHandler(registrations, item) {
	let bestHandler = null;
	let bestSpecificity = -1;
	let bestPriority = -1;
	for (const registration of registrations) {
		const specificity = getScopeSpecificity(registration.scope, item);
		const priority = registration.scope.priority ?? 0;
		if (specificity !== null && (registration.scope.canActivate === void 0 || registration.scope.canActivate(item)) && (specificity > bestSpecificity || specificity === bestSpecificity && priority > bestPriority)) {
			bestHandler = registration.handler;
			bestSpecificity = specificity;
			bestPriority = priority;
		}
	}
	return bestHandler;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartKeyboardNavigation/useChartKeyboardNavigation.selectors.mjs
var selectKeyboardNavigation = (state) => state.keyboardNavigation;
/**
* The chart owns the DOM focus AND the focus should be rendered.
* A pointer-driven focus is `isFocused` without being visible.
*/
var isFocusVisible = (keyboardNavigationState) => keyboardNavigationState?.isFocused === true && keyboardNavigationState.isFocusVisible === true;
var selectorChartsIsFocusVisible = createSelector(selectKeyboardNavigation, isFocusVisible);
createSelector(selectKeyboardNavigation, (keyboardNavigationState, item) => isFocusVisible(keyboardNavigationState) && keyboardNavigationState?.item != null && fastObjectShallowCompare(keyboardNavigationState.item, item));
var selectorChartsHasFocusedItem = createSelector(selectKeyboardNavigation, (keyboardNavigationState) => isFocusVisible(keyboardNavigationState) && keyboardNavigationState?.item != null);
var selectorChartsFocusedItem = createSelector(selectKeyboardNavigation, (keyboardNavigationState) => isFocusVisible(keyboardNavigationState) ? keyboardNavigationState?.item ?? null : null);
/**
* The item that is either
* - currently focused
* - will be focused when user focuses the chart
*/
var selectorChartsFocusedOrToFocusedItem = createSelector(selectKeyboardNavigation, (keyboardNavigationState) => keyboardNavigationState?.item ?? null);
var selectorChartsZoomAnnouncement = createSelector(selectKeyboardNavigation, (keyboardNavigationState) => keyboardNavigationState?.zoomAnnouncement ?? 0);
var selectorChartsIsKeyboardNavigationEnabled = createSelector(selectKeyboardNavigation, (keyboardNavigationState) => !!keyboardNavigationState?.enabled);
var selectKeyboardActivationFeature = (state) => state.experimentalFeatures?.keyboardActivation;
var selectorChartsIsKeyboardActivationEnabled = createSelector(selectKeyboardNavigation, selectKeyboardActivationFeature, (keyboardNavigationState, keyboardActivation) => keyboardActivation === true && !!keyboardNavigationState?.enabled);
/**
* Selectors to override highlight behavior.
*/
var createSelectAxisHighlight = (direction) => (item, axis, series) => {
	if (item == null || !("dataIndex" in item) || item.dataIndex === void 0) return;
	const seriesConfig = series[item.type]?.series[item.seriesId];
	if (!seriesConfig) return;
	let axisId = direction === "x" ? "xAxisId" in seriesConfig && seriesConfig.xAxisId : "yAxisId" in seriesConfig && seriesConfig.yAxisId;
	if (axisId === void 0 || axisId === false) axisId = axis.axisIds[0];
	return {
		axisId,
		dataIndex: item.dataIndex
	};
};
var selectorChartsKeyboardXAxisIndex = createSelector(selectorChartsFocusedItem, selectorChartXAxis, selectorChartSeriesProcessed, createSelectAxisHighlight("x"));
var selectorChartsKeyboardYAxisIndex = createSelector(selectorChartsFocusedItem, selectorChartYAxis, selectorChartSeriesProcessed, createSelectAxisHighlight("y"));
var selectorChartsKeyboardItem = createSelectorMemoized(selectKeyboardNavigation, function selectorChartsKeyboardItem(keyboardState) {
	if (!isFocusVisible(keyboardState) || keyboardState?.item == null) return null;
	const { type, seriesId } = keyboardState.item;
	if (type === void 0 || seriesId === void 0) return null;
	return keyboardState.item;
});
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartKeyboardNavigation/useChartKeyboardNavigation.mjs
/**
* Identifier cleaners always emit every key their series type uses, leaving the missing ones
* `undefined`. A line or area path only knows its series, so it produces a `dataIndex`-less
* identifier that can not be focused.
*/
function isCompleteFocusIdentifier(identifier) {
	return Object.values(identifier).every((value) => value !== void 0);
}
var useChartKeyboardNavigation = ({ params, store, instance }) => {
	const { chartsLayerContainerRef, chartsAccessibilityProxyRef } = instance;
	/**
	* Whether the next focus change should render the focus.
	* Pointer interactions set it to `false` so that clicking an item sets the item keyboard
	* navigation resumes from, without revealing the focus indicator.
	*/
	const focusVisibleIntentRef = import_react.useRef(true);
	/**
	* Whether the last interaction came from the keyboard.
	* Only then do the highlight and the tooltip follow the focused item: after a click the pointer
	* is still on the chart, and they must keep following it.
	*/
	const isKeyboardModalityRef = import_react.useRef(true);
	/**
	* The item a tap resolved, waiting for the click to focus it.
	*
	* The two steps cannot be merged. Touch clears the pointer item on `pointerleave`, right after
	* the tap, so the item has to be read early. But touch also emits its compatibility `mousedown`
	* after that, which moves the focus to the body, so the focus has to be taken late, on the click
	* that closes the sequence.
	*/
	const pendingFocusItemRef = import_react.useRef(null);
	/**
	* Writes the focus state, only switching the highlight and tooltip to keyboard when visible.
	* An `undefined` item leaves the focused item untouched, `null` clears it.
	*
	* `isFocused` is read from the DOM rather than assumed: a composition may not render the
	* accessibility proxy, and claiming a focus the chart does not hold would render an indicator
	* that no blur can ever clear. The item is still stored, so it is restored on the next focus.
	*/
	const updateFocus = useEventCallback((item, isFocusVisible) => {
		const keyboardNavigation = store.state.keyboardNavigation;
		const isFocused = chartsLayerContainerRef.current?.contains(document.activeElement) ?? false;
		const followsFocus = isFocused && isFocusVisible && isKeyboardModalityRef.current;
		store.update((0, import_extends.default)({}, followsFocus && store.state.highlight && { highlight: (0, import_extends.default)({}, store.state.highlight, { lastUpdate: "keyboard" }) }, followsFocus && store.state.interaction && { interaction: (0, import_extends.default)({}, store.state.interaction, { lastUpdate: "keyboard" }) }, { keyboardNavigation: (0, import_extends.default)({}, keyboardNavigation, item !== void 0 && { item }, {
			isFocused,
			isFocusVisible: isFocused && isFocusVisible
		}) }));
	});
	/**
	* Moves the DOM focus into the chart and writes the focus state.
	* An `undefined` item focuses the chart without changing the focused item.
	* @returns `true` when the state changed.
	*/
	const applyFocus = useEventCallback((item, options) => {
		if (!store.state.keyboardNavigation.enabled) return false;
		const isFocusVisible = options?.visible ?? focusVisibleIntentRef.current;
		focusVisibleIntentRef.current = isFocusVisible;
		if (!chartsLayerContainerRef.current?.contains(document.activeElement)) focusAccessibilityProxy(chartsAccessibilityProxyRef.current);
		const keyboardNavigation = store.state.keyboardNavigation;
		const isSameItem = item === void 0 || keyboardNavigation.item != null && fastObjectShallowCompare(keyboardNavigation.item, item);
		if (keyboardNavigation.isFocused && keyboardNavigation.isFocusVisible === isFocusVisible && isSameItem) return false;
		updateFocus(item, isFocusVisible);
		return true;
	});
	const focusItem = useEventCallback((item, options) => {
		const seriesConfig = selectorChartSeriesConfig(store.state);
		if (!seriesConfig[item.type]?.keyboardFocusHandler) return false;
		const cleanedItem = cleanIdentifier(seriesConfig, item);
		if (!isCompleteFocusIdentifier(cleanedItem)) return false;
		return applyFocus(cleanedItem, options);
	});
	/**
	* The item a click landed on, read from the item the pointer is over. An area or line path only
	* knows its series, and a radar reports no item at all, so an incomplete one falls back to the
	* axis under the pointer.
	*
	* A click that resolves nothing is left alone rather than focusing the chart. The drawing area
	* is a rectangle, but the data rarely fills it: taking the focus from a click next to a pie,
	* outside its circle, reads as the chart grabbing clicks that were not meant for it.
	*/
	const resolveItemAtPointer = useEventCallback((event) => {
		const seriesConfig = selectorChartSeriesConfig(store.state);
		const hoveredItem = store.state.interaction?.hoveredItem;
		const cleanedHoveredItem = hoveredItem == null ? null : cleanIdentifier(seriesConfig, hoveredItem);
		if (cleanedHoveredItem != null && isCompleteFocusIdentifier(cleanedHoveredItem)) return cleanedHoveredItem;
		const element = chartsLayerContainerRef.current;
		const point = element === null ? null : getChartPoint(element, event);
		if (!point || !instance.isPointInside?.(point.x, point.y)) return null;
		const processedSeries = selectorChartSeriesProcessed(store.state);
		const focusedItem = cleanedHoveredItem ?? store.state.keyboardNavigation.item;
		const item = getItemAtAxisPosition({
			point,
			xAxis: selectorChartXAxis(store.state),
			yAxis: selectorChartYAxis(store.state),
			processedSeries,
			focusedItem
		});
		if (item !== null) return item;
		if (selectorChartRotationAxis(store.state).axisIds.length === 0) return null;
		return getItemAtRotationIndex({
			dataIndex: selectorChartsInteractionRotationAxisIndex(store.state),
			processedSeries,
			focusedItem
		});
	});
	const activationRegistrationsRef = import_react.useRef(/* @__PURE__ */ new Map());
	const nextRegistrationIdRef = import_react.useRef(0);
	const announceZoomChange = import_react.useCallback(() => {
		store.set("keyboardNavigation", (0, import_extends.default)({}, store.state.keyboardNavigation, { zoomAnnouncement: store.state.keyboardNavigation.zoomAnnouncement + 1 }));
	}, [store]);
	const registerItemActivationHandler = import_react.useCallback((scope, handler) => {
		const registrationId = nextRegistrationIdRef.current;
		nextRegistrationIdRef.current += 1;
		const registrations = activationRegistrationsRef.current;
		registrations.set(registrationId, {
			scope,
			handler
		});
		return () => {
			registrations.delete(registrationId);
		};
	}, []);
	import_react.useEffect(() => {
		const element = chartsLayerContainerRef.current;
		if (!element || params.disableKeyboardNavigation) return;
		function removeFocus(event) {
			const root = event.currentTarget;
			const next = event.relatedTarget;
			if (root && next !== null && root.contains(next)) return;
			const keyboardNavigation = store.state.keyboardNavigation;
			if (keyboardNavigation.isFocused || keyboardNavigation.zoomAnnouncement > 0) store.set("keyboardNavigation", (0, import_extends.default)({}, keyboardNavigation, {
				isFocused: false,
				isFocusVisible: false,
				zoomAnnouncement: 0
			}));
		}
		function restoreFocus() {
			applyFocus(void 0);
		}
		function trackPointerIntent() {
			focusVisibleIntentRef.current = params.focusItemOnClick === true || store.state.keyboardNavigation.isFocusVisible;
			isKeyboardModalityRef.current = false;
			pendingFocusItemRef.current = null;
		}
		function trackKeyboardIntent() {
			focusVisibleIntentRef.current = true;
			isKeyboardModalityRef.current = true;
		}
		function activationHandler(event) {
			if (event.repeat || !isItemActivationKey(event) || !selectorChartsIsKeyboardActivationEnabled(store.state)) return;
			const focusedItem = store.state.keyboardNavigation.item;
			if (focusedItem === null || !selectorChartsIsFocusVisible(store.state)) return;
			const handler = findItemActivationHandler(activationRegistrationsRef.current.values(), focusedItem);
			if (handler === null) return;
			event.preventDefault();
			handler(event, focusedItem);
		}
		function keyboardHandler(event) {
			const isCtrlHomeEnd = (event.ctrlKey || event.metaKey) && (event.key === "Home" || event.key === "End");
			if (event.altKey || event.shiftKey || (event.ctrlKey || event.metaKey) && !isCtrlHomeEnd) return;
			let newFocusedItem = store.state.keyboardNavigation.item;
			const seriesConfig = selectorChartSeriesConfig(store.state);
			let seriesType = newFocusedItem?.type;
			if (!seriesType) {
				seriesType = Object.keys(selectorChartDefaultizedSeries(store.state)).find((key) => seriesConfig[key] !== void 0);
				if (seriesType === void 0) return;
			}
			const calculateFocusedItem = seriesConfig[seriesType]?.keyboardFocusHandler?.(event);
			if (!calculateFocusedItem) return;
			event.preventDefault();
			newFocusedItem = calculateFocusedItem(newFocusedItem, store.state);
			const keyboardNavigation = store.state.keyboardNavigation;
			if (newFocusedItem === keyboardNavigation.item && keyboardNavigation.isFocusVisible) return;
			updateFocus(newFocusedItem, true);
		}
		element.addEventListener("keydown", activationHandler);
		element.addEventListener("keydown", keyboardHandler);
		element.addEventListener("focusout", removeFocus);
		element.addEventListener("focusin", restoreFocus);
		element.addEventListener("pointerdown", trackPointerIntent, true);
		document.addEventListener("keydown", trackKeyboardIntent, true);
		return () => {
			element.removeEventListener("keydown", activationHandler);
			element.removeEventListener("keydown", keyboardHandler);
			element.removeEventListener("focusout", removeFocus);
			element.removeEventListener("focusin", restoreFocus);
			element.removeEventListener("pointerdown", trackPointerIntent, true);
			document.removeEventListener("keydown", trackKeyboardIntent, true);
		};
	}, [
		chartsLayerContainerRef,
		params.disableKeyboardNavigation,
		store,
		updateFocus,
		applyFocus,
		params.focusItemOnClick
	]);
	import_react.useEffect(() => {
		if (params.disableKeyboardNavigation) return;
		const tapHandler = instance.addInteractionListener?.("tap", (event) => {
			pendingFocusItemRef.current = resolveItemAtPointer(event.detail.srcEvent);
		});
		function focusPendingItem(event) {
			const item = pendingFocusItemRef.current;
			pendingFocusItemRef.current = null;
			if (item !== null && chartsLayerContainerRef.current?.contains(event.target)) focusItem(item);
		}
		document.addEventListener("click", focusPendingItem);
		return () => {
			tapHandler?.cleanup();
			document.removeEventListener("click", focusPendingItem);
		};
	}, [
		instance,
		params.disableKeyboardNavigation,
		resolveItemAtPointer,
		focusItem,
		chartsLayerContainerRef
	]);
	useEnhancedEffect(() => {
		store.set("keyboardNavigation", (0, import_extends.default)({}, store.state.keyboardNavigation, { enabled: !params.disableKeyboardNavigation }));
	}, [store, params.disableKeyboardNavigation]);
	return { instance: {
		focusItem,
		registerItemActivationHandler,
		announceZoomChange
	} };
};
useChartKeyboardNavigation.getInitialState = (params) => ({ keyboardNavigation: {
	item: null,
	isFocused: false,
	isFocusVisible: false,
	enabled: !params.disableKeyboardNavigation,
	zoomAnnouncement: 0
} });
useChartKeyboardNavigation.params = {
	disableKeyboardNavigation: true,
	focusItemOnClick: true
};
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/useChartCartesianAxis.mjs
/**
* Narrows an axis item to one the axis actually has a value for.
* Axes unrelated to the focused series can exist with empty data, so the index must resolve.
*/
function hasAxisValueAt(axes, item) {
	return item !== void 0 && item.dataIndex !== void 0 && axes[item.axisId]?.data?.[item.dataIndex] !== void 0;
}
var useChartCartesianAxis = ({ params, store, instance }) => {
	const { chartsLayerContainerRef } = instance;
	const { xAxis, yAxis, dataset, onHighlightedAxisChange, onTooltipAxisChange, axesGap } = params;
	const defaultTickLabelStyle = useDefaultTickLabelStyle();
	useEnhancedEffect(() => {
		store.set("cartesianAxis", (0, import_extends.default)({}, store.state.cartesianAxis, { defaultTickLabelStyle }));
	}, [defaultTickLabelStyle, store]);
	if (process.env.NODE_ENV !== "production") {
		const ids = [...xAxis ?? [], ...yAxis ?? []].filter((axis) => axis.id).map((axis) => axis.id);
		const duplicates = new Set(ids.filter((id, index) => ids.indexOf(id) !== index));
		if (duplicates.size > 0) errorOnce([`MUI X Charts: The following axis ids are duplicated: ${Array.from(duplicates).join(", ")}.`, `Please make sure that each axis has a unique id.`].join("\n"));
	}
	const processedSeries = store.use(selectorChartSeriesProcessed);
	const isInteractionEnabled = store.use(selectorChartsInteractionIsInitialized);
	const { axis: xAxisWithScale, axisIds: xAxisIds } = store.use(selectorChartXAxis);
	const { axis: yAxisWithScale, axisIds: yAxisIds } = store.use(selectorChartYAxis);
	useAssertModelConsistency({
		warningPrefix: "MUI X Charts",
		componentName: "Chart",
		propName: "highlightedAxis",
		controlled: params.highlightedAxis,
		defaultValue: void 0
	});
	useAssertModelConsistency({
		warningPrefix: "MUI X Charts",
		componentName: "Chart",
		propName: "tooltipAxis",
		controlled: params.tooltipAxis,
		defaultValue: void 0
	});
	useEnhancedEffect(() => {
		if (params.highlightedAxis !== void 0) store.set("controlledCartesianAxisHighlight", params.highlightedAxis);
	}, [store, params.highlightedAxis]);
	useEnhancedEffect(() => {
		if (params.tooltipAxis !== void 0) store.set("controlledCartesianAxisTooltip", params.tooltipAxis);
	}, [store, params.tooltipAxis]);
	const isFirstRender = import_react.useRef(true);
	import_react.useEffect(() => {
		if (isFirstRender.current) {
			isFirstRender.current = false;
			return;
		}
		store.set("cartesianAxis", {
			axesGap,
			x: defaultizeXAxis(xAxis, dataset, axesGap),
			y: defaultizeYAxis(yAxis, dataset, axesGap),
			defaultTickLabelStyle
		});
	}, [
		xAxis,
		yAxis,
		dataset,
		axesGap,
		defaultTickLabelStyle,
		store
	]);
	const usedXAxis = xAxisIds[0];
	const usedYAxis = yAxisIds[0];
	useStoreEffect(store, selectorChartAxisInteraction, (prevAxisInteraction, nextAxisInteraction) => {
		if (!onHighlightedAxisChange && !onTooltipAxisChange) return;
		if (Object.is(prevAxisInteraction, nextAxisInteraction)) return;
		if (prevAxisInteraction.length !== nextAxisInteraction.length) {
			onHighlightedAxisChange?.(nextAxisInteraction);
			onTooltipAxisChange?.(nextAxisInteraction);
			return;
		}
		if (prevAxisInteraction?.some(({ axisId, dataIndex }, itemIndex) => nextAxisInteraction[itemIndex].axisId !== axisId || nextAxisInteraction[itemIndex].dataIndex !== dataIndex)) {
			onHighlightedAxisChange?.(nextAxisInteraction);
			onTooltipAxisChange?.(nextAxisInteraction);
		}
	});
	const hasInteractionPlugin = checkHasInteractionPlugin(instance);
	import_react.useEffect(() => {
		const element = chartsLayerContainerRef.current;
		if (!isInteractionEnabled || !hasInteractionPlugin || !element || params.disableAxisListener) return () => {};
		const moveEndHandler = instance.addInteractionListener("moveEnd", (event) => {
			if (!event.detail.activeGestures.pan) instance.cleanInteraction();
		});
		const panEndHandler = instance.addInteractionListener("panEnd", (event) => {
			if (!event.detail.activeGestures.move) instance.cleanInteraction();
		});
		const pressEndHandler = instance.addInteractionListener("quickPressEnd", (event) => {
			if (!event.detail.activeGestures.move && !event.detail.activeGestures.pan) instance.cleanInteraction();
		});
		const gestureHandler = (event) => {
			const srvEvent = event.detail.srcEvent;
			const target = event.detail.target;
			const svgPoint = getChartPoint(element, srvEvent);
			if (event.detail.srcEvent.buttons >= 1 && target?.hasPointerCapture(event.detail.srcEvent.pointerId) && !target?.closest("[data-charts-zoom-slider]")) target?.releasePointerCapture(event.detail.srcEvent.pointerId);
			if (!instance.isPointInside(svgPoint.x, svgPoint.y, target)) {
				instance.cleanInteraction?.();
				return;
			}
			instance.setPointerCoordinate(svgPoint);
		};
		const moveHandler = instance.addInteractionListener("move", gestureHandler);
		const panHandler = instance.addInteractionListener("pan", gestureHandler);
		const pressHandler = instance.addInteractionListener("quickPress", gestureHandler);
		return () => {
			moveHandler.cleanup();
			moveEndHandler.cleanup();
			panHandler.cleanup();
			panEndHandler.cleanup();
			pressHandler.cleanup();
			pressEndHandler.cleanup();
		};
	}, [
		chartsLayerContainerRef,
		store,
		xAxisWithScale,
		usedXAxis,
		yAxisWithScale,
		usedYAxis,
		instance,
		params.disableAxisListener,
		isInteractionEnabled,
		hasInteractionPlugin
	]);
	import_react.useEffect(() => {
		const element = chartsLayerContainerRef.current;
		const onAxisClick = params.onAxisClick;
		if (element === null || !onAxisClick) return () => {};
		const axisClickHandler = instance.addInteractionListener("tap", (event) => {
			const svgPoint = getChartPoint(element, event.detail.srcEvent);
			const xIndex = getAxisIndex(xAxisWithScale[usedXAxis], svgPoint.x);
			const isXAxis = xIndex !== -1;
			const dataIndex = isXAxis ? xIndex : getAxisIndex(yAxisWithScale[usedYAxis], svgPoint.y);
			if (dataIndex === -1) return;
			const payload = getAxisClickPayload({
				axisId: isXAxis ? xAxisIds[0] : yAxisIds[0],
				dataIndex,
				isXAxis,
				axes: isXAxis ? xAxisWithScale : yAxisWithScale,
				processedSeries
			});
			if (payload === null) return;
			onAxisClick(event.detail.srcEvent, payload);
		});
		return () => {
			axisClickHandler.cleanup();
		};
	}, [
		params.onAxisClick,
		processedSeries,
		store,
		chartsLayerContainerRef,
		xAxisWithScale,
		xAxisIds,
		yAxisWithScale,
		yAxisIds,
		usedXAxis,
		usedYAxis,
		instance
	]);
	/**
	* Kept separate from the pointer effect: this listener must survive re-renders, so it reads the
	* axes and the callback when the key is pressed rather than closing over them. Re-subscribing per
	* render would drop keystrokes landing between a keyboard navigation update and its commit.
	*/
	const handleKeyboardActivation = useEventCallback((event) => {
		const onAxisClick = params.onAxisClick;
		if (!onAxisClick || event.repeat || !isItemActivationKey(event) || !selectorChartsIsKeyboardActivationEnabled(store.state)) return;
		const { axis: xAxes } = selectorChartXAxis(store.state);
		const { axis: yAxes } = selectorChartYAxis(store.state);
		const xAxisItem = selectorChartsKeyboardXAxisIndex(store.state);
		const yAxisItem = selectorChartsKeyboardYAxisIndex(store.state);
		const focusedAxisItem = hasAxisValueAt(xAxes, xAxisItem) ? {
			item: xAxisItem,
			isXAxis: true
		} : hasAxisValueAt(yAxes, yAxisItem) && {
			item: yAxisItem,
			isXAxis: false
		};
		if (!focusedAxisItem) return;
		const payload = getAxisClickPayload({
			axisId: focusedAxisItem.item.axisId,
			dataIndex: focusedAxisItem.item.dataIndex,
			isXAxis: focusedAxisItem.isXAxis,
			axes: focusedAxisItem.isXAxis ? xAxes : yAxes,
			processedSeries: selectorChartSeriesProcessed(store.state)
		});
		if (payload === null) return;
		event.preventDefault();
		onAxisClick(event, payload);
	});
	import_react.useEffect(() => {
		const element = chartsLayerContainerRef.current;
		if (element === null) return;
		element.addEventListener("keydown", handleKeyboardActivation);
		return () => {
			element.removeEventListener("keydown", handleKeyboardActivation);
		};
	}, [chartsLayerContainerRef, handleKeyboardActivation]);
	return {};
};
useChartCartesianAxis.params = {
	xAxis: true,
	yAxis: true,
	dataset: true,
	onAxisClick: true,
	disableAxisListener: true,
	onHighlightedAxisChange: true,
	highlightedAxis: true,
	onTooltipAxisChange: true,
	tooltipAxis: true,
	axesGap: true
};
useChartCartesianAxis.getDefaultizedParams = ({ params }) => {
	return (0, import_extends.default)({}, params, {
		axesGap: params.axesGap ?? 0,
		colors: params.colors ?? rainbowSurgePalette,
		theme: params.theme ?? "light",
		defaultizedXAxis: defaultizeXAxis(params.xAxis, params.dataset, params.axesGap ?? 0),
		defaultizedYAxis: defaultizeYAxis(params.yAxis, params.dataset, params.axesGap ?? 0)
	});
};
useChartCartesianAxis.getInitialState = (params) => (0, import_extends.default)({ cartesianAxis: {
	axesGap: params.axesGap,
	x: params.defaultizedXAxis,
	y: params.defaultizedYAxis
} }, params.highlightedAxis === void 0 ? {} : { controlledCartesianAxisHighlight: params.highlightedAxis });
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartBrush/useChartBrush.selectors.mjs
var selectorBrush = (state) => state.brush;
createSelector(selectorBrush, (brush) => brush?.start);
createSelector(selectorBrush, (brush) => brush?.current);
createSelectorMemoized(createSelector(selectorBrush, (brush) => brush?.start?.x ?? null), createSelector(selectorBrush, (brush) => brush?.start?.y ?? null), createSelector(selectorBrush, (brush) => brush?.current?.x ?? null), createSelector(selectorBrush, (brush) => brush?.current?.y ?? null), (startX, startY, currentX, currentY) => {
	if (startX === null || startY === null || currentX === null || currentY === null) return null;
	return {
		start: {
			x: startX,
			y: startY
		},
		current: {
			x: currentX,
			y: currentY
		}
	};
});
createSelector(createSelector(selectorChartSeriesProcessed, (series) => {
	let hasHorizontal = false;
	let isBothDirections = false;
	if (series) Object.entries(series).forEach(([seriesType, seriesData]) => {
		if (Object.values(seriesData.series).some((s) => s.layout === "horizontal")) hasHorizontal = true;
		if (seriesType === "scatter" && seriesData.seriesOrder.length > 0) isBothDirections = true;
	});
	if (isBothDirections) return "xy";
	if (hasHorizontal) return "y";
	return "x";
}), createSelector(selectorChartZoomOptionsLookup, function selectorBrushConfigZoom(optionsLookup) {
	let hasX = false;
	let hasY = false;
	Object.values(optionsLookup).forEach((options) => {
		if (options.axisDirection === "y") hasY = true;
		if (options.axisDirection === "x") hasX = true;
	});
	if (hasX && hasY) return "xy";
	if (hasY) return "y";
	if (hasX) return "x";
	return null;
}), (configNoZoom, configZoom) => configZoom ?? configNoZoom);
var selectorIsBrushEnabled = createSelector(selectorBrush, (brush) => brush?.enabled || brush?.isZoomBrushEnabled);
var selectorIsBrushSelectionActive = createSelector(selectorIsBrushEnabled, selectorBrush, (isBrushEnabled, brush) => {
	return isBrushEnabled && brush?.start !== null && brush?.current !== null;
});
var selectorBrushShouldPreventAxisHighlight = createSelector(selectorBrush, selectorIsBrushSelectionActive, (brush, isBrushSelectionActive) => isBrushSelectionActive && brush?.preventHighlight);
var selectorBrushShouldPreventTooltip = createSelector(selectorBrush, selectorIsBrushSelectionActive, (brush, isBrushSelectionActive) => isBrushSelectionActive && brush?.preventTooltip);
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartBrush/useChartBrush.mjs
var useChartBrush = ({ store, instance, params }) => {
	const { chartsLayerContainerRef } = instance;
	const isEnabled = store.use(selectorIsBrushEnabled);
	useEnhancedEffect(() => {
		store.set("brush", (0, import_extends.default)({}, store.state.brush, {
			enabled: params.brushConfig.enabled,
			preventTooltip: params.brushConfig.preventTooltip,
			preventHighlight: params.brushConfig.preventHighlight
		}));
	}, [
		store,
		params.brushConfig.enabled,
		params.brushConfig.preventTooltip,
		params.brushConfig.preventHighlight
	]);
	const setBrushCoordinates = useEventCallback(function setBrushCoordinates(point) {
		store.set("brush", (0, import_extends.default)({}, store.state.brush, {
			start: store.state.brush.start ?? point,
			current: point
		}));
	});
	const clearBrush = useEventCallback(function clearBrush() {
		store.set("brush", (0, import_extends.default)({}, store.state.brush, {
			start: null,
			current: null
		}));
	});
	const setZoomBrushEnabled = useEventCallback(function setZoomBrushEnabled(enabled) {
		if (store.state.brush.isZoomBrushEnabled === enabled) return;
		store.set("brush", (0, import_extends.default)({}, store.state.brush, { isZoomBrushEnabled: enabled }));
	});
	import_react.useEffect(() => {
		const element = chartsLayerContainerRef.current;
		if (element === null || !isEnabled) return () => {};
		const handleBrushStart = (event) => {
			if (event.detail.target?.closest("[data-charts-zoom-slider]")) return;
			const point = getChartPoint(element, {
				clientX: event.detail.initialCentroid.x,
				clientY: event.detail.initialCentroid.y
			});
			setBrushCoordinates(point);
		};
		const handleBrush = (event) => {
			const currentPoint = getChartPoint(element, {
				clientX: event.detail.centroid.x,
				clientY: event.detail.centroid.y
			});
			setBrushCoordinates(currentPoint);
		};
		const brushStartHandler = instance.addInteractionListener("brushStart", handleBrushStart);
		const brushHandler = instance.addInteractionListener("brush", handleBrush);
		const brushCancelHandler = instance.addInteractionListener("brushCancel", clearBrush);
		const brushEndHandler = instance.addInteractionListener("brushEnd", clearBrush);
		return () => {
			brushStartHandler.cleanup();
			brushHandler.cleanup();
			brushEndHandler.cleanup();
			brushCancelHandler.cleanup();
		};
	}, [
		chartsLayerContainerRef,
		instance,
		store,
		clearBrush,
		setBrushCoordinates,
		isEnabled
	]);
	return { instance: {
		setBrushCoordinates,
		clearBrush,
		setZoomBrushEnabled
	} };
};
useChartBrush.params = { brushConfig: true };
useChartBrush.getDefaultizedParams = ({ params }) => {
	return (0, import_extends.default)({}, params, { brushConfig: {
		enabled: params?.brushConfig?.enabled ?? false,
		preventTooltip: params?.brushConfig?.preventTooltip ?? true,
		preventHighlight: params?.brushConfig?.preventHighlight ?? true
	} });
};
useChartBrush.getInitialState = (params) => {
	return { brush: {
		enabled: params.brushConfig.enabled,
		isZoomBrushEnabled: false,
		preventTooltip: params.brushConfig.preventTooltip,
		preventHighlight: params.brushConfig.preventHighlight,
		start: null,
		current: null
	} };
};
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/useChartCartesianHighlight.selectors.mjs
/**
* The return type of the `selectAxisHighlightWithValue`.
*/
function getAxisHighlight(lastInteractionUpdate, pointerHighlight, keyboardHighlight) {
	if (lastInteractionUpdate === "pointer") {
		if (pointerHighlight) return [pointerHighlight];
		if (keyboardHighlight) return [keyboardHighlight];
	}
	if (lastInteractionUpdate === "keyboard") {
		if (keyboardHighlight) return [keyboardHighlight];
		if (pointerHighlight) return [pointerHighlight];
	}
	return [];
}
var selectorChartControlledCartesianAxisHighlight = (state) => state.controlledCartesianAxisHighlight;
var selectAxisHighlight = (computedIndex, axis, controlledAxisItems, keyboardAxisItem, lastInteractionUpdate, isBrushSelectionActive) => {
	if (isBrushSelectionActive) return [];
	if (controlledAxisItems !== void 0) return controlledAxisItems.filter((item) => axis.axis[item.axisId] !== void 0).map((item) => item);
	return getAxisHighlight(lastInteractionUpdate, computedIndex !== null && {
		axisId: axis.axisIds[0],
		dataIndex: computedIndex
	}, keyboardAxisItem != null && keyboardAxisItem);
};
var selectorChartsHighlightXAxisIndex = createSelectorMemoized(selectorChartsInteractionXAxisIndex, selectorChartXAxis, selectorChartControlledCartesianAxisHighlight, selectorChartsKeyboardXAxisIndex, selectorChartsLastInteraction, selectorBrushShouldPreventAxisHighlight, selectAxisHighlight);
createSelectorMemoized(selectorChartsInteractionYAxisIndex, selectorChartYAxis, selectorChartControlledCartesianAxisHighlight, selectorChartsKeyboardYAxisIndex, selectorChartsLastInteraction, selectorBrushShouldPreventAxisHighlight, selectAxisHighlight);
var selectAxisHighlightWithValue = (computedIndex, computedValue, axis, controlledAxisItems, keyboardAxisItem, lastInteractionUpdate, isBrushSelectionActive) => {
	if (isBrushSelectionActive) return [];
	if (controlledAxisItems !== void 0) return controlledAxisItems.map((item) => (0, import_extends.default)({}, item, { value: axis.axis[item.axisId]?.data?.[item.dataIndex] })).filter(({ value }) => value !== void 0);
	const pointerHighlight = computedValue != null && {
		axisId: axis.axisIds[0],
		value: computedValue
	};
	if (pointerHighlight && computedIndex != null) pointerHighlight.dataIndex = computedIndex;
	const keyboardValue = keyboardAxisItem != null && axis.axis[keyboardAxisItem.axisId]?.data?.[keyboardAxisItem.dataIndex];
	return getAxisHighlight(lastInteractionUpdate, pointerHighlight, keyboardAxisItem != null && keyboardValue != null && (0, import_extends.default)({}, keyboardAxisItem, { value: keyboardValue }));
};
var selectorChartsHighlightXAxisValue = createSelectorMemoized(selectorChartsInteractionXAxisIndex, selectorChartsInteractionXAxisValue, selectorChartXAxis, selectorChartControlledCartesianAxisHighlight, selectorChartsKeyboardXAxisIndex, selectorChartsLastInteraction, selectorBrushShouldPreventAxisHighlight, selectAxisHighlightWithValue);
var selectorChartsHighlightYAxisValue = createSelectorMemoized(selectorChartsInteractionYAxisIndex, selectorChartsInteractionYAxisValue, selectorChartYAxis, selectorChartControlledCartesianAxisHighlight, selectorChartsKeyboardYAxisIndex, selectorChartsLastInteraction, selectorBrushShouldPreventAxisHighlight, selectAxisHighlightWithValue);
/**
* Get the scale of the axis with highlight if controlled. The default axis otherwise.
* @param controlledItem The controlled value of highlightedAxis
* @param axis The axis state after all the processing
* @returns axis state
*/
var selectAxis = (axisItems, axis) => {
	if (axisItems === void 0) return [axis.axis[axis.axisIds[0]]];
	return axisItems.map((item) => axis.axis[item.axisId] ?? null).filter((item) => item !== null);
};
createSelector(selectorChartControlledCartesianAxisHighlight, selectorChartXAxis, selectAxis);
createSelector(selectorChartControlledCartesianAxisHighlight, selectorChartYAxis, selectAxis);
// node_modules/@mui/x-charts/internals/getBandSize.mjs
/**
* Solution of the equations
* W = barWidth * N + offset * (N-1)
* offset / (offset + barWidth) = r
* @param bandWidth (W) The width available to place bars.
* @param groupCount (N) The number of bars to place in that space.
* @param gapRatio (r) The ratio of the gap between bars over the bar width.
* @returns The bar width and the offset between bars.
*/
function getBandSize(bandWidth, groupCount, gapRatio) {
	if (gapRatio === 0) return {
		barWidth: bandWidth / groupCount,
		offset: 0
	};
	const barWidth = bandWidth / (groupCount + (groupCount - 1) * gapRatio);
	return {
		barWidth,
		offset: gapRatio * barWidth
	};
}
// node_modules/@mui/x-charts/internals/invertScale.mjs
/**
* Get the data index for a given value on an ordinal scale.
*/
function getDataIndexForOrdinalScaleValue(scale, value) {
	return scale.bandwidth() === 0 ? Math.floor((value - Math.min(...scale.range()) + scale.step() / 2) / scale.step()) : Math.floor((value - Math.min(...scale.range())) / scale.step());
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/useChartCartesianAxisPosition.selectors.mjs
function getBandIndex(bandAxis, stackConfig, coordinate) {
	if (!isBandScale(bandAxis.scale)) return -1;
	const dataIndex = getDataIndexForOrdinalScaleValue(bandAxis.scale, coordinate);
	const { barWidth, offset } = getBandSize(bandAxis.scale.bandwidth(), stackConfig.groupNumber, bandAxis.barGapRatio);
	const barOffset = stackConfig.groupIndex * (barWidth + offset);
	const bandValue = bandAxis.data?.[dataIndex];
	if (bandValue == null) return -1;
	const bandStart = bandAxis.scale(bandValue);
	if (bandStart == null) return -1;
	const bandBarStart = bandStart + barOffset;
	const bandBarEnd = bandBarStart + barWidth;
	if (coordinate >= Math.min(bandBarStart, bandBarEnd) && coordinate <= Math.max(bandBarStart, bandBarEnd)) return dataIndex;
	return -1;
}
var selectorBarItemAtPosition = createSelector(selectorChartXAxis, selectorChartYAxis, selectorChartSeriesProcessed, function selectorBarItemAtPosition({ axis: xAxes, axisIds: xAxisIds }, { axis: yAxes, axisIds: yAxisIds }, processedSeries, svgPoint) {
	const { series, stackingGroups = [] } = processedSeries?.bar ?? {};
	const defaultXAxisId = xAxisIds[0];
	const defaultYAxisId = yAxisIds[0];
	let item = void 0;
	for (let stackIndex = 0; stackIndex < stackingGroups.length; stackIndex += 1) {
		const seriesIds = stackingGroups[stackIndex].ids;
		for (const seriesId of seriesIds) {
			const aSeries = (series ?? {})[seriesId];
			const xAxisId = aSeries.xAxisId ?? defaultXAxisId;
			const yAxisId = aSeries.yAxisId ?? defaultYAxisId;
			const xAxis = xAxes[xAxisId];
			const yAxis = yAxes[yAxisId];
			const bandAxis = aSeries.layout === "horizontal" ? yAxis : xAxis;
			const continuousAxis = aSeries.layout === "horizontal" ? xAxis : yAxis;
			const svgBandCoordinate = aSeries.layout === "horizontal" ? svgPoint.y : svgPoint.x;
			const svgValueCoordinate = aSeries.layout === "horizontal" ? svgPoint.x : svgPoint.y;
			const dataIndex = getBandIndex(bandAxis, {
				groupNumber: stackingGroups.length,
				groupIndex: stackIndex
			}, svgBandCoordinate);
			if (dataIndex === -1) continue;
			const bar = aSeries.visibleStackedData[dataIndex];
			const start = continuousAxis.scale(bar[0]);
			const end = continuousAxis.scale(bar[1]);
			if (start == null || end == null) continue;
			if (svgValueCoordinate >= Math.min(start, end) && svgValueCoordinate <= Math.max(start, end)) item = {
				seriesId,
				dataIndex
			};
		}
	}
	if (item) return {
		type: "bar",
		seriesId: item.seriesId,
		dataIndex: item.dataIndex
	};
});
// node_modules/@mui/x-charts/hooks/getValueToPositionMapper.mjs
/**
* For a given scale return a function that map value to their position.
* Useful when dealing with specific scale such as band.
* @param {D3Scale} scale The scale to use
* @returns {(value: any) => number} A function that map value to their position
*/
function getValueToPositionMapper(scale) {
	if (isOrdinalScale(scale)) return (value) => (scale(value) ?? 0) + scale.bandwidth() / 2;
	const domain = scale.domain();
	if (domain[0] === domain[1]) return (value) => value === domain[0] ? scale(value) : NaN;
	return (value) => scale(value);
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/useChartCartesianTooltip.selectors.mjs
var selectorChartControlledCartesianAxisTooltip = (state) => state.controlledCartesianAxisTooltip;
var EMPTY_ARRAY = [];
function getKeyboardAxisTooltip(keyboardIndex, axes) {
	if (keyboardIndex === void 0) return EMPTY_ARRAY;
	if (!axes.axis[keyboardIndex.axisId]?.triggerTooltip) return EMPTY_ARRAY;
	return [keyboardIndex];
}
/**
* Get x-axis ids and corresponding data index that should be display in the tooltip.
*/
var selectorChartsInteractionTooltipXAxes = createSelectorMemoizedWithOptions({ memoizeOptions: { resultEqualityCheck: isDeepEqual } })(selectorChartControlledCartesianAxisTooltip, selectorChartsInteractionPointerX, selectorChartXAxis, selectorChartsLastInteraction, selectorChartsKeyboardXAxisIndex, (controlledValues, value, axes, lastInteraction, keyboardIndex) => {
	if (controlledValues !== void 0) {
		if (controlledValues.length === 0) return EMPTY_ARRAY;
		const ids = new Set(axes.axisIds);
		const filteredArray = controlledValues.filter(({ axisId }) => ids.has(axisId));
		return filteredArray.length === controlledValues.length ? controlledValues : filteredArray;
	}
	if (lastInteraction === "keyboard") return getKeyboardAxisTooltip(keyboardIndex, axes);
	if (value === null) return EMPTY_ARRAY;
	return axes.axisIds.filter((id) => axes.axis[id].triggerTooltip).map((axisId) => ({
		axisId,
		dataIndex: getAxisIndex(axes.axis[axisId], value)
	})).filter(({ dataIndex }) => dataIndex >= 0);
});
/**
* Get y-axis ids and corresponding data index that should be display in the tooltip.
*/
var selectorChartsInteractionTooltipYAxes = createSelectorMemoizedWithOptions({ memoizeOptions: { resultEqualityCheck: isDeepEqual } })(selectorChartControlledCartesianAxisTooltip, selectorChartsInteractionPointerY, selectorChartYAxis, selectorChartsLastInteraction, selectorChartsKeyboardYAxisIndex, (controlledValues, value, axes, lastInteraction, keyboardIndex) => {
	if (controlledValues !== void 0) {
		if (controlledValues.length === 0) return EMPTY_ARRAY;
		const ids = new Set(axes.axisIds);
		const filteredArray = controlledValues.filter(({ axisId }) => ids.has(axisId));
		return filteredArray.length === controlledValues.length ? controlledValues : filteredArray;
	}
	if (lastInteraction === "keyboard") return getKeyboardAxisTooltip(keyboardIndex, axes);
	if (value === null) return EMPTY_ARRAY;
	return axes.axisIds.filter((id) => axes.axis[id].triggerTooltip).map((axisId) => ({
		axisId,
		dataIndex: getAxisIndex(axes.axis[axisId], value)
	})).filter(({ dataIndex }) => dataIndex >= 0);
});
/**
* Return `true` if the axis tooltip has something to display.
*/
var selectorChartsInteractionAxisTooltip = createSelector(selectorChartsInteractionTooltipXAxes, selectorChartsInteractionTooltipYAxes, (xTooltip, yTooltip) => xTooltip.length > 0 || yTooltip.length > 0);
function getCoordinatesFromAxis(identifier, axes) {
	const axis = axes.axis[identifier.axisId];
	if (!axis) return null;
	const value = axis.data?.[identifier.dataIndex];
	if (value == null) return null;
	const coordinate = getValueToPositionMapper(axis.scale)(value);
	if (coordinate === void 0) return null;
	return coordinate;
}
var selectorChartsTooltipAxisPosition = createSelectorMemoized(selectorChartsInteractionTooltipXAxes, selectorChartsInteractionTooltipYAxes, selectorChartXAxis, selectorChartYAxis, selectorChartDrawingArea, function selectorChartsTooltipItemPosition(xAxesIdentifiers, yAxesIdentifiers, xAxes, yAxes, drawingArea, placement) {
	if (xAxesIdentifiers.length === 0 && yAxesIdentifiers.length === 0) return null;
	if (xAxesIdentifiers.length > 0) {
		const x = getCoordinatesFromAxis(xAxesIdentifiers[0], xAxes);
		if (x === null) return null;
		switch (placement) {
			case "left":
			case "right": return {
				x,
				y: drawingArea.top + drawingArea.height / 2
			};
			case "bottom": return {
				x,
				y: drawingArea.top + drawingArea.height
			};
			default: return {
				x,
				y: drawingArea.top
			};
		}
	}
	if (yAxesIdentifiers.length > 0) {
		const y = getCoordinatesFromAxis(yAxesIdentifiers[0], yAxes);
		if (y === null) return null;
		switch (placement) {
			case "right": return {
				x: drawingArea.left + drawingArea.width / 2,
				y
			};
			case "bottom":
			case "top": return {
				x: drawingArea.left + drawingArea.width / 2,
				y
			};
			default: return {
				x: drawingArea.left + drawingArea.width / 2,
				y
			};
		}
	}
	return null;
});
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/sampling.selectors.mjs
var EMPTY_PYRAMIDS = {};
var EMPTY_BUCKET_SIZES = /* @__PURE__ */ new Map();
/**
* Full-range zoom (span 100%) for a non-zoomable axis. Sampling gates on a zoom entry; a static axis
* has none, so we sample it at full range — the `MAX_RENDERED_POINTS` cap still applies. Mirrors the
* full-range zoom the zoom-slider preview uses to keep its density stable.
*/
function getFullRangeZoom(axisId) {
	return {
		axisId,
		start: 0,
		end: 100
	};
}
var selectorChartSamplingState = (state) => state.sampling;
/**
* Built sampling structures keyed by series id. Memoized, so rebuilt only on data change. Builds
* only for series types that are enabled and register a `sampler`; the plot hook reads them back.
*/
var selectorChartSamplingPyramids = createSelectorMemoized(selectorChartSamplingState, selectorChartSeriesProcessed, selectorChartSeriesConfig, function selectorChartSamplingPyramids(samplingState, processedSeries, seriesConfig) {
	if (!samplingState?.enabled) return EMPTY_PYRAMIDS;
	let sampled;
	Object.keys(processedSeries).forEach((seriesType) => {
		const method = samplingState.methods[seriesType];
		if (!method || method === "none") return;
		const sampler = seriesConfig[seriesType]?.sampler;
		const typeData = processedSeries[seriesType];
		if (!sampler || !typeData) return;
		for (const seriesId of typeData.seriesOrder) {
			const built = sampler.build(typeData.series[seriesId]);
			if (built) {
				sampled ??= {};
				sampled[seriesId] = built;
			}
		}
	});
	return sampled ?? EMPTY_PYRAMIDS;
});
/**
* Merged bucket size per band axis, to widen the axis highlight over a sampled bucket. Empty when
* sampling is off or no sampler is registered. The math lives in pro; community reads the integers.
*/
var selectorChartHighlightBucketSize = createSelectorMemoized(selectorChartSamplingState, selectorChartZoomMap, selectorChartXAxis, selectorChartYAxis, selectorChartDrawingArea, selectorChartZoomOptionsLookup, selectorChartSeriesConfig, function selectorChartHighlightBucketSize(samplingState, zoomMap, xAxis, yAxis, drawingArea, zoomOptions, seriesConfig) {
	if (!samplingState?.enabled) return EMPTY_BUCKET_SIZES;
	const bucketSizeAt = seriesConfig.bar?.sampler?.bucketSizeAt ?? seriesConfig.line?.sampler?.bucketSizeAt;
	if (!bucketSizeAt) return EMPTY_BUCKET_SIZES;
	const bucketSizes = /* @__PURE__ */ new Map();
	[[xAxis, drawingArea.width], [yAxis, drawingArea.height]].forEach(([axes, availableSize]) => {
		axes.axisIds.forEach((axisId) => {
			const data = axes.axis[axisId].data;
			const zoom = zoomMap?.get(axisId) ?? getFullRangeZoom(axisId);
			const minSpan = zoomOptions[axisId]?.minSpan ?? 0;
			if (data) bucketSizes.set(axisId, bucketSizeAt(zoom.end - zoom.start, {
				dataLength: data.length,
				availableSize,
				minSpan
			}));
		});
	});
	return bucketSizes;
});
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartTooltip/useChartTooltip.mjs
var useChartTooltip = ({ store, params, instance }) => {
	useAssertModelConsistency({
		warningPrefix: "MUI X Charts",
		componentName: "Chart",
		propName: "tooltipItem",
		controlled: params.tooltipItem,
		defaultValue: null
	});
	useEnhancedEffect(() => {
		if (store.state.tooltip.item !== params.tooltipItem) {
			const newItem = params.tooltipItem ? instance.identifierWithType(params.tooltipItem, "seriesItem") : null;
			if (store.state.tooltip.item === null || newItem === null ? newItem !== store.state.tooltip.item : instance.serializeIdentifier(store.state.tooltip.item) !== instance.serializeIdentifier(newItem)) store.set("tooltip", (0, import_extends.default)({}, store.state.tooltip, { item: newItem }));
		}
	}, [
		store,
		instance,
		params.tooltipItem
	]);
	const removeTooltipItem = useEventCallback(function removeTooltipItem(itemToRemove) {
		const prevItem = store.state.tooltip.item;
		if (prevItem === null) return;
		if (!itemToRemove || instance.serializeIdentifier(prevItem) === instance.serializeIdentifier(instance.identifierWithType(itemToRemove, "seriesItem"))) {
			params.onTooltipItemChange?.(null);
			if (!store.state.tooltip.itemIsControlled) store.set("tooltip", (0, import_extends.default)({}, store.state.tooltip, { item: null }));
			return;
		}
	});
	return { instance: {
		setTooltipItem: useEventCallback(function setTooltipItem(newItem) {
			if (!fastObjectShallowCompare(store.state.tooltip.item, newItem)) {
				params.onTooltipItemChange?.(newItem);
				if (!store.state.tooltip.itemIsControlled) store.set("tooltip", (0, import_extends.default)({}, store.state.tooltip, { item: newItem }));
			}
		}),
		removeTooltipItem
	} };
};
useChartTooltip.getInitialState = (params, currentState) => ({ tooltip: {
	itemIsControlled: params.tooltipItem !== void 0,
	item: params.tooltipItem == null ? null : createIdentifierWithType(currentState)(params.tooltipItem)
} });
useChartTooltip.params = {
	tooltipItem: true,
	onTooltipItemChange: true
};
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartTooltip/useChartTooltip.selectors.mjs
var selectTooltip = (state) => state.tooltip;
var selectorChartsTooltipPointerItem = createSelector(selectTooltip, (tooltip) => tooltip?.item ?? null);
var selectorChartsTooltipPointerItemIsDefined = createSelector(selectorChartsTooltipPointerItem, (item) => item !== null);
var selectorChartsTooltipItem = createSelector(selectorChartsLastInteraction, selectorChartsTooltipPointerItem, selectorChartsKeyboardItem, (lastInteraction, pointerItem, keyboardItem) => lastInteraction === "keyboard" ? keyboardItem : pointerItem ?? null);
var selectorChartsTooltipItemIsDefined = createSelector(selectorChartsLastInteraction, selectorChartsTooltipPointerItemIsDefined, selectorChartsHasFocusedItem, (lastInteraction, pointerItemIsDefined, keyboardItemIsDefined) => lastInteraction === "keyboard" ? keyboardItemIsDefined : pointerItemIsDefined);
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartHighlight/useChartHighlight.mjs
var useChartHighlight = ({ store, params, instance }) => {
	useAssertModelConsistency({
		warningPrefix: "MUI X Charts",
		componentName: "Chart",
		propName: "highlightedItem",
		controlled: params.highlightedItem,
		defaultValue: null
	});
	useEnhancedEffect(() => {
		if (params.highlightedItem === void 0) return;
		if (store.state.highlight.item !== params.highlightedItem) {
			if (params.highlightedItem === null) {
				store.set("highlight", (0, import_extends.default)({}, store.state.highlight, { item: null }));
				return;
			}
			const cleanItem = instance.identifierWithType(params.highlightedItem, "highlightItem");
			const item = instance.cleanIdentifier(cleanItem, "highlightItem");
			store.set("highlight", (0, import_extends.default)({}, store.state.highlight, { item }));
		}
		if (process.env.NODE_ENV !== "production") {
			if (params.highlightedItem !== void 0 && !store.state.highlight.isControlled) warnOnce(["MUI X Charts: The `highlightedItem` switched between controlled and uncontrolled state.", "To remove the highlight when using controlled state, you must provide `null` to the `highlightedItem` prop instead of `undefined`."].join("\n"));
		}
	}, [
		store,
		params.highlightedItem,
		instance
	]);
	return { instance: {
		clearHighlight: useEventCallback(() => {
			params.onHighlightChange?.(null);
			const prevHighlight = store.state.highlight;
			if (prevHighlight.item === null || prevHighlight.isControlled) return;
			store.set("highlight", {
				item: null,
				lastUpdate: "pointer",
				isControlled: false
			});
		}),
		setHighlight: useEventCallback((newItem) => {
			const prevHighlight = store.state.highlight;
			const identifierWithType = instance.identifierWithType(newItem, "highlightItem");
			const cleanedIdentifier = instance.cleanIdentifier(identifierWithType, "highlightItem");
			if (fastObjectShallowCompare(prevHighlight.item, cleanedIdentifier)) return;
			params.onHighlightChange?.(cleanedIdentifier);
			if (prevHighlight.isControlled) return;
			store.set("highlight", {
				item: cleanedIdentifier,
				lastUpdate: "pointer",
				isControlled: false
			});
		})
	} };
};
useChartHighlight.getInitialState = (params, currentState) => ({ highlight: {
	item: params.highlightedItem == null ? params.highlightedItem : cleanIdentifier(currentState.seriesConfig.config, createIdentifierWithType(currentState)(params.highlightedItem)),
	lastUpdate: "pointer",
	isControlled: params.highlightedItem !== void 0
} });
useChartHighlight.params = {
	highlightedItem: true,
	onHighlightChange: true
};
// node_modules/@mui/x-charts/context/ChartsProvider/ChartsProvider.mjs
var defaultPlugins = [
	useChartZAxis,
	useChartTooltip,
	useChartInteraction,
	useChartCartesianAxis,
	useChartHighlight
];
function ChartsProvider(props) {
	const { children, plugins = defaultPlugins, pluginParams = {} } = props;
	const { contextValue } = useCharts(plugins, pluginParams);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsContext.Provider, {
		value: contextValue,
		children
	});
}
// node_modules/@mui/x-charts/context/ChartsProvider/useChartsContext.mjs
var useChartsContext = () => {
	const context = import_react.useContext(ChartsContext);
	if (context == null) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X Charts: Could not find the Charts context. This happens when the component is rendered outside of a ChartsDataProvider or ChartsContainer parent component, which means the required context is not available. Wrap your component in a ChartsDataProvider or ChartsContainer. This can also happen if you are bundling multiple versions of the library." : formatErrorMessage_default(30));
	return context;
};
// node_modules/@mui/x-charts/hooks/useInteractionItemProps.mjs
function onPointerDown(event) {
	if ("hasPointerCapture" in event.currentTarget && event.currentTarget.hasPointerCapture(event.pointerId)) event.currentTarget.releasePointerCapture(event.pointerId);
}
var useInteractionItemProps = (data) => {
	const { instance } = useChartsContext();
	const interactionActive = import_react.useRef(false);
	const onPointerEnter = useEventCallback(() => {
		interactionActive.current = true;
		instance.setLastUpdateSource("pointer");
		instance.setHoveredItem(data);
		instance.setTooltipItem(data);
		instance.setHighlight(data);
	});
	const onPointerLeave = useEventCallback(() => {
		interactionActive.current = false;
		instance.clearHoveredItem(data);
		instance.removeTooltipItem(data);
		instance.clearHighlight();
	});
	import_react.useEffect(() => {
		return () => {
			if (interactionActive.current) onPointerLeave();
		};
	}, [onPointerLeave]);
	return import_react.useMemo(() => ({
		onPointerEnter,
		onPointerLeave,
		onPointerDown
	}), [onPointerEnter, onPointerLeave]);
};
// node_modules/@mui/x-charts/internals/store/useStore.mjs
function useStore() {
	const context = useChartsContext();
	if (!context) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X Charts: Could not find the Charts context. This happens when the component is rendered outside of a ChartsContainer parent component. Wrap your component in a ChartsContainer or ChartsDataProvider." : formatErrorMessage_default(32));
	return context.store;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartHighlight/highlightStates.mjs
function isSeriesHighlighted(scope, item, seriesId) {
	return scope?.highlight === "series" && item?.seriesId === seriesId;
}
function isSeriesFaded(scope, item, seriesId) {
	if (isSeriesHighlighted(scope, item, seriesId)) return false;
	return scope?.fade === "global" && item != null || scope?.fade === "series" && item?.seriesId === seriesId;
}
/**
* Returns the data index of the highlighted item for a specific series.
* If the item is not highlighted, it returns `null`.
*/
function getSeriesHighlightedDataIndex(scope, item, seriesId) {
	return scope?.highlight === "item" && item?.seriesId === seriesId ? item.dataIndex : null;
}
/**
* Returns the data index of the "unfaded item" for a specific series.
* An "unfaded item" is the only item of a faded series that shouldn't be faded.
* If the series is not faded or if there is no highlighted item, it returns `null`.
*/
function getSeriesUnfadedDataIndex(scope, item, seriesId) {
	if (isSeriesHighlighted(scope, item, seriesId)) return null;
	if (getSeriesHighlightedDataIndex(scope, item, seriesId) === item?.dataIndex) return null;
	return (scope?.fade === "series" || scope?.fade === "global") && item?.seriesId === seriesId ? item.dataIndex : null;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartHighlight/useChartHighlight.selectors.mjs
var selectHighlight = (state) => state.highlight;
var selectorChartsHighlightScopePerSeriesId = createSelectorMemoized(selectorChartSeriesProcessed, (processedSeries) => {
	const map = {};
	Object.keys(processedSeries).forEach((seriesType) => {
		map[seriesType] = /* @__PURE__ */ new Map();
		const seriesData = processedSeries[seriesType];
		seriesData?.seriesOrder?.forEach((seriesId) => {
			const seriesItem = seriesData?.series[seriesId];
			if (seriesItem?.highlightScope !== void 0) map[seriesType]?.set(seriesId, seriesItem.highlightScope);
		});
	});
	return map;
});
var selectorChartsHighlightedItem = createSelectorMemoized(selectHighlight, selectorChartsKeyboardItem, function selectorChartsHighlightedItem(highlight, keyboardItem) {
	return highlight.isControlled || highlight.lastUpdate === "pointer" ? highlight.item : keyboardItem;
});
var selectorChartsHighlightScope = createSelector(selectorChartsHighlightScopePerSeriesId, selectorChartsHighlightedItem, function selectorChartsHighlightScope(seriesIdToHighlightScope, highlightedItem) {
	if (!highlightedItem) return null;
	const highlightScope = seriesIdToHighlightScope[highlightedItem.type]?.get(highlightedItem.seriesId);
	if (highlightScope === void 0) return null;
	return highlightScope;
});
var alwaysNone = () => "none";
var selectorChartsHighlightStateCallbackImpl = createSelectorMemoized(selectorChartsHighlightScope, selectorChartsHighlightedItem, selectorChartSeriesConfig, function selectorChartsHighlightStateCallbackCombiner(highlightScope, highlightedItem, seriesConfig) {
	if (highlightedItem === null || highlightScope === null) return alwaysNone;
	const config = seriesConfig[highlightedItem.type];
	const isHighlighted = config.isHighlightedCreator(highlightScope, highlightedItem);
	const isFaded = config.isFadedCreator(highlightScope, highlightedItem);
	return (item) => {
		if (isHighlighted(item)) return "highlighted";
		if (isFaded(item)) return "faded";
		return "none";
	};
});
/**
* Returns a callback to get the highlight state of an item.
* Uses an explicit function declaration so that TypeScript preserves
* the `HighlightItemIdentifier<ChartSeriesType>` reference in `.d.ts` output,
* allowing module augmentation from pro/premium packages to extend the accepted types.
*/
function selectorChartsHighlightStateCallback(state) {
	return selectorChartsHighlightStateCallbackImpl(state);
}
var selectorChartsHighlightStateImpl = createSelectorMemoized(selectorChartsHighlightStateCallback, function selectorChartsHighlightStateCombiner(getHighlightState, item) {
	return getHighlightState(item);
});
/**
* Returns the highlight state of an item.
* Uses an explicit function declaration so that TypeScript preserves
* the `HighlightItemIdentifier<ChartSeriesType>` reference in `.d.ts` output,
* allowing module augmentation from pro/premium packages to extend the accepted types.
*/
function selectorChartsHighlightState(state, item) {
	return selectorChartsHighlightStateImpl(state, item);
}
createSelector(selectorChartsHighlightScope, selectorChartsHighlightedItem, function selectorChartIsSeriesHighlighted(scope, item, seriesId) {
	return isSeriesHighlighted(scope, item, seriesId);
});
createSelector(selectorChartsHighlightScope, selectorChartsHighlightedItem, function selectorChartIsSeriesFaded(scope, item, seriesId) {
	return isSeriesFaded(scope, item, seriesId);
});
createSelector(selectorChartsHighlightScope, selectorChartsHighlightedItem, function selectorChartSeriesUnfadedItem(scope, item, seriesId) {
	return getSeriesUnfadedDataIndex(scope, item, seriesId);
});
createSelector(selectorChartsHighlightScope, selectorChartsHighlightedItem, function selectorChartSeriesHighlightedItem(scope, item, seriesId) {
	return getSeriesHighlightedDataIndex(scope, item, seriesId);
});
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartHighlight/createIsHighlighted.mjs
function alwaysFalse$1() {
	return false;
}
/**
* The isHighlighted logic for main charts (those that are identified by an id and a dataIndex)
*/
function createIsHighlighted(highlightScope, highlightedItem) {
	if (!highlightScope || !highlightedItem) return alwaysFalse$1;
	return function isHighlighted(item) {
		if (!item) return false;
		if (highlightScope.highlight === "series") return item.seriesId === highlightedItem.seriesId;
		if (highlightScope.highlight === "item") return item.dataIndex === highlightedItem.dataIndex && item.seriesId === highlightedItem.seriesId;
		return false;
	};
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartHighlight/createIsFaded.mjs
function alwaysFalse() {
	return false;
}
/**
* The isFade logic for main charts (those that are identified by an id and a dataIndex)
*/
function createIsFaded(highlightScope, highlightedItem) {
	if (!highlightScope || !highlightedItem) return alwaysFalse;
	return function isFaded(item) {
		if (!item) return false;
		if (highlightScope.fade === "series") return item.seriesId === highlightedItem.seriesId && item.dataIndex !== highlightedItem.dataIndex;
		if (highlightScope.fade === "global") return item.seriesId !== highlightedItem.seriesId || item.dataIndex !== highlightedItem.dataIndex;
		return false;
	};
}
// node_modules/@mui/x-charts/hooks/useItemHighlightState.mjs
/**
* A hook to check the highlighted state of the item.
* This function already calculates that an item is not faded if it is highlighted.
*
* If you need fine control over the state, use the `useItemHighlightStateGetter` hook instead.
*
* @param {HighlightItemIdentifierWithType<SeriesType> | null} item is the item to check
* @returns {HighlightState} the state of the item
*/
function useItemHighlightState(item) {
	return useStore().use(selectorChartsHighlightState, item);
}
// node_modules/bezier-easing/src/index.js
/**
* https://github.com/gre/bezier-easing
* BezierEasing - use bezier curve for transition easing function
* by Gaëtan Renaudeau 2014 - 2015 – MIT License
*
* Algebraic solver by Dmitry Baranovskiy
* http://dmitry.baranovskiy.com/bezier-easing.html
*/
function LinearEasing(x) {
	return x <= 0 ? 0 : x >= 1 ? 1 : x;
}
var { min, max, cbrt, sqrt: sqrt$1, acos, cos: cos$1 } = Math;
var x2t = (x, a, b, c) => {
	const j = 1 / max(c, sqrt$1(x));
	const k = x * j;
	const l = k * j;
	const s = c * j;
	const q = b * l;
	const m = s * s + q;
	const h = -s * (s * s + 1.5 * q) - a * k * l;
	const D = h * h - m * m * m;
	let v;
	if (!m || D > 1e-12 * h * h) {
		const U = -cbrt(h < 0 ? h - sqrt$1(D) : h + sqrt$1(D));
		v = U + m / U || 0;
	} else {
		const r = sqrt$1(m);
		v = 2 * r * cos$1(acos(max(-1, min(1, -h / (m * r)))) / 3);
	}
	return min(1, k / (v + s));
};
var Y = (t, ay, by, cy) => ((ay * t + by) * t + cy) * t;
function bezier(mX1, mY1, mX2, mY2) {
	if (!(0 <= mX1 && mX1 <= 1 && 0 <= mX2 && mX2 <= 1)) throw new Error("bezier x values must be in [0, 1] range");
	if (mX1 === mY1 && mX2 === mY2) return LinearEasing;
	const a = (3 * mX1 - 3 * mX2 + 1) / 2;
	const b = mX2 - 2 * mX1;
	const c = mX1;
	const ay = 3 * mY1 - 3 * mY2 + 1;
	const by = 3 * (mY2 - 2 * mY1);
	const cy = 3 * mY1;
	return function BezierEasing(x) {
		if (!(x > 0 && x < 1)) return LinearEasing(x);
		return Y(x2t(x, a, b, c), ay, by, cy);
	};
}
// node_modules/@mui/x-charts/internals/animation/animation.mjs
var ANIMATION_TIMING_FUNCTION = "cubic-bezier(0.66, 0, 0.34, 1)";
var ANIMATION_TIMING_FUNCTION_JS = bezier(.66, 0, .34, 1);
// node_modules/d3-timer/dist/d3-timer.mjs
var frame = 0;
var timeout$1 = 0;
var interval$1 = 0;
var pokeDelay = 1e3;
var taskHead;
var taskTail;
var clockLast = 0;
var clockNow = 0;
var clockSkew = 0;
var clock = typeof performance === "object" && performance.now ? performance : Date;
var setFrame = typeof window === "object" && window.requestAnimationFrame ? window.requestAnimationFrame.bind(window) : function(f) {
	setTimeout(f, 17);
};
function now() {
	return clockNow || (setFrame(clearNow), clockNow = clock.now() + clockSkew);
}
function clearNow() {
	clockNow = 0;
}
function Timer() {
	this._call = this._time = this._next = null;
}
Timer.prototype = timer.prototype = {
	constructor: Timer,
	restart: function(callback, delay, time) {
		if (typeof callback !== "function") throw new TypeError("callback is not a function");
		time = (time == null ? now() : +time) + (delay == null ? 0 : +delay);
		if (!this._next && taskTail !== this) {
			if (taskTail) taskTail._next = this;
			else taskHead = this;
			taskTail = this;
		}
		this._call = callback;
		this._time = time;
		sleep();
	},
	stop: function() {
		if (this._call) {
			this._call = null;
			this._time = Infinity;
			sleep();
		}
	}
};
function timer(callback, delay, time) {
	var t = new Timer();
	t.restart(callback, delay, time);
	return t;
}
function timerFlush() {
	now();
	++frame;
	var t = taskHead, e;
	while (t) {
		if ((e = clockNow - t._time) >= 0) t._call.call(void 0, e);
		t = t._next;
	}
	--frame;
}
function wake() {
	clockNow = (clockLast = clock.now()) + clockSkew;
	frame = timeout$1 = 0;
	try {
		timerFlush();
	} finally {
		frame = 0;
		nap();
		clockNow = 0;
	}
}
function poke() {
	var now = clock.now(), delay = now - clockLast;
	if (delay > pokeDelay) clockSkew -= delay, clockLast = now;
}
function nap() {
	var t0, t1 = taskHead, t2, time = Infinity;
	while (t1) if (t1._call) {
		if (time > t1._time) time = t1._time;
		t0 = t1, t1 = t1._next;
	} else {
		t2 = t1._next, t1._next = null;
		t1 = t0 ? t0._next = t2 : taskHead = t2;
	}
	taskTail = t0;
	sleep(time);
}
function sleep(time) {
	if (frame) return;
	if (timeout$1) timeout$1 = clearTimeout(timeout$1);
	if (time - clockNow > 24) {
		if (time < Infinity) timeout$1 = setTimeout(wake, Math.ceil(time - clock.now() - clockSkew) + 1);
		if (interval$1) interval$1 = clearInterval(interval$1);
	} else {
		if (!interval$1) clockLast = clock.now(), interval$1 = setInterval(poke, pokeDelay);
		frame = 1, setFrame(wake);
	}
}
function timeout(callback, delay, time) {
	var t = new Timer();
	delay = delay == null ? 0 : +delay;
	t.restart((elapsed) => {
		t.stop();
		callback(elapsed + delay);
	}, delay, time);
	return t;
}
// node_modules/@mui/x-charts/internals/animation/Transition.mjs
/**
* A resumable transition class inspired by d3-transition.
* Allows for starting, and stopping and resuming transitions.
*
* The transition is started automatically.
* A transition cannot be restarted after it has finished.
* Resuming a transition will continue from the point it was stopped, i.e., easing will continue from the point it was
* stopped.
*/
var Transition = class {
	elapsed = 0;
	transitionTimer = null;
	/**
	* Create a new ResumableTransition.
	* @param duration Duration in milliseconds
	* @param easingFn The easing function
	* @param onTick Callback function called on each animation frame with the eased time in range [0, 1].
	*/
	constructor(duration, easingFn, onTick) {
		this.duration = duration;
		this.easingFn = easingFn;
		this.onTickCallback = onTick;
		this.resume();
	}
	get running() {
		return this.transitionTimer !== null;
	}
	timerCallback(elapsed) {
		this.elapsed = Math.min(elapsed, this.duration);
		const t = this.duration === 0 ? 1 : this.elapsed / this.duration;
		const easedT = this.easingFn(t);
		this.onTickCallback(easedT);
		if (this.elapsed >= this.duration) this.stop();
	}
	/**
	* Resume the transition
	*/
	resume() {
		if (this.running || this.elapsed >= this.duration) return this;
		const time = now() - this.elapsed;
		this.transitionTimer = timer((elapsed) => this.timerCallback(elapsed), 0, time);
		return this;
	}
	/**
	* Stops the transition.
	*/
	stop() {
		if (!this.running) return this;
		if (this.transitionTimer) {
			this.transitionTimer.stop();
			this.transitionTimer = null;
		}
		return this;
	}
	/**
	* Immediately finishes the transition and calls the tick callback with the final value.
	*/
	finish() {
		this.stop();
		timeout(() => this.timerCallback(this.duration));
		return this;
	}
};
// node_modules/@mui/x-charts/internals/shallowEqual.mjs
/**
* Performs equality by iterating through keys on an object and returning false
* when any key has values which are not strictly equal between the arguments.
* Returns true when the values of all keys are strictly equal.
*
* Source: https://github.com/react/react/blob/c2a196174763e0b4f16ed1c512ed4442b062395e/packages/shared/shallowEqual.js#L18
*/
function shallowEqual(objA, objB) {
	if (Object.is(objA, objB)) return true;
	if (typeof objA !== "object" || objA === null || typeof objB !== "object" || objB === null) return false;
	const keysA = Object.keys(objA);
	const keysB = Object.keys(objB);
	if (keysA.length !== keysB.length) return false;
	for (let i = 0; i < keysA.length; i += 1) {
		const currentKey = keysA[i];
		if (!Object.prototype.hasOwnProperty.call(objB, currentKey) || !Object.is(objA[currentKey], objB[currentKey])) return false;
	}
	return true;
}
// node_modules/@mui/x-charts/internals/animation/useAnimateInternal.mjs
/** Animates a ref. The animation can be skipped by setting {@link skip} to true.
*
* If possible, prefer {@link useAnimate}.
*
* - If {@link skip} is false, a transition will be started.
* - If {@link skip} is true and no transition is in progress, no transition will be started and {@link applyProps} will
*   never be called.
* - If {@link skip} becomes true and a transition is in progress, the transition will immediately end and
*   {@link applyProps} be called with the final value.
* */
function useAnimateInternal(props, { createInterpolator, applyProps, skip, initialProps = props }) {
	const lastInterpolatedPropsRef = import_react.useRef(initialProps);
	const transitionRef = import_react.useRef(null);
	const elementRef = import_react.useRef(null);
	const lastPropsRef = import_react.useRef(props);
	useEnhancedEffect(() => {
		lastPropsRef.current = props;
	}, [props]);
	useEnhancedEffect(() => {
		if (skip) {
			transitionRef.current?.finish();
			transitionRef.current = null;
			elementRef.current = null;
			lastInterpolatedPropsRef.current = props;
		}
	}, [props, skip]);
	const animate = import_react.useCallback((element) => {
		const lastInterpolatedProps = lastInterpolatedPropsRef.current;
		const interpolate = createInterpolator(lastInterpolatedProps, props);
		transitionRef.current = new Transition(300, ANIMATION_TIMING_FUNCTION_JS, (t) => {
			const interpolatedProps = interpolate(t);
			lastInterpolatedPropsRef.current = interpolatedProps;
			applyProps(element, interpolatedProps);
		});
	}, [
		applyProps,
		createInterpolator,
		props
	]);
	return [import_react.useCallback((element) => {
		if (element === null) {
			transitionRef.current?.stop();
			return;
		}
		const lastElement = elementRef.current;
		if (lastElement === element) {
			if (shallowEqual(lastPropsRef.current, props)) {
				transitionRef.current?.resume();
				return;
			}
			transitionRef.current?.stop();
		}
		if (lastElement) transitionRef.current?.stop();
		elementRef.current = element;
		if (transitionRef.current || !skip) animate(element);
	}, [
		animate,
		props,
		skip
	]), lastInterpolatedPropsRef.current];
}
// node_modules/@mui/x-charts/hooks/animation/useAnimate.mjs
/**
* Hook to customize the animation of an element.
* Animates a ref from `initialProps` to `props`.
*
* @param {object} props The props to animate to.
*
* @returns an object containing a ref that should be passed to the element to animate and the transformed props.
* If `skip` is true, the transformed props are the `props` to animate to; if it is false, the transformed props are the
* `initialProps`.
*
* The animated props are only accessible in `applyProps`. The props returned from this hook are not animated.
*
* When an animation starts, an interpolator is created using `createInterpolator`.
* On every animation frame:
* 1. The interpolator is called to get the interpolated props;
* 2. `transformProps` is called to transform the interpolated props;
* 3. `applyProps` is called to apply the transformed props to the element.
*
* If `props` change while an animation is progress, the animation will continue towards the new `props`.
*
* The animation can be skipped by setting `skip` to true. If a transition is in progress, it will immediately end
* and `applyProps` be called with the final value. If there isn't a transition in progress, a new one won't be
* started and `applyProps` will not be called.
* */
function useAnimate(props, { createInterpolator, transformProps, applyProps, skip, initialProps = props, ref }) {
	const transform = transformProps ?? ((p) => p);
	const [animateRef, lastInterpolatedProps] = useAnimateInternal(props, {
		initialProps,
		createInterpolator,
		applyProps: (element, animatedProps) => applyProps(element, transform(animatedProps)),
		skip
	});
	const usedProps = skip ? transformProps(props) : transformProps(lastInterpolatedProps);
	return (0, import_extends.default)({}, usedProps, { ref: useForkRef(animateRef, ref) });
}
// node_modules/@mui/x-charts/hooks/animation/useAnimateArea.mjs
/** Animates an area of a line chart using a `path` element.
* The props object also accepts a `ref` which will be merged with the ref returned from this hook. This means you can
* pass the ref returned by this hook to the `path` element and the `ref` provided as argument will also be called.
*/
function useAnimateArea(props) {
	return useAnimate({ d: props.d }, {
		createInterpolator: (lastProps, newProps) => {
			const interpolate = string(lastProps.d, newProps.d);
			return (t) => ({ d: interpolate(t) });
		},
		applyProps: (element, { d }) => element.setAttribute("d", d),
		transformProps: (p) => p,
		skip: props.skipAnimation,
		ref: props.ref
	});
}
// node_modules/@mui/x-charts/internals/cleanId.mjs
/**
* Remove spaces to have viable ids
*/
function cleanId(id) {
	return id.replace(" ", "_");
}
// node_modules/@mui/x-charts/hooks/useDrawingArea.mjs
/**
* Get the drawing area dimensions and coordinates. The drawing area is the area where the chart is rendered.
*
* It includes the left, top, width, height, bottom, and right dimensions.
*
* @returns The drawing area dimensions.
*/
function useDrawingArea() {
	return useStore().use(selectorChartDrawingArea);
}
// node_modules/@mui/x-charts/hooks/useChartId.mjs
/**
* Get the unique identifier of the chart.
* @returns chartId if it exists.
*/
function useChartId() {
	return useStore().use(selectorChartId);
}
// node_modules/@mui/x-charts/hooks/useAxis.mjs
/**
* Get all the x-axes.
*
* Returns all X axes configured in the chart along with their IDs.
* This is useful when you need to iterate over multiple axes or access all axis configurations at once.
*
* @returns An object containing:
*   - `xAxis`: An object mapping axis IDs to their configurations `{ [axisId]: axis }`
*   - `xAxisIds`: An array of all X axis IDs in the chart
*
* @example
* const { xAxis, xAxisIds } = useXAxes();
*
* @see `useXAxis` for accessing a single X axis
*/
function useXAxes() {
	const { axis: xAxis, axisIds: xAxisIds } = useStore().use(selectorChartXAxis);
	return {
		xAxis,
		xAxisIds
	};
}
/**
* Get all the y-axes.
*
* Returns all Y axes configured in the chart along with their IDs.
* This is useful when you need to iterate over multiple axes or access all axis configurations at once.
*
* @returns An object containing:
*   - `yAxis`: An object mapping axis IDs to their configurations `{ [axisId]: axis }`
*   - `yAxisIds`: An array of all Y axis IDs in the chart
*
* @example
* const { yAxis, yAxisIds } = useYAxes();
*
* @see `useYAxis` for accessing a single Y axis
*/
function useYAxes() {
	const { axis: yAxis, axisIds: yAxisIds } = useStore().use(selectorChartYAxis);
	return {
		yAxis,
		yAxisIds
	};
}
/**
* Get a specific X axis or the default X axis.
*
* @param {AxisId} [axisId] - The axis identifier. Can be:
*   - A string or number matching the axis ID defined in the chart's `xAxis` prop
*   - Undefined to get the default (first) X axis
* @returns The configuration for a single X axis.
*
* @example
* // Get the default X axis
* const xAxis = useXAxis();
*
* @example
* // Get a specific X axis by string ID
* const xAxis = useXAxis('revenue');
*/
function useXAxis(axisId) {
	const { axis: xAxis, axisIds: xAxisIds } = useStore().use(selectorChartXAxis);
	return xAxis[axisId ?? xAxisIds[0]];
}
/**
* Get a specific Y axis or the default Y axis.
*
* @param {AxisId} [axisId] - The axis identifier. Can be:
*   - A string or number matching the axis ID defined in the chart's `yAxis` prop
*   - Undefined to get the default (first) Y axis
* @returns The configuration for a single Y axis.
*
* @example
* // Get the default Y axis
* const yAxis = useYAxis();
*
* @example
* // Get a specific Y axis by string ID
* const yAxis = useYAxis('temperature');
*/
function useYAxis(axisId) {
	const { axis: yAxis, axisIds: yAxisIds } = useStore().use(selectorChartYAxis);
	return yAxis[axisId ?? yAxisIds[0]];
}
/**
* Get all the rotation axes for polar charts.
*
* Returns all rotation axes configured in polar charts along with their IDs.
* Rotation axes are used in charts like `RadarChart` to define angular positioning.
*
* @returns An object containing:
*   - `rotationAxis`: An object mapping axis IDs to their configurations `{ [axisId]: axis }`
*   - `rotationAxisIds`: An array of all rotation axis IDs in the chart
*
* @example
* const { rotationAxis, rotationAxisIds } = useRotationAxes();
*
* @see `useRotationAxis` for accessing a single rotation axis
*/
function useRotationAxes() {
	const { axis: rotationAxis, axisIds: rotationAxisIds } = useStore().use(selectorChartRotationAxis);
	return {
		rotationAxis,
		rotationAxisIds
	};
}
/**
* Get all the radius axes for polar charts.
*
* Returns all radial axes configured in polar charts along with their IDs.
* Radius axes are used in charts like `RadarChart` to define radial positioning and scaling.
*
* @returns An object containing:
*   - `radiusAxis`: An object mapping axis IDs to their configurations `{ [axisId]: axis }`
*   - `radiusAxisIds`: An array of all radius axis IDs in the chart
*
* @example
* const { radiusAxis, radiusAxisIds } = useRadiusAxes();
*
* @see `useRadiusAxis` for accessing a single radius axis
*/
function useRadiusAxes() {
	const { axis: radiusAxis, axisIds: radiusAxisIds } = useStore().use(selectorChartRadiusAxis);
	return {
		radiusAxis,
		radiusAxisIds
	};
}
/**
* Get a specific rotation axis or the default rotation axis for polar charts.
*
* Returns the configuration and scale for a rotation axis in polar charts.
* The rotation axis controls the angular positioning of data points around the circle.
*
* @param {AxisId} [axisId] - The axis identifier. Can be:
*   - A string or number matching the axis ID defined in the chart's rotation axis configuration
*   - Undefined to get the default (first) rotation axis
* @returns The rotation axis configuration, or undefined if not found
*
* @example
* // Get the default rotation axis
* const rotationAxis = useRotationAxis();
*
* @example
* // Get a specific rotation axis by string ID
* const rotationAxis = useRotationAxis('categories');
*/
function useRotationAxis(axisId) {
	const { axis: rotationAxis, axisIds: rotationAxisIds } = useStore().use(selectorChartRotationAxis);
	return rotationAxis[axisId ?? rotationAxisIds[0]];
}
/**
* Get a specific radius axis or the default radius axis for polar charts.
*
* Returns the configuration and scale for a radial axis in polar charts.
* The radius axis controls the radial distance of data points from the center of the circle.
*
* @param {AxisId} [axisId] - The axis identifier. Can be:
*   - A string or number matching the axis ID defined in the chart's radius axis configuration
*   - Undefined to get the default (first) radius axis
* @returns The radius axis configuration, or undefined if not found
*
* @example
* // Get the default radius axis
* const radiusAxis = useRadiusAxis();
*
* @example
* // Get a specific radius axis by string ID
* const radiusAxis = useRadiusAxis('magnitude');
*/
function useRadiusAxis(axisId) {
	const { axis: radiusAxis, axisIds: radiusAxisIds } = useStore().use(selectorChartRadiusAxis);
	return radiusAxis[axisId ?? radiusAxisIds[0]];
}
// node_modules/@mui/x-charts/hooks/useZAxis.mjs
function useZAxes() {
	const { axis: zAxis, axisIds: zAxisIds } = useStore().use(selectorChartZAxis) ?? {
		axis: {},
		axisIds: []
	};
	return {
		zAxis,
		zAxisIds
	};
}
// node_modules/@mui/x-charts/hooks/useChartsLayerContainerRef.mjs
/**
* Get the ref for the chart surface element.
* @returns The chart surface ref.
*/
function useChartsLayerContainerRef() {
	const { instance } = useChartsContext();
	return instance.chartsLayerContainerRef;
}
// node_modules/@mui/x-charts/hooks/useSeries.mjs
/**
* Get access to the internal state of series.
* Structured by type of series:
* { seriesType?: { series: { id1: precessedValue, ... }, seriesOrder: [id1, ...] } }
* @returns FormattedSeries series
*/
function useSeries() {
	return useStore().use(selectorChartSeriesProcessed);
}
// node_modules/@mui/x-charts/internals/seriesSelectorOfType.mjs
var selectorAllSeriesOfType = createSelector(selectorChartSeriesProcessed, (processedSeries, seriesType) => processedSeries[seriesType]);
createSelectorMemoized(selectorChartSeriesProcessed, (processedSeries, seriesType, ids) => {
	if (ids === void 0) return processedSeries[seriesType]?.seriesOrder?.map((seriesId) => processedSeries[seriesType]?.series[seriesId]) ?? [];
	if (!Array.isArray(ids)) return processedSeries[seriesType]?.series?.[ids];
	const result = [];
	const failedIds = [];
	for (const id of ids) {
		const series = processedSeries[seriesType]?.series?.[id];
		if (series) result.push(series);
		else failedIds.push(id);
	}
	if (process.env.NODE_ENV !== "production" && failedIds.length > 0) {
		const formattedIds = failedIds.map((v) => JSON.stringify(v)).join(", ");
		warnOnce([`MUI X Charts: The following ids provided to "${`use${seriesType.charAt(0).toUpperCase()}${seriesType.slice(1)}Series`}" could not be found: ${formattedIds}.`, `Make sure that they exist and their series are using the "${seriesType}" series type.`].join("\n"));
	}
	return result;
});
var useAllSeriesOfType = (seriesType) => {
	return useStore().use(selectorAllSeriesOfType, seriesType);
};
// node_modules/@mui/x-charts/hooks/useLineSeries.mjs
/**
* Get access to the internal state of line series.
* The returned object contains:
* - series: a mapping from ids to series attributes.
* - seriesOrder: the array of series ids.
* - stackingGroups: the array of stacking groups. Each group contains the series ids stacked and the strategy to use.
* @returns the line series
*/
function useLineSeriesContext() {
	return useAllSeriesOfType("line");
}
// node_modules/@mui/x-charts/hooks/useItemHighlightStateGetter.mjs
/**
* A hook to get a callback that returns the highlight state of an item.
*
* If you're interested by a single item, consider using `useItemHighlightState`.
*
* @returns {(item: HighlightItemIdentifierWithType | null) => HighlightState} callback to get the highlight state of an item.
*/
function useItemHighlightStateGetter() {
	return useStore().use(selectorChartsHighlightStateCallback);
}
// node_modules/@mui/x-charts/hooks/useLegend.mjs
function getSeriesToDisplay(series, seriesConfig) {
	return Object.keys(series).flatMap((seriesType) => {
		const getter = seriesConfig[seriesType].legendGetter;
		return getter === void 0 ? [] : getter(series[seriesType]);
	});
}
/**
* Get the legend items to display.
*
* This hook is used by the `ChartsLegend` component. And will return the legend items formatted for display.
*
* An alternative is to use the `useSeries` hook and format the legend items yourself.
*
* @returns legend data
*/
function useLegend() {
	return { items: getSeriesToDisplay(useSeries(), useStore().use(selectorChartSeriesConfig)) };
}
// node_modules/@mui/x-charts/hooks/useChartGradientId.mjs
/**
* Returns a function that generates a gradient id for the given axis id.
*/
function useChartGradientIdBuilder() {
	const chartId = useChartId();
	return import_react.useCallback((axisId) => `${chartId}-gradient-${axisId}`, [chartId]);
}
/**
* Returns a function that generates a gradient id for the given axis id.
*/
function useChartGradientIdObjectBoundBuilder() {
	const chartId = useChartId();
	return import_react.useCallback((axisId) => `${chartId}-gradient-${axisId}-object-bound`, [chartId]);
}
// node_modules/@mui/x-charts/hooks/animation/useAnimateLine.mjs
/** Animates a line of a line chart using a `path` element.
* The props object also accepts a `ref` which will be merged with the ref returned from this hook. This means you can
* pass the ref returned by this hook to the `path` element and the `ref` provided as argument will also be called. */
function useAnimateLine(props) {
	return useAnimate({ d: props.d }, {
		createInterpolator: (lastProps, newProps) => {
			const interpolate = string(lastProps.d, newProps.d);
			return (t) => ({ d: interpolate(t) });
		},
		applyProps: (element, { d }) => element.setAttribute("d", d),
		skip: props.skipAnimation,
		transformProps: (p) => p,
		ref: props.ref
	});
}
// node_modules/@mui/x-charts/hooks/animation/useAnimateMark.mjs
function markPropsInterpolator(from, to) {
	const interpolateX = number$2(from.x, to.x);
	const interpolateY = number$2(from.y, to.y);
	return (t) => ({
		x: interpolateX(t),
		y: interpolateY(t)
	});
}
/**
* Animates the position of a line chart mark.
*
* The mark is placed with the SVG `transform` attribute, in `viewBox` units, because Safari resolves CSS pixel
* transforms of SVG children against the viewport instead of the scaled `viewBox`, which moves the mark away from the
* line under browser zoom. See https://github.com/mui/mui-x/issues/23377.
*
* Safari cannot transition the `transform` attribute with CSS, so the animation runs in JavaScript.
*
* The props object also accepts a `ref` which will be merged with the ref returned from this hook. This means you can
* pass the ref returned by this hook to the `path` element and the `ref` provided as argument will also be called.
*/
function useAnimateMark(props) {
	return useAnimate({
		x: props.x,
		y: props.y
	}, {
		createInterpolator: markPropsInterpolator,
		transformProps: (p) => ({ transform: `translate(${p.x} ${p.y})` }),
		applyProps(element, animatedProps) {
			element.setAttribute("transform", animatedProps.transform);
		},
		skip: props.skipAnimation,
		ref: props.ref
	});
}
// node_modules/d3-path/dist/d3-path.mjs
var pi$1 = Math.PI;
var tau$1 = 2 * pi$1;
var epsilon$1 = 1e-6;
var tauEpsilon = tau$1 - epsilon$1;
function append(strings) {
	this._ += strings[0];
	for (let i = 1, n = strings.length; i < n; ++i) this._ += arguments[i] + strings[i];
}
function appendRound(digits) {
	let d = Math.floor(digits);
	if (!(d >= 0)) throw new Error(`invalid digits: ${digits}`);
	if (d > 15) return append;
	const k = 10 ** d;
	return function(strings) {
		this._ += strings[0];
		for (let i = 1, n = strings.length; i < n; ++i) this._ += Math.round(arguments[i] * k) / k + strings[i];
	};
}
function equal(x0, y0, x1, y1) {
	return x0 === x1 && y0 === y1;
}
function equalRound(digits) {
	const d = Math.floor(digits);
	if (!(d <= 15)) return equal;
	const k = 10 ** d;
	const r = function(value) {
		return Math.round(value * k);
	};
	return function(x0, y0, x1, y1) {
		return r(x0) === r(x1) && r(y0) === r(y1);
	};
}
var Path = class {
	constructor(digits) {
		this._x0 = this._y0 = this._x1 = this._y1 = null;
		this._ = "";
		this._append = digits == null ? append : appendRound(digits);
		this._equal = digits == null ? equal : equalRound(digits);
	}
	moveTo(x, y) {
		this._append`M${this._x0 = this._x1 = +x},${this._y0 = this._y1 = +y}`;
	}
	closePath() {
		if (this._x1 !== null) {
			this._x1 = this._x0, this._y1 = this._y0;
			this._append`Z`;
		}
	}
	lineTo(x, y) {
		this._append`L${this._x1 = +x},${this._y1 = +y}`;
	}
	quadraticCurveTo(x1, y1, x, y) {
		this._append`Q${+x1},${+y1},${this._x1 = +x},${this._y1 = +y}`;
	}
	bezierCurveTo(x1, y1, x2, y2, x, y) {
		this._append`C${+x1},${+y1},${+x2},${+y2},${this._x1 = +x},${this._y1 = +y}`;
	}
	arcTo(x1, y1, x2, y2, r) {
		x1 = +x1, y1 = +y1, x2 = +x2, y2 = +y2, r = +r;
		if (r < 0) throw new Error(`negative radius: ${r}`);
		let x0 = this._x1, y0 = this._y1, x21 = x2 - x1, y21 = y2 - y1, x01 = x0 - x1, y01 = y0 - y1, l01_2 = x01 * x01 + y01 * y01;
		if (this._x1 === null) this._append`M${this._x1 = x1},${this._y1 = y1}`;
		else if (!(l01_2 > epsilon$1));
		else if (!(Math.abs(y01 * x21 - y21 * x01) > epsilon$1) || !r) this._append`L${this._x1 = x1},${this._y1 = y1}`;
		else {
			let x20 = x2 - x0, y20 = y2 - y0, l21_2 = x21 * x21 + y21 * y21, l20_2 = x20 * x20 + y20 * y20, l21 = Math.sqrt(l21_2), l01 = Math.sqrt(l01_2), l = r * Math.tan((pi$1 - Math.acos((l21_2 + l01_2 - l20_2) / (2 * l21 * l01))) / 2), t01 = l / l01, t21 = l / l21;
			if (Math.abs(t01 - 1) > epsilon$1) this._append`L${x1 + t01 * x01},${y1 + t01 * y01}`;
			this._append`A${r},${r},0,0,${+(y01 * x20 > x01 * y20)},${this._x1 = x1 + t21 * x21},${this._y1 = y1 + t21 * y21}`;
		}
	}
	arc(x, y, r, a0, a1, ccw) {
		x = +x, y = +y, r = +r, ccw = !!ccw;
		if (r < 0) throw new Error(`negative radius: ${r}`);
		let dx = r * Math.cos(a0), dy = r * Math.sin(a0), x0 = x + dx, y0 = y + dy, cw = 1 ^ ccw, da = ccw ? a0 - a1 : a1 - a0;
		if (this._x1 === null) this._append`M${x0},${y0}`;
		else if (Math.abs(this._x1 - x0) > epsilon$1 || Math.abs(this._y1 - y0) > epsilon$1) this._append`L${x0},${y0}`;
		if (!r) return;
		if (da < 0) da = da % tau$1 + tau$1;
		if (da > tauEpsilon) this._append`A${r},${r},0,1,${cw},${x - dx},${y - dy}A${r},${r},0,1,${cw},${this._x1 = x0},${this._y1 = y0}`;
		else if (da > epsilon$1) {
			const x1 = x + r * Math.cos(a1);
			const y1 = y + r * Math.sin(a1);
			if (da >= pi$1 && this._equal(x0, y0, x1, y1)) {
				da /= 2;
				let a00 = a0 + da;
				this._append`A${r},${r},0,${+(da >= pi$1)},${cw},${x + r * Math.cos(a00)},${y + r * Math.sin(a00)}`;
			}
			this._append`A${r},${r},0,${+(da >= pi$1)},${cw},${this._x1 = x1},${this._y1 = y1}`;
		}
	}
	rect(x, y, w, h) {
		this._append`M${this._x0 = this._x1 = +x},${this._y0 = this._y1 = +y}h${w = +w}v${+h}h${-w}Z`;
	}
	toString() {
		return this._;
	}
};
function path() {
	return new Path();
}
path.prototype = Path.prototype;
// node_modules/d3-shape/dist/d3-shape.mjs
function constant(x) {
	return function constant() {
		return x;
	};
}
var cos = Math.cos;
var sin = Math.sin;
var sqrt = Math.sqrt;
var epsilon = 1e-12;
var pi = Math.PI;
pi / 2;
var tau = 2 * pi;
function withPath(shape) {
	let digits = 3;
	shape.digits = function(_) {
		if (!arguments.length) return digits;
		if (_ == null) digits = null;
		else {
			const d = Math.floor(_);
			if (!(d >= 0)) throw new RangeError(`invalid digits: ${_}`);
			digits = d;
		}
		return shape;
	};
	return () => new Path(digits);
}
Array.prototype.slice;
function array(x) {
	return typeof x === "object" && "length" in x ? x : Array.from(x);
}
function Linear(context) {
	this._context = context;
}
Linear.prototype = {
	areaStart: function() {
		this._line = 0;
	},
	areaEnd: function() {
		this._line = NaN;
	},
	lineStart: function() {
		this._point = 0;
	},
	lineEnd: function() {
		if (this._line || this._line !== 0 && this._point === 1) this._context.closePath();
		this._line = 1 - this._line;
	},
	point: function(x, y) {
		x = +x, y = +y;
		switch (this._point) {
			case 0:
				this._point = 1;
				this._line ? this._context.lineTo(x, y) : this._context.moveTo(x, y);
				break;
			case 1: this._point = 2;
			default: this._context.lineTo(x, y);
		}
	}
};
function curveLinear(context) {
	return new Linear(context);
}
function x(p) {
	return p[0];
}
function y(p) {
	return p[1];
}
function line(x$1, y$1) {
	var defined = constant(true), context = null, curve = curveLinear, output = null, path = withPath(line);
	x$1 = typeof x$1 === "function" ? x$1 : x$1 === void 0 ? x : constant(x$1);
	y$1 = typeof y$1 === "function" ? y$1 : y$1 === void 0 ? y : constant(y$1);
	function line(data) {
		var i, n = (data = array(data)).length, d, defined0 = false, buffer;
		if (context == null) output = curve(buffer = path());
		for (i = 0; i <= n; ++i) {
			if (!(i < n && defined(d = data[i], i, data)) === defined0) {
				if (defined0 = !defined0) output.lineStart();
				else output.lineEnd();
			}
			if (defined0) output.point(+x$1(d, i, data), +y$1(d, i, data));
		}
		if (buffer) return output = null, buffer + "" || null;
	}
	line.x = function(_) {
		return arguments.length ? (x$1 = typeof _ === "function" ? _ : constant(+_), line) : x$1;
	};
	line.y = function(_) {
		return arguments.length ? (y$1 = typeof _ === "function" ? _ : constant(+_), line) : y$1;
	};
	line.defined = function(_) {
		return arguments.length ? (defined = typeof _ === "function" ? _ : constant(!!_), line) : defined;
	};
	line.curve = function(_) {
		return arguments.length ? (curve = _, context != null && (output = curve(context)), line) : curve;
	};
	line.context = function(_) {
		return arguments.length ? (_ == null ? context = output = null : output = curve(context = _), line) : context;
	};
	return line;
}
function area(x0, y0, y1) {
	var x1 = null, defined = constant(true), context = null, curve = curveLinear, output = null, path = withPath(area);
	x0 = typeof x0 === "function" ? x0 : x0 === void 0 ? x : constant(+x0);
	y0 = typeof y0 === "function" ? y0 : y0 === void 0 ? constant(0) : constant(+y0);
	y1 = typeof y1 === "function" ? y1 : y1 === void 0 ? y : constant(+y1);
	function area(data) {
		var i, j, k, n = (data = array(data)).length, d, defined0 = false, buffer, x0z = new Array(n), y0z = new Array(n);
		if (context == null) output = curve(buffer = path());
		for (i = 0; i <= n; ++i) {
			if (!(i < n && defined(d = data[i], i, data)) === defined0) {
				if (defined0 = !defined0) {
					j = i;
					output.areaStart();
					output.lineStart();
				} else {
					output.lineEnd();
					output.lineStart();
					for (k = i - 1; k >= j; --k) output.point(x0z[k], y0z[k]);
					output.lineEnd();
					output.areaEnd();
				}
			}
			if (defined0) {
				x0z[i] = +x0(d, i, data), y0z[i] = +y0(d, i, data);
				output.point(x1 ? +x1(d, i, data) : x0z[i], y1 ? +y1(d, i, data) : y0z[i]);
			}
		}
		if (buffer) return output = null, buffer + "" || null;
	}
	function arealine() {
		return line().defined(defined).curve(curve).context(context);
	}
	area.x = function(_) {
		return arguments.length ? (x0 = typeof _ === "function" ? _ : constant(+_), x1 = null, area) : x0;
	};
	area.x0 = function(_) {
		return arguments.length ? (x0 = typeof _ === "function" ? _ : constant(+_), area) : x0;
	};
	area.x1 = function(_) {
		return arguments.length ? (x1 = _ == null ? null : typeof _ === "function" ? _ : constant(+_), area) : x1;
	};
	area.y = function(_) {
		return arguments.length ? (y0 = typeof _ === "function" ? _ : constant(+_), y1 = null, area) : y0;
	};
	area.y0 = function(_) {
		return arguments.length ? (y0 = typeof _ === "function" ? _ : constant(+_), area) : y0;
	};
	area.y1 = function(_) {
		return arguments.length ? (y1 = _ == null ? null : typeof _ === "function" ? _ : constant(+_), area) : y1;
	};
	area.lineX0 = area.lineY0 = function() {
		return arealine().x(x0).y(y0);
	};
	area.lineY1 = function() {
		return arealine().x(x0).y(y1);
	};
	area.lineX1 = function() {
		return arealine().x(x1).y(y0);
	};
	area.defined = function(_) {
		return arguments.length ? (defined = typeof _ === "function" ? _ : constant(!!_), area) : defined;
	};
	area.curve = function(_) {
		return arguments.length ? (curve = _, context != null && (output = curve(context)), area) : curve;
	};
	area.context = function(_) {
		return arguments.length ? (_ == null ? context = output = null : output = curve(context = _), area) : context;
	};
	return area;
}
function descending$1(a, b) {
	return b < a ? -1 : b > a ? 1 : b >= a ? 0 : NaN;
}
function identity(d) {
	return d;
}
function pie() {
	var value = identity, sortValues = descending$1, sort = null, startAngle = constant(0), endAngle = constant(tau), padAngle = constant(0);
	function pie(data) {
		var i, n = (data = array(data)).length, j, k, sum = 0, index = new Array(n), arcs = new Array(n), a0 = +startAngle.apply(this, arguments), da = Math.min(tau, Math.max(-tau, endAngle.apply(this, arguments) - a0)), a1, p = Math.min(Math.abs(da) / n, padAngle.apply(this, arguments)), pa = p * (da < 0 ? -1 : 1), v;
		for (i = 0; i < n; ++i) if ((v = arcs[index[i] = i] = +value(data[i], i, data)) > 0) sum += v;
		if (sortValues != null) index.sort(function(i, j) {
			return sortValues(arcs[i], arcs[j]);
		});
		else if (sort != null) index.sort(function(i, j) {
			return sort(data[i], data[j]);
		});
		for (i = 0, k = sum ? (da - n * pa) / sum : 0; i < n; ++i, a0 = a1) j = index[i], v = arcs[j], a1 = a0 + (v > 0 ? v * k : 0) + pa, arcs[j] = {
			data: data[j],
			index: i,
			value: v,
			startAngle: a0,
			endAngle: a1,
			padAngle: p
		};
		return arcs;
	}
	pie.value = function(_) {
		return arguments.length ? (value = typeof _ === "function" ? _ : constant(+_), pie) : value;
	};
	pie.sortValues = function(_) {
		return arguments.length ? (sortValues = _, sort = null, pie) : sortValues;
	};
	pie.sort = function(_) {
		return arguments.length ? (sort = _, sortValues = null, pie) : sort;
	};
	pie.startAngle = function(_) {
		return arguments.length ? (startAngle = typeof _ === "function" ? _ : constant(+_), pie) : startAngle;
	};
	pie.endAngle = function(_) {
		return arguments.length ? (endAngle = typeof _ === "function" ? _ : constant(+_), pie) : endAngle;
	};
	pie.padAngle = function(_) {
		return arguments.length ? (padAngle = typeof _ === "function" ? _ : constant(+_), pie) : padAngle;
	};
	return pie;
}
curveRadial(curveLinear);
function Radial(curve) {
	this._curve = curve;
}
Radial.prototype = {
	areaStart: function() {
		this._curve.areaStart();
	},
	areaEnd: function() {
		this._curve.areaEnd();
	},
	lineStart: function() {
		this._curve.lineStart();
	},
	lineEnd: function() {
		this._curve.lineEnd();
	},
	point: function(a, r) {
		this._curve.point(r * Math.sin(a), r * -Math.cos(a));
	}
};
function curveRadial(curve) {
	function radial(context) {
		return new Radial(curve(context));
	}
	radial._curve = curve;
	return radial;
}
var Bump = class {
	constructor(context, x) {
		this._context = context;
		this._x = x;
	}
	areaStart() {
		this._line = 0;
	}
	areaEnd() {
		this._line = NaN;
	}
	lineStart() {
		this._point = 0;
	}
	lineEnd() {
		if (this._line || this._line !== 0 && this._point === 1) this._context.closePath();
		this._line = 1 - this._line;
	}
	point(x, y) {
		x = +x, y = +y;
		switch (this._point) {
			case 0:
				this._point = 1;
				if (this._line) this._context.lineTo(x, y);
				else this._context.moveTo(x, y);
				break;
			case 1: this._point = 2;
			default: if (this._x) this._context.bezierCurveTo(this._x0 = (this._x0 + x) / 2, this._y0, this._x0, y, x, y);
			else this._context.bezierCurveTo(this._x0, this._y0 = (this._y0 + y) / 2, x, this._y0, x, y);
		}
		this._x0 = x, this._y0 = y;
	}
};
function bumpX(context) {
	return new Bump(context, true);
}
function bumpY(context) {
	return new Bump(context, false);
}
sqrt(3);
var circle = { draw(context, size) {
	const r = sqrt(size / pi);
	context.moveTo(r, 0);
	context.arc(0, 0, r, 0, tau);
} };
var cross = { draw(context, size) {
	const r = sqrt(size / 5) / 2;
	context.moveTo(-3 * r, -r);
	context.lineTo(-r, -r);
	context.lineTo(-r, -3 * r);
	context.lineTo(r, -3 * r);
	context.lineTo(r, -r);
	context.lineTo(3 * r, -r);
	context.lineTo(3 * r, r);
	context.lineTo(r, r);
	context.lineTo(r, 3 * r);
	context.lineTo(-r, 3 * r);
	context.lineTo(-r, r);
	context.lineTo(-3 * r, r);
	context.closePath();
} };
var tan30 = sqrt(1 / 3);
var tan30_2 = tan30 * 2;
var diamond = { draw(context, size) {
	const y = sqrt(size / tan30_2);
	const x = y * tan30;
	context.moveTo(0, -y);
	context.lineTo(x, 0);
	context.lineTo(0, y);
	context.lineTo(-x, 0);
	context.closePath();
} };
var square = { draw(context, size) {
	const w = sqrt(size);
	const x = -w / 2;
	context.rect(x, x, w, w);
} };
var ka = .8908130915292852;
var kr = sin(pi / 10) / sin(7 * pi / 10);
var kx = sin(tau / 10) * kr;
var ky = -cos(tau / 10) * kr;
var star = { draw(context, size) {
	const r = sqrt(size * ka);
	const x = kx * r;
	const y = ky * r;
	context.moveTo(0, -r);
	context.lineTo(x, y);
	for (let i = 1; i < 5; ++i) {
		const a = tau * i / 5;
		const c = cos(a);
		const s = sin(a);
		context.lineTo(s * r, -c * r);
		context.lineTo(c * x - s * y, s * x + c * y);
	}
	context.closePath();
} };
var sqrt3$1 = sqrt(3);
var triangle = { draw(context, size) {
	const y = -sqrt(size / (sqrt3$1 * 3));
	context.moveTo(0, y * 2);
	context.lineTo(-sqrt3$1 * y, -y);
	context.lineTo(sqrt3$1 * y, -y);
	context.closePath();
} };
sqrt(3);
var c = -.5;
var s = sqrt(3) / 2;
var k = 1 / sqrt(12);
var a = (k / 2 + 1) * 3;
var symbolsFill = [
	circle,
	cross,
	diamond,
	square,
	star,
	triangle,
	{ draw(context, size) {
		const r = sqrt(size / a);
		const x0 = r / 2, y0 = r * k;
		const x1 = x0, y1 = r * k + r;
		const x2 = -x1, y2 = y1;
		context.moveTo(x0, y0);
		context.lineTo(x1, y1);
		context.lineTo(x2, y2);
		context.lineTo(c * x0 - s * y0, s * x0 + c * y0);
		context.lineTo(c * x1 - s * y1, s * x1 + c * y1);
		context.lineTo(c * x2 - s * y2, s * x2 + c * y2);
		context.lineTo(c * x0 + s * y0, c * y0 - s * x0);
		context.lineTo(c * x1 + s * y1, c * y1 - s * x1);
		context.lineTo(c * x2 + s * y2, c * y2 - s * x2);
		context.closePath();
	} }
];
function Symbol$1(type, size) {
	let context = null, path = withPath(symbol);
	type = typeof type === "function" ? type : constant(type || circle);
	size = typeof size === "function" ? size : constant(size === void 0 ? 64 : +size);
	function symbol() {
		let buffer;
		if (!context) context = buffer = path();
		type.apply(this, arguments).draw(context, +size.apply(this, arguments));
		if (buffer) return context = null, buffer + "" || null;
	}
	symbol.type = function(_) {
		return arguments.length ? (type = typeof _ === "function" ? _ : constant(_), symbol) : type;
	};
	symbol.size = function(_) {
		return arguments.length ? (size = typeof _ === "function" ? _ : constant(+_), symbol) : size;
	};
	symbol.context = function(_) {
		return arguments.length ? (context = _ == null ? null : _, symbol) : context;
	};
	return symbol;
}
function noop() {}
function point$3(that, x, y) {
	that._context.bezierCurveTo((2 * that._x0 + that._x1) / 3, (2 * that._y0 + that._y1) / 3, (that._x0 + 2 * that._x1) / 3, (that._y0 + 2 * that._y1) / 3, (that._x0 + 4 * that._x1 + x) / 6, (that._y0 + 4 * that._y1 + y) / 6);
}
function Basis(context) {
	this._context = context;
}
Basis.prototype = {
	areaStart: function() {
		this._line = 0;
	},
	areaEnd: function() {
		this._line = NaN;
	},
	lineStart: function() {
		this._x0 = this._x1 = this._y0 = this._y1 = NaN;
		this._point = 0;
	},
	lineEnd: function() {
		switch (this._point) {
			case 3: point$3(this, this._x1, this._y1);
			case 2: this._context.lineTo(this._x1, this._y1);
		}
		if (this._line || this._line !== 0 && this._point === 1) this._context.closePath();
		this._line = 1 - this._line;
	},
	point: function(x, y) {
		x = +x, y = +y;
		switch (this._point) {
			case 0:
				this._point = 1;
				this._line ? this._context.lineTo(x, y) : this._context.moveTo(x, y);
				break;
			case 1:
				this._point = 2;
				break;
			case 2:
				this._point = 3;
				this._context.lineTo((5 * this._x0 + this._x1) / 6, (5 * this._y0 + this._y1) / 6);
			default: point$3(this, x, y);
		}
		this._x0 = this._x1, this._x1 = x;
		this._y0 = this._y1, this._y1 = y;
	}
};
function BasisClosed(context) {
	this._context = context;
}
BasisClosed.prototype = {
	areaStart: noop,
	areaEnd: noop,
	lineStart: function() {
		this._x0 = this._x1 = this._x2 = this._x3 = this._x4 = this._y0 = this._y1 = this._y2 = this._y3 = this._y4 = NaN;
		this._point = 0;
	},
	lineEnd: function() {
		switch (this._point) {
			case 1:
				this._context.moveTo(this._x2, this._y2);
				this._context.closePath();
				break;
			case 2:
				this._context.moveTo((this._x2 + 2 * this._x3) / 3, (this._y2 + 2 * this._y3) / 3);
				this._context.lineTo((this._x3 + 2 * this._x2) / 3, (this._y3 + 2 * this._y2) / 3);
				this._context.closePath();
				break;
			case 3:
				this.point(this._x2, this._y2);
				this.point(this._x3, this._y3);
				this.point(this._x4, this._y4);
		}
	},
	point: function(x, y) {
		x = +x, y = +y;
		switch (this._point) {
			case 0:
				this._point = 1;
				this._x2 = x, this._y2 = y;
				break;
			case 1:
				this._point = 2;
				this._x3 = x, this._y3 = y;
				break;
			case 2:
				this._point = 3;
				this._x4 = x, this._y4 = y;
				this._context.moveTo((this._x0 + 4 * this._x1 + x) / 6, (this._y0 + 4 * this._y1 + y) / 6);
				break;
			default: point$3(this, x, y);
		}
		this._x0 = this._x1, this._x1 = x;
		this._y0 = this._y1, this._y1 = y;
	}
};
function BasisOpen(context) {
	this._context = context;
}
BasisOpen.prototype = {
	areaStart: function() {
		this._line = 0;
	},
	areaEnd: function() {
		this._line = NaN;
	},
	lineStart: function() {
		this._x0 = this._x1 = this._y0 = this._y1 = NaN;
		this._point = 0;
	},
	lineEnd: function() {
		if (this._line || this._line !== 0 && this._point === 3) this._context.closePath();
		this._line = 1 - this._line;
	},
	point: function(x, y) {
		x = +x, y = +y;
		switch (this._point) {
			case 0:
				this._point = 1;
				break;
			case 1:
				this._point = 2;
				break;
			case 2:
				this._point = 3;
				var x0 = (this._x0 + 4 * this._x1 + x) / 6, y0 = (this._y0 + 4 * this._y1 + y) / 6;
				this._line ? this._context.lineTo(x0, y0) : this._context.moveTo(x0, y0);
				break;
			case 3: this._point = 4;
			default: point$3(this, x, y);
		}
		this._x0 = this._x1, this._x1 = x;
		this._y0 = this._y1, this._y1 = y;
	}
};
function Bundle(context, beta) {
	this._basis = new Basis(context);
	this._beta = beta;
}
Bundle.prototype = {
	lineStart: function() {
		this._x = [];
		this._y = [];
		this._basis.lineStart();
	},
	lineEnd: function() {
		var x = this._x, y = this._y, j = x.length - 1;
		if (j > 0) {
			var x0 = x[0], y0 = y[0], dx = x[j] - x0, dy = y[j] - y0, i = -1, t;
			while (++i <= j) {
				t = i / j;
				this._basis.point(this._beta * x[i] + (1 - this._beta) * (x0 + t * dx), this._beta * y[i] + (1 - this._beta) * (y0 + t * dy));
			}
		}
		this._x = this._y = null;
		this._basis.lineEnd();
	},
	point: function(x, y) {
		this._x.push(+x);
		this._y.push(+y);
	}
};
(function custom(beta) {
	function bundle(context) {
		return beta === 1 ? new Basis(context) : new Bundle(context, beta);
	}
	bundle.beta = function(beta) {
		return custom(+beta);
	};
	return bundle;
})(.85);
function point$2(that, x, y) {
	that._context.bezierCurveTo(that._x1 + that._k * (that._x2 - that._x0), that._y1 + that._k * (that._y2 - that._y0), that._x2 + that._k * (that._x1 - x), that._y2 + that._k * (that._y1 - y), that._x2, that._y2);
}
function Cardinal(context, tension) {
	this._context = context;
	this._k = (1 - tension) / 6;
}
Cardinal.prototype = {
	areaStart: function() {
		this._line = 0;
	},
	areaEnd: function() {
		this._line = NaN;
	},
	lineStart: function() {
		this._x0 = this._x1 = this._x2 = this._y0 = this._y1 = this._y2 = NaN;
		this._point = 0;
	},
	lineEnd: function() {
		switch (this._point) {
			case 2:
				this._context.lineTo(this._x2, this._y2);
				break;
			case 3: point$2(this, this._x1, this._y1);
		}
		if (this._line || this._line !== 0 && this._point === 1) this._context.closePath();
		this._line = 1 - this._line;
	},
	point: function(x, y) {
		x = +x, y = +y;
		switch (this._point) {
			case 0:
				this._point = 1;
				this._line ? this._context.lineTo(x, y) : this._context.moveTo(x, y);
				break;
			case 1:
				this._point = 2;
				this._x1 = x, this._y1 = y;
				break;
			case 2: this._point = 3;
			default: point$2(this, x, y);
		}
		this._x0 = this._x1, this._x1 = this._x2, this._x2 = x;
		this._y0 = this._y1, this._y1 = this._y2, this._y2 = y;
	}
};
(function custom(tension) {
	function cardinal(context) {
		return new Cardinal(context, tension);
	}
	cardinal.tension = function(tension) {
		return custom(+tension);
	};
	return cardinal;
})(0);
function CardinalClosed(context, tension) {
	this._context = context;
	this._k = (1 - tension) / 6;
}
CardinalClosed.prototype = {
	areaStart: noop,
	areaEnd: noop,
	lineStart: function() {
		this._x0 = this._x1 = this._x2 = this._x3 = this._x4 = this._x5 = this._y0 = this._y1 = this._y2 = this._y3 = this._y4 = this._y5 = NaN;
		this._point = 0;
	},
	lineEnd: function() {
		switch (this._point) {
			case 1:
				this._context.moveTo(this._x3, this._y3);
				this._context.closePath();
				break;
			case 2:
				this._context.lineTo(this._x3, this._y3);
				this._context.closePath();
				break;
			case 3:
				this.point(this._x3, this._y3);
				this.point(this._x4, this._y4);
				this.point(this._x5, this._y5);
		}
	},
	point: function(x, y) {
		x = +x, y = +y;
		switch (this._point) {
			case 0:
				this._point = 1;
				this._x3 = x, this._y3 = y;
				break;
			case 1:
				this._point = 2;
				this._context.moveTo(this._x4 = x, this._y4 = y);
				break;
			case 2:
				this._point = 3;
				this._x5 = x, this._y5 = y;
				break;
			default: point$2(this, x, y);
		}
		this._x0 = this._x1, this._x1 = this._x2, this._x2 = x;
		this._y0 = this._y1, this._y1 = this._y2, this._y2 = y;
	}
};
(function custom(tension) {
	function cardinal(context) {
		return new CardinalClosed(context, tension);
	}
	cardinal.tension = function(tension) {
		return custom(+tension);
	};
	return cardinal;
})(0);
function CardinalOpen(context, tension) {
	this._context = context;
	this._k = (1 - tension) / 6;
}
CardinalOpen.prototype = {
	areaStart: function() {
		this._line = 0;
	},
	areaEnd: function() {
		this._line = NaN;
	},
	lineStart: function() {
		this._x0 = this._x1 = this._x2 = this._y0 = this._y1 = this._y2 = NaN;
		this._point = 0;
	},
	lineEnd: function() {
		if (this._line || this._line !== 0 && this._point === 3) this._context.closePath();
		this._line = 1 - this._line;
	},
	point: function(x, y) {
		x = +x, y = +y;
		switch (this._point) {
			case 0:
				this._point = 1;
				break;
			case 1:
				this._point = 2;
				break;
			case 2:
				this._point = 3;
				this._line ? this._context.lineTo(this._x2, this._y2) : this._context.moveTo(this._x2, this._y2);
				break;
			case 3: this._point = 4;
			default: point$2(this, x, y);
		}
		this._x0 = this._x1, this._x1 = this._x2, this._x2 = x;
		this._y0 = this._y1, this._y1 = this._y2, this._y2 = y;
	}
};
(function custom(tension) {
	function cardinal(context) {
		return new CardinalOpen(context, tension);
	}
	cardinal.tension = function(tension) {
		return custom(+tension);
	};
	return cardinal;
})(0);
function point$1(that, x, y) {
	var x1 = that._x1, y1 = that._y1, x2 = that._x2, y2 = that._y2;
	if (that._l01_a > epsilon) {
		var a = 2 * that._l01_2a + 3 * that._l01_a * that._l12_a + that._l12_2a, n = 3 * that._l01_a * (that._l01_a + that._l12_a);
		x1 = (x1 * a - that._x0 * that._l12_2a + that._x2 * that._l01_2a) / n;
		y1 = (y1 * a - that._y0 * that._l12_2a + that._y2 * that._l01_2a) / n;
	}
	if (that._l23_a > epsilon) {
		var b = 2 * that._l23_2a + 3 * that._l23_a * that._l12_a + that._l12_2a, m = 3 * that._l23_a * (that._l23_a + that._l12_a);
		x2 = (x2 * b + that._x1 * that._l23_2a - x * that._l12_2a) / m;
		y2 = (y2 * b + that._y1 * that._l23_2a - y * that._l12_2a) / m;
	}
	that._context.bezierCurveTo(x1, y1, x2, y2, that._x2, that._y2);
}
function CatmullRom(context, alpha) {
	this._context = context;
	this._alpha = alpha;
}
CatmullRom.prototype = {
	areaStart: function() {
		this._line = 0;
	},
	areaEnd: function() {
		this._line = NaN;
	},
	lineStart: function() {
		this._x0 = this._x1 = this._x2 = this._y0 = this._y1 = this._y2 = NaN;
		this._l01_a = this._l12_a = this._l23_a = this._l01_2a = this._l12_2a = this._l23_2a = this._point = 0;
	},
	lineEnd: function() {
		switch (this._point) {
			case 2:
				this._context.lineTo(this._x2, this._y2);
				break;
			case 3: this.point(this._x2, this._y2);
		}
		if (this._line || this._line !== 0 && this._point === 1) this._context.closePath();
		this._line = 1 - this._line;
	},
	point: function(x, y) {
		x = +x, y = +y;
		if (this._point) {
			var x23 = this._x2 - x, y23 = this._y2 - y;
			this._l23_a = Math.sqrt(this._l23_2a = Math.pow(x23 * x23 + y23 * y23, this._alpha));
		}
		switch (this._point) {
			case 0:
				this._point = 1;
				this._line ? this._context.lineTo(x, y) : this._context.moveTo(x, y);
				break;
			case 1:
				this._point = 2;
				break;
			case 2: this._point = 3;
			default: point$1(this, x, y);
		}
		this._l01_a = this._l12_a, this._l12_a = this._l23_a;
		this._l01_2a = this._l12_2a, this._l12_2a = this._l23_2a;
		this._x0 = this._x1, this._x1 = this._x2, this._x2 = x;
		this._y0 = this._y1, this._y1 = this._y2, this._y2 = y;
	}
};
var catmullRom = (function custom(alpha) {
	function catmullRom(context) {
		return alpha ? new CatmullRom(context, alpha) : new Cardinal(context, 0);
	}
	catmullRom.alpha = function(alpha) {
		return custom(+alpha);
	};
	return catmullRom;
})(.5);
function CatmullRomClosed(context, alpha) {
	this._context = context;
	this._alpha = alpha;
}
CatmullRomClosed.prototype = {
	areaStart: noop,
	areaEnd: noop,
	lineStart: function() {
		this._x0 = this._x1 = this._x2 = this._x3 = this._x4 = this._x5 = this._y0 = this._y1 = this._y2 = this._y3 = this._y4 = this._y5 = NaN;
		this._l01_a = this._l12_a = this._l23_a = this._l01_2a = this._l12_2a = this._l23_2a = this._point = 0;
	},
	lineEnd: function() {
		switch (this._point) {
			case 1:
				this._context.moveTo(this._x3, this._y3);
				this._context.closePath();
				break;
			case 2:
				this._context.lineTo(this._x3, this._y3);
				this._context.closePath();
				break;
			case 3:
				this.point(this._x3, this._y3);
				this.point(this._x4, this._y4);
				this.point(this._x5, this._y5);
		}
	},
	point: function(x, y) {
		x = +x, y = +y;
		if (this._point) {
			var x23 = this._x2 - x, y23 = this._y2 - y;
			this._l23_a = Math.sqrt(this._l23_2a = Math.pow(x23 * x23 + y23 * y23, this._alpha));
		}
		switch (this._point) {
			case 0:
				this._point = 1;
				this._x3 = x, this._y3 = y;
				break;
			case 1:
				this._point = 2;
				this._context.moveTo(this._x4 = x, this._y4 = y);
				break;
			case 2:
				this._point = 3;
				this._x5 = x, this._y5 = y;
				break;
			default: point$1(this, x, y);
		}
		this._l01_a = this._l12_a, this._l12_a = this._l23_a;
		this._l01_2a = this._l12_2a, this._l12_2a = this._l23_2a;
		this._x0 = this._x1, this._x1 = this._x2, this._x2 = x;
		this._y0 = this._y1, this._y1 = this._y2, this._y2 = y;
	}
};
(function custom(alpha) {
	function catmullRom(context) {
		return alpha ? new CatmullRomClosed(context, alpha) : new CardinalClosed(context, 0);
	}
	catmullRom.alpha = function(alpha) {
		return custom(+alpha);
	};
	return catmullRom;
})(.5);
function CatmullRomOpen(context, alpha) {
	this._context = context;
	this._alpha = alpha;
}
CatmullRomOpen.prototype = {
	areaStart: function() {
		this._line = 0;
	},
	areaEnd: function() {
		this._line = NaN;
	},
	lineStart: function() {
		this._x0 = this._x1 = this._x2 = this._y0 = this._y1 = this._y2 = NaN;
		this._l01_a = this._l12_a = this._l23_a = this._l01_2a = this._l12_2a = this._l23_2a = this._point = 0;
	},
	lineEnd: function() {
		if (this._line || this._line !== 0 && this._point === 3) this._context.closePath();
		this._line = 1 - this._line;
	},
	point: function(x, y) {
		x = +x, y = +y;
		if (this._point) {
			var x23 = this._x2 - x, y23 = this._y2 - y;
			this._l23_a = Math.sqrt(this._l23_2a = Math.pow(x23 * x23 + y23 * y23, this._alpha));
		}
		switch (this._point) {
			case 0:
				this._point = 1;
				break;
			case 1:
				this._point = 2;
				break;
			case 2:
				this._point = 3;
				this._line ? this._context.lineTo(this._x2, this._y2) : this._context.moveTo(this._x2, this._y2);
				break;
			case 3: this._point = 4;
			default: point$1(this, x, y);
		}
		this._l01_a = this._l12_a, this._l12_a = this._l23_a;
		this._l01_2a = this._l12_2a, this._l12_2a = this._l23_2a;
		this._x0 = this._x1, this._x1 = this._x2, this._x2 = x;
		this._y0 = this._y1, this._y1 = this._y2, this._y2 = y;
	}
};
(function custom(alpha) {
	function catmullRom(context) {
		return alpha ? new CatmullRomOpen(context, alpha) : new CardinalOpen(context, 0);
	}
	catmullRom.alpha = function(alpha) {
		return custom(+alpha);
	};
	return catmullRom;
})(.5);
function LinearClosed(context) {
	this._context = context;
}
LinearClosed.prototype = {
	areaStart: noop,
	areaEnd: noop,
	lineStart: function() {
		this._point = 0;
	},
	lineEnd: function() {
		if (this._point) this._context.closePath();
	},
	point: function(x, y) {
		x = +x, y = +y;
		if (this._point) this._context.lineTo(x, y);
		else this._point = 1, this._context.moveTo(x, y);
	}
};
function sign(x) {
	return x < 0 ? -1 : 1;
}
function slope3(that, x2, y2) {
	var h0 = that._x1 - that._x0, h1 = x2 - that._x1, s0 = (that._y1 - that._y0) / (h0 || h1 < 0 && -0), s1 = (y2 - that._y1) / (h1 || h0 < 0 && -0), p = (s0 * h1 + s1 * h0) / (h0 + h1);
	return (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), .5 * Math.abs(p)) || 0;
}
function slope2(that, t) {
	var h = that._x1 - that._x0;
	return h ? (3 * (that._y1 - that._y0) / h - t) / 2 : t;
}
function point(that, t0, t1) {
	var x0 = that._x0, y0 = that._y0, x1 = that._x1, y1 = that._y1, dx = (x1 - x0) / 3;
	that._context.bezierCurveTo(x0 + dx, y0 + dx * t0, x1 - dx, y1 - dx * t1, x1, y1);
}
function MonotoneX(context) {
	this._context = context;
}
MonotoneX.prototype = {
	areaStart: function() {
		this._line = 0;
	},
	areaEnd: function() {
		this._line = NaN;
	},
	lineStart: function() {
		this._x0 = this._x1 = this._y0 = this._y1 = this._t0 = NaN;
		this._point = 0;
	},
	lineEnd: function() {
		switch (this._point) {
			case 2:
				this._context.lineTo(this._x1, this._y1);
				break;
			case 3: point(this, this._t0, slope2(this, this._t0));
		}
		if (this._line || this._line !== 0 && this._point === 1) this._context.closePath();
		this._line = 1 - this._line;
	},
	point: function(x, y) {
		var t1 = NaN;
		x = +x, y = +y;
		if (x === this._x1 && y === this._y1) return;
		switch (this._point) {
			case 0:
				this._point = 1;
				this._line ? this._context.lineTo(x, y) : this._context.moveTo(x, y);
				break;
			case 1:
				this._point = 2;
				break;
			case 2:
				this._point = 3;
				point(this, slope2(this, t1 = slope3(this, x, y)), t1);
				break;
			default: point(this, this._t0, t1 = slope3(this, x, y));
		}
		this._x0 = this._x1, this._x1 = x;
		this._y0 = this._y1, this._y1 = y;
		this._t0 = t1;
	}
};
function MonotoneY(context) {
	this._context = new ReflectContext(context);
}
(MonotoneY.prototype = Object.create(MonotoneX.prototype)).point = function(x, y) {
	MonotoneX.prototype.point.call(this, y, x);
};
function ReflectContext(context) {
	this._context = context;
}
ReflectContext.prototype = {
	moveTo: function(x, y) {
		this._context.moveTo(y, x);
	},
	closePath: function() {
		this._context.closePath();
	},
	lineTo: function(x, y) {
		this._context.lineTo(y, x);
	},
	bezierCurveTo: function(x1, y1, x2, y2, x, y) {
		this._context.bezierCurveTo(y1, x1, y2, x2, y, x);
	}
};
function monotoneX(context) {
	return new MonotoneX(context);
}
function monotoneY(context) {
	return new MonotoneY(context);
}
function Natural(context) {
	this._context = context;
}
Natural.prototype = {
	areaStart: function() {
		this._line = 0;
	},
	areaEnd: function() {
		this._line = NaN;
	},
	lineStart: function() {
		this._x = [];
		this._y = [];
	},
	lineEnd: function() {
		var x = this._x, y = this._y, n = x.length;
		if (n) {
			this._line ? this._context.lineTo(x[0], y[0]) : this._context.moveTo(x[0], y[0]);
			if (n === 2) this._context.lineTo(x[1], y[1]);
			else {
				var px = controlPoints(x), py = controlPoints(y);
				for (var i0 = 0, i1 = 1; i1 < n; ++i0, ++i1) this._context.bezierCurveTo(px[0][i0], py[0][i0], px[1][i0], py[1][i0], x[i1], y[i1]);
			}
		}
		if (this._line || this._line !== 0 && n === 1) this._context.closePath();
		this._line = 1 - this._line;
		this._x = this._y = null;
	},
	point: function(x, y) {
		this._x.push(+x);
		this._y.push(+y);
	}
};
function controlPoints(x) {
	var i, n = x.length - 1, m, a = new Array(n), b = new Array(n), r = new Array(n);
	a[0] = 0, b[0] = 2, r[0] = x[0] + 2 * x[1];
	for (i = 1; i < n - 1; ++i) a[i] = 1, b[i] = 4, r[i] = 4 * x[i] + 2 * x[i + 1];
	a[n - 1] = 2, b[n - 1] = 7, r[n - 1] = 8 * x[n - 1] + x[n];
	for (i = 1; i < n; ++i) m = a[i] / b[i - 1], b[i] -= m, r[i] -= m * r[i - 1];
	a[n - 1] = r[n - 1] / b[n - 1];
	for (i = n - 2; i >= 0; --i) a[i] = (r[i] - a[i + 1]) / b[i];
	b[n - 1] = (x[n] + a[n - 1]) / 2;
	for (i = 0; i < n - 1; ++i) b[i] = 2 * x[i + 1] - a[i + 1];
	return [a, b];
}
function natural(context) {
	return new Natural(context);
}
function Step(context, t) {
	this._context = context;
	this._t = t;
}
Step.prototype = {
	areaStart: function() {
		this._line = 0;
	},
	areaEnd: function() {
		this._line = NaN;
	},
	lineStart: function() {
		this._x = this._y = NaN;
		this._point = 0;
	},
	lineEnd: function() {
		if (0 < this._t && this._t < 1 && this._point === 2) this._context.lineTo(this._x, this._y);
		if (this._line || this._line !== 0 && this._point === 1) this._context.closePath();
		if (this._line >= 0) this._t = 1 - this._t, this._line = 1 - this._line;
	},
	point: function(x, y) {
		x = +x, y = +y;
		switch (this._point) {
			case 0:
				this._point = 1;
				this._line ? this._context.lineTo(x, y) : this._context.moveTo(x, y);
				break;
			case 1: this._point = 2;
			default: if (this._t <= 0) {
				this._context.lineTo(this._x, y);
				this._context.lineTo(x, y);
			} else {
				var x1 = this._x * (1 - this._t) + x * this._t;
				this._context.lineTo(x1, this._y);
				this._context.lineTo(x1, y);
			}
		}
		this._x = x, this._y = y;
	}
};
function step(context) {
	return new Step(context, .5);
}
function stepBefore(context) {
	return new Step(context, 0);
}
function stepAfter(context) {
	return new Step(context, 1);
}
function none$1(series, order) {
	if (!((n = series.length) > 1)) return;
	for (var i = 1, j, s0, s1 = series[order[0]], n, m = s1.length; i < n; ++i) {
		s0 = s1, s1 = series[order[i]];
		for (j = 0; j < m; ++j) s1[j][1] += s1[j][0] = isNaN(s0[j][1]) ? s0[j][0] : s0[j][1];
	}
}
function none(series) {
	var n = series.length, o = new Array(n);
	while (--n >= 0) o[n] = n;
	return o;
}
function stackValue(d, key) {
	return d[key];
}
function stackSeries(key) {
	const series = [];
	series.key = key;
	return series;
}
function stack() {
	var keys = constant([]), order = none, offset = none$1, value = stackValue;
	function stack(data) {
		var sz = Array.from(keys.apply(this, arguments), stackSeries), i, n = sz.length, j = -1, oz;
		for (const d of data) for (i = 0, ++j; i < n; ++i) (sz[i][j] = [0, +value(d, sz[i].key, j, data)]).data = d;
		for (i = 0, oz = array(order(sz)); i < n; ++i) sz[oz[i]].index = i;
		offset(sz, oz);
		return sz;
	}
	stack.keys = function(_) {
		return arguments.length ? (keys = typeof _ === "function" ? _ : constant(Array.from(_)), stack) : keys;
	};
	stack.value = function(_) {
		return arguments.length ? (value = typeof _ === "function" ? _ : constant(+_), stack) : value;
	};
	stack.order = function(_) {
		return arguments.length ? (order = _ == null ? none : typeof _ === "function" ? _ : constant(Array.from(_)), stack) : order;
	};
	stack.offset = function(_) {
		return arguments.length ? (offset = _ == null ? none$1 : _, stack) : offset;
	};
	return stack;
}
function expand(series, order) {
	if (!((n = series.length) > 0)) return;
	for (var i, n, j = 0, m = series[0].length, y; j < m; ++j) {
		for (y = i = 0; i < n; ++i) y += series[i][j][1] || 0;
		if (y) for (i = 0; i < n; ++i) series[i][j][1] /= y;
	}
	none$1(series, order);
}
function silhouette(series, order) {
	if (!((n = series.length) > 0)) return;
	for (var j = 0, s0 = series[order[0]], n, m = s0.length; j < m; ++j) {
		for (var i = 0, y = 0; i < n; ++i) y += series[i][j][1] || 0;
		s0[j][1] += s0[j][0] = -y / 2;
	}
	none$1(series, order);
}
function wiggle(series, order) {
	if (!((n = series.length) > 0) || !((m = (s0 = series[order[0]]).length) > 0)) return;
	for (var y = 0, j = 1, s0, m, n; j < m; ++j) {
		for (var i = 0, s1 = 0, s2 = 0; i < n; ++i) {
			var si = series[order[i]], sij0 = si[j][1] || 0, s3 = (sij0 - (si[j - 1][1] || 0)) / 2;
			for (var k = 0; k < i; ++k) {
				var sk = series[order[k]], skj0 = sk[j][1] || 0, skj1 = sk[j - 1][1] || 0;
				s3 += skj0 - skj1;
			}
			s1 += sij0, s2 += s3 * sij0;
		}
		s0[j - 1][1] += s0[j - 1][0] = y;
		if (s1) y -= s2 / s1;
	}
	s0[j - 1][1] += s0[j - 1][0] = y;
	none$1(series, order);
}
function appearance(series) {
	var peaks = series.map(peak);
	return none(series).sort(function(a, b) {
		return peaks[a] - peaks[b];
	});
}
function peak(series) {
	var i = -1, j = 0, n = series.length, vi, vj = -Infinity;
	while (++i < n) if ((vi = +series[i][1]) > vj) vj = vi, j = i;
	return j;
}
function ascending(series) {
	var sums = series.map(sum);
	return none(series).sort(function(a, b) {
		return sums[a] - sums[b];
	});
}
function sum(series) {
	var s = 0, i = -1, n = series.length, v;
	while (++i < n) if (v = +series[i][1]) s += v;
	return s;
}
function descending(series) {
	return ascending(series).reverse();
}
function insideOut(series) {
	var n = series.length, i, j, sums = series.map(sum), order = appearance(series), top = 0, bottom = 0, tops = [], bottoms = [];
	for (i = 0; i < n; ++i) {
		j = order[i];
		if (top < bottom) {
			top += sums[j];
			tops.push(j);
		} else {
			bottom += sums[j];
			bottoms.push(j);
		}
	}
	return bottoms.reverse().concat(tops);
}
function reverse(series) {
	return none(series).reverse();
}
// node_modules/@mui/x-charts/hooks/useChartRootRef.mjs
/**
* Get the ref for the root chart element.
* @returns The root chart element ref.
*/
function useChartRootRef() {
	const { instance } = useChartsContext();
	return instance.chartRootRef;
}
// node_modules/@mui/x-charts/locales/utils/imageMimeTypes.mjs
var imageMimeTypes = {
	"image/png": "PNG",
	"image/jpeg": "JPEG",
	"image/webp": "WebP"
};
// node_modules/@mui/x-charts/locales/utils/getChartsLocalization.mjs
/**
* Helper to pass translation to all charts thanks to the MUI theme.
* @param chartsTranslations The translation object.
* @returns an object to pass the translation by using the MUI theme default props
*/
var getChartsLocalization = (chartsTranslations) => {
	return { components: { MuiChartsLocalizationProvider: { defaultProps: { localeText: (0, import_extends.default)({}, chartsTranslations) } } } };
};
// node_modules/@mui/x-charts/locales/enUS.mjs
var enUSLocaleText = {
	loading: "Loading data…",
	noData: "No data to display",
	zoomIn: "Zoom in",
	zoomOut: "Zoom out",
	toolbarExport: "Export",
	toolbarExportPrint: "Print",
	toolbarExportImage: (mimeType) => `Export as ${imageMimeTypes[mimeType] ?? mimeType}`,
	toolbarExportExcel: "Export as Excel",
	chartTypeBar: "Bar",
	chartTypeColumn: "Column",
	chartTypeLine: "Line",
	chartTypeArea: "Area",
	chartTypePie: "Pie",
	chartPaletteLabel: "Color palette",
	chartPaletteNameRainbowSurge: "Rainbow Surge",
	chartPaletteNameBlueberryTwilight: "Blueberry Twilight",
	chartPaletteNameMangoFusion: "Mango Fusion",
	chartPaletteNameCheerfulFiesta: "Cheerful Fiesta",
	chartPaletteNameStrawberrySky: "Strawberry Sky",
	chartPaletteNameBlue: "Blue",
	chartPaletteNameGreen: "Green",
	chartPaletteNamePurple: "Purple",
	chartPaletteNameRed: "Red",
	chartPaletteNameOrange: "Orange",
	chartPaletteNameYellow: "Yellow",
	chartPaletteNameCyan: "Cyan",
	chartPaletteNamePink: "Pink",
	chartConfigurationSectionChart: "Chart",
	chartConfigurationSectionColumns: "Columns",
	chartConfigurationSectionBars: "Bars",
	chartConfigurationSectionAxes: "Axes",
	chartConfigurationGrid: "Grid",
	chartConfigurationBorderRadius: "Border radius",
	chartConfigurationCategoryGapRatio: "Category gap ratio",
	chartConfigurationBarGapRatio: "Series gap ratio",
	chartConfigurationStacked: "Stacked",
	chartConfigurationShowToolbar: "Show toolbar",
	chartConfigurationSkipAnimation: "Skip animation",
	chartConfigurationInnerRadius: "Inner radius",
	chartConfigurationOuterRadius: "Outer radius",
	chartConfigurationColors: "Colors",
	chartConfigurationHideLegend: "Hide legend",
	chartConfigurationShowMark: "Show mark",
	chartConfigurationHeight: "Height",
	chartConfigurationWidth: "Width",
	chartConfigurationSeriesGap: "Series gap",
	chartConfigurationTickPlacement: "Tick placement",
	chartConfigurationTickLabelPlacement: "Tick label placement",
	chartConfigurationCategoriesAxisLabel: "Categories axis label",
	chartConfigurationSeriesAxisLabel: "Series axis label",
	chartConfigurationXAxisPosition: "X-axis position",
	chartConfigurationYAxisPosition: "Y-axis position",
	chartConfigurationSeriesAxisReverse: "Reverse series axis",
	chartConfigurationTooltipPlacement: "Placement",
	chartConfigurationTooltipTrigger: "Trigger",
	chartConfigurationLegendPosition: "Position",
	chartConfigurationLegendDirection: "Direction",
	chartConfigurationBarLabels: "Bar labels",
	chartConfigurationColumnLabels: "Column labels",
	chartConfigurationInterpolation: "Interpolation",
	chartConfigurationSectionTooltip: "Tooltip",
	chartConfigurationSectionLegend: "Legend",
	chartConfigurationSectionLines: "Lines",
	chartConfigurationSectionAreas: "Areas",
	chartConfigurationSectionArcs: "Arcs",
	chartConfigurationPaddingAngle: "Padding angle",
	chartConfigurationCornerRadius: "Corner radius",
	chartConfigurationArcLabels: "Arc labels",
	chartConfigurationStartAngle: "Start angle",
	chartConfigurationEndAngle: "End angle",
	chartConfigurationPieTooltipTrigger: "Trigger",
	chartConfigurationPieLegendPosition: "Position",
	chartConfigurationPieLegendDirection: "Direction",
	chartConfigurationOptionNone: "None",
	chartConfigurationOptionValue: "Value",
	chartConfigurationOptionAuto: "Auto",
	chartConfigurationOptionTop: "Top",
	chartConfigurationOptionTopLeft: "Top Left",
	chartConfigurationOptionTopRight: "Top Right",
	chartConfigurationOptionBottom: "Bottom",
	chartConfigurationOptionBottomLeft: "Bottom Left",
	chartConfigurationOptionBottomRight: "Bottom Right",
	chartConfigurationOptionLeft: "Left",
	chartConfigurationOptionRight: "Right",
	chartConfigurationOptionAxis: "Axis",
	chartConfigurationOptionItem: "Item",
	chartConfigurationOptionHorizontal: "Horizontal",
	chartConfigurationOptionVertical: "Vertical",
	chartConfigurationOptionBoth: "Both",
	chartConfigurationOptionStart: "Start",
	chartConfigurationOptionMiddle: "Middle",
	chartConfigurationOptionEnd: "End",
	chartConfigurationOptionExtremities: "Extremities",
	chartConfigurationOptionTick: "Tick",
	chartConfigurationOptionMonotoneX: "Monotone X",
	chartConfigurationOptionMonotoneY: "Monotone Y",
	chartConfigurationOptionCatmullRom: "Catmull-Rom",
	chartConfigurationOptionLinear: "Linear",
	chartConfigurationOptionNatural: "Natural",
	chartConfigurationOptionStep: "Step",
	chartConfigurationOptionStepBefore: "Step Before",
	chartConfigurationOptionStepAfter: "Step After",
	chartConfigurationOptionBumpX: "Bump X",
	chartConfigurationOptionBumpY: "Bump Y",
	open: "Open",
	high: "High",
	low: "Low",
	close: "Close",
	a11yNoValue: "no value",
	a11yConnector: "; ",
	zoomRangeDescription: function zoomRangeDescription({ axisDirection, start, end }) {
		return `Showing ${Math.round(start)}% to ${Math.round(end)}% of the ${axisDirection === "x" ? "horizontal axis" : "vertical axis"}`;
	},
	barDescription: function barDescription({ value, formattedValue, formattedCategoryValue, seriesLabel }) {
		return [
			formattedCategoryValue,
			seriesLabel,
			value === null ? this.a11yNoValue : formattedValue
		].filter(Boolean).join(this.a11yConnector);
	},
	lineDescription: function lineDescription({ y, formattedXValue, formattedYValue, seriesLabel }) {
		return [
			formattedXValue,
			seriesLabel,
			y === null ? this.a11yNoValue : formattedYValue
		].filter(Boolean).join(this.a11yConnector);
	},
	scatterDescription: function scatterDescription({ formattedXValue, formattedYValue, seriesLabel }) {
		return [
			seriesLabel,
			formattedXValue,
			formattedYValue
		].filter(Boolean).join(this.a11yConnector);
	},
	pieDescription: function pieDescription({ value, formattedValue, seriesLabel }) {
		return [seriesLabel, value === null ? this.a11yNoValue : formattedValue].filter(Boolean).join(this.a11yConnector);
	},
	radarDescription: function radarDescription({ value, formattedValue, formattedCategoryValue, seriesLabel }) {
		return [
			formattedCategoryValue,
			seriesLabel,
			value === null ? this.a11yNoValue : formattedValue
		].filter(Boolean).join(this.a11yConnector);
	},
	funnelDescription: function funnelDescription({ value, formattedValue, seriesLabel }) {
		return [seriesLabel, value === null ? this.a11yNoValue : formattedValue].filter(Boolean).join(this.a11yConnector);
	},
	heatmapDescription: function heatmapDescription({ value, formattedValue, formattedXValue, formattedYValue }) {
		return [
			formattedXValue,
			formattedYValue,
			value === null ? this.a11yNoValue : formattedValue
		].filter(Boolean).join(this.a11yConnector);
	},
	sankeyNodeDescription: function sankeyNodeDescription({ formattedValue, nodeLabel }) {
		return [nodeLabel, formattedValue].filter(Boolean).join(this.a11yConnector);
	},
	sankeyLinkDescription: function sankeyLinkDescription({ formattedValue, sourceLabel, targetLabel }) {
		return [sourceLabel && targetLabel ? `${sourceLabel} to ${targetLabel}` : sourceLabel ?? targetLabel, formattedValue].filter(Boolean).join(this.a11yConnector);
	},
	rangeBarDescription: function rangeBarDescription({ value, formattedValue, formattedCategoryValue, seriesLabel }) {
		return [
			formattedCategoryValue,
			seriesLabel,
			value === null ? this.a11yNoValue : formattedValue
		].filter(Boolean).join(this.a11yConnector);
	},
	ohlcDescription: function ohlcDescription({ open, high, low, close, formattedOpen, formattedHigh, formattedLow, formattedClose, formattedDate, seriesLabel }) {
		return [
			formattedDate,
			seriesLabel,
			open !== null && high !== null && low !== null && close !== null ? `Open: ${formattedOpen ?? open}, High: ${formattedHigh ?? high}, Low: ${formattedLow ?? low}, Close: ${formattedClose ?? close}` : this.a11yNoValue
		].filter(Boolean).join(this.a11yConnector);
	}
};
var DEFAULT_LOCALE = enUSLocaleText;
getChartsLocalization(enUSLocaleText);
// node_modules/@mui/x-charts/ChartsLocalizationProvider/ChartsLocalizationProvider.mjs
var _excluded$30 = ["localeText"];
var ChartsLocalizationContext = /*#__PURE__*/ import_react.createContext(null);
if (process.env.NODE_ENV !== "production") ChartsLocalizationContext.displayName = "ChartsLocalizationContext";
/**
* Demos:
*
* - [localization](https://mui.com/x/react-charts/localization/)
*
* API:
*
* - [ChartsLocalizationProvider API](https://mui.com/x/api/charts/charts-localization-provider/)
*/
function ChartsLocalizationProvider(inProps) {
	const { localeText: inLocaleText } = inProps, other = (0, import_objectWithoutPropertiesLoose.default)(inProps, _excluded$30);
	const { localeText: parentLocaleText } = import_react.useContext(ChartsLocalizationContext) ?? { localeText: void 0 };
	const { children, localeText: themeLocaleText } = useThemeProps({
		props: other,
		name: "MuiChartsLocalizationProvider"
	});
	const localeText = import_react.useMemo(() => (0, import_extends.default)({}, DEFAULT_LOCALE, themeLocaleText, parentLocaleText, inLocaleText), [
		themeLocaleText,
		parentLocaleText,
		inLocaleText
	]);
	const contextValue = import_react.useMemo(() => {
		return { localeText };
	}, [localeText]);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsLocalizationContext.Provider, {
		value: contextValue,
		children
	});
}
process.env.NODE_ENV !== "production" && (ChartsLocalizationProvider.propTypes = {
	/**
	* The content of the component.
	*/
	children: import_prop_types.default.node,
	/**
	* Localized text for chart components.
	*/
	localeText: import_prop_types.default.object
});
// node_modules/@mui/x-charts/hooks/useChartsLocalization.mjs
var useChartsLocalization = () => {
	const localization = import_react.useContext(ChartsLocalizationContext);
	if (localization === null) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X Charts: Could not find the charts localization context. This happens when the component is rendered without a ChartsLocalizationProvider. Wrap your component in a ChartsLocalizationProvider. This can also happen if you are bundling multiple versions of the `@mui/x-charts` package." : formatErrorMessage_default(12));
	return localization;
};
// node_modules/@mui/x-charts/hooks/useFocusedItem.mjs
/**
* Get the focused item from keyboard navigation.
*/
function useFocusedItem() {
	return useStore().use(selectorChartsFocusedItem);
}
// node_modules/@mui/x-charts/ChartsAxis/axisClasses.mjs
function getAxisUtilityClass(slot) {
	return generateUtilityClass("MuiChartsAxis", slot);
}
var axisClasses = generateUtilityClasses("MuiChartsAxis", [
	"root",
	"line",
	"tickContainer",
	"tick",
	"tickLabel",
	"label",
	"directionX",
	"directionY",
	"top",
	"bottom",
	"left",
	"right"
]);
// node_modules/@mui/x-charts/ChartsXAxis/utilities.mjs
var useUtilityClasses$10 = (ownerState) => {
	const { classes, position } = ownerState;
	return composeClasses({
		root: [
			"root",
			"directionX",
			position
		],
		line: ["line"],
		tickContainer: ["tickContainer"],
		tick: ["tick"],
		tickLabel: ["tickLabel"],
		label: ["label"]
	}, getAxisUtilityClass, classes);
};
var defaultProps$1 = {
	disableLine: false,
	disableTicks: false,
	tickSize: 6,
	tickLabelMinGap: 4
};
// node_modules/@mui/x-charts/internals/isInfinity.mjs
function isInfinity(v) {
	return typeof v === "number" && !Number.isFinite(v);
}
// node_modules/@mui/x-charts/utils/timeTicks.mjs
function yearNumber(from, to) {
	return Math.abs(to.getFullYear() - from.getFullYear());
}
function monthNumber(from, to) {
	return Math.abs(to.getFullYear() * 12 + to.getMonth() - 12 * from.getFullYear() - from.getMonth());
}
function dayNumber(from, to) {
	return Math.abs(to.getTime() - from.getTime()) / 864e5;
}
function hourNumber(from, to) {
	return Math.abs(to.getTime() - from.getTime()) / 36e5;
}
var tickFrequencies = {
	years: {
		getTickNumber: yearNumber,
		isTick: (prev, value) => value.getFullYear() !== prev.getFullYear(),
		format: (d) => d.getFullYear().toString()
	},
	quarterly: {
		getTickNumber: (from, to) => Math.floor(monthNumber(from, to) / 3),
		isTick: (prev, value) => value.getMonth() !== prev.getMonth() && value.getMonth() % 3 === 0,
		format: new Intl.DateTimeFormat("default", { month: "short" }).format
	},
	months: {
		getTickNumber: monthNumber,
		isTick: (prev, value) => value.getMonth() !== prev.getMonth(),
		format: new Intl.DateTimeFormat("default", { month: "short" }).format
	},
	biweekly: {
		getTickNumber: (from, to) => dayNumber(from, to) / 14,
		isTick: (prev, value) => (value.getDay() < prev.getDay() || dayNumber(value, prev) > 7) && Math.floor(value.getDate() / 7) % 2 === 1,
		format: new Intl.DateTimeFormat("default", { day: "numeric" }).format
	},
	weeks: {
		getTickNumber: (from, to) => dayNumber(from, to) / 7,
		isTick: (prev, value) => value.getDay() < prev.getDay() || dayNumber(value, prev) >= 7,
		format: new Intl.DateTimeFormat("default", { day: "numeric" }).format
	},
	days: {
		getTickNumber: dayNumber,
		isTick: (prev, value) => value.getDate() !== prev.getDate(),
		format: new Intl.DateTimeFormat("default", { day: "numeric" }).format
	},
	hours: {
		getTickNumber: hourNumber,
		isTick: (prev, value) => value.getHours() !== prev.getHours(),
		format: new Intl.DateTimeFormat("default", {
			hour: "2-digit",
			minute: "2-digit"
		}).format
	}
};
// node_modules/@mui/x-charts/hooks/useTicks.mjs
var offsetRatio$1 = {
	start: 0,
	extremities: 0,
	end: 1,
	middle: .5
};
function getTickPosition(scale, value, placement) {
	return scale(value) - (scale.step() - scale.bandwidth()) / 2 + offsetRatio$1[placement] * scale.step();
}
/**
* Returns a new domain where each tick is at least {@link tickSpacing}px from the next one.
* Assumes tick spacing is greater than 0.
* @param domain Domain of the scale.
* @param range Range of the scale.
* @param tickSpacing Spacing in pixels.
*/
function applyTickSpacing(domain, range, tickSpacing) {
	const rangeSpan = Math.abs(range[1] - range[0]);
	const every = Math.ceil(domain.length / (rangeSpan / tickSpacing));
	if (Number.isNaN(every) || every <= 1) return domain;
	return domain.filter((_, index) => index % every === 0);
}
function getTimeTicks(domain, tickNumber, ticksFrequencies, scale, isInside) {
	if (ticksFrequencies.length === 0) return [];
	const isReversed = scale.range()[0] > scale.range()[1];
	const startIndex = domain.findIndex((value) => {
		return isInside(getTickPosition(scale, value, isReversed ? "start" : "end"));
	});
	const endIndex = domain.findLastIndex((value) => isInside(getTickPosition(scale, value, isReversed ? "end" : "start")));
	const start = domain[0];
	const end = domain[domain.length - 1];
	if (!(start instanceof Date) || !(end instanceof Date)) return [];
	let startFrequencyIndex = 0;
	for (let i = 0; i < ticksFrequencies.length; i += 1) if (ticksFrequencies[i].getTickNumber(start, end) !== 0) {
		startFrequencyIndex = i;
		break;
	}
	let endFrequencyIndex = startFrequencyIndex;
	for (let i = startFrequencyIndex; i < ticksFrequencies.length; i += 1) {
		if (i === ticksFrequencies.length - 1) {
			endFrequencyIndex = i;
			break;
		}
		const prevTickCount = ticksFrequencies[i].getTickNumber(start, end);
		const nextTickCount = ticksFrequencies[i + 1].getTickNumber(start, end);
		if (nextTickCount > tickNumber || tickNumber / prevTickCount < nextTickCount / tickNumber) {
			endFrequencyIndex = i;
			break;
		}
	}
	const ticks = [];
	for (let tickIndex = Math.max(1, startIndex); tickIndex <= endIndex; tickIndex += 1) for (let i = startFrequencyIndex; i <= endFrequencyIndex; i += 1) {
		const prevDate = domain[tickIndex - 1];
		const currentDate = domain[tickIndex];
		if (prevDate instanceof Date && currentDate instanceof Date && ticksFrequencies[i].isTick(prevDate, currentDate)) {
			ticks.push({
				index: tickIndex,
				formatter: ticksFrequencies[i].format
			});
			break;
		}
	}
	return ticks;
}
function getTicks(options) {
	const { scale, tickNumber, valueFormatter, tickInterval, tickPlacement: tickPlacementProp, tickLabelPlacement: tickLabelPlacementProp, tickSpacing, isInside, ordinalTimeTicks } = options;
	if (ordinalTimeTicks !== void 0 && isDateData(scale.domain()) && isOrdinalScale(scale)) {
		const domain = scale.domain();
		if (domain.length === 0 || domain.length === 1) return [];
		const tickPlacement = "middle";
		return getTimeTicks(domain, tickNumber, ordinalTimeTicks.map((tickDef) => typeof tickDef === "string" ? tickFrequencies[tickDef] : tickDef), scale, isInside).map(({ index, formatter }) => {
			const value = domain[index];
			return {
				value,
				formattedValue: formatter(value),
				offset: getTickPosition(scale, value, tickPlacement),
				labelOffset: 0
			};
		});
	}
	const tickPlacement = tickPlacementProp ?? "extremities";
	if (isOrdinalScale(scale)) {
		const domain = scale.domain();
		const tickLabelPlacement = tickLabelPlacementProp ?? "middle";
		let filteredDomain = domain;
		if (typeof tickInterval === "object" && tickInterval != null) filteredDomain = tickInterval;
		else {
			if (typeof tickInterval === "function") filteredDomain = filteredDomain.filter(tickInterval);
			if (tickSpacing !== void 0 && tickSpacing > 0) filteredDomain = applyTickSpacing(filteredDomain, scale.range(), tickSpacing);
		}
		if (filteredDomain.length === 0) return [];
		if (scale.bandwidth() > 0) {
			const isReversed = scale.range()[0] > scale.range()[1];
			const startIndex = filteredDomain.findIndex((value) => {
				return isInside(getTickPosition(scale, value, isReversed ? "start" : "end"));
			});
			const endIndex = filteredDomain.findLastIndex((value) => isInside(getTickPosition(scale, value, isReversed ? "end" : "start")));
			return [...filteredDomain.slice(startIndex, endIndex + 1).map((value) => {
				const defaultTickLabel = `${value}`;
				return {
					value,
					formattedValue: valueFormatter?.(value, {
						location: "tick",
						scale,
						tickNumber,
						defaultTickLabel
					}) ?? defaultTickLabel,
					offset: getTickPosition(scale, value, tickPlacement),
					labelOffset: tickLabelPlacement === "tick" ? 0 : scale.step() * (offsetRatio$1[tickLabelPlacement] - offsetRatio$1[tickPlacement])
				};
			}), ...tickPlacement === "extremities" && endIndex === domain.length - 1 && isInside(scale.range()[1]) ? [{
				formattedValue: void 0,
				offset: scale.range()[1],
				labelOffset: 0
			}] : []];
		}
		return filteredDomain.map((value) => {
			const defaultTickLabel = `${value}`;
			return {
				value,
				formattedValue: valueFormatter?.(value, {
					location: "tick",
					scale,
					tickNumber,
					defaultTickLabel
				}) ?? defaultTickLabel,
				offset: scale(value),
				labelOffset: 0
			};
		});
	}
	if (scale.domain().some(isInfinity)) return [];
	const tickLabelPlacement = tickLabelPlacementProp;
	const ticks = typeof tickInterval === "object" ? tickInterval : getDefaultTicks(scale, tickNumber);
	const visibleTicks = [];
	for (let i = 0; i < ticks.length; i += 1) {
		const value = ticks[i];
		const offset = scale(value);
		if (isInside(offset)) {
			const defaultTickLabel = scale.tickFormat(tickNumber)(value);
			visibleTicks.push({
				value,
				formattedValue: valueFormatter?.(value, {
					location: "tick",
					scale,
					tickNumber,
					defaultTickLabel
				}) ?? defaultTickLabel,
				offset,
				labelOffset: tickLabelPlacement === "middle" ? scale(ticks[i - 1] ?? 0) - (offset + scale(ticks[i - 1] ?? 0)) / 2 : 0
			});
		}
	}
	return visibleTicks;
}
function getDefaultTicks(scale, tickNumber) {
	const domain = scale.domain();
	if (domain[0] === domain[1]) return [domain[0]];
	return scale.ticks(tickNumber);
}
var alwaysTrue = () => true;
var isInsideRotation = (scale) => (rotation) => Math.abs(scale.range()[0] - rotation) < Math.PI * 2 - EPSILON;
function getIsInside(scale, direction, instance) {
	switch (direction) {
		case "rotation": return isInsideRotation(scale);
		case "radius": return (radiusOffset) => radiusOffset >= 1;
		case "x": return instance.isXInside;
		case "y": return instance.isYInside;
		default: return alwaysTrue;
	}
}
function useTicks(options) {
	const { scale, tickNumber, valueFormatter, tickInterval, tickPlacement = "extremities", tickLabelPlacement, tickSpacing, direction, ordinalTimeTicks } = options;
	const { instance } = useChartsContext();
	return import_react.useMemo(() => getTicks({
		scale,
		tickNumber,
		tickPlacement,
		tickInterval,
		tickLabelPlacement,
		tickSpacing,
		valueFormatter,
		isInside: getIsInside(scale, direction, instance),
		ordinalTimeTicks
	}), [
		scale,
		tickNumber,
		tickPlacement,
		tickInterval,
		tickLabelPlacement,
		tickSpacing,
		valueFormatter,
		direction,
		instance,
		ordinalTimeTicks
	]);
}
// node_modules/@mui/x-charts/LineChart/AppearingMask.mjs
var appearingMaskClasses = generateUtilityClasses("MuiAppearingMask", ["animate"]);
var AnimatedRect = styled("rect", {
	slot: "internal",
	shouldForwardProp: void 0
})({
	animationName: "animate-width",
	animationTimingFunction: ANIMATION_TIMING_FUNCTION,
	animationDuration: "0s",
	[`&.${appearingMaskClasses.animate}`]: { animationDuration: `300ms` },
	"@keyframes animate-width": { from: { width: 0 } }
});
/**
* @ignore - internal component.
*/
function AppearingMask(props) {
	const drawingArea = useDrawingArea();
	const clipId = cleanId(`${useChartId()}-${props.seriesId}`);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)("clipPath", {
		id: clipId,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AnimatedRect, {
			className: props.skipAnimation ? "" : appearingMaskClasses.animate,
			x: 0,
			y: 0,
			width: drawingArea.left + drawingArea.width + drawingArea.right,
			height: drawingArea.top + drawingArea.height + drawingArea.bottom
		})
	}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("g", {
		clipPath: `url(#${clipId})`,
		children: props.children
	})] });
}
// node_modules/@mui/x-charts/LineChart/AnimatedArea.mjs
var _excluded$29 = ["skipAnimation", "ownerState"];
/**
* Demos:
*
* - [Lines](https://mui.com/x/react-charts/lines/)
* - [Areas demonstration](https://mui.com/x/react-charts/areas-demo/)
*
* API:
*
* - [AreaElement API](https://mui.com/x/api/charts/animated-area/)
*/
function AnimatedArea(props) {
	const { skipAnimation, ownerState } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$29);
	const animatedProps = useAnimateArea(props);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AppearingMask, {
		skipAnimation,
		seriesId: `${ownerState.seriesId}-area-clip`,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", (0, import_extends.default)({
			fill: ownerState.gradientId ? `url(#${ownerState.gradientId})` : ownerState.color,
			filter: ownerState.isHighlighted ? "brightness(140%)" : ownerState.gradientId ? void 0 : "brightness(120%)",
			opacity: ownerState.isFaded ? .3 : 1,
			stroke: "none",
			"data-series": ownerState.seriesId,
			"data-highlighted": ownerState.isHighlighted || void 0,
			"data-faded": ownerState.isFaded || void 0
		}, other, animatedProps))
	});
}
process.env.NODE_ENV !== "production" && (AnimatedArea.propTypes = {
	/**
	* The SVG path of the element.
	*/
	d: import_prop_types.default.string.isRequired,
	/**
	* @ignore
	*/
	ownerState: import_prop_types.default.shape({
		classes: import_prop_types.default.object,
		color: import_prop_types.default.string.isRequired,
		gradientId: import_prop_types.default.string,
		isFaded: import_prop_types.default.bool.isRequired,
		isHighlighted: import_prop_types.default.bool.isRequired,
		seriesId: import_prop_types.default.string.isRequired
	}).isRequired,
	/**
	* If `true`, animations are skipped.
	* @default false
	*/
	skipAnimation: import_prop_types.default.bool
});
// node_modules/@mui/x-charts/LineChart/lineClasses.mjs
function getLineUtilityClass(slot) {
	return generateUtilityClass("MuiLineChart", slot);
}
var lineClasses = generateUtilityClasses("MuiLineChart", [
	"area",
	"line",
	"mark",
	"markAnimate",
	"highlight",
	"areaPlot",
	"linePlot",
	"markPlot"
]);
var useUtilityClasses$9 = (options) => {
	const { skipAnimation, classes } = options ?? {};
	return composeClasses({
		area: ["area"],
		line: ["line"],
		mark: ["mark", !skipAnimation && "markAnimate"],
		highlight: ["highlight"],
		areaPlot: ["areaPlot"],
		linePlot: ["linePlot"],
		markPlot: ["markPlot"]
	}, getLineUtilityClass, classes);
};
// node_modules/@mui/x-charts/LineChart/AreaElement.mjs
var _excluded$28 = [
	"seriesId",
	"classes",
	"color",
	"gradientId",
	"slots",
	"slotProps",
	"onClick"
];
/**
* Demos:
*
* - [Lines](https://mui.com/x/react-charts/lines/)
* - [Areas demonstration](https://mui.com/x/react-charts/areas-demo/)
*
* API:
*
* - [AreaElement API](https://mui.com/x/api/charts/area-element/)
*/
function AreaElement(props) {
	const { seriesId, classes: innerClasses, color, gradientId, slots, slotProps, onClick } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$28);
	const enablePositionBasedPointerInteraction = useStore().use(selectorChartExperimentalFeaturesState, "enablePositionBasedPointerInteraction");
	const identifier = import_react.useMemo(() => ({
		type: "line",
		seriesId
	}), [seriesId]);
	const interactionProps = useInteractionItemProps(identifier);
	const highlightState = useItemHighlightState(identifier);
	const isHighlighted = highlightState === "highlighted";
	const isFaded = highlightState === "faded";
	const ownerState = {
		seriesId,
		classes: innerClasses,
		color,
		gradientId,
		isFaded,
		isHighlighted
	};
	const classes = useUtilityClasses$9(ownerState);
	const Area = slots?.area ?? AnimatedArea;
	const areaProps = useSlotProps({
		elementType: Area,
		externalSlotProps: slotProps?.area,
		additionalProps: (0, import_extends.default)({}, enablePositionBasedPointerInteraction ? {} : interactionProps, {
			onClick,
			cursor: onClick ? "pointer" : "unset",
			"data-highlighted": isHighlighted || void 0,
			"data-faded": isFaded || void 0,
			"data-series-id": seriesId,
			"data-series": seriesId
		}),
		className: classes.area,
		ownerState
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Area, (0, import_extends.default)({}, other, areaProps));
}
process.env.NODE_ENV !== "production" && (AreaElement.propTypes = {
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* The color of the area.
	*/
	color: import_prop_types.default.string.isRequired,
	/**
	* The SVG path of the element.
	*/
	d: import_prop_types.default.string.isRequired,
	/**
	* The id of the gradient used to color the element.
	* The `gradientId` is used as `url(#gradientId)`.
	*/
	gradientId: import_prop_types.default.string,
	/**
	* The id of the series the element belongs to.
	*/
	seriesId: import_prop_types.default.string.isRequired,
	/**
	* If `true`, animations are skipped.
	* @default false
	*/
	skipAnimation: import_prop_types.default.bool,
	/**
	* The props used for each component slot.
	* @default {}
	*/
	slotProps: import_prop_types.default.object,
	/**
	* Overridable component slots.
	* @default {}
	*/
	slots: import_prop_types.default.object
});
// node_modules/@mui/x-charts/hooks/useSkipAnimation.mjs
/**
* A hook to get if chart animations should be skipped.
*
* @returns {boolean} whether to skip animations
*/
function useSkipAnimation(skipAnimation) {
	const storeSkipAnimation = useStore().use(selectorChartSkipAnimation);
	return skipAnimation || storeSkipAnimation;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartCartesianAxis/useInternalIsZoomInteracting.mjs
/**
* Check if the zoom is interacting.
*
* This should probably be moved/merged to the AnimationContext when we move it to the new API.
*
* @ignore Internal hook, similar to the PRO one.
*
* @returns {boolean} Inform the zoom is interacting.
*/
function useInternalIsZoomInteracting() {
	return useStore().use(selectorChartZoomIsInteracting);
}
// node_modules/@mui/x-charts/internals/getCurve.mjs
function getCurveFactory(curveType) {
	switch (curveType) {
		case "catmullRom": return catmullRom.alpha(.5);
		case "linear": return curveLinear;
		case "monotoneX": return monotoneX;
		case "monotoneY": return monotoneY;
		case "natural": return natural;
		case "step": return step;
		case "stepBefore": return stepBefore;
		case "stepAfter": return stepAfter;
		case "bumpY": return bumpY;
		case "bumpX": return bumpX;
		default: return monotoneX;
	}
}
// node_modules/@mui/x-charts/LineChart/useAreaPlotData.mjs
function useAreaPlotData(xAxes, yAxes) {
	const seriesData = useLineSeriesContext();
	const defaultXAxisId = useXAxes().xAxisIds[0];
	const defaultYAxisId = useYAxes().yAxisIds[0];
	const getGradientId = useChartGradientIdBuilder();
	return import_react.useMemo(() => {
		if (seriesData === void 0) return [];
		const { series, stackingGroups } = seriesData;
		const areaPlotData = [];
		for (const stackingGroup of stackingGroups) {
			const groupIds = stackingGroup.ids;
			for (let i = groupIds.length - 1; i >= 0; i -= 1) {
				const seriesId = groupIds[i];
				const { xAxisId = defaultXAxisId, yAxisId = defaultYAxisId, visibleStackedData, stackedData, data, connectNulls, baseline, curve, strictStepCurve, area: area$1 } = series[seriesId];
				if (!area$1 || !(xAxisId in xAxes) || !(yAxisId in yAxes)) continue;
				const xScale = xAxes[xAxisId].scale;
				const xPosition = getValueToPositionMapper(xScale);
				const yScale = yAxes[yAxisId].scale;
				const xData = xAxes[xAxisId].data;
				const gradientId = yAxes[yAxisId].colorScale && getGradientId(yAxisId) || xAxes[xAxisId].colorScale && getGradientId(xAxisId) || void 0;
				if (process.env.NODE_ENV !== "production") {
					if (xData === void 0) throw new Error(`MUI X Charts: ${xAxisId === "DEFAULT_X_AXIS_KEY" ? "The first `xAxis`" : `The x-axis with id "${xAxisId}"`} should have a data property to be able to display a line plot. The x-axis data defines the positions for each point in the line. Provide a data array to the x-axis configuration.`);
					if (xData.length < stackedData.length) throw new Error(`MUI X Charts: The data length of the x-axis (${xData.length} items) is less than the length of series data (${stackedData.length} items). Some data points will not be displayed because they have no corresponding x-axis value. Ensure the x-axis data has at least as many items as the series data.`);
				}
				const shouldExpand = curve?.includes("step") && !strictStepCurve && isOrdinalScale(xScale);
				const formattedData = xData?.flatMap((x, index) => {
					const nullData = data[index] == null;
					if (shouldExpand) {
						const rep = [{
							x,
							y: visibleStackedData[index],
							nullData,
							isExtension: false
						}];
						if (!nullData && (index === 0 || data[index - 1] == null)) rep.unshift({
							x: (xScale(x) ?? 0) - (xScale.step() - xScale.bandwidth()) / 2,
							y: visibleStackedData[index],
							nullData,
							isExtension: true
						});
						if (!nullData && (index === data.length - 1 || data[index + 1] == null)) rep.push({
							x: (xScale(x) ?? 0) + (xScale.step() + xScale.bandwidth()) / 2,
							y: visibleStackedData[index],
							nullData,
							isExtension: true
						});
						return rep;
					}
					return {
						x,
						y: visibleStackedData[index],
						nullData
					};
				}) ?? [];
				const d3Data = connectNulls ? formattedData.filter((d) => !d.nullData) : formattedData;
				const d = area().x((d) => d.isExtension ? d.x : xPosition(d.x)).defined((d) => connectNulls || !d.nullData || !!d.isExtension).y0((d) => {
					if (typeof baseline === "number") return yScale(baseline);
					if (baseline === "max") return yScale.range()[1];
					if (baseline === "min") return yScale.range()[0];
					const value = d.y && yScale(d.y[0]);
					if (Number.isNaN(value)) return yScale.range()[0];
					return value;
				}).y1((d) => d.y && yScale(d.y[1])).curve(getCurveFactory(curve))(d3Data) || "";
				areaPlotData.push({
					area: series[seriesId].area,
					color: series[seriesId].color,
					gradientId,
					d,
					seriesId
				});
			}
		}
		return areaPlotData;
	}, [
		seriesData,
		defaultXAxisId,
		defaultYAxisId,
		xAxes,
		yAxes,
		getGradientId
	]);
}
// node_modules/@mui/x-charts/internals/useRegisterItemActivation.mjs
/**
* Registers a handler fired when the keyboard-focused item is activated with <kbd>Enter</kbd> or
* <kbd>Space</kbd>. It is a no-op when the `keyboardActivation` experimental feature is off.
*
* Scope the registration as tightly as the caller knows: when several plots handle the same item,
* the most specific scope wins, `priority` breaks ties, `canActivate` can decline an item, and the
* handler runs once.
*
* The handler receives the `KeyboardEvent`, typed as `any` because the click callbacks it forwards
* to only describe the pointer event unless the user augments `keyboardActivationOverride`.
*
* @param scope The items covered by the handler. Omit `seriesId` to cover a whole series type.
* @param handler The handler to call on activation, or `undefined` to register nothing.
*/
function useRegisterItemActivation(scope, handler) {
	const { instance } = useChartsContext();
	const { type, seriesId, priority, canActivate } = scope;
	const hasHandler = handler !== void 0;
	const stableHandler = useEventCallback((event, item) => handler?.(event, item));
	const hasCanActivate = canActivate !== void 0;
	const stableCanActivate = useEventCallback((item) => canActivate ? canActivate(item) : true);
	const registerItemActivationHandler = instance.registerItemActivationHandler;
	import_react.useEffect(() => {
		if (!hasHandler || !registerItemActivationHandler) return;
		return registerItemActivationHandler({
			type,
			seriesId,
			priority,
			canActivate: hasCanActivate ? stableCanActivate : void 0
		}, stableHandler);
	}, [
		registerItemActivationHandler,
		hasHandler,
		type,
		seriesId,
		priority,
		hasCanActivate,
		stableCanActivate,
		stableHandler
	]);
}
// node_modules/@mui/x-charts/LineChart/useLineItemClickHandler.mjs
/**
* Priorities matching the pointer hit-testing order: marks sit above lines, lines above areas.
* The topmost callback a pointer would reach is the one keyboard activation fires.
*/
var LINE_ACTIVATION_PRIORITY = {
	mark: 2,
	line: 1,
	area: 0
};
/**
* Registers <kbd>Enter</kbd>/<kbd>Space</kbd> activation of the focused line item.
*/
function useRegisterLineItemActivation(onItemClick, priority, canActivate) {
	useRegisterItemActivation({
		type: "line",
		priority,
		canActivate: canActivate && ((item) => {
			const lineItem = item;
			return canActivate({
				type: "line",
				seriesId: lineItem.seriesId,
				dataIndex: lineItem.dataIndex
			});
		})
	}, onItemClick && ((event, item) => onItemClick(event, {
		type: "line",
		seriesId: item.seriesId,
		dataIndex: item.dataIndex
	})));
}
/**
* Creates a click handler for line and area paths that enriches the item
* identifier with the `dataIndex` of the closest data point along the x-axis.
*
* The index is derived from the click position, using the same logic as the
* axis interaction (tooltip, highlight, `onAxisClick`). The callback is not
* fired when the click position cannot be associated with a data point.
*/
function useLineItemClickHandler(onItemClick, priority, canActivate) {
	useRegisterLineItemActivation(onItemClick, priority, canActivate);
	const chartsLayerContainerRef = useChartsLayerContainerRef();
	const { xAxis: xAxes, xAxisIds } = useXAxes();
	const seriesData = useLineSeriesContext();
	const defaultXAxisId = xAxisIds[0];
	return import_react.useMemo(() => {
		if (!onItemClick) return;
		return (event, seriesId) => {
			const element = chartsLayerContainerRef.current;
			const xAxisId = seriesData?.series[seriesId]?.xAxisId ?? defaultXAxisId;
			const xAxis = xAxisId === void 0 ? void 0 : xAxes[xAxisId];
			if (element === null || xAxis === void 0) return;
			const dataIndex = getAxisIndex(xAxis, getChartPoint(element, event).x);
			if (dataIndex === -1) return;
			onItemClick(event, {
				type: "line",
				seriesId,
				dataIndex
			});
		};
	}, [
		onItemClick,
		chartsLayerContainerRef,
		seriesData,
		defaultXAxisId,
		xAxes
	]);
}
// node_modules/@mui/x-charts/LineChart/AreaPlot.mjs
var _excluded$27 = [
	"slots",
	"slotProps",
	"onItemClick",
	"skipAnimation",
	"className"
];
var AreaPlotRoot = styled("g", {
	name: "MuiAreaPlot",
	slot: "Root"
})({ [`& .${lineClasses.area}`]: {
	transitionProperty: "opacity, fill",
	transitionDuration: `300ms`,
	transitionTimingFunction: ANIMATION_TIMING_FUNCTION
} });
var useAggregatedData$1 = () => {
	const { xAxis: xAxes } = useXAxes();
	const { yAxis: yAxes } = useYAxes();
	return useAreaPlotData(xAxes, yAxes);
};
/**
* Demos:
*
* - [Lines](https://mui.com/x/react-charts/lines/)
* - [Areas demonstration](https://mui.com/x/react-charts/areas-demo/)
* - [Stacking](https://mui.com/x/react-charts/stacking/)
*
* API:
*
* - [AreaPlot API](https://mui.com/x/api/charts/area-plot/)
*/
function AreaPlot(props) {
	const { slots, slotProps, onItemClick, skipAnimation: inSkipAnimation, className } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$27);
	const skipAnimation = useSkipAnimation(useInternalIsZoomInteracting() || inSkipAnimation);
	const completedData = useAggregatedData$1();
	const classes = useUtilityClasses$9();
	const isAreaRendered = ({ seriesId }) => completedData.some((series) => series.seriesId === seriesId && !!series.area);
	const onAreaItemClick = useLineItemClickHandler(onItemClick, LINE_ACTIVATION_PRIORITY.area, isAreaRendered);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AreaPlotRoot, (0, import_extends.default)({ className: clsx(classes.areaPlot, className) }, other, { children: completedData.map(({ d, seriesId, color, area, gradientId }) => !!area && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AreaElement, {
		seriesId,
		d,
		color,
		gradientId,
		slots,
		slotProps,
		onClick: onAreaItemClick && ((event) => onAreaItemClick(event, seriesId)),
		skipAnimation
	}, seriesId)) }));
}
process.env.NODE_ENV !== "production" && (AreaPlot.propTypes = {
	/**
	* Callback fired when a line area item is clicked.
	* @param {ChartsActivationEvent<SVGElement>} event The event source of the callback.
	* @param {LineItemClickIdentifier} lineItemIdentifier The line item identifier.
	*/
	onItemClick: import_prop_types.default.func,
	/**
	* If `true`, animations are skipped.
	* @default false
	*/
	skipAnimation: import_prop_types.default.bool,
	/**
	* The props used for each component slot.
	* @default {}
	*/
	slotProps: import_prop_types.default.object,
	/**
	* Overridable component slots.
	* @default {}
	*/
	slots: import_prop_types.default.object
});
// node_modules/@mui/x-charts/LineChart/AnimatedLine.mjs
var _excluded$26 = ["skipAnimation", "ownerState"];
/**
* Demos:
*
* - [Lines](https://mui.com/x/react-charts/lines/)
* - [Line demonstration](https://mui.com/x/react-charts/line-demo/)
*
* API:
*
* - [AnimatedLine API](https://mui.com/x/api/charts/animated-line/)
*/
var AnimatedLine = /*#__PURE__*/ import_react.forwardRef(function AnimatedLine(props, ref) {
	const { skipAnimation, ownerState } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$26);
	const animateProps = useAnimateLine({
		d: props.d,
		skipAnimation,
		ref
	});
	const fadedOpacity = ownerState.isFaded ? .3 : 1;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(AppearingMask, {
		skipAnimation,
		seriesId: `${ownerState.seriesId}-line-clip`,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", (0, import_extends.default)({
			stroke: ownerState.gradientId ? `url(#${ownerState.gradientId})` : ownerState.color,
			strokeWidth: 2,
			strokeLinejoin: "round",
			fill: "none",
			filter: ownerState.isHighlighted ? "brightness(120%)" : void 0,
			opacity: ownerState.hidden ? 0 : fadedOpacity,
			"data-series": ownerState.seriesId,
			"data-highlighted": ownerState.isHighlighted || void 0,
			"data-faded": ownerState.isFaded || void 0
		}, other, animateProps))
	});
});
if (process.env.NODE_ENV !== "production") AnimatedLine.displayName = "AnimatedLine";
process.env.NODE_ENV !== "production" && (AnimatedLine.propTypes = {
	/**
	* The SVG path of the element.
	*/
	d: import_prop_types.default.string.isRequired,
	/**
	* @ignore
	*/
	ownerState: import_prop_types.default.shape({
		classes: import_prop_types.default.object,
		color: import_prop_types.default.string.isRequired,
		gradientId: import_prop_types.default.string,
		hidden: import_prop_types.default.bool,
		isFaded: import_prop_types.default.bool.isRequired,
		isHighlighted: import_prop_types.default.bool.isRequired,
		seriesId: import_prop_types.default.string.isRequired
	}).isRequired,
	/**
	* If `true`, animations are skipped.
	* @default false
	*/
	skipAnimation: import_prop_types.default.bool
});
// node_modules/@mui/x-charts/LineChart/LineElement.mjs
var _excluded$25 = [
	"seriesId",
	"classes",
	"color",
	"gradientId",
	"slots",
	"slotProps",
	"onClick",
	"hidden"
];
/**
* Demos:
*
* - [Lines](https://mui.com/x/react-charts/lines/)
* - [Line demonstration](https://mui.com/x/react-charts/line-demo/)
*
* API:
*
* - [LineElement API](https://mui.com/x/api/charts/line-element/)
*/
function LineElement(props) {
	const { seriesId, classes: innerClasses, color, gradientId, slots, slotProps, onClick, hidden } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$25);
	const enablePositionBasedPointerInteraction = useStore().use(selectorChartExperimentalFeaturesState, "enablePositionBasedPointerInteraction");
	const identifier = import_react.useMemo(() => ({
		type: "line",
		seriesId
	}), [seriesId]);
	const interactionProps = useInteractionItemProps(identifier);
	const highlightState = useItemHighlightState(identifier);
	const isHighlighted = highlightState === "highlighted";
	const isFaded = highlightState === "faded";
	const ownerState = {
		seriesId,
		classes: innerClasses,
		color,
		gradientId,
		isFaded,
		isHighlighted,
		hidden
	};
	const classes = useUtilityClasses$9();
	const Line = slots?.line ?? AnimatedLine;
	const lineProps = useSlotProps({
		elementType: Line,
		externalSlotProps: slotProps?.line,
		additionalProps: (0, import_extends.default)({}, enablePositionBasedPointerInteraction ? {} : interactionProps, {
			onClick,
			cursor: onClick ? "pointer" : "unset",
			"data-highlighted": isHighlighted || void 0,
			"data-faded": isFaded || void 0,
			"data-series-id": seriesId,
			"data-series": seriesId
		}),
		className: classes.line,
		ownerState
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Line, (0, import_extends.default)({}, other, lineProps));
}
process.env.NODE_ENV !== "production" && (LineElement.propTypes = {
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* The color of the line.
	*/
	color: import_prop_types.default.string.isRequired,
	/**
	* The SVG path of the element.
	*/
	d: import_prop_types.default.string.isRequired,
	/**
	* The id of the gradient used to color the element.
	* The `gradientId` is used as `url(#gradientId)`.
	*/
	gradientId: import_prop_types.default.string,
	/**
	* If `true`, the line is hidden.
	*/
	hidden: import_prop_types.default.bool,
	/**
	* The id of the series the element belongs to.
	*/
	seriesId: import_prop_types.default.string.isRequired,
	/**
	* If `true`, animations are skipped.
	* @default false
	*/
	skipAnimation: import_prop_types.default.bool,
	/**
	* The props used for each component slot.
	* @default {}
	*/
	slotProps: import_prop_types.default.object,
	/**
	* Overridable component slots.
	* @default {}
	*/
	slots: import_prop_types.default.object
});
// node_modules/@mui/x-charts/LineChart/useLinePlotData.mjs
function useLinePlotData(xAxes, yAxes, samplingOverride) {
	const seriesData = useLineSeriesContext();
	const defaultXAxisId = useXAxes().xAxisIds[0];
	const defaultYAxisId = useYAxes().yAxisIds[0];
	const getGradientId = useChartGradientIdBuilder();
	const drawingArea = useDrawingArea();
	const store = useStore();
	const samplingState = store.use(selectorChartSamplingState);
	const sampledSeries = store.use(selectorChartSamplingPyramids);
	const activeZoomMap = store.use(selectorChartZoomMap);
	const zoomOptions = store.use(selectorChartZoomOptionsLookup);
	const sampler = store.use(selectorChartSeriesConfig).line?.sampler;
	const zoomMap = samplingOverride?.zoomMap ?? activeZoomMap;
	const samplingSize = samplingOverride?.availableSize ?? drawingArea.width;
	const lineMethod = samplingState?.methods.line;
	const samplingEnabled = lineMethod != null && lineMethod !== "none";
	const wasSamplingEnabled = import_react.useRef(samplingEnabled);
	const skipSamplingAnimation = samplingEnabled || wasSamplingEnabled.current;
	import_react.useEffect(() => {
		wasSamplingEnabled.current = samplingEnabled;
	}, [samplingEnabled]);
	return import_react.useMemo(() => {
		if (seriesData === void 0) return [];
		const { series, stackingGroups } = seriesData;
		const linePlotData = [];
		for (const stackingGroup of stackingGroups) {
			const groupIds = stackingGroup.ids;
			for (const seriesId of groupIds) {
				const { xAxisId = defaultXAxisId, yAxisId = defaultYAxisId, stackedData, visibleStackedData, data, connectNulls, curve, strictStepCurve } = series[seriesId];
				if (!(xAxisId in xAxes) || !(yAxisId in yAxes)) continue;
				const xScale = xAxes[xAxisId].scale;
				const xPosition = getValueToPositionMapper(xScale);
				const yScale = yAxes[yAxisId].scale;
				const xData = xAxes[xAxisId].data;
				const gradientId = yAxes[yAxisId].colorScale && getGradientId(yAxisId) || xAxes[xAxisId].colorScale && getGradientId(xAxisId) || void 0;
				if (process.env.NODE_ENV !== "production") {
					if (xData === void 0) throw new Error(`MUI X Charts: ${xAxisId === "DEFAULT_X_AXIS_KEY" ? "The first `xAxis`" : `The x-axis with id "${xAxisId}"`} should have a data property to be able to display a line plot. The x-axis data defines the positions for each point in the line. Provide a data array to the x-axis configuration.`);
					if (xData.length < stackedData.length) errorOnce(`MUI X Charts: The data length of the x axis (${xData.length} items) is lower than the length of series (${stackedData.length} items).`);
				}
				const shouldExpand = curve?.includes("step") && !strictStepCurve && isOrdinalScale(xScale);
				const built = sampledSeries[seriesId];
				const zoom = zoomMap?.get(xAxisId) ?? (built ? getFullRangeZoom(xAxisId) : void 0);
				let sampledBuckets = null;
				if (samplingEnabled && built && zoom && !shouldExpand && xData) sampledBuckets = sampler?.sample?.({
					built,
					zoom,
					availableSize: samplingSize,
					minSpan: zoomOptions[xAxisId]?.minSpan ?? 0,
					algorithm: lineMethod,
					getValues: () => Float64Array.from(visibleStackedData, (point) => point[1])
				}) ?? null;
				let formattedData;
				if (sampledBuckets) formattedData = sampledBuckets.flatMap((bucket) => Array.from(bucket.indices, (index) => ({
					x: xData[index],
					y: visibleStackedData[index],
					nullData: data[index] == null
				})));
				else formattedData = xData?.flatMap((x, index) => {
					const nullData = data[index] == null;
					if (shouldExpand) {
						const rep = [{
							x,
							y: visibleStackedData[index],
							nullData,
							isExtension: false
						}];
						if (!nullData && (index === 0 || data[index - 1] == null)) rep.unshift({
							x: (xScale(x) ?? 0) - (xScale.step() - xScale.bandwidth()) / 2,
							y: visibleStackedData[index],
							nullData,
							isExtension: true
						});
						if (!nullData && (index === data.length - 1 || data[index + 1] == null)) rep.push({
							x: (xScale(x) ?? 0) + (xScale.step() + xScale.bandwidth()) / 2,
							y: visibleStackedData[index],
							nullData,
							isExtension: true
						});
						return rep;
					}
					return {
						x,
						y: visibleStackedData[index],
						nullData
					};
				}) ?? [];
				const d3Data = connectNulls ? formattedData.filter((d) => !d.nullData) : formattedData;
				const hidden = series[seriesId].hidden;
				const d = line().x((d) => d.isExtension ? d.x : xPosition(d.x)).defined((d) => connectNulls || !d.nullData || !!d.isExtension).y((d) => {
					if (hidden) return yScale(d.y[0]);
					return yScale(d.y[1]);
				}).curve(getCurveFactory(curve))(d3Data) || "";
				linePlotData.push({
					color: series[seriesId].color,
					gradientId,
					d,
					seriesId,
					hidden: series[seriesId].hidden,
					isSampled: skipSamplingAnimation
				});
			}
		}
		return linePlotData;
	}, [
		seriesData,
		defaultXAxisId,
		defaultYAxisId,
		xAxes,
		yAxes,
		getGradientId,
		samplingEnabled,
		lineMethod,
		sampledSeries,
		zoomMap,
		samplingSize,
		zoomOptions,
		sampler,
		skipSamplingAnimation
	]);
}
// node_modules/@mui/x-charts/LineChart/LinePlot.mjs
var _excluded$24 = [
	"slots",
	"slotProps",
	"skipAnimation",
	"onItemClick",
	"className"
];
var LinePlotRoot = styled("g", {
	name: "MuiLinePlot",
	slot: "Root"
})({ [`& .${lineClasses.line}`]: {
	transitionProperty: "opacity, fill",
	transitionDuration: `300ms`,
	transitionTimingFunction: ANIMATION_TIMING_FUNCTION
} });
var useAggregatedData = () => {
	const { xAxis: xAxes } = useXAxes();
	const { yAxis: yAxes } = useYAxes();
	return useLinePlotData(xAxes, yAxes);
};
/**
* Demos:
*
* - [Lines](https://mui.com/x/react-charts/lines/)
* - [Line demonstration](https://mui.com/x/react-charts/line-demo/)
*
* API:
*
* - [LinePlot API](https://mui.com/x/api/charts/line-plot/)
*/
function LinePlot(props) {
	const { slots, slotProps, skipAnimation: inSkipAnimation, onItemClick, className } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$24);
	const skipAnimation = useSkipAnimation(useInternalIsZoomInteracting() || inSkipAnimation);
	const completedData = useAggregatedData();
	const classes = useUtilityClasses$9();
	const onLineItemClick = useLineItemClickHandler(onItemClick, LINE_ACTIVATION_PRIORITY.line);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(LinePlotRoot, (0, import_extends.default)({ className: clsx(classes.linePlot, className) }, other, { children: completedData.map(({ d, seriesId, color, gradientId, hidden, isSampled }) => {
		return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(LineElement, {
			seriesId,
			d,
			color,
			gradientId,
			hidden,
			skipAnimation: skipAnimation || isSampled,
			slots,
			slotProps,
			onClick: onLineItemClick && ((event) => onLineItemClick(event, seriesId))
		}, seriesId);
	}) }));
}
process.env.NODE_ENV !== "production" && (LinePlot.propTypes = {
	/**
	* Callback fired when a line item is clicked.
	* @param {ChartsActivationEvent<SVGElement>} event The event source of the callback.
	* @param {LineItemClickIdentifier} lineItemIdentifier The line item identifier.
	*/
	onItemClick: import_prop_types.default.func,
	/**
	* If `true`, animations are skipped.
	* @default false
	*/
	skipAnimation: import_prop_types.default.bool,
	/**
	* The props used for each component slot.
	* @default {}
	*/
	slotProps: import_prop_types.default.object,
	/**
	* Overridable component slots.
	* @default {}
	*/
	slots: import_prop_types.default.object
});
// node_modules/@mui/x-charts/LineChart/CircleMarkElement.mjs
var _excluded$23 = [
	"x",
	"y",
	"seriesId",
	"classes",
	"color",
	"dataIndex",
	"onClick",
	"skipAnimation",
	"isFaded",
	"isHighlighted",
	"shape",
	"hidden"
];
var Circle = styled("circle", {
	slot: "internal",
	shouldForwardProp: void 0
})({ [`&.${lineClasses.markAnimate}`]: {
	transitionDuration: `300ms`,
	transitionProperty: "cx, cy, opacity",
	transitionTimingFunction: ANIMATION_TIMING_FUNCTION
} });
/**
* The line mark element that only render circle for performance improvement.
*
* Demos:
*
* - [Lines](https://mui.com/x/react-charts/lines/)
* - [Line demonstration](https://mui.com/x/react-charts/line-demo/)
*
* API:
*
* - [CircleMarkElement API](https://mui.com/x/api/charts/circle-mark-element/)
*/
function CircleMarkElement(props) {
	const { x, y, seriesId, classes: innerClasses, color, dataIndex, onClick, skipAnimation, isFaded = false, isHighlighted = false, hidden } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$23);
	const enablePositionBasedPointerInteraction = useStore().use(selectorChartExperimentalFeaturesState, "enablePositionBasedPointerInteraction");
	const interactionProps = useInteractionItemProps({
		type: "line",
		seriesId,
		dataIndex
	});
	const theme = useTheme();
	const classes = useUtilityClasses$9({
		skipAnimation,
		classes: innerClasses
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Circle, (0, import_extends.default)({}, other, enablePositionBasedPointerInteraction ? {} : interactionProps, {
		cx: x,
		cy: y,
		r: 5,
		fill: (theme.vars || theme).palette.background.paper,
		stroke: color,
		strokeWidth: 2,
		className: classes.mark,
		onClick,
		cursor: onClick ? "pointer" : "unset",
		pointerEvents: hidden ? "none" : void 0,
		"data-highlighted": isHighlighted || void 0,
		"data-faded": isFaded || void 0,
		"data-series-id": seriesId,
		"data-series": seriesId,
		"data-index": dataIndex,
		opacity: hidden ? 0 : 1
	}));
}
process.env.NODE_ENV !== "production" && (CircleMarkElement.propTypes = {
	classes: import_prop_types.default.object,
	/**
	* The index to the element in the series' data array.
	*/
	dataIndex: import_prop_types.default.number.isRequired,
	seriesId: import_prop_types.default.string.isRequired,
	/**
	* If `true`, animations are skipped.
	* @default false
	*/
	skipAnimation: import_prop_types.default.bool
});
// node_modules/@mui/x-charts/internals/getSymbol.mjs
function getSymbol(shape) {
	switch (shape) {
		case "circle": return 0;
		case "cross": return 1;
		case "diamond": return 2;
		case "square": return 3;
		case "star": return 4;
		case "triangle": return 5;
		case "wye": return 6;
		default: return 0;
	}
}
// node_modules/@mui/x-charts/LineChart/MarkElement.mjs
var _excluded$22 = [
	"x",
	"y",
	"seriesId",
	"classes",
	"color",
	"shape",
	"dataIndex",
	"onClick",
	"skipAnimation",
	"isFaded",
	"isHighlighted",
	"hidden",
	"style"
];
var MarkElementPath = styled("path", {
	name: "MuiMarkElement",
	slot: "Root"
})(({ theme }) => ({
	fill: (theme.vars || theme).palette.background.paper,
	[`&.${lineClasses.markAnimate}`]: {
		transitionDuration: `300ms`,
		transitionProperty: "opacity",
		transitionTimingFunction: ANIMATION_TIMING_FUNCTION
	}
}));
/**
* Demos:
*
* - [Lines](https://mui.com/x/react-charts/lines/)
* - [Line demonstration](https://mui.com/x/react-charts/line-demo/)
*
* API:
*
* - [MarkElement API](https://mui.com/x/api/charts/mark-element/)
*/
function MarkElement(props) {
	const { x, y, seriesId, classes: innerClasses, color, shape, dataIndex, onClick, skipAnimation, isFaded = false, isHighlighted = false, hidden, style } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$22);
	const enablePositionBasedPointerInteraction = useStore().use(selectorChartExperimentalFeaturesState, "enablePositionBasedPointerInteraction");
	const interactionProps = useInteractionItemProps({
		type: "line",
		seriesId,
		dataIndex
	});
	const ownerState = {
		seriesId,
		classes: innerClasses,
		isHighlighted,
		isFaded,
		skipAnimation
	};
	const classes = useUtilityClasses$9({
		skipAnimation,
		classes: innerClasses
	});
	const animatedProps = useAnimateMark({
		x: Number(x),
		y: Number(y),
		skipAnimation
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(MarkElementPath, (0, import_extends.default)({}, other, enablePositionBasedPointerInteraction ? {} : interactionProps, animatedProps, {
		style,
		ownerState,
		className: classes.mark,
		d: Symbol$1(symbolsFill[getSymbol(shape)])(),
		onClick,
		cursor: onClick ? "pointer" : "unset",
		pointerEvents: hidden ? "none" : void 0,
		"data-highlighted": isHighlighted || void 0,
		"data-faded": isFaded || void 0,
		"data-series-id": seriesId,
		"data-series": seriesId,
		"data-index": dataIndex,
		opacity: hidden ? 0 : 1,
		strokeWidth: 2,
		stroke: color
	}));
}
process.env.NODE_ENV !== "production" && (MarkElement.propTypes = {
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* The index to the element in the series' data array.
	*/
	dataIndex: import_prop_types.default.number.isRequired,
	/**
	* If `true`, the marker is hidden.
	* @default false
	*/
	hidden: import_prop_types.default.bool,
	/**
	* If `true`, the marker is faded.
	* @default false
	*/
	isFaded: import_prop_types.default.bool,
	/**
	* If `true`, the marker is highlighted.
	* @default false
	*/
	isHighlighted: import_prop_types.default.bool,
	/**
	* The id of the series the element belongs to.
	*/
	seriesId: import_prop_types.default.string.isRequired,
	/**
	* The shape of the marker.
	*/
	shape: import_prop_types.default.oneOf([
		"circle",
		"cross",
		"diamond",
		"square",
		"star",
		"triangle",
		"wye"
	]).isRequired,
	/**
	* If `true`, animations are skipped.
	* @default false
	*/
	skipAnimation: import_prop_types.default.bool
});
// node_modules/@mui/x-charts/internals/getSeriesColorFn.mjs
function getSeriesColorFn(series) {
	return series.colorGetter ? series.colorGetter : () => series.color;
}
// node_modules/@mui/x-charts/internals/resolveColorProcessor.mjs
function resolveColorProcessor(params) {
	const { series, valueColorScale, categoryColorScale, categoryValues } = params;
	const getSeriesColor = getSeriesColorFn(series);
	if (valueColorScale) return (dataIndex) => {
		if (dataIndex === void 0) return series.color;
		const value = series.data[dataIndex];
		const color = valueColorScale(value);
		if (typeof color !== "string") return getSeriesColor({
			value,
			dataIndex
		});
		return color;
	};
	if (categoryColorScale && categoryValues) return (dataIndex) => {
		if (dataIndex === void 0) return series.color;
		const value = categoryValues[dataIndex];
		const fallbackValue = {
			value: series.data[dataIndex],
			dataIndex
		};
		const color = categoryColorScale(value);
		if (typeof color !== "string") return getSeriesColor(fallbackValue);
		return color;
	};
	return (dataIndex) => {
		if (dataIndex === void 0) return series.color;
		const value = series.data[dataIndex];
		return getSeriesColor({
			value,
			dataIndex
		});
	};
}
// node_modules/@mui/x-charts/LineChart/seriesConfig/getColor.mjs
var getColor$3 = (series, xAxis, yAxis) => resolveColorProcessor({
	series,
	valueColorScale: yAxis?.colorScale,
	categoryColorScale: xAxis?.colorScale,
	categoryValues: xAxis?.data
});
// node_modules/@mui/x-charts/LineChart/useMarkPlotData.mjs
function useMarkPlotData(xAxes, yAxes) {
	const seriesData = useLineSeriesContext();
	const defaultXAxisId = useXAxes().xAxisIds[0];
	const defaultYAxisId = useYAxes().yAxisIds[0];
	const chartId = useChartId();
	const { instance } = useChartsContext();
	return import_react.useMemo(() => {
		if (seriesData === void 0) return [];
		const { series, stackingGroups } = seriesData;
		const markPlotData = [];
		for (const stackingGroup of stackingGroups) {
			const groupIds = stackingGroup.ids;
			for (const seriesId of groupIds) {
				const { xAxisId = defaultXAxisId, yAxisId = defaultYAxisId, visibleStackedData, data, showMark, shape = "circle", hidden } = series[seriesId];
				if (!showMark || showMark === "start" || showMark === "end") continue;
				if (!(xAxisId in xAxes) || !(yAxisId in yAxes)) continue;
				const xScale = getValueToPositionMapper(xAxes[xAxisId].scale);
				const yScale = yAxes[yAxisId].scale;
				const xData = xAxes[xAxisId].data;
				if (process.env.NODE_ENV !== "production") {
					if (xData === void 0) throw new Error(`MUI X Charts: ${xAxisId === "DEFAULT_X_AXIS_KEY" ? "The first `xAxis`" : `The x-axis with id "${xAxisId}"`} should have a data property to be able to display a line plot. The x-axis data defines the positions for each point in the line. Provide a data array to the x-axis configuration.`);
				}
				const clipId = cleanId(`${chartId}-${seriesId}-line-clip`);
				const colorGetter = getColor$3(series[seriesId], xAxes[xAxisId], yAxes[yAxisId]);
				const marks = [];
				if (xData) for (let index = 0; index < xData.length; index += 1) {
					const x = xData[index];
					const value = data[index] == null ? null : visibleStackedData[index][1];
					if (value === null) continue;
					const y = yScale(hidden ? visibleStackedData[index][0] : value);
					const xPos = xScale(x);
					if (!instance.isPointInside(xPos, y)) continue;
					if (showMark !== true) {
						if (!showMark({
							x: xPos,
							y,
							index,
							position: x,
							value
						})) continue;
					}
					marks.push({
						x: xPos,
						y,
						index,
						color: colorGetter(index)
					});
				}
				markPlotData.push({
					seriesId,
					clipId,
					shape,
					xAxisId,
					marks,
					hidden
				});
			}
		}
		return markPlotData;
	}, [
		seriesData,
		defaultXAxisId,
		defaultYAxisId,
		chartId,
		xAxes,
		yAxes,
		instance
	]);
}
// node_modules/@mui/x-charts/LineChart/MarkPlot.mjs
var _excluded$21 = [
	"slots",
	"slotProps",
	"skipAnimation",
	"onItemClick",
	"className"
];
var MarkPlotRoot = styled("g", {
	name: "MuiMarkPlot",
	slot: "Root"
})({});
/**
* Demos:
*
* - [Lines](https://mui.com/x/react-charts/lines/)
* - [Line demonstration](https://mui.com/x/react-charts/line-demo/)
*
* API:
*
* - [MarkPlot API](https://mui.com/x/api/charts/mark-plot/)
*/
function MarkPlot(props) {
	const { slots, slotProps, skipAnimation: inSkipAnimation, onItemClick, className } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$21);
	const skipAnimation = useSkipAnimation(useInternalIsZoomInteracting() || inSkipAnimation);
	const { xAxis } = useXAxes();
	const { yAxis } = useYAxes();
	const { store } = useChartsContext();
	const getHighlightState = useItemHighlightStateGetter();
	const xAxisHighlightIndexes = store.use(selectorChartsHighlightXAxisIndex);
	const highlightedItems = import_react.useMemo(() => {
		const rep = {};
		for (const { dataIndex, axisId } of xAxisHighlightIndexes) if (rep[axisId] === void 0) rep[axisId] = /* @__PURE__ */ new Set([dataIndex]);
		else rep[axisId].add(dataIndex);
		return rep;
	}, [xAxisHighlightIndexes]);
	const completedData = useMarkPlotData(xAxis, yAxis);
	const isMarkRendered = ({ seriesId, dataIndex }) => completedData.some((series) => series.seriesId === seriesId && !series.hidden && series.marks.some((mark) => mark.index === dataIndex));
	useRegisterLineItemActivation(onItemClick, LINE_ACTIVATION_PRIORITY.mark, isMarkRendered);
	const classes = useUtilityClasses$9();
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(MarkPlotRoot, (0, import_extends.default)({ className: clsx(classes.markPlot, className) }, other, { children: completedData.map(({ seriesId, clipId, shape, xAxisId, marks, hidden }) => {
		const Mark = slots?.mark ?? (shape === "circle" ? CircleMarkElement : MarkElement);
		const seriesHighlightState = getHighlightState({
			type: "line",
			seriesId
		});
		const isSeriesHighlighted = seriesHighlightState === "highlighted";
		const isSeriesFaded = seriesHighlightState === "faded";
		return /*#__PURE__*/ (0, import_jsx_runtime.jsx)("g", {
			clipPath: `url(#${clipId})`,
			"data-series": seriesId,
			children: marks.map(({ x, y, index, color }) => {
				return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Mark, (0, import_extends.default)({
					seriesId,
					dataIndex: index,
					shape,
					color,
					x,
					y,
					skipAnimation,
					onClick: onItemClick && ((event) => onItemClick(event, {
						type: "line",
						seriesId,
						dataIndex: index
					})),
					isHighlighted: highlightedItems[xAxisId]?.has(index) || isSeriesHighlighted,
					isFaded: isSeriesFaded,
					hidden
				}, slotProps?.mark), `${seriesId}-${index}`);
			})
		}, seriesId);
	}) }));
}
process.env.NODE_ENV !== "production" && (MarkPlot.propTypes = {
	/**
	* Callback fired when a line mark item is clicked.
	* @param {ChartsActivationEvent<SVGElement>} event The event source of the callback.
	* @param {LineItemClickIdentifier} lineItemIdentifier The line mark item identifier.
	*/
	onItemClick: import_prop_types.default.func,
	/**
	* If `true`, animations are skipped.
	* @default false
	*/
	skipAnimation: import_prop_types.default.bool,
	/**
	* The props used for each component slot.
	* @default {}
	*/
	slotProps: import_prop_types.default.object,
	/**
	* Overridable component slots.
	* @default {}
	*/
	slots: import_prop_types.default.object
});
// node_modules/@base-ui/utils/hydration.mjs
var emptySubscribe = () => () => {};
var getTrue = () => true;
var getFalse = () => false;
function useIsHydratedModern() {
	return (0, import_shim.useSyncExternalStore)(emptySubscribe, getTrue, getFalse);
}
/**
* React 17 path. The shim only forwards to React's own implementation when
* there is one; its fallback takes `(subscribe, getSnapshot)` and drops
* `getServerSnapshot`, so a shim-based hook would report `true` on the server —
* the opposite of what this exists for.
*
* `useState` cannot tell hydration from a client-only mount, so both report
* "not hydrated" for one render before settling.
*/
function useIsHydratedLegacy() {
	const [hydrated, setHydrated] = import_react.useState(false);
	import_react.useEffect(() => {
		setHydrated(true);
	}, []);
	return hydrated;
}
/** Returns `true` once React has taken over on the client. */
var useIsHydrated = isReactVersionAtLeast(18) ? useIsHydratedModern : useIsHydratedLegacy;
// node_modules/@mui/x-charts/hooks/useMounted.mjs
function useMounted(defer = false) {
	const [mountedState, setMountedState] = import_react.useState(false);
	useEnhancedEffect(() => {
		if (!defer) setMountedState(true);
	}, [defer]);
	import_react.useEffect(() => {
		if (defer) setMountedState(true);
	}, [defer]);
	return mountedState;
}
// node_modules/@mui/x-charts/internals/degToRad.mjs
/** Converts degrees to radians. */
function degToRad(degrees) {
	return degrees * (Math.PI / 180);
}
// node_modules/@mui/x-charts/internals/sliceUntil.mjs
var segmenter = typeof window !== "undefined" && "Intl" in window && "Segmenter" in Intl ? new Intl.Segmenter(void 0, { granularity: "grapheme" }) : null;
function sliceUntilFallback(text, endIndex) {
	return text.slice(0, endIndex);
}
function sliceUntilModern(text, endIndex) {
	const segments = segmenter.segment(text);
	let newText = "";
	let i = 0;
	for (const segment of segments) {
		newText += segment.segment;
		i += 1;
		if (i >= endIndex) break;
	}
	return newText;
}
/** Creates a slice of {@link text} from the start until the {@link endIndex}th grapheme (basically character). */
var sliceUntil = segmenter ? sliceUntilModern : sliceUntilFallback;
// node_modules/@mui/x-charts/internals/ellipsize.mjs
var ELLIPSIS = "…";
function doesTextFitInRect(text, config) {
	const { width, height, measureText } = config;
	const angle = degToRad(config.angle);
	const textSize = measureText(text);
	const angledWidth = Math.abs(textSize.width * Math.cos(angle)) + Math.abs(textSize.height * Math.sin(angle));
	const angledHeight = Math.abs(textSize.width * Math.sin(angle)) + Math.abs(textSize.height * Math.cos(angle));
	return angledWidth <= width && angledHeight <= height;
}
/**
* Position of the text bounding box relative to its anchor point, as a fraction of the text width.
* `0` means the box starts at the anchor, `-1` that it ends there.
*/
function getHorizontalAnchorOffset(textAnchor, isRtl) {
	const anchor = textAnchor ?? "middle";
	if (anchor === "middle") return -1 / 2;
	return (isRtl ? anchor === "end" : anchor === "start") ? 0 : -1;
}
/**
* Position of the text bounding box relative to its anchor point, as a fraction of the text height.
* `0` means the box starts at the anchor, `-1` that it ends there.
*/
function getVerticalAnchorOffset(dominantBaseline) {
	switch (dominantBaseline ?? "central") {
		case "hanging":
		case "text-before-edge": return 0;
		case "central": return -1 / 2;
		default: return -1;
	}
}
/**
* Returns the size of a rotated text, and how far it extends on each side of its anchor point.
*
* Which side of the anchor the text is drawn on depends on both the text anchoring and the rotation,
* so `above` and `below` are not necessarily equal. Either of them is negative when the whole text
* sits on the other side of the anchor point.
*
* @param textSize The size of the text before rotation.
* @param config How the text is anchored and rotated.
*/
function getRotatedTextBounds(textSize, config) {
	const angle = degToRad(config.angle);
	const sin = Math.sin(angle);
	const cos = Math.cos(angle);
	const left = getHorizontalAnchorOffset(config.textAnchor, config.isRtl ?? false) * textSize.width;
	const right = left + textSize.width;
	const top = getVerticalAnchorOffset(config.dominantBaseline) * textSize.height;
	const bottom = top + textSize.height;
	const fromWidth = [left * sin, right * sin];
	const fromHeight = [top * cos, bottom * cos];
	return {
		width: Math.abs(textSize.width * cos) + Math.abs(textSize.height * sin),
		above: -(Math.min(...fromWidth) + Math.min(...fromHeight)),
		below: Math.max(...fromWidth) + Math.max(...fromHeight)
	};
}
/** This function finds the best place to clip the text to add an ellipsis.
*  This function assumes that the {@link doesTextFit} never returns true for longer text after returning false for
*  shorter text.
*
*  @param text Text to ellipsize if needed
*  @param doesTextFit a function that returns whether a string fits inside a container.
*/
function ellipsize(text, doesTextFit) {
	if (doesTextFit(text)) return text;
	let shortenedText = text;
	let step = 1;
	let by = 1 / 2;
	const graphemeCount = getGraphemeCount(text);
	let newLength = graphemeCount;
	let lastLength = graphemeCount;
	let longestFittingText = null;
	do {
		lastLength = newLength;
		newLength = Math.floor(graphemeCount * by);
		if (newLength === 0) break;
		shortenedText = sliceUntil(text, newLength).trim();
		const fits = doesTextFit(shortenedText + ELLIPSIS);
		step += 1;
		if (fits) {
			longestFittingText = shortenedText;
			by += 1 / 2 ** step;
		} else by -= 1 / 2 ** step;
	} while (Math.abs(newLength - lastLength) !== 1);
	return longestFittingText ? longestFittingText + ELLIPSIS : "";
}
// node_modules/@mui/x-charts/ChartsXAxis/shortenLabels.mjs
function shortenLabels$1(visibleLabels, drawingArea, maxHeight, isRtl, tickLabelStyle) {
	const shortenedLabels = /* @__PURE__ */ new Map();
	const angle = clampAngle(tickLabelStyle?.angle ?? 0);
	let leftBoundFactor = 1;
	let rightBoundFactor = 1;
	if (tickLabelStyle?.textAnchor === "start") {
		leftBoundFactor = Infinity;
		rightBoundFactor = 1;
	} else if (tickLabelStyle?.textAnchor === "end") {
		leftBoundFactor = 1;
		rightBoundFactor = Infinity;
	} else {
		leftBoundFactor = 2;
		rightBoundFactor = 2;
	}
	if (angle > 90 && angle < 270) [leftBoundFactor, rightBoundFactor] = [rightBoundFactor, leftBoundFactor];
	if (isRtl) [leftBoundFactor, rightBoundFactor] = [rightBoundFactor, leftBoundFactor];
	for (const item of visibleLabels) if (item.formattedValue) {
		const width = Math.min((item.offset + item.labelOffset) * leftBoundFactor, (drawingArea.left + drawingArea.width + drawingArea.right - item.offset - item.labelOffset) * rightBoundFactor);
		const doesTextFit = (text) => doesTextFitInRect(text, {
			width,
			height: maxHeight,
			angle,
			measureText: (string) => getStringSize(string, tickLabelStyle)
		});
		shortenedLabels.set(item, ellipsize(item.formattedValue.toString(), doesTextFit));
	}
	return shortenedLabels;
}
// node_modules/@mui/x-charts/internals/geometry.mjs
var ANGLE_APPROX = 5;
/**
* Return the minimal translation along the x-axis to avoid overflow of a rectangle of a given width, height, and rotation.
* This assumes that all rectangles have the same height and angle between -90 and 90.
* Otherwise it would be problematic because you need the height/width of the next rectangle to do the correct computation.
* @param width the side along the x-axis.
* @param height the side along the y-axis.
* @param angle the rotation in degrees.
*/
function getMinXTranslation(width, height, angle = 0) {
	if (process.env.NODE_ENV !== "production") {
		if (angle > 90 || angle < -90) warnOnce([
			`MUI X Charts: It seems you applied an angle larger than 90° or smaller than -90° to an axis text.`,
			`This could cause some text overlapping.`,
			`If you encounter a use case where it's needed, please open an issue.`
		].join("\n"));
	}
	const standardAngle = Math.min(Math.abs(angle) % 180, Math.abs(Math.abs(angle) % 180 - 180) % 180);
	if (standardAngle < ANGLE_APPROX) return width;
	if (standardAngle > 85) return height;
	const radAngle = deg2rad(standardAngle);
	if (radAngle < Math.atan2(height, width)) return width / Math.cos(radAngle);
	return height / Math.sin(radAngle);
}
// node_modules/@mui/x-charts/ChartsXAxis/getVisibleLabels.mjs
function getVisibleLabels(xTicks, { tickLabelStyle: style, tickLabelInterval, tickLabelMinGap, reverse, isMounted, isXInside }) {
	if (typeof tickLabelInterval === "function") return new Set(xTicks.filter((item, index) => tickLabelInterval(item.value, index)));
	let previousTextLimit = 0;
	const direction = reverse ? -1 : 1;
	const candidateTickLabels = xTicks.filter((item) => {
		const { offset, labelOffset, formattedValue } = item;
		if (formattedValue === "") return false;
		return isXInside(offset + labelOffset);
	});
	const sizeMap = measureTickLabels(candidateTickLabels, style);
	return new Set(candidateTickLabels.filter((item, labelIndex) => {
		const { offset, labelOffset } = item;
		const textPosition = offset + labelOffset;
		if (labelIndex > 0 && direction * textPosition < direction * (previousTextLimit + tickLabelMinGap)) return false;
		const { width, height } = isMounted ? getTickLabelSize(sizeMap, item) : {
			width: 0,
			height: 0
		};
		const distance = getMinXTranslation(width, height, style?.angle);
		const currentTextLimit = textPosition - direction * distance / 2;
		if (labelIndex > 0 && direction * currentTextLimit < direction * (previousTextLimit + tickLabelMinGap)) return false;
		previousTextLimit = textPosition + direction * distance / 2;
		return true;
	}));
}
function getTickLabelSize(sizeMap, tick) {
	if (tick.formattedValue === void 0) return {
		width: 0,
		height: 0
	};
	let width = 0;
	let height = 0;
	for (const line of tick.formattedValue.split("\n")) {
		const lineSize = sizeMap.get(line);
		if (lineSize) {
			width = Math.max(width, lineSize.width);
			height += lineSize.height;
		}
	}
	return {
		width,
		height
	};
}
function measureTickLabels(ticks, style) {
	const strings = /* @__PURE__ */ new Set();
	for (const tick of ticks) if (tick.formattedValue) tick.formattedValue.split("\n").forEach((line) => strings.add(line));
	return batchMeasureStrings(strings, style);
}
// node_modules/@mui/x-charts/internals/getWordsByLines.mjs
function getWordsByLines({ style, needsComputation, text }) {
	return text.split("\n").map((subText) => (0, import_extends.default)({ text: subText }, needsComputation ? getStringSize(subText, style) : {
		width: 0,
		height: 0
	}));
}
// node_modules/@mui/x-charts/ChartsText/ChartsText.mjs
var _excluded$20 = [
	"x",
	"y",
	"style",
	"text",
	"ownerState"
];
var _excluded2$3 = [
	"angle",
	"textAnchor",
	"dominantBaseline"
];
/**
* Helper component to manage multiline text in SVG
*/
function ChartsText(props) {
	const { x, y, style: styleProps, text } = props, textProps = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$20);
	const _ref = styleProps ?? {}, { angle, textAnchor, dominantBaseline } = _ref, style = (0, import_objectWithoutPropertiesLoose.default)(_ref, _excluded2$3);
	const isHydrated = useIsHydrated();
	const wordsByLines = import_react.useMemo(() => getWordsByLines({
		style,
		needsComputation: isHydrated && text.includes("\n"),
		text
	}), [
		style,
		text,
		isHydrated
	]);
	let startDy;
	switch (dominantBaseline) {
		case "hanging":
		case "text-before-edge":
			startDy = 0;
			break;
		case "central":
			startDy = (wordsByLines.length - 1) / 2 * -wordsByLines[0].height;
			break;
		default: startDy = (wordsByLines.length - 1) * -wordsByLines[0].height;
	}
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)("text", (0, import_extends.default)({}, textProps, {
		transform: angle ? `rotate(${angle}, ${x}, ${y})` : void 0,
		x,
		y,
		textAnchor,
		dominantBaseline,
		style,
		children: wordsByLines.map((line, index) => /*#__PURE__*/ (0, import_jsx_runtime.jsx)("tspan", {
			x,
			dy: `${index === 0 ? startDy : wordsByLines[0].height}px`,
			dominantBaseline,
			children: line.text
		}, index))
	}));
}
process.env.NODE_ENV !== "production" && (ChartsText.propTypes = {
	/**
	* Height of a text line (in `em`).
	*/
	lineHeight: import_prop_types.default.number,
	/**
	* If `true`, the line width is computed.
	* @default false
	*/
	needsComputation: import_prop_types.default.bool,
	/**
	* @ignore
	*/
	ownerState: import_prop_types.default.any,
	/**
	* Style applied to text elements.
	*/
	style: import_prop_types.default.object,
	/**
	* Text displayed.
	*/
	text: import_prop_types.default.string.isRequired
});
// node_modules/@mui/x-charts/ChartsText/defaultTextPlacement.mjs
/**
* Provide the text-anchor based on the angle between the text and the associated element.
* - 0 means the element is on top of the text, 180 bellow, and 90 on the right of the text.
* @param {number} angle The angle between the text and the element.
* @returns
*/
function getDefaultTextAnchor(angle) {
	const adjustedAngle = clampAngle(angle);
	if (adjustedAngle <= 30 || adjustedAngle >= 330) return "middle";
	if (adjustedAngle <= 210 && adjustedAngle >= 150) return "middle";
	if (adjustedAngle <= 180) return "end";
	return "start";
}
function getDefaultBaseline(angle) {
	const adjustedAngle = clampAngle(angle);
	if (adjustedAngle <= 30 || adjustedAngle >= 330) return "hanging";
	if (adjustedAngle <= 210 && adjustedAngle >= 150) return "auto";
	return "central";
}
// node_modules/@mui/x-charts/internals/invertTextAnchor.mjs
function invertTextAnchor(textAnchor) {
	switch (textAnchor) {
		case "start": return "end";
		case "end": return "start";
		default: return textAnchor;
	}
}
// node_modules/@mui/x-charts/internals/getInlineTypographyStyle.mjs
/**
* Returns the typography variant without its nested rules (media queries, selectors),
* so it can be passed to an inline `style` prop.
* Inline styles can't hold nested rules: React ignores them and warns in development.
* @param variant A theme typography variant, for example `theme.typography.caption`.
* @returns The variant's flat CSS properties.
*/
function getInlineTypographyStyle(variant) {
	const result = {};
	for (const [key, value] of Object.entries(variant)) if (value === null || typeof value !== "object") result[key] = value;
	return result;
}
// node_modules/@mui/x-charts/ChartsXAxis/useAxisTicksProps.mjs
var _excluded$19 = [
	"scale",
	"tickNumber",
	"reverse"
];
function useAxisTicksProps$1(inProps) {
	const { xAxis, xAxisIds } = useXAxes();
	const _xAxis = xAxis[inProps.axisId ?? xAxisIds[0]], { scale: xScale, tickNumber, reverse } = _xAxis, settings = (0, import_objectWithoutPropertiesLoose.default)(_xAxis, _excluded$19);
	const themedProps = useThemeProps({
		props: (0, import_extends.default)({}, settings, inProps),
		name: "MuiChartsXAxis"
	});
	const defaultizedProps = (0, import_extends.default)({}, defaultProps$1, themedProps);
	const { position, tickLabelStyle, slots, slotProps } = defaultizedProps;
	const theme = useTheme();
	const isRtl = useRtl();
	const classes = useUtilityClasses$10(defaultizedProps);
	const positionSign = position === "bottom" ? 1 : -1;
	const Tick = slots?.axisTick ?? "line";
	const TickLabel = slots?.axisTickLabel ?? ChartsText;
	const defaultTextAnchor = getDefaultTextAnchor((position === "bottom" ? 0 : 180) - (tickLabelStyle?.angle ?? 0));
	const defaultDominantBaseline = getDefaultBaseline((position === "bottom" ? 0 : 180) - (tickLabelStyle?.angle ?? 0));
	return {
		xScale,
		defaultizedProps,
		tickNumber,
		positionSign,
		classes,
		Tick,
		TickLabel,
		axisTickLabelProps: useSlotProps({
			elementType: TickLabel,
			externalSlotProps: slotProps?.axisTickLabel,
			additionalProps: { style: (0, import_extends.default)({}, getInlineTypographyStyle(theme.typography.caption), {
				fontSize: 12,
				lineHeight: 1.25,
				textAnchor: isRtl ? invertTextAnchor(defaultTextAnchor) : defaultTextAnchor,
				dominantBaseline: defaultDominantBaseline
			}, tickLabelStyle) },
			className: classes.tickLabel,
			ownerState: {}
		}),
		reverse
	};
}
// node_modules/@mui/x-charts/ChartsXAxis/ChartsSingleXAxisTicks.mjs
/**
* @ignore - internal component.
*/
function ChartsSingleXAxisTicks(inProps) {
	const { axisLabelHeight, ordinalTimeTicks } = inProps;
	const { xScale, defaultizedProps, tickNumber, positionSign, classes, Tick, TickLabel, axisTickLabelProps, reverse } = useAxisTicksProps$1(inProps);
	const isRtl = useRtl();
	const isMounted = useMounted();
	const { disableTicks, tickSize: tickSizeProp, valueFormatter, slotProps, tickInterval, tickLabelInterval, tickPlacement, tickLabelPlacement, tickLabelMinGap, tickSpacing, height: axisHeight } = defaultizedProps;
	const drawingArea = useDrawingArea();
	const { instance } = useChartsContext();
	const isHydrated = useIsHydrated();
	const tickSize = disableTicks ? 4 : tickSizeProp;
	const xTicks = useTicks({
		scale: xScale,
		tickNumber,
		valueFormatter,
		tickInterval,
		tickPlacement,
		tickLabelPlacement,
		tickSpacing,
		direction: "x",
		ordinalTimeTicks
	});
	const visibleLabels = getVisibleLabels(xTicks, {
		tickLabelStyle: axisTickLabelProps.style,
		tickLabelInterval,
		tickLabelMinGap,
		reverse,
		isMounted,
		isXInside: instance.isXInside
	});
	const tickLabelsMaxHeight = Math.max(0, axisHeight - (axisLabelHeight > 0 ? axisLabelHeight + 4 : 0) - tickSize - 3);
	const tickLabels = isHydrated ? shortenLabels$1(visibleLabels, drawingArea, tickLabelsMaxHeight, isRtl, axisTickLabelProps.style) : new Map(Array.from(visibleLabels).map((item) => [item, item.formattedValue]));
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: xTicks.map((item, index) => {
		const { offset: tickOffset, labelOffset } = item;
		const xTickLabel = labelOffset ?? 0;
		const yTickLabel = positionSign * (tickSize + 3);
		const showTick = instance.isXInside(tickOffset);
		const tickLabel = tickLabels.get(item);
		const showTickLabel = visibleLabels.has(item);
		return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)("g", {
			transform: `translate(${tickOffset}, 0)`,
			className: classes.tickContainer,
			children: [!disableTicks && showTick && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Tick, (0, import_extends.default)({
				y2: positionSign * tickSize,
				className: classes.tick
			}, slotProps?.axisTick)), tickLabel !== void 0 && showTickLabel && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TickLabel, (0, import_extends.default)({
				x: xTickLabel,
				y: yTickLabel
			}, axisTickLabelProps, { text: tickLabel }))]
		}, index);
	}) });
}
// node_modules/@mui/x-charts/hooks/useTicksGrouped.mjs
var offsetRatio = {
	start: 0,
	extremities: 0,
	end: 1,
	middle: .5,
	tick: 0
};
function useTicksGrouped(options) {
	const { scale, tickInterval, tickLabelPlacement = "middle", tickPlacement = "extremities", groups } = options;
	return import_react.useMemo(() => {
		const domain = scale.domain();
		const filteredDomain = typeof tickInterval === "function" && domain.filter(tickInterval) || typeof tickInterval === "object" && tickInterval || domain;
		if (scale.bandwidth() > 0) {
			const entries = mapToGrouping(filteredDomain, groups, tickPlacement, tickLabelPlacement, scale);
			if (entries[0]) entries[0].ignoreTick = true;
			return [
				{
					formattedValue: void 0,
					offset: scale.range()[0],
					labelOffset: 0,
					groupIndex: groups.length - 1
				},
				...entries,
				{
					formattedValue: void 0,
					offset: scale.range()[1],
					labelOffset: 0,
					groupIndex: groups.length - 1
				}
			];
		}
		return mapToGrouping(filteredDomain, groups, tickPlacement, tickLabelPlacement, scale);
	}, [
		scale,
		tickInterval,
		groups,
		tickPlacement,
		tickLabelPlacement
	]);
}
function mapToGrouping(tickValues, groups, tickPlacement, tickLabelPlacement, scale) {
	const allTickItems = [];
	const dataIndexToTickIndex = /* @__PURE__ */ new Map();
	let currentValueCount = 0;
	for (let groupIndex = 0; groupIndex < groups.length; groupIndex += 1) for (let dataIndex = 0; dataIndex < tickValues.length; dataIndex += 1) {
		const tickValue = tickValues[dataIndex];
		const groupValue = groups[groupIndex].getValue(tickValue, dataIndex);
		const lastItem = allTickItems[allTickItems.length - 1];
		if (lastItem?.value !== groupValue || lastItem?.groupIndex !== groupIndex) {
			currentValueCount = 1;
			const tickOffset = isOrdinalScale(scale) ? scale(tickValue) - (scale.step() - scale.bandwidth()) / 2 + offsetRatio[tickPlacement] * scale.step() : scale(tickValue);
			const labelOffset = scale.step() * currentValueCount * (offsetRatio[tickLabelPlacement] - offsetRatio[tickPlacement]);
			allTickItems.push({
				value: groupValue,
				formattedValue: `${groupValue}`,
				offset: tickOffset,
				groupIndex,
				dataIndex,
				ignoreTick: false,
				labelOffset
			});
			if (!dataIndexToTickIndex.has(dataIndex)) dataIndexToTickIndex.set(dataIndex, /* @__PURE__ */ new Set());
			const tickIndexes = dataIndexToTickIndex.get(dataIndex);
			for (const previousIndex of tickIndexes.values()) allTickItems[previousIndex].ignoreTick = true;
			tickIndexes.add(allTickItems.length - 1);
		} else {
			currentValueCount += 1;
			lastItem.labelOffset = scale.step() * currentValueCount * (offsetRatio[tickLabelPlacement] - offsetRatio[tickPlacement]);
		}
	}
	return allTickItems;
}
// node_modules/@mui/x-charts/internals/getGroupingConfig.mjs
var DEFAULT_GROUPING_CONFIG = { tickSize: 6 };
var getGroupingConfig = (groups, groupIndex, tickSize, computedGroupTickSizes) => {
	const config = groups[groupIndex] ?? {};
	const defaultTickSize = tickSize ?? DEFAULT_GROUPING_CONFIG.tickSize;
	const calculatedTickSize = defaultTickSize * groupIndex * 2 + defaultTickSize;
	return (0, import_extends.default)({}, DEFAULT_GROUPING_CONFIG, config, { tickSize: computedGroupTickSizes?.[groupIndex] ?? config.tickSize ?? calculatedTickSize });
};
// node_modules/@mui/x-charts/ChartsXAxis/ChartsGroupedXAxisTicks.mjs
/**
* @ignore - internal component.
*/
function ChartsGroupedXAxisTicks(inProps) {
	const { xScale, defaultizedProps, tickNumber, positionSign, classes, Tick, TickLabel, axisTickLabelProps } = useAxisTicksProps$1(inProps);
	if (!isOrdinalScale(xScale)) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X Charts: ChartsGroupedXAxis only supports the `band` and `point` scale types. Grouped axis ticks require an ordinal scale to display category groupings. Use a band or point scale type for the x-axis, or use a non-grouped axis component." : formatErrorMessage_default(8));
	const { disableTicks, tickSize, valueFormatter, slotProps, tickInterval, tickPlacement, tickLabelPlacement } = defaultizedProps;
	const groups = defaultizedProps.groups;
	const axisId = defaultizedProps.id;
	const { instance } = useChartsContext();
	const autoSizeResults = useStore().use(selectorChartXAxisAutoSizeResults);
	const computedGroupTickSizes = (axisId ? autoSizeResults[axisId] : void 0)?.groupTickSizes;
	const xTicks = useTicksGrouped({
		scale: xScale,
		tickNumber,
		valueFormatter,
		tickInterval,
		tickPlacement,
		tickLabelPlacement,
		direction: "x",
		groups
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: xTicks.map((item, index) => {
		const { offset: tickOffset, labelOffset } = item;
		const xTickLabel = labelOffset ?? 0;
		const showTick = instance.isXInside(tickOffset);
		const tickLabel = item.formattedValue;
		const ignoreTick = item.ignoreTick ?? false;
		const groupIndex = item.groupIndex ?? 0;
		const groupConfig = getGroupingConfig(groups, groupIndex, tickSize, computedGroupTickSizes);
		const tickYSize = positionSign * groupConfig.tickSize;
		const labelPositionY = positionSign * (groupConfig.tickSize + 3);
		return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)("g", {
			transform: `translate(${tickOffset}, 0)`,
			className: classes.tickContainer,
			"data-group-index": groupIndex,
			children: [!disableTicks && !ignoreTick && showTick && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Tick, (0, import_extends.default)({
				y2: tickYSize,
				className: classes.tick
			}, slotProps?.axisTick)), tickLabel !== void 0 && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TickLabel, (0, import_extends.default)({
				x: xTickLabel,
				y: labelPositionY
			}, axisTickLabelProps, {
				style: (0, import_extends.default)({}, axisTickLabelProps.style, groupConfig.tickLabelStyle),
				text: tickLabel
			}))]
		}, index);
	}) });
}
// node_modules/@mui/x-charts/internals/components/AxisSharedComponents.mjs
var AxisRoot = styled("g", {
	name: "MuiChartsAxis",
	slot: "Root"
})(({ theme }) => ({
	[`& .${axisClasses.tickLabel}`]: (0, import_extends.default)({}, theme.typography.caption, { fill: (theme.vars || theme).palette.text.primary }),
	[`& .${axisClasses.label}`]: { fill: (theme.vars || theme).palette.text.primary },
	[`& .${axisClasses.line}`]: {
		stroke: (theme.vars || theme).palette.text.primary,
		shapeRendering: "crispEdges",
		strokeWidth: 1
	},
	[`& .${axisClasses.tick}`]: {
		stroke: (theme.vars || theme).palette.text.primary,
		shapeRendering: "crispEdges"
	}
}));
// node_modules/@mui/x-charts/ChartsXAxis/ChartsXAxisImpl.mjs
var _excluded$18 = ["axis"];
var _excluded2$2 = [
	"scale",
	"tickNumber",
	"reverse",
	"ordinalTimeTicks"
];
var XAxisRoot = styled(AxisRoot, {
	name: "MuiChartsXAxis",
	slot: "Root"
})({});
/**
* @ignore - internal component. Use `ChartsXAxis` instead.
*/
function ChartsXAxisImpl(_ref) {
	let { axis } = _ref, inProps = (0, import_objectWithoutPropertiesLoose.default)(_ref, _excluded$18);
	const { scale: xScale, ordinalTimeTicks } = axis, settings = (0, import_objectWithoutPropertiesLoose.default)(axis, _excluded2$2);
	const themedProps = useThemeProps({
		props: (0, import_extends.default)({}, settings, inProps),
		name: "MuiChartsXAxis"
	});
	const defaultizedProps = (0, import_extends.default)({}, defaultProps$1, themedProps);
	const { position, className, labelStyle, offset, slots, slotProps, sx, disableLine, label, height: axisHeight } = defaultizedProps;
	const theme = useTheme();
	const classes = useUtilityClasses$10(defaultizedProps);
	const { left, top, width, height } = useDrawingArea();
	const positionSign = position === "bottom" ? 1 : -1;
	const Line = slots?.axisLine ?? "line";
	const Label = slots?.axisLabel ?? ChartsText;
	const axisLabelProps = useSlotProps({
		elementType: Label,
		externalSlotProps: slotProps?.axisLabel,
		additionalProps: { style: (0, import_extends.default)({}, getInlineTypographyStyle(theme.typography.body1), {
			lineHeight: 1,
			fontSize: 14,
			textAnchor: "middle",
			dominantBaseline: position === "bottom" ? "text-after-edge" : "text-before-edge"
		}, labelStyle) },
		ownerState: {}
	});
	if (position === "none") return null;
	const labelHeight = label ? getStringSize(label, axisLabelProps.style).height : 0;
	const domain = xScale.domain();
	const skipTickRendering = isOrdinalScale(xScale) ? domain.length === 0 : domain.some(isInfinity);
	let children = null;
	if (!skipTickRendering) children = "groups" in axis && Array.isArray(axis.groups) ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsGroupedXAxisTicks, (0, import_extends.default)({}, inProps)) : /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsSingleXAxisTicks, (0, import_extends.default)({}, inProps, {
		axisLabelHeight: labelHeight,
		ordinalTimeTicks
	}));
	const labelRefPoint = {
		x: left + width / 2,
		y: positionSign * axisHeight
	};
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(XAxisRoot, {
		transform: `translate(0, ${position === "bottom" ? top + height + offset : top - offset})`,
		className: clsx(classes.root, className),
		"data-axis-id": defaultizedProps.id,
		sx,
		children: [
			!disableLine && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Line, (0, import_extends.default)({
				x1: left,
				x2: left + width,
				className: classes.line
			}, slotProps?.axisLine)),
			children,
			label && /*#__PURE__*/ (0, import_jsx_runtime.jsx)("g", {
				className: classes.label,
				children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Label, (0, import_extends.default)({}, labelRefPoint, axisLabelProps, { text: label }))
			})
		]
	});
}
// node_modules/@mui/x-charts/ChartsXAxis/ChartsXAxis.mjs
/**
* Demos:
*
* - [Axis](https://mui.com/x/react-charts/axis/)
*
* API:
*
* - [ChartsXAxis API](https://mui.com/x/api/charts/charts-x-axis/)
*/
function ChartsXAxis(inProps) {
	const { xAxis, xAxisIds } = useXAxes();
	const axis = xAxis[inProps.axisId ?? xAxisIds[0]];
	if (!axis) {
		if (process.env.NODE_ENV !== "production") warnOnce(`MUI X Charts: No axis found. The axisId "${inProps.axisId}" is probably invalid.`);
		return null;
	}
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsXAxisImpl, (0, import_extends.default)({}, inProps, { axis }));
}
process.env.NODE_ENV !== "production" && (ChartsXAxis.propTypes = {
	/**
	* The direction of the axis.
	*/
	axis: import_prop_types.default.oneOf(["x"]),
	/**
	* The id of the axis to render.
	* If undefined, it will be the first defined axis.
	*/
	axisId: import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.string]),
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* A CSS class name applied to the root element.
	*/
	className: import_prop_types.default.string,
	/**
	* If true, the axis line is disabled.
	* @default false
	*/
	disableLine: import_prop_types.default.bool,
	/**
	* If true, the ticks are disabled.
	* @default false
	*/
	disableTicks: import_prop_types.default.bool,
	/**
	* The label of the axis.
	*/
	label: import_prop_types.default.string,
	/**
	* The style applied to the axis label.
	*/
	labelStyle: import_prop_types.default.object,
	/**
	* The props used for each component slot.
	* @default {}
	*/
	slotProps: import_prop_types.default.object,
	/**
	* Overridable component slots.
	* @default {}
	*/
	slots: import_prop_types.default.object,
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	]),
	/**
	* Defines which ticks are displayed.
	* Its value can be:
	* - 'auto' In such case the ticks are computed based on axis scale and other parameters.
	* - a filtering function of the form `(value, index) => boolean` which is available only if the axis has "point" scale.
	* - an array containing the values where ticks should be displayed.
	* @see See {@link https://mui.com/x/react-charts/axis/#fixed-tick-positions}
	* @default 'auto'
	*/
	tickInterval: import_prop_types.default.oneOfType([
		import_prop_types.default.oneOf(["auto"]),
		import_prop_types.default.array,
		import_prop_types.default.func
	]),
	/**
	* Defines which ticks get its label displayed. Its value can be:
	* - 'auto' In such case, labels are displayed if they do not overlap with the previous one.
	* - a filtering function of the form (value, index) => boolean. Warning: the index is tick index, not data ones.
	* @default 'auto'
	*/
	tickLabelInterval: import_prop_types.default.oneOfType([import_prop_types.default.oneOf(["auto"]), import_prop_types.default.func]),
	/**
	* The minimum gap in pixels between two tick labels.
	* If two tick labels are closer than this minimum gap, one of them will be hidden.
	* @default 4
	*/
	tickLabelMinGap: import_prop_types.default.number,
	/**
	* The placement of ticks label. Can be the middle of the band, or the tick position.
	* Only used if scale is 'band'.
	* @default 'middle'
	*/
	tickLabelPlacement: import_prop_types.default.oneOf(["middle", "tick"]),
	/**
	* The style applied to ticks text.
	*/
	tickLabelStyle: import_prop_types.default.object,
	/**
	* Maximal step between two ticks.
	* When using time data, the value is assumed to be in ms.
	* Not supported by categorical axis (band, points).
	*/
	tickMaxStep: import_prop_types.default.number,
	/**
	* Minimal step between two ticks.
	* When using time data, the value is assumed to be in ms.
	* Not supported by categorical axis (band, points).
	*/
	tickMinStep: import_prop_types.default.number,
	/**
	* The number of ticks. This number is not guaranteed.
	* Not supported by categorical axis (band, points).
	*/
	tickNumber: import_prop_types.default.number,
	/**
	* The placement of ticks in regard to the band interval.
	* Only used if scale is 'band'.
	* @default 'extremities'
	*/
	tickPlacement: import_prop_types.default.oneOf([
		"end",
		"extremities",
		"middle",
		"start"
	]),
	/**
	* The size of the ticks.
	* @default 6
	*/
	tickSize: import_prop_types.default.number,
	/**
	* The minimum space between ticks when using an ordinal scale. It defines the minimum distance in pixels between two ticks.
	* @default 0
	*/
	tickSpacing: import_prop_types.default.number
});
// node_modules/@mui/x-charts/ChartsYAxis/shortenLabels.mjs
function shortenLabels(visibleLabels, drawingArea, maxWidth, isRtl, tickLabelStyle) {
	const shortenedLabels = /* @__PURE__ */ new Map();
	const boundsConfig = {
		angle: clampAngle(tickLabelStyle?.angle ?? 0),
		textAnchor: tickLabelStyle?.textAnchor,
		dominantBaseline: tickLabelStyle?.dominantBaseline,
		isRtl
	};
	const svgHeight = drawingArea.top + drawingArea.height + drawingArea.bottom;
	for (const item of visibleLabels) if (item.formattedValue) {
		const anchor = item.offset + item.labelOffset;
		const spaceAbove = anchor;
		const spaceBelow = svgHeight - anchor;
		const doesTextFit = (text) => {
			const bounds = getRotatedTextBounds(getStringSize(text, tickLabelStyle), boundsConfig);
			return bounds.width <= maxWidth && bounds.above <= spaceAbove && bounds.below <= spaceBelow;
		};
		shortenedLabels.set(item, ellipsize(item.formattedValue.toString(), doesTextFit));
	}
	return shortenedLabels;
}
// node_modules/@mui/x-charts/ChartsYAxis/utilities.mjs
var useUtilityClasses$8 = (ownerState) => {
	const { classes, position } = ownerState;
	return composeClasses({
		root: [
			"root",
			"directionY",
			position
		],
		line: ["line"],
		tickContainer: ["tickContainer"],
		tick: ["tick"],
		tickLabel: ["tickLabel"],
		label: ["label"]
	}, getAxisUtilityClass, classes);
};
var defaultProps = {
	disableLine: false,
	disableTicks: false,
	tickSize: 6
};
// node_modules/@mui/x-charts/ChartsYAxis/useAxisTicksProps.mjs
var _excluded$17 = [
	"scale",
	"tickNumber",
	"reverse"
];
function useAxisTicksProps(inProps) {
	const { yAxis, yAxisIds } = useYAxes();
	const _yAxis = yAxis[inProps.axisId ?? yAxisIds[0]], { scale: yScale, tickNumber } = _yAxis, settings = (0, import_objectWithoutPropertiesLoose.default)(_yAxis, _excluded$17);
	const themedProps = useThemeProps({
		props: (0, import_extends.default)({}, settings, inProps),
		name: "MuiChartsYAxis"
	});
	const defaultizedProps = (0, import_extends.default)({}, defaultProps, themedProps);
	const { position, tickLabelStyle, slots, slotProps } = defaultizedProps;
	const theme = useTheme();
	const isRtl = useRtl();
	const classes = useUtilityClasses$8(defaultizedProps);
	const positionSign = position === "right" ? 1 : -1;
	const tickFontSize = typeof tickLabelStyle?.fontSize === "number" ? tickLabelStyle.fontSize : 12;
	const Tick = slots?.axisTick ?? "line";
	const TickLabel = slots?.axisTickLabel ?? ChartsText;
	const defaultTextAnchor = getDefaultTextAnchor((position === "right" ? -90 : 90) - (tickLabelStyle?.angle ?? 0));
	const defaultDominantBaseline = getDefaultBaseline((position === "right" ? -90 : 90) - (tickLabelStyle?.angle ?? 0));
	return {
		yScale,
		defaultizedProps,
		tickNumber,
		positionSign,
		classes,
		Tick,
		TickLabel,
		axisTickLabelProps: useSlotProps({
			elementType: TickLabel,
			externalSlotProps: slotProps?.axisTickLabel,
			additionalProps: { style: (0, import_extends.default)({}, getInlineTypographyStyle(theme.typography.caption), {
				fontSize: tickFontSize,
				textAnchor: isRtl ? invertTextAnchor(defaultTextAnchor) : defaultTextAnchor,
				dominantBaseline: defaultDominantBaseline
			}, tickLabelStyle) },
			className: classes.tickLabel,
			ownerState: {}
		})
	};
}
// node_modules/@mui/x-charts/ChartsYAxis/ChartsSingleYAxisTicks.mjs
/**
* @ignore - internal component.
*/
function ChartsSingleYAxisTicks(inProps) {
	const { axisLabelHeight, ordinalTimeTicks } = inProps;
	const { yScale, defaultizedProps, tickNumber, positionSign, classes, Tick, TickLabel, axisTickLabelProps } = useAxisTicksProps(inProps);
	const isRtl = useRtl();
	const { disableTicks, tickSize: tickSizeProp, valueFormatter, slotProps, tickPlacement, tickLabelPlacement, tickInterval, tickLabelInterval, tickSpacing, width: axisWidth } = defaultizedProps;
	const drawingArea = useDrawingArea();
	const { instance } = useChartsContext();
	const isHydrated = useIsHydrated();
	const tickSize = disableTicks ? 4 : tickSizeProp;
	const yTicks = useTicks({
		scale: yScale,
		tickNumber,
		valueFormatter,
		tickPlacement,
		tickLabelPlacement,
		tickInterval,
		tickSpacing,
		direction: "y",
		ordinalTimeTicks
	});
	const tickLabelsMaxWidth = Math.max(0, axisWidth - (axisLabelHeight > 0 ? axisLabelHeight + 2 : 0) - tickSize - 2);
	const tickLabels = isHydrated ? shortenLabels(yTicks, drawingArea, tickLabelsMaxWidth, isRtl, axisTickLabelProps.style) : new Map(Array.from(yTicks).map((item) => [item, item.formattedValue]));
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: yTicks.map((item, index) => {
		const { offset: tickOffset, labelOffset, value } = item;
		const xTickLabel = positionSign * (tickSize + 2);
		const yTickLabel = labelOffset;
		const skipLabel = typeof tickLabelInterval === "function" && !tickLabelInterval?.(value, index);
		const showLabel = instance.isYInside(tickOffset);
		const tickLabel = tickLabels.get(item);
		if (!showLabel) return null;
		return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)("g", {
			transform: `translate(0, ${tickOffset})`,
			className: classes.tickContainer,
			children: [!disableTicks && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Tick, (0, import_extends.default)({
				x2: positionSign * tickSize,
				className: classes.tick
			}, slotProps?.axisTick)), tickLabel !== void 0 && !skipLabel && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TickLabel, (0, import_extends.default)({
				x: xTickLabel,
				y: yTickLabel,
				text: tickLabel
			}, axisTickLabelProps))]
		}, index);
	}) });
}
// node_modules/@mui/x-charts/ChartsYAxis/ChartsGroupedYAxisTicks.mjs
/**
* @ignore - internal component.
*/
function ChartsGroupedYAxisTicks(inProps) {
	const { yScale, defaultizedProps, tickNumber, positionSign, classes, Tick, TickLabel, axisTickLabelProps } = useAxisTicksProps(inProps);
	if (!isOrdinalScale(yScale)) throw new Error(process.env.NODE_ENV !== "production" ? "MUI X Charts: ChartsGroupedYAxis only supports the `band` and `point` scale types. Grouped axis ticks require an ordinal scale to display category groupings. Use a band or point scale type for the y-axis, or use a non-grouped axis component." : formatErrorMessage_default(9));
	const { disableTicks, tickSize, valueFormatter, slotProps, tickInterval, tickPlacement, tickLabelPlacement } = defaultizedProps;
	const groups = defaultizedProps.groups;
	const axisId = defaultizedProps.id;
	const { instance } = useChartsContext();
	const autoSizeResults = useStore().use(selectorChartYAxisAutoSizeResults);
	const computedGroupTickSizes = (axisId ? autoSizeResults[axisId] : void 0)?.groupTickSizes;
	const yTicks = useTicksGrouped({
		scale: yScale,
		tickNumber,
		valueFormatter,
		tickInterval,
		tickPlacement,
		tickLabelPlacement,
		direction: "y",
		groups
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: yTicks.map((item, index) => {
		const { offset: tickOffset, labelOffset } = item;
		const yTickLabel = labelOffset ?? 0;
		const showTick = instance.isYInside(tickOffset);
		const tickLabel = item.formattedValue;
		const ignoreTick = item.ignoreTick ?? false;
		const groupIndex = item.groupIndex ?? 0;
		const groupConfig = getGroupingConfig(groups, groupIndex, tickSize, computedGroupTickSizes);
		const tickXSize = positionSign * groupConfig.tickSize;
		const labelPositionX = positionSign * (groupConfig.tickSize + 2);
		return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)("g", {
			transform: `translate(0, ${tickOffset})`,
			className: classes.tickContainer,
			"data-group-index": groupIndex,
			children: [!disableTicks && !ignoreTick && showTick && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Tick, (0, import_extends.default)({
				x2: tickXSize,
				className: classes.tick
			}, slotProps?.axisTick)), tickLabel !== void 0 && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TickLabel, (0, import_extends.default)({
				x: labelPositionX,
				y: yTickLabel
			}, axisTickLabelProps, {
				style: (0, import_extends.default)({}, axisTickLabelProps.style, groupConfig.tickLabelStyle),
				text: tickLabel
			}))]
		}, index);
	}) });
}
// node_modules/@mui/x-charts/ChartsYAxis/ChartsYAxisImpl.mjs
var _excluded$16 = ["axis"];
var _excluded2$1 = [
	"scale",
	"tickNumber",
	"reverse",
	"ordinalTimeTicks"
];
var YAxisRoot = styled(AxisRoot, {
	name: "MuiChartsYAxis",
	slot: "Root"
})({});
/**
* @ignore - internal component. Use `ChartsYAxis` instead.
*/
function ChartsYAxisImpl(_ref) {
	let { axis } = _ref, inProps = (0, import_objectWithoutPropertiesLoose.default)(_ref, _excluded$16);
	const { scale: yScale, ordinalTimeTicks } = axis, settings = (0, import_objectWithoutPropertiesLoose.default)(axis, _excluded2$1);
	const isHydrated = useIsHydrated();
	const themedProps = useThemeProps({
		props: (0, import_extends.default)({}, settings, inProps),
		name: "MuiChartsYAxis"
	});
	const defaultizedProps = (0, import_extends.default)({}, defaultProps, themedProps);
	const { position, className, disableLine, label, labelStyle, offset, width: axisWidth, sx, slots, slotProps } = defaultizedProps;
	const theme = useTheme();
	const classes = useUtilityClasses$8(defaultizedProps);
	const { left, top, width, height } = useDrawingArea();
	const positionSign = position === "right" ? 1 : -1;
	const Line = slots?.axisLine ?? "line";
	const Label = slots?.axisLabel ?? ChartsText;
	const lineProps = useSlotProps({
		elementType: Line,
		externalSlotProps: slotProps?.axisLine,
		additionalProps: { strokeLinecap: "square" },
		ownerState: {}
	});
	const axisLabelProps = useSlotProps({
		elementType: Label,
		externalSlotProps: slotProps?.axisLabel,
		additionalProps: { style: (0, import_extends.default)({}, getInlineTypographyStyle(theme.typography.body1), {
			lineHeight: 1,
			fontSize: 14,
			angle: positionSign * 90,
			textAnchor: "middle",
			dominantBaseline: "text-before-edge"
		}, labelStyle) },
		ownerState: {}
	});
	if (position === "none") return null;
	const labelRefPoint = {
		x: positionSign * axisWidth,
		y: top + height / 2
	};
	const axisLabelHeight = label == null ? 0 : getStringSize(label, axisLabelProps.style).height;
	const domain = yScale.domain();
	const skipTickRendering = isOrdinalScale(yScale) ? domain.length === 0 : domain.some(isInfinity);
	let children = null;
	if (!skipTickRendering) children = "groups" in axis && Array.isArray(axis.groups) ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsGroupedYAxisTicks, (0, import_extends.default)({}, inProps)) : /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsSingleYAxisTicks, (0, import_extends.default)({}, inProps, {
		axisLabelHeight,
		ordinalTimeTicks
	}));
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(YAxisRoot, {
		transform: `translate(${position === "right" ? left + width + offset : left - offset}, 0)`,
		className: clsx(classes.root, className),
		"data-axis-id": defaultizedProps.id,
		sx,
		children: [
			!disableLine && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Line, (0, import_extends.default)({
				y1: top,
				y2: top + height,
				className: classes.line
			}, lineProps)),
			children,
			label && isHydrated && /*#__PURE__*/ (0, import_jsx_runtime.jsx)("g", {
				className: classes.label,
				children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Label, (0, import_extends.default)({}, labelRefPoint, axisLabelProps, { text: label }))
			})
		]
	});
}
// node_modules/@mui/x-charts/ChartsYAxis/ChartsYAxis.mjs
/**
* Demos:
*
* - [Axis](https://mui.com/x/react-charts/axis/)
*
* API:
*
* - [ChartsYAxis API](https://mui.com/x/api/charts/charts-y-axis/)
*/
function ChartsYAxis(inProps) {
	const { yAxis, yAxisIds } = useYAxes();
	const axis = yAxis[inProps.axisId ?? yAxisIds[0]];
	if (!axis) {
		if (process.env.NODE_ENV !== "production") warnOnce(`MUI X Charts: No axis found. The axisId "${inProps.axisId}" is probably invalid.`);
		return null;
	}
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsYAxisImpl, (0, import_extends.default)({}, inProps, { axis }));
}
process.env.NODE_ENV !== "production" && (ChartsYAxis.propTypes = {
	/**
	* The direction of the axis.
	*/
	axis: import_prop_types.default.oneOf(["y"]),
	/**
	* The id of the axis to render.
	* If undefined, it will be the first defined axis.
	*/
	axisId: import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.string]),
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* A CSS class name applied to the root element.
	*/
	className: import_prop_types.default.string,
	/**
	* If true, the axis line is disabled.
	* @default false
	*/
	disableLine: import_prop_types.default.bool,
	/**
	* If true, the ticks are disabled.
	* @default false
	*/
	disableTicks: import_prop_types.default.bool,
	/**
	* The label of the axis.
	*/
	label: import_prop_types.default.string,
	/**
	* The style applied to the axis label.
	*/
	labelStyle: import_prop_types.default.object,
	/**
	* The props used for each component slot.
	* @default {}
	*/
	slotProps: import_prop_types.default.object,
	/**
	* Overridable component slots.
	* @default {}
	*/
	slots: import_prop_types.default.object,
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	]),
	/**
	* Defines which ticks are displayed.
	* Its value can be:
	* - 'auto' In such case the ticks are computed based on axis scale and other parameters.
	* - a filtering function of the form `(value, index) => boolean` which is available only if the axis has "point" scale.
	* - an array containing the values where ticks should be displayed.
	* @see See {@link https://mui.com/x/react-charts/axis/#fixed-tick-positions}
	* @default 'auto'
	*/
	tickInterval: import_prop_types.default.oneOfType([
		import_prop_types.default.oneOf(["auto"]),
		import_prop_types.default.array,
		import_prop_types.default.func
	]),
	/**
	* Defines which ticks get its label displayed. Its value can be:
	* - 'auto' In such case, labels are displayed if they do not overlap with the previous one.
	* - a filtering function of the form (value, index) => boolean. Warning: the index is tick index, not data ones.
	* @default 'auto'
	*/
	tickLabelInterval: import_prop_types.default.oneOfType([import_prop_types.default.oneOf(["auto"]), import_prop_types.default.func]),
	/**
	* The placement of ticks label. Can be the middle of the band, or the tick position.
	* Only used if scale is 'band'.
	* @default 'middle'
	*/
	tickLabelPlacement: import_prop_types.default.oneOf(["middle", "tick"]),
	/**
	* The style applied to ticks text.
	*/
	tickLabelStyle: import_prop_types.default.object,
	/**
	* Maximal step between two ticks.
	* When using time data, the value is assumed to be in ms.
	* Not supported by categorical axis (band, points).
	*/
	tickMaxStep: import_prop_types.default.number,
	/**
	* Minimal step between two ticks.
	* When using time data, the value is assumed to be in ms.
	* Not supported by categorical axis (band, points).
	*/
	tickMinStep: import_prop_types.default.number,
	/**
	* The number of ticks. This number is not guaranteed.
	* Not supported by categorical axis (band, points).
	*/
	tickNumber: import_prop_types.default.number,
	/**
	* The placement of ticks in regard to the band interval.
	* Only used if scale is 'band'.
	* @default 'extremities'
	*/
	tickPlacement: import_prop_types.default.oneOf([
		"end",
		"extremities",
		"middle",
		"start"
	]),
	/**
	* The size of the ticks.
	* @default 6
	*/
	tickSize: import_prop_types.default.number,
	/**
	* The minimum space between ticks when using an ordinal scale. It defines the minimum distance in pixels between two ticks.
	* @default 0
	*/
	tickSpacing: import_prop_types.default.number
});
// node_modules/@mui/x-charts/ChartsAxis/ChartsAxis.mjs
/**
* Demos:
*
* - [Axis](https://mui.com/x/react-charts/axis/)
*
* API:
*
* - [ChartsAxis API](https://mui.com/x/api/charts/charts-axis/)
*/
function ChartsAxis(props) {
	const { slots, slotProps } = props;
	const { xAxisIds, xAxis } = useXAxes();
	const { yAxisIds, yAxis } = useYAxes();
	const XAxis = slots?.xAxis ?? ChartsXAxis;
	const YAxis = slots?.yAxis ?? ChartsYAxis;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [xAxisIds.map((axisId) => {
		if (!xAxis[axisId].position || xAxis[axisId].position === "none") return null;
		return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(XAxis, {
			slots,
			slotProps,
			axisId
		}, axisId);
	}), yAxisIds.map((axisId) => {
		if (!yAxis[axisId].position || yAxis[axisId].position === "none") return null;
		return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(YAxis, {
			slots,
			slotProps,
			axisId
		}, axisId);
	})] });
}
process.env.NODE_ENV !== "production" && (ChartsAxis.propTypes = {
	/**
	* The props used for each component slot.
	* @default {}
	*/
	slotProps: import_prop_types.default.object,
	/**
	* Overridable component slots.
	* @default {}
	*/
	slots: import_prop_types.default.object
});
// node_modules/@mui/x-charts/ChartsTooltip/chartsTooltipClasses.mjs
function getChartsTooltipUtilityClass(slot) {
	return generateUtilityClass("MuiChartsTooltip", slot);
}
var chartsTooltipClasses = generateUtilityClasses("MuiChartsTooltip", [
	"root",
	"paper",
	"table",
	"row",
	"cell",
	"mark",
	"markContainer",
	"labelCell",
	"valueCell",
	"axisValueCell"
]);
var useUtilityClasses$7 = (classes) => {
	return composeClasses({
		root: ["root"],
		paper: ["paper"],
		table: ["table"],
		row: ["row"],
		cell: ["cell"],
		mark: ["mark"],
		markContainer: ["markContainer"],
		labelCell: ["labelCell"],
		valueCell: ["valueCell"],
		axisValueCell: ["axisValueCell"]
	}, getChartsTooltipUtilityClass, classes);
};
// node_modules/@mui/x-charts/ChartsTooltip/useItemTooltip.mjs
function useInternalItemTooltip() {
	const store = useStore();
	const identifier = store.use(selectorChartsTooltipItem);
	const seriesConfig = store.use(selectorChartSeriesConfig);
	const series = useSeries();
	const { xAxis, xAxisIds } = useXAxes();
	const { yAxis, yAxisIds } = useYAxes();
	const { zAxis, zAxisIds } = useZAxes();
	const { rotationAxis, rotationAxisIds } = useRotationAxes();
	const { radiusAxis, radiusAxisIds } = useRadiusAxes();
	if (!identifier) return null;
	const itemSeries = series[identifier.type]?.series[identifier.seriesId];
	if (!itemSeries) return null;
	const xAxisId = isCartesianSeries(itemSeries) ? itemSeries.xAxisId ?? xAxisIds[0] : void 0;
	const yAxisId = isCartesianSeries(itemSeries) ? itemSeries.yAxisId ?? yAxisIds[0] : void 0;
	const radiusAxisId = isPolarSeries(itemSeries) ? ("radiusAxisId" in itemSeries ? itemSeries.radiusAxisId : void 0) ?? radiusAxisIds[0] : void 0;
	const rotationAxisId = isPolarSeries(itemSeries) ? ("rotationAxisId" in itemSeries ? itemSeries.rotationAxisId : void 0) ?? rotationAxisIds[0] : void 0;
	const colorAxisId = ("colorAxisId" in itemSeries ? itemSeries.colorAxisId : void 0) ?? ("zAxisId" in itemSeries ? itemSeries.zAxisId : void 0) ?? zAxisIds[0];
	const mainAxis = rotationAxisId !== void 0 ? rotationAxis[rotationAxisId] : xAxisId !== void 0 ? xAxis[xAxisId] : void 0;
	const secondAxis = radiusAxisId !== void 0 ? radiusAxis[radiusAxisId] : yAxisId !== void 0 ? yAxis[yAxisId] : void 0;
	const getColor = seriesConfig[itemSeries.type].colorProcessor(itemSeries, mainAxis, secondAxis, colorAxisId !== void 0 ? zAxis[colorAxisId] : void 0);
	const axesConfig = {};
	if (xAxisId !== void 0) axesConfig.x = xAxis[xAxisId];
	if (yAxisId !== void 0) axesConfig.y = yAxis[yAxisId];
	if (rotationAxisId !== void 0) axesConfig.rotation = rotationAxis[rotationAxisId];
	if (radiusAxisId !== void 0) axesConfig.radius = radiusAxis[radiusAxisId];
	return seriesConfig[itemSeries.type].tooltipGetter({
		series: itemSeries,
		axesConfig,
		getColor,
		identifier
	});
}
// node_modules/@mui/x-charts/ChartsTooltip/ChartsTooltipTable.mjs
/**
* @ignore - internal component.
*/
var ChartsTooltipPaper = styled("div", {
	name: "MuiChartsTooltip",
	slot: "Container",
	overridesResolver: (props, styles) => styles.paper
})(({ theme }) => ({
	backgroundColor: (theme.vars || theme).palette.background.paper,
	color: (theme.vars || theme).palette.text.primary,
	borderRadius: (theme.vars || theme).shape?.borderRadius,
	border: `solid ${(theme.vars || theme).palette.divider} 1px`
}));
/**
* @ignore - internal component.
*/
var ChartsTooltipTable = styled("table", {
	name: "MuiChartsTooltip",
	slot: "Table"
})(({ theme }) => ({
	borderSpacing: 0,
	[`& .${chartsTooltipClasses.markContainer}`]: {
		display: "inline-block",
		width: `calc(20px + ${theme.spacing(1.5)})`,
		verticalAlign: "middle"
	},
	"& caption": {
		borderBottom: `solid ${(theme.vars || theme).palette.divider} 1px`,
		padding: theme.spacing(.5, 1.5),
		textAlign: "start",
		whiteSpace: "nowrap",
		"& span": { marginRight: theme.spacing(1.5) }
	}
}));
/**
* @ignore - internal component.
*/
var ChartsTooltipRow = styled("tr", {
	name: "MuiChartsTooltip",
	slot: "Row"
})(({ theme }) => ({
	"tr:first-of-type& td": { paddingTop: theme.spacing(.5) },
	"tr:last-of-type& td": { paddingBottom: theme.spacing(.5) }
}));
/**
* @ignore - internal component.
*/
var ChartsTooltipCell = styled(Typography, {
	name: "MuiChartsTooltip",
	slot: "Cell"
})(({ theme }) => ({
	verticalAlign: "middle",
	color: (theme.vars || theme).palette.text.secondary,
	textAlign: "start",
	[`&.${chartsTooltipClasses.cell}`]: {
		paddingLeft: theme.spacing(1),
		paddingRight: theme.spacing(1)
	},
	[`&.${chartsTooltipClasses.labelCell}`]: {
		whiteSpace: "nowrap",
		fontWeight: theme.typography.fontWeightRegular
	},
	[`&.${chartsTooltipClasses.valueCell}, &.${chartsTooltipClasses.axisValueCell}`]: {
		color: (theme.vars || theme).palette.text.primary,
		fontWeight: theme.typography.fontWeightMedium
	},
	[`&.${chartsTooltipClasses.valueCell}`]: {
		paddingLeft: theme.spacing(1.5),
		paddingRight: theme.spacing(1.5)
	},
	"td:first-of-type&, th:first-of-type&": { paddingLeft: theme.spacing(1.5) },
	"td:last-of-type&, th:last-of-type&": { paddingRight: theme.spacing(1.5) }
}));
// node_modules/@mui/x-charts/ChartsLabel/labelMarkClasses.mjs
function getLabelMarkUtilityClass(slot) {
	return generateUtilityClass("MuiChartsLabelMark", slot);
}
var labelMarkClasses = generateUtilityClasses("MuiChartsLabelMark", [
	"root",
	"line",
	"lineAndMark",
	"square",
	"circle",
	"fill"
]);
var useUtilityClasses$6 = (props) => {
	const { type } = props;
	return composeClasses({
		root: typeof type === "function" ? ["root"] : ["root", type === "line+mark" ? "lineAndMark" : type],
		fill: ["fill"]
	}, getLabelMarkUtilityClass, props.classes);
};
// node_modules/@mui/x-charts/internals/consumeThemeProps.mjs
/**
* A higher order component that consumes and merges the theme `defaultProps` and handles the `classes` and renders the component.
*
* This HOC will wrap a single component.
* If you need to render multiple components, you can manually consume the theme and render them in your component instead of using this HOC.
*
* In the example below, `MyComponent` will render the `DefaultComponent` with the `direction` prop set to `'row'` and the className set to `'my-custom-root'`.
*
* @example
* ```tsx
* createTheme({
*   components: {
*     MuiMyComponent: {
*       defaultProps: {
*         direction: 'row',
*       },
*     },
*   },
* })
*
* type MyComponentProps = {
*   direction: 'row' | 'column';
*   classes?: Record<'root', string>;
* };
*
* const MyComponent = consumeThemeProps(
*   'MuiMyComponent',
*   function DefaultComponent(props: MyComponentProps) {
*     return (
*       <div className={props.classes.root}>
*         {props.direction}
*       </div>
*     );
*   }
* );
*
* render(<MyComponent classes={{ root: 'my-custom-root' }} />);
* ```
*
* @param {string} name The mui component name.
* @param {object} options Options for the HOC.
* @param {Record<string, any>} options.defaultProps A set of defaults for the component, will be deep merged with the props.
* @param {Function} options.classesResolver A function that returns the classes for the component. It receives the props, after theme props and defaults have been applied. And the theme object as the second argument.
* @param InComponent The component to render if the slot is not provided.
*/
var consumeThemeProps = (name, options, InComponent) => /*#__PURE__*/ import_react.forwardRef(function ConsumeThemeInternal(props, ref) {
	const themedProps = useThemeProps({
		props,
		name
	});
	const defaultProps = typeof options.defaultProps === "function" ? options.defaultProps(themedProps) : options.defaultProps ?? {};
	const outProps = resolveProps(defaultProps, themedProps);
	const theme = useTheme();
	const classes = options.classesResolver?.(outProps, theme);
	const OutComponent = /*#__PURE__*/ import_react.forwardRef(InComponent);
	if (process.env.NODE_ENV !== "production") OutComponent.displayName = "OutComponent";
	if (process.env.NODE_ENV !== "production") OutComponent.displayName = `consumeThemeProps(${name})`;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(OutComponent, (0, import_extends.default)({}, outProps, {
		classes,
		ref
	}));
});
if (process.env.NODE_ENV !== "production") consumeThemeProps.displayName = "consumeThemeProps";
// node_modules/@mui/x-charts/ChartsLabel/ChartsLabelMark.mjs
var _excluded$15 = [
	"type",
	"markShape",
	"color",
	"className",
	"classes"
];
var Root$1 = styled("div", {
	name: "MuiChartsLabelMark",
	slot: "Root"
})(() => {
	return {
		display: "flex",
		width: 14,
		height: 14,
		["& > *"]: {
			width: "100%",
			height: "100%"
		},
		[`&.${labelMarkClasses.line}`]: {
			width: 16,
			height: 8,
			alignItems: "center"
		},
		[`&.${labelMarkClasses.lineAndMark}`]: { alignItems: "center" },
		[`&.${labelMarkClasses.square}`]: {
			height: 13,
			width: 13,
			borderRadius: 2,
			overflow: "hidden"
		},
		[`&.${labelMarkClasses.circle}`]: {
			height: 15,
			width: 15
		},
		svg: { display: "block" }
	};
});
/**
* Generates the label mark for the tooltip and legend.
* @ignore - internal component.
*/
var ChartsLabelMark = consumeThemeProps("MuiChartsLabelMark", {
	defaultProps: { type: "square" },
	classesResolver: useUtilityClasses$6
}, function ChartsLabelMark(props, ref) {
	const { type, markShape, color, className, classes } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$15);
	const Component = type;
	const theme = useTheme();
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Root$1, (0, import_extends.default)({
		className: clsx(classes?.root, className),
		ownerState: props,
		"aria-hidden": "true",
		ref
	}, other, { children: typeof Component === "function" ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Component, {
		className: classes?.fill,
		color
	}) : /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [
		type === "circle" && /*#__PURE__*/ (0, import_jsx_runtime.jsx)("svg", {
			viewBox: "0 0 15 15",
			children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)("circle", {
				className: classes?.fill,
				r: "7.5",
				cx: "7.5",
				cy: "7.5",
				fill: color
			})
		}),
		type === "line" && /*#__PURE__*/ (0, import_jsx_runtime.jsx)("svg", {
			viewBox: "0 0 16 8",
			preserveAspectRatio: "none",
			children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", {
				className: classes?.fill,
				d: "M 2 4 L 14 4",
				stroke: color,
				strokeWidth: "4",
				strokeLinecap: "round",
				vectorEffect: "non-scaling-stroke"
			})
		}),
		type === "line+mark" && /*#__PURE__*/ (0, import_jsx_runtime.jsxs)("svg", {
			viewBox: "0 0 16 16",
			preserveAspectRatio: "none",
			children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", {
				className: classes?.fill,
				d: "M 1 8 L 15 8",
				stroke: color,
				strokeWidth: 2,
				strokeLinecap: "round",
				vectorEffect: "non-scaling-stroke"
			}), markShape && /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", {
				d: Symbol$1(symbolsFill[getSymbol(markShape)], 32)(),
				transform: "translate(8, 8) ",
				stroke: color,
				strokeWidth: 2,
				fill: (theme.vars || theme).palette.background.paper
			})]
		}),
		type !== "line" && type !== "circle" && type !== "line+mark" && /*#__PURE__*/ (0, import_jsx_runtime.jsx)("svg", {
			viewBox: "0 0 13 13",
			children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)("rect", {
				className: classes?.fill,
				width: "13",
				height: "13",
				fill: color
			})
		})
	] }) }));
});
// node_modules/@mui/x-charts/ChartsTooltip/ChartsItemTooltipContent.mjs
function ChartsItemTooltipContent(props) {
	const { classes: propClasses, sx } = props;
	const tooltipData = useInternalItemTooltip();
	const seriesConfig = useStore().use(selectorChartSeriesConfig);
	const classes = useUtilityClasses$7(propClasses);
	if (!tooltipData) return null;
	const config = seriesConfig[tooltipData.identifier.type];
	const ItemTooltipContent = config && "ItemTooltipContent" in config ? config.ItemTooltipContent : null;
	if ("values" in tooltipData) {
		const { label: seriesLabel, color, markType, markShape } = tooltipData;
		const Content = ItemTooltipContent ?? DefaultMultipleValueContent;
		return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsTooltipPaper, {
			sx,
			className: classes.paper,
			children: /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(ChartsTooltipTable, {
				className: classes.table,
				children: [/*#__PURE__*/ (0, import_jsx_runtime.jsxs)(Typography, {
					component: "caption",
					children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)("div", {
						className: classes.markContainer,
						children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsLabelMark, {
							type: markType,
							markShape,
							color,
							className: classes.mark
						})
					}), seriesLabel]
				}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("tbody", { children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Content, {
					classes: propClasses,
					item: tooltipData
				}) })]
			})
		});
	}
	const Content = ItemTooltipContent ?? DefaultSingleValueContent;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsTooltipPaper, {
		sx,
		className: classes.paper,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsTooltipTable, {
			className: classes.table,
			children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)("tbody", { children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Content, {
				classes: propClasses,
				item: tooltipData
			}) })
		})
	});
}
function DefaultMultipleValueContent({ classes: propClasses, item }) {
	const classes = useUtilityClasses$7(propClasses);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: item.values.map((value) => /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(ChartsTooltipRow, {
		className: classes.row,
		"data-series": item.identifier.seriesId,
		"data-index": item.identifier.dataIndex,
		children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsTooltipCell, {
			className: clsx(classes.labelCell, classes.cell),
			component: "th",
			children: value.label
		}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsTooltipCell, {
			className: clsx(classes.valueCell, classes.cell),
			component: "td",
			children: value.formattedValue
		})]
	}, value.label)) });
}
process.env.NODE_ENV !== "production" && (DefaultMultipleValueContent.propTypes = {
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	item: import_prop_types.default.shape({
		color: import_prop_types.default.string.isRequired,
		identifier: import_prop_types.default.shape({
			dataIndex: import_prop_types.default.number,
			seriesId: import_prop_types.default.string.isRequired,
			type: import_prop_types.default.oneOf(["radar"]).isRequired
		}).isRequired,
		label: import_prop_types.default.string,
		markShape: import_prop_types.default.oneOf([
			"circle",
			"cross",
			"diamond",
			"square",
			"star",
			"triangle",
			"wye"
		]),
		markType: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
			"circle",
			"line",
			"line+mark",
			"square"
		]), import_prop_types.default.func]),
		values: import_prop_types.default.arrayOf(import_prop_types.default.shape({
			formattedValue: import_prop_types.default.string,
			label: import_prop_types.default.string,
			markShape: import_prop_types.default.oneOf([
				"circle",
				"cross",
				"diamond",
				"square",
				"star",
				"triangle",
				"wye"
			]),
			markType: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
				"circle",
				"line",
				"line+mark",
				"square"
			]), import_prop_types.default.func]),
			value: import_prop_types.default.number.isRequired
		})).isRequired
	}).isRequired
});
function DefaultSingleValueContent({ classes: propClasses, item }) {
	const { color, label, formattedValue, markType, markShape } = item;
	const classes = useUtilityClasses$7(propClasses);
	if (formattedValue == null || typeof formattedValue !== "string") return null;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(ChartsTooltipRow, {
		className: classes.row,
		"data-series": item.identifier.seriesId,
		"data-index": "dataIndex" in item.identifier ? item.identifier.dataIndex : void 0,
		children: [/*#__PURE__*/ (0, import_jsx_runtime.jsxs)(ChartsTooltipCell, {
			className: clsx(classes.labelCell, classes.cell),
			component: "th",
			children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)("div", {
				className: classes.markContainer,
				children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsLabelMark, {
					type: markType,
					markShape,
					color,
					className: classes.mark
				})
			}), label]
		}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsTooltipCell, {
			className: clsx(classes.valueCell, classes.cell),
			component: "td",
			children: formattedValue
		})]
	});
}
process.env.NODE_ENV !== "production" && (DefaultSingleValueContent.propTypes = {
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	item: import_prop_types.default.shape({
		color: import_prop_types.default.string.isRequired,
		formattedValue: import_prop_types.default.any.isRequired,
		identifier: import_prop_types.default.shape({
			dataIndex: import_prop_types.default.number,
			seriesId: import_prop_types.default.string.isRequired,
			type: import_prop_types.default.string.isRequired
		}).isRequired,
		label: import_prop_types.default.string,
		markShape: import_prop_types.default.oneOf([
			"circle",
			"cross",
			"diamond",
			"square",
			"star",
			"triangle",
			"wye"
		]),
		markType: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
			"circle",
			"line",
			"line+mark",
			"square"
		]), import_prop_types.default.func]),
		value: import_prop_types.default.any.isRequired
	}).isRequired
});
process.env.NODE_ENV !== "production" && (ChartsItemTooltipContent.propTypes = {
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	])
});
// node_modules/@mui/x-charts/internals/plugins/corePlugins/useChartSeries/useColorProcessor.mjs
function useColorProcessor(seriesType) {
	const seriesConfig = useStore().use(selectorChartSeriesConfig);
	const colorProcessors = import_react.useMemo(() => {
		const rep = {};
		Object.keys(seriesConfig).forEach((seriesT) => {
			rep[seriesT] = seriesConfig[seriesT].colorProcessor;
		});
		return rep;
	}, [seriesConfig]);
	if (!seriesType) return colorProcessors;
	return colorProcessors[seriesType];
}
// node_modules/@mui/x-charts/internals/getLabel.mjs
function getLabel(value, location) {
	return typeof value === "function" ? value(location) : value;
}
// node_modules/@mui/material/useMediaQuery/index.mjs
var useMediaQuery = unstable_createUseMediaQuery({ themeId: identifier_default });
// node_modules/@mui/x-charts/ChartsTooltip/utils.mjs
function utcFormatter(v) {
	if (v instanceof Date) return v.toUTCString();
	return v.toLocaleString();
}
var mainPointerFineMediaQuery = "@media (pointer: fine)";
/**
* Returns true if the main pointer is fine (e.g. mouse).
* This is useful for determining how to position tooltips or other UI elements based on the type of input device.
* @returns true if the main pointer is fine, false otherwise.
*/
var useIsFineMainPointer = () => {
	return useMediaQuery(mainPointerFineMediaQuery, { defaultMatches: true });
};
// node_modules/@mui/x-charts/ChartsTooltip/useAxesTooltip.mjs
function defaultAxisTooltipConfig(axis, dataIndex, axisDirection) {
	const axisValue = axis.data?.[dataIndex] ?? null;
	const axisFormattedValue = (axis.valueFormatter ?? ((v) => axis.scaleType === "utc" ? utcFormatter(v) : v.toLocaleString()))(axisValue, {
		location: "tooltip",
		scale: axis.scale
	});
	return {
		axisDirection,
		axisId: axis.id,
		mainAxis: axis,
		dataIndex,
		axisValue,
		axisFormattedValue,
		seriesItems: []
	};
}
function getSeriesMark(series) {
	if (!("showMark" in series) || !series.showMark) return;
	if ("shape" in series && series.shape) return series.shape;
	return "circle";
}
/**
* Returns the axes to display in the tooltip and the series item related to them.
*/
function useAxesTooltip(params) {
	const { directions } = params ?? {};
	const defaultXAxis = useXAxis();
	const defaultYAxis = useYAxis();
	const defaultRotationAxis = useRotationAxis();
	const defaultRadiusAxis = useRadiusAxis();
	const store = useStore();
	const tooltipXAxes = store.use(selectorChartsInteractionTooltipXAxes);
	const tooltipYAxes = store.use(selectorChartsInteractionTooltipYAxes);
	const tooltipRotationAxes = store.use(selectorChartsInteractionTooltipRotationAxes);
	const tooltipRadiusAxes = store.use(selectorChartsInteractionTooltipRadiusAxes);
	const series = useSeries();
	const { xAxis } = useXAxes();
	const { yAxis } = useYAxes();
	const { zAxis, zAxisIds } = useZAxes();
	const { rotationAxis } = useRotationAxes();
	const { radiusAxis } = useRadiusAxes();
	const colorProcessors = useColorProcessor();
	const isItemVisible = store.use(selectorIsItemVisibleGetter);
	if (tooltipXAxes.length === 0 && tooltipYAxes.length === 0 && tooltipRotationAxes.length === 0 && tooltipRadiusAxes.length === 0) return null;
	const tooltipAxes = [];
	if (directions === void 0 || directions.includes("x")) tooltipXAxes.forEach(({ axisId, dataIndex }) => {
		tooltipAxes.push(defaultAxisTooltipConfig(xAxis[axisId], dataIndex, "x"));
	});
	if (directions === void 0 || directions.includes("y")) tooltipYAxes.forEach(({ axisId, dataIndex }) => {
		tooltipAxes.push(defaultAxisTooltipConfig(yAxis[axisId], dataIndex, "y"));
	});
	if (directions === void 0 || directions.includes("rotation")) tooltipRotationAxes.forEach(({ axisId, dataIndex }) => {
		tooltipAxes.push(defaultAxisTooltipConfig(rotationAxis[axisId], dataIndex, "rotation"));
	});
	if (directions === void 0 || directions.includes("radius")) tooltipRadiusAxes.forEach(({ axisId, dataIndex }) => {
		tooltipAxes.push(defaultAxisTooltipConfig(radiusAxis[axisId], dataIndex, "radius"));
	});
	Object.keys(series).filter((seriesType) => composableCartesianSeriesTypes.has(seriesType)).forEach((seriesType) => {
		const seriesOfType = series[seriesType];
		if (!seriesOfType) return [];
		return seriesOfType.seriesOrder.forEach((seriesId) => {
			const seriesToAdd = seriesOfType.series[seriesId];
			if (isItemVisible && !isItemVisible({
				type: seriesType,
				seriesId
			})) return;
			const providedXAxisId = seriesToAdd.xAxisId ?? defaultXAxis.id;
			const providedYAxisId = seriesToAdd.yAxisId ?? defaultYAxis.id;
			const tooltipItemIndex = tooltipAxes.findIndex(({ axisDirection, axisId }) => axisDirection === "x" && axisId === providedXAxisId || axisDirection === "y" && axisId === providedYAxisId);
			if (tooltipItemIndex >= 0) {
				const colorAxisId = "colorAxisId" in seriesToAdd && seriesToAdd.colorAxisId || "zAxisId" in seriesToAdd && seriesToAdd.zAxisId || zAxisIds[0];
				const { dataIndex } = tooltipAxes[tooltipItemIndex];
				const color = colorProcessors[seriesType]?.(seriesToAdd, xAxis[providedXAxisId], yAxis[providedYAxisId], colorAxisId ? zAxis[colorAxisId] : void 0)(dataIndex) ?? "";
				const rawValue = seriesToAdd.data[dataIndex] ?? null;
				const formattedLabel = getLabel(seriesToAdd.label, "tooltip") ?? null;
				let value;
				let formattedValue;
				if (seriesType === "ohlc" && Array.isArray(rawValue)) {
					const [open, high, low, close] = rawValue;
					const formatter = seriesToAdd.valueFormatter;
					value = {
						open,
						high,
						low,
						close
					};
					formattedValue = {
						open: formatter(open, {
							dataIndex,
							field: "open"
						}),
						high: formatter(high, {
							dataIndex,
							field: "high"
						}),
						low: formatter(low, {
							dataIndex,
							field: "low"
						}),
						close: formatter(close, {
							dataIndex,
							field: "close"
						})
					};
				} else {
					value = rawValue;
					formattedValue = seriesToAdd.valueFormatter(rawValue, { dataIndex });
				}
				tooltipAxes[tooltipItemIndex].seriesItems.push({
					seriesId,
					color,
					value,
					formattedValue,
					formattedLabel,
					markType: seriesToAdd.labelMarkType,
					markShape: getSeriesMark(seriesToAdd)
				});
			}
		});
	});
	Object.keys(series).filter(isPolarSeriesType).forEach((seriesType) => {
		const seriesOfType = series[seriesType];
		if (!seriesOfType) return [];
		return seriesOfType.seriesOrder.forEach((seriesId) => {
			const seriesToAdd = seriesOfType.series[seriesId];
			if (isItemVisible && !isItemVisible({
				type: seriesType,
				seriesId
			})) return;
			const providedRotationAxisId = ("rotationAxisId" in seriesToAdd ? seriesToAdd.rotationAxisId : void 0) ?? defaultRotationAxis?.id;
			const providedRadiusAxisId = ("radiusAxisId" in seriesToAdd ? seriesToAdd.radiusAxisId : void 0) ?? defaultRadiusAxis?.id;
			const tooltipItemIndex = tooltipAxes.findIndex(({ axisDirection, axisId }) => axisDirection === "rotation" && axisId === providedRotationAxisId || axisDirection === "radius" && axisId === providedRadiusAxisId);
			if (tooltipItemIndex >= 0) {
				const { dataIndex } = tooltipAxes[tooltipItemIndex];
				const color = colorProcessors[seriesType]?.(seriesToAdd, providedRotationAxisId !== void 0 ? rotationAxis[providedRotationAxisId] : void 0, providedRadiusAxisId !== void 0 ? radiusAxis[providedRadiusAxisId] : void 0)(dataIndex) ?? "";
				const value = seriesToAdd.data[dataIndex] ?? null;
				const formattedValue = seriesToAdd.valueFormatter(value, { dataIndex });
				const formattedLabel = getLabel(seriesToAdd.label, "tooltip") ?? null;
				tooltipAxes[tooltipItemIndex].seriesItems.push({
					seriesId,
					color,
					value,
					formattedValue,
					formattedLabel,
					markType: seriesToAdd.labelMarkType,
					markShape: getSeriesMark(seriesToAdd)
				});
			}
		});
	});
	return tooltipAxes;
}
// node_modules/@mui/x-charts/ChartsTooltip/ChartsAxisTooltipContent.mjs
function ChartsAxisTooltipContent(props) {
	const { sort } = props;
	const classes = useUtilityClasses$7(props.classes);
	const getSeriesConfig = useStore().use(selectorChartSeriesConfigGetter);
	const tooltipData = useAxesTooltip();
	if (tooltipData === null) return null;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsTooltipPaper, {
		sx: props.sx,
		className: classes.paper,
		children: tooltipData.map(({ axisId, mainAxis, axisValue, axisFormattedValue, seriesItems }) => {
			const sortedItems = sort && sort !== "none" ? [...seriesItems].sort((a, b) => {
				const aValue = a.value?.valueOf();
				const bValue = b.value?.valueOf();
				if (typeof aValue !== "number") return 1;
				if (typeof bValue !== "number") return -1;
				return sort === "asc" ? aValue - bValue : bValue - aValue;
			}) : seriesItems;
			return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(ChartsTooltipTable, {
				className: classes.table,
				children: [axisValue != null && !mainAxis.hideTooltip && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Typography, {
					component: "caption",
					children: axisFormattedValue
				}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("tbody", { children: sortedItems.map((item) => {
					const seriesConfig = getSeriesConfig(item.seriesId);
					const Content = seriesConfig && "AxisTooltipContent" in seriesConfig ? seriesConfig.AxisTooltipContent ?? DefaultContent : DefaultContent;
					return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Content, {
						classes: props.classes,
						item
					}, item.seriesId);
				}) })]
			}, axisId);
		})
	});
}
function DefaultContent(props) {
	const classes = useUtilityClasses$7(props.classes);
	const { item } = props;
	if (item.formattedValue == null || typeof item.formattedValue !== "string") return null;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(ChartsTooltipRow, {
		className: classes.row,
		"data-series": item.seriesId,
		"data-index": "dataIndex" in item ? item.dataIndex : void 0,
		children: [/*#__PURE__*/ (0, import_jsx_runtime.jsxs)(ChartsTooltipCell, {
			className: clsx(classes.labelCell, classes.cell),
			component: "th",
			children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)("div", {
				className: classes.markContainer,
				children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsLabelMark, {
					type: item.markType,
					markShape: item.markShape,
					color: item.color,
					className: classes.mark
				})
			}), item.formattedLabel || null]
		}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsTooltipCell, {
			className: clsx(classes.valueCell, classes.cell),
			component: "td",
			children: item.formattedValue
		})]
	});
}
process.env.NODE_ENV !== "production" && (DefaultContent.propTypes = {
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	item: import_prop_types.default.shape({
		color: import_prop_types.default.string.isRequired,
		formattedLabel: import_prop_types.default.string,
		formattedValue: import_prop_types.default.string.isRequired,
		markShape: import_prop_types.default.oneOf([
			"circle",
			"cross",
			"diamond",
			"square",
			"star",
			"triangle",
			"wye"
		]),
		markType: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
			"circle",
			"line",
			"line+mark",
			"square"
		]), import_prop_types.default.func]),
		seriesId: import_prop_types.default.string.isRequired,
		value: import_prop_types.default.any
	}).isRequired
});
process.env.NODE_ENV !== "production" && (ChartsAxisTooltipContent.propTypes = {
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* The sort in which series items are displayed in the tooltip.
	* When set to `none`, series are sorted as they are provided in the series property. Otherwise they are sorted by their value.
	* @default 'none'
	*/
	sort: import_prop_types.default.oneOf([
		"asc",
		"desc",
		"none"
	]),
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	])
});
// node_modules/@mui/material/NoSsr/NoSsr.mjs
/**
* NoSsr purposely removes components from the subject of Server Side Rendering (SSR).
*
* This component can be useful in a variety of situations:
*
* * Escape hatch for broken dependencies not supporting SSR.
* * Improve the time-to-first paint on the client by only rendering above the fold.
* * Reduce the rendering time on the server.
* * Under too heavy server load, you can turn on service degradation.
*
* Demos:
*
* - [No SSR](https://mui.com/material-ui/react-no-ssr/)
*
* API:
*
* - [NoSsr API](https://mui.com/material-ui/api/no-ssr/)
*/
function NoSsr(props) {
	const { children, defer = false, fallback = null } = props;
	const [mountedState, setMountedState] = import_react.useState(false);
	useEnhancedEffect(() => {
		if (!defer) setMountedState(true);
	}, [defer]);
	import_react.useEffect(() => {
		if (defer) setMountedState(true);
	}, [defer]);
	return mountedState ? children : fallback;
}
process.env.NODE_ENV !== "production" && (NoSsr.propTypes = {
	/**
	* You can wrap a node.
	*/
	children: import_prop_types.default.node,
	/**
	* If `true`, the component will not only prevent server-side rendering.
	* It will also defer the rendering of the children into a different screen frame.
	* @default false
	*/
	defer: import_prop_types.default.bool,
	/**
	* The fallback content to display.
	* @default null
	*/
	fallback: import_prop_types.default.node
});
if (process.env.NODE_ENV !== "production") NoSsr["propTypes"] = exactProp(NoSsr.propTypes);
// node_modules/@mui/x-internals/rafThrottle/rafThrottle.mjs
/**
*  Creates a throttled function that only invokes `fn` at most once per animation frame.
*
* @example
* ```ts
* const throttled = rafThrottle((value: number) => console.log(value));
* window.addEventListener('scroll', (e) => throttled(e.target.scrollTop));
* ```
*
* @param fn Callback function
* @return The `requestAnimationFrame` throttled function
*/
function rafThrottle(fn) {
	let lastArgs;
	let rafRef;
	const later = () => {
		rafRef = null;
		fn(...lastArgs);
	};
	function throttled(...args) {
		lastArgs = args;
		if (!rafRef) rafRef = requestAnimationFrame(later);
	}
	throttled.clear = () => {
		if (rafRef) {
			cancelAnimationFrame(rafRef);
			rafRef = null;
		}
	};
	return throttled;
}
// node_modules/@mui/x-charts/hooks/useAxisSystem.mjs
/**
* @internal
*
* Get the coordinate system implemented.
* The hook assumes polar and cartesian are never implemented at the same time.
* @returns The coordinate system
*/
function useAxisSystem() {
	const store = useStore();
	const rawRotationAxis = store.use(selectorChartRawRotationAxis);
	const rawXAxis = store.use(selectorChartRawXAxis);
	if (rawRotationAxis !== void 0) return "polar";
	if (rawXAxis !== void 0) return "cartesian";
	return "none";
}
// node_modules/@mui/x-charts/ChartsTooltip/ChartsTooltipContainer.mjs
var import_react_dom = /* @__PURE__ */ __toESM(require_react_dom(), 1);
var _excluded$14 = [
	"trigger",
	"position",
	"anchor",
	"classes",
	"children"
];
var selectorReturnFalse = () => false;
var selectorReturnNull = () => null;
function getIsOpenSelector(trigger, axisSystem, shouldPreventBecauseOfBrush) {
	if (shouldPreventBecauseOfBrush) return selectorReturnFalse;
	if (trigger === "item") return selectorChartsTooltipItemIsDefined;
	if (axisSystem === "polar") return selectorChartsInteractionPolarAxisTooltip;
	if (axisSystem === "cartesian") return selectorChartsInteractionAxisTooltip;
	return selectorReturnFalse;
}
var defaultAnchorByTrigger = {
	item: "node",
	axis: "chart",
	none: "pointer"
};
var getPositionSelectorByAnchor = (anchor, selectorItemPosition) => {
	switch (anchor) {
		case "node": return selectorItemPosition;
		case "chart": return selectorChartsTooltipAxisPosition;
		default: return selectorReturnNull;
	}
};
var ChartsTooltipRoot = styled(Popper, {
	name: "MuiChartsTooltip",
	slot: "Root"
})(({ theme }) => ({
	pointerEvents: "none",
	zIndex: theme.zIndex.modal
}));
/**
* Demos:
*
* - [ChartsTooltip](https://mui.com/x/react-charts/tooltip/)
*
* API:
*
* - [ChartsTooltip API](https://mui.com/x/api/charts/charts-tool-tip/)
*/
function ChartsTooltipContainer(inProps) {
	const props = useThemeProps({
		props: inProps,
		name: "MuiChartsTooltipContainer"
	});
	const { trigger = "axis", position, anchor = "pointer", classes: propClasses, children } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$14);
	const store = useStore();
	if (process.env.NODE_ENV !== "production") {
		const isItemControlled = store.state.tooltip?.itemIsControlled ?? false;
		const isAxisControlled = store.state.controlledCartesianAxisTooltip !== void 0;
		if (trigger !== "item" && isItemControlled) errorOnce([`MUI X Charts: The \`tooltipItem\` prop is provided, but the tooltip trigger is set to '${trigger}'.`, "The `tooltipItem` prop only has an effect when the tooltip trigger is 'item'."].join("\n"));
		if (trigger !== "axis" && isAxisControlled) errorOnce([`MUI X Charts: The \`tooltipAxis\` prop is provided, but the tooltip trigger is set to '${trigger}'.`, "The `tooltipAxis` prop only has an effect when the tooltip trigger is 'axis'."].join("\n"));
	}
	const chartsLayerContainerRef = useChartsLayerContainerRef();
	const [anchorEl, setAnchorEl] = import_react.useState(null);
	const classes = useUtilityClasses$7(propClasses);
	const pointerType = store.use(selectorChartsPointerType);
	const isFineMainPointer = useIsFineMainPointer();
	const popperRef = import_react.useRef(null);
	const positionRef = useLazyRef(() => ({
		x: 0,
		y: 0
	}));
	const axisSystem = useAxisSystem();
	const shouldPreventBecauseOfBrush = store.use(selectorBrushShouldPreventTooltip);
	const isOpen = store.use(getIsOpenSelector(trigger, axisSystem, shouldPreventBecauseOfBrush));
	const computedAnchor = store.use(selectorChartsLastInteraction) === "keyboard" || pointerType === null ? defaultAnchorByTrigger[trigger] : anchor;
	const tooltipItem = store.use(selectorChartsTooltipItem);
	const seriesConfig = store.use(selectorChartSeriesConfig);
	const selectorItemPosition = tooltipItem && seriesConfig[tooltipItem.type]?.selectorTooltipItemPosition || selectorReturnNull;
	const itemPosition = store.use(getPositionSelectorByAnchor(computedAnchor, selectorItemPosition), props.position);
	const isTooltipNodeAnchored = itemPosition !== null;
	import_react.useEffect(() => {
		const svgElement = chartsLayerContainerRef.current;
		if (svgElement === null) return () => {};
		if (isTooltipNodeAnchored) return;
		const pointerUpdate = rafThrottle((x, y) => {
			positionRef.current = {
				x,
				y
			};
			popperRef.current?.update();
		});
		const handlePointerEvent = (event) => {
			pointerUpdate(event.clientX, event.clientY);
		};
		svgElement.addEventListener("pointermove", handlePointerEvent);
		svgElement.addEventListener("pointerenter", handlePointerEvent);
		return () => {
			svgElement.removeEventListener("pointermove", handlePointerEvent);
			svgElement.removeEventListener("pointerenter", handlePointerEvent);
			pointerUpdate.clear();
		};
	}, [
		chartsLayerContainerRef,
		positionRef,
		isTooltipNodeAnchored
	]);
	useEnhancedEffect(() => {
		if (!isTooltipNodeAnchored) return;
		popperRef.current?.update();
	}, [
		isTooltipNodeAnchored,
		itemPosition?.x,
		itemPosition?.y
	]);
	const pointerAnchorEl = import_react.useMemo(() => ({ getBoundingClientRect: () => ({
		x: positionRef.current.x,
		y: positionRef.current.y,
		top: positionRef.current.y,
		left: positionRef.current.x,
		right: positionRef.current.x,
		bottom: positionRef.current.y,
		width: 0,
		height: 0,
		toJSON: () => ""
	}) }), [positionRef]);
	const tooltipAnchorEl = itemPosition ? anchorEl : pointerAnchorEl;
	const isMouse = pointerType === "mouse" || isFineMainPointer;
	const isTouch = pointerType === "touch" || !isFineMainPointer;
	const modifiers = import_react.useMemo(() => [
		{
			name: "offset",
			options: { offset: () => {
				if (isTouch && !isTooltipNodeAnchored) return [0, 64];
				return [0, 8];
			} }
		},
		...!isMouse ? [{
			name: "flip",
			options: { fallbackPlacements: [
				"top-end",
				"top-start",
				"bottom-end",
				"bottom"
			] }
		}] : [],
		{
			name: "preventOverflow",
			options: { altAxis: true }
		}
	], [
		isMouse,
		isTooltipNodeAnchored,
		isTouch
	]);
	if (trigger === "none") return null;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [chartsLayerContainerRef.current && /*#__PURE__*/ import_react_dom.createPortal(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("div", {
		ref: setAnchorEl,
		style: {
			position: "absolute",
			display: "hidden",
			left: itemPosition?.x ?? 0,
			top: itemPosition?.y ?? 0,
			pointerEvents: "none",
			opacity: 0,
			width: 1,
			height: 1
		}
	}), chartsLayerContainerRef.current), /*#__PURE__*/ (0, import_jsx_runtime.jsx)(NoSsr, { children: isOpen && tooltipAnchorEl && /*#__PURE__*/ (0, import_react.createElement)(ChartsTooltipRoot, (0, import_extends.default)({}, other, {
		key: itemPosition ? "charts-anchored" : "charts-pointer",
		className: classes?.root,
		open: isOpen,
		placement: other.placement ?? position ?? (!isTooltipNodeAnchored && isMouse ? "right-start" : "top"),
		popperRef,
		anchorEl: tooltipAnchorEl,
		modifiers,
		container: other.container ?? chartsLayerContainerRef.current,
		popperOptions: (0, import_extends.default)({}, other.popperOptions, { strategy: "fixed" })
	}), children) })] });
}
process.env.NODE_ENV !== "production" && (ChartsTooltipContainer.propTypes = {
	/**
	* Determine if the tooltip should be placed on the pointer location or on the node.
	* @default 'pointer'
	*/
	anchor: import_prop_types.default.oneOf([
		"chart",
		"node",
		"pointer"
	]),
	/**
	* An HTML element, [virtualElement](https://github.com/floating-ui/popper-docs/blob/main/docs/v2/virtual-elements.md),
	* or a function that returns either.
	* It's used to set the position of the popper.
	* The return value will passed as the reference object of the Popper instance.
	*/
	anchorEl: import_prop_types.default.oneOfType([
		HTMLElementType,
		import_prop_types.default.object,
		import_prop_types.default.func
	]),
	/**
	* Popper render function or node.
	*/
	children: import_prop_types.default.node,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: import_prop_types.default.elementType,
	/**
	* An HTML element or function that returns one.
	* The `container` will have the portal children appended to it.
	*
	* You can also provide a callback, which is called in a React layout effect.
	* This lets you set the container from a ref, and also makes server-side rendering possible.
	*
	* By default, it uses the body of the top-level document object,
	* so it's simply `document.body` most of the time.
	*/
	container: import_prop_types.default.oneOfType([(props, propName) => {
		if (props[propName] == null) return new Error(process.env.NODE_ENV !== "production" ? `Prop '${propName}' is required but wasn't specified` : formatErrorMessage_default(6, propName));
		if (typeof props[propName] !== "object" || props[propName].nodeType !== 1) return new Error(process.env.NODE_ENV !== "production" ? `Expected prop '${propName}' to be of type Element` : formatErrorMessage_default(49, propName));
		return null;
	}, import_prop_types.default.func]),
	/**
	* The `children` will be under the DOM hierarchy of the parent component.
	* @default false
	*/
	disablePortal: import_prop_types.default.bool,
	/**
	* Always keep the children in the DOM.
	* This prop can be useful in SEO situation or
	* when you want to maximize the responsiveness of the Popper.
	* @default false
	*/
	keepMounted: import_prop_types.default.bool,
	/**
	* Popper.js is based on a "plugin-like" architecture,
	* most of its features are fully encapsulated "modifiers".
	*
	* A modifier is a function that is called each time Popper.js needs to
	* compute the position of the popper.
	* For this reason, modifiers should be very performant to avoid bottlenecks.
	* To learn how to create a modifier, [read the modifiers documentation](https://github.com/floating-ui/popper-docs/blob/main/docs/v2/modifiers/index.md).
	*/
	modifiers: import_prop_types.default.arrayOf(import_prop_types.default.shape({
		data: import_prop_types.default.object,
		effect: import_prop_types.default.func,
		enabled: import_prop_types.default.bool,
		fn: import_prop_types.default.func,
		name: import_prop_types.default.any,
		options: import_prop_types.default.object,
		phase: import_prop_types.default.oneOf([
			"afterMain",
			"afterRead",
			"afterWrite",
			"beforeMain",
			"beforeRead",
			"beforeWrite",
			"main",
			"read",
			"write"
		]),
		requires: import_prop_types.default.arrayOf(import_prop_types.default.string),
		requiresIfExists: import_prop_types.default.arrayOf(import_prop_types.default.string)
	})),
	/**
	* If `true`, the component is shown.
	*/
	open: import_prop_types.default.bool,
	/**
	* Popper placement.
	* @default 'bottom'
	*/
	placement: import_prop_types.default.oneOf([
		"auto-end",
		"auto-start",
		"auto",
		"bottom-end",
		"bottom-start",
		"bottom",
		"left-end",
		"left-start",
		"left",
		"right-end",
		"right-start",
		"right",
		"top-end",
		"top-start",
		"top"
	]),
	/**
	* Options provided to the [`Popper.js`](https://github.com/floating-ui/popper-docs/blob/main/docs/v2/constructors.md#options) instance.
	* @default {}
	*/
	popperOptions: import_prop_types.default.shape({
		modifiers: import_prop_types.default.array,
		onFirstUpdate: import_prop_types.default.func,
		placement: import_prop_types.default.oneOf([
			"auto-end",
			"auto-start",
			"auto",
			"bottom-end",
			"bottom-start",
			"bottom",
			"left-end",
			"left-start",
			"left",
			"right-end",
			"right-start",
			"right",
			"top-end",
			"top-start",
			"top"
		]),
		strategy: import_prop_types.default.oneOf(["absolute", "fixed"])
	}),
	/**
	* A ref that points to the used popper instance.
	*/
	popperRef: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.shape({ current: import_prop_types.default.shape({
		destroy: import_prop_types.default.func.isRequired,
		forceUpdate: import_prop_types.default.func.isRequired,
		setOptions: import_prop_types.default.func.isRequired,
		state: import_prop_types.default.shape({
			attributes: import_prop_types.default.object.isRequired,
			elements: import_prop_types.default.object.isRequired,
			modifiersData: import_prop_types.default.object.isRequired,
			options: import_prop_types.default.object.isRequired,
			orderedModifiers: import_prop_types.default.arrayOf(import_prop_types.default.object).isRequired,
			placement: import_prop_types.default.oneOf([
				"auto-end",
				"auto-start",
				"auto",
				"bottom-end",
				"bottom-start",
				"bottom",
				"left-end",
				"left-start",
				"left",
				"right-end",
				"right-start",
				"right",
				"top-end",
				"top-start",
				"top"
			]).isRequired,
			rects: import_prop_types.default.object.isRequired,
			reset: import_prop_types.default.bool.isRequired,
			scrollParents: import_prop_types.default.object.isRequired,
			strategy: import_prop_types.default.oneOf(["absolute", "fixed"]).isRequired,
			styles: import_prop_types.default.object.isRequired
		}).isRequired,
		update: import_prop_types.default.func.isRequired
	}) })]),
	/**
	* Determines the tooltip position relatively to the anchor.
	*/
	position: import_prop_types.default.oneOf([
		"bottom",
		"left",
		"right",
		"top"
	]),
	/**
	* The props used for each component slot.
	* @default {}
	*/
	slotProps: import_prop_types.default.object,
	/**
	* Overridable component slots.
	* @default {}
	*/
	slots: import_prop_types.default.object,
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	]),
	/**
	* Help supporting a react-transition-group/Transition component.
	* @default false
	*/
	transition: import_prop_types.default.bool,
	/**
	* Select the kind of tooltip to display
	* - 'item': Shows data about the item below the mouse;
	* - 'axis': Shows values associated with the hovered x value;
	* - 'none': Does not display tooltip.
	* @default 'axis'
	*/
	trigger: import_prop_types.default.oneOf([
		"axis",
		"item",
		"none"
	])
});
// node_modules/@mui/x-charts/ChartsTooltip/ChartsTooltip.mjs
var _excluded$13 = [
	"classes",
	"trigger",
	"sort"
];
/**
* Demos:
*
* - [ChartsTooltip](https://mui.com/x/react-charts/tooltip/)
*
* API:
*
* - [ChartsTooltip API](https://mui.com/x/api/charts/charts-tool-tip/)
*/
function ChartsTooltip(props) {
	const { classes: propClasses, trigger = "axis", sort } = props, containerProps = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$13);
	const classes = useUtilityClasses$7(propClasses);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsTooltipContainer, (0, import_extends.default)({}, containerProps, {
		trigger,
		classes: propClasses,
		children: trigger === "axis" ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsAxisTooltipContent, {
			classes,
			sort
		}) : /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsItemTooltipContent, { classes })
	}));
}
process.env.NODE_ENV !== "production" && (ChartsTooltip.propTypes = {
	/**
	* Determine if the tooltip should be placed on the pointer location or on the node.
	* @default 'pointer'
	*/
	anchor: import_prop_types.default.oneOf([
		"chart",
		"node",
		"pointer"
	]),
	/**
	* An HTML element, [virtualElement](https://github.com/floating-ui/popper-docs/blob/main/docs/v2/virtual-elements.md),
	* or a function that returns either.
	* It's used to set the position of the popper.
	* The return value will passed as the reference object of the Popper instance.
	*/
	anchorEl: import_prop_types.default.oneOfType([
		HTMLElementType,
		import_prop_types.default.object,
		import_prop_types.default.func
	]),
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: import_prop_types.default.elementType,
	/**
	* An HTML element or function that returns one.
	* The `container` will have the portal children appended to it.
	*
	* You can also provide a callback, which is called in a React layout effect.
	* This lets you set the container from a ref, and also makes server-side rendering possible.
	*
	* By default, it uses the body of the top-level document object,
	* so it's simply `document.body` most of the time.
	*/
	container: import_prop_types.default.oneOfType([(props, propName) => {
		if (props[propName] == null) return new Error(process.env.NODE_ENV !== "production" ? `Prop '${propName}' is required but wasn't specified` : formatErrorMessage_default(6, propName));
		if (typeof props[propName] !== "object" || props[propName].nodeType !== 1) return new Error(process.env.NODE_ENV !== "production" ? `Expected prop '${propName}' to be of type Element` : formatErrorMessage_default(49, propName));
		return null;
	}, import_prop_types.default.func]),
	/**
	* The `children` will be under the DOM hierarchy of the parent component.
	* @default false
	*/
	disablePortal: import_prop_types.default.bool,
	/**
	* Always keep the children in the DOM.
	* This prop can be useful in SEO situation or
	* when you want to maximize the responsiveness of the Popper.
	* @default false
	*/
	keepMounted: import_prop_types.default.bool,
	/**
	* Popper.js is based on a "plugin-like" architecture,
	* most of its features are fully encapsulated "modifiers".
	*
	* A modifier is a function that is called each time Popper.js needs to
	* compute the position of the popper.
	* For this reason, modifiers should be very performant to avoid bottlenecks.
	* To learn how to create a modifier, [read the modifiers documentation](https://github.com/floating-ui/popper-docs/blob/main/docs/v2/modifiers/index.md).
	*/
	modifiers: import_prop_types.default.arrayOf(import_prop_types.default.shape({
		data: import_prop_types.default.object,
		effect: import_prop_types.default.func,
		enabled: import_prop_types.default.bool,
		fn: import_prop_types.default.func,
		name: import_prop_types.default.any,
		options: import_prop_types.default.object,
		phase: import_prop_types.default.oneOf([
			"afterMain",
			"afterRead",
			"afterWrite",
			"beforeMain",
			"beforeRead",
			"beforeWrite",
			"main",
			"read",
			"write"
		]),
		requires: import_prop_types.default.arrayOf(import_prop_types.default.string),
		requiresIfExists: import_prop_types.default.arrayOf(import_prop_types.default.string)
	})),
	/**
	* If `true`, the component is shown.
	*/
	open: import_prop_types.default.bool,
	/**
	* Popper placement.
	* @default 'bottom'
	*/
	placement: import_prop_types.default.oneOf([
		"auto-end",
		"auto-start",
		"auto",
		"bottom-end",
		"bottom-start",
		"bottom",
		"left-end",
		"left-start",
		"left",
		"right-end",
		"right-start",
		"right",
		"top-end",
		"top-start",
		"top"
	]),
	/**
	* Options provided to the [`Popper.js`](https://github.com/floating-ui/popper-docs/blob/main/docs/v2/constructors.md#options) instance.
	* @default {}
	*/
	popperOptions: import_prop_types.default.shape({
		modifiers: import_prop_types.default.array,
		onFirstUpdate: import_prop_types.default.func,
		placement: import_prop_types.default.oneOf([
			"auto-end",
			"auto-start",
			"auto",
			"bottom-end",
			"bottom-start",
			"bottom",
			"left-end",
			"left-start",
			"left",
			"right-end",
			"right-start",
			"right",
			"top-end",
			"top-start",
			"top"
		]),
		strategy: import_prop_types.default.oneOf(["absolute", "fixed"])
	}),
	/**
	* A ref that points to the used popper instance.
	*/
	popperRef: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.shape({ current: import_prop_types.default.shape({
		destroy: import_prop_types.default.func.isRequired,
		forceUpdate: import_prop_types.default.func.isRequired,
		setOptions: import_prop_types.default.func.isRequired,
		state: import_prop_types.default.shape({
			attributes: import_prop_types.default.object.isRequired,
			elements: import_prop_types.default.object.isRequired,
			modifiersData: import_prop_types.default.object.isRequired,
			options: import_prop_types.default.object.isRequired,
			orderedModifiers: import_prop_types.default.arrayOf(import_prop_types.default.object).isRequired,
			placement: import_prop_types.default.oneOf([
				"auto-end",
				"auto-start",
				"auto",
				"bottom-end",
				"bottom-start",
				"bottom",
				"left-end",
				"left-start",
				"left",
				"right-end",
				"right-start",
				"right",
				"top-end",
				"top-start",
				"top"
			]).isRequired,
			rects: import_prop_types.default.object.isRequired,
			reset: import_prop_types.default.bool.isRequired,
			scrollParents: import_prop_types.default.object.isRequired,
			strategy: import_prop_types.default.oneOf(["absolute", "fixed"]).isRequired,
			styles: import_prop_types.default.object.isRequired
		}).isRequired,
		update: import_prop_types.default.func.isRequired
	}) })]),
	/**
	* Determines the tooltip position relatively to the anchor.
	*/
	position: import_prop_types.default.oneOf([
		"bottom",
		"left",
		"right",
		"top"
	]),
	/**
	* The props used for each component slot.
	* @default {}
	*/
	slotProps: import_prop_types.default.object,
	/**
	* Overridable component slots.
	* @default {}
	*/
	slots: import_prop_types.default.object,
	/**
	* Defines the sort order in which series items are displayed in the axis tooltip.
	* When set to `none`, series are displayed in the same order they are provided in the series property. Otherwise they are sorted by their value.
	* Only applies when `trigger='axis'`.
	* @default 'none'
	*/
	sort: import_prop_types.default.oneOf([
		"asc",
		"desc",
		"none"
	]),
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	]),
	/**
	* Help supporting a react-transition-group/Transition component.
	* @default false
	*/
	transition: import_prop_types.default.bool,
	/**
	* Select the kind of tooltip to display
	* - 'item': Shows data about the item below the mouse;
	* - 'axis': Shows values associated with the hovered x value;
	* - 'none': Does not display tooltip.
	* @default 'axis'
	*/
	trigger: import_prop_types.default.oneOf([
		"axis",
		"item",
		"none"
	])
});
// node_modules/@mui/x-charts/ChartsLegend/onClickContextBuilder.mjs
var seriesContextBuilder = (context) => ({
	type: "series",
	color: context.color,
	label: context.label,
	seriesId: context.seriesId,
	dataIndex: context.dataIndex
});
// node_modules/@mui/x-charts/ChartsLegend/chartsLegendClasses.mjs
function getLegendUtilityClass(slot) {
	return generateUtilityClass("MuiChartsLegend", slot);
}
var useUtilityClasses$5 = (props) => {
	const { classes, direction } = props;
	return composeClasses({
		root: ["root", direction],
		item: ["item"],
		mark: ["mark"],
		label: ["label"],
		series: ["series"],
		hidden: ["hidden"]
	}, getLegendUtilityClass, classes);
};
var legendClasses = generateUtilityClasses("MuiChartsLegend", [
	"root",
	"item",
	"series",
	"mark",
	"label",
	"vertical",
	"horizontal",
	"hidden"
]);
// node_modules/@mui/x-charts/internals/consumeSlots.mjs
/**
* A higher order component that consumes a slot from the props and renders the component provided in the slot.
*
* This HOC will wrap a single component, and will render the component provided in the slot, if it exists.
*
* If you need to render multiple components, you can manually consume the slots from the props and render them in your component instead of using this HOC.
*
* In the example below, `MyComponent` will render the component provided in `mySlot` slot, if it exists. Otherwise, it will render the `DefaultComponent`.
*
* @example
*
* ```tsx
* type MyComponentProps = {
*   direction: 'row' | 'column';
*   slots?: {
*     mySlot?: React.JSXElementConstructor<{ direction: 'row' | 'column' }>;
*   }
* };
*
* const MyComponent = consumeSlots(
*   'MuiMyComponent',
*   'mySlot',
*   function DefaultComponent(props: MyComponentProps) {
*     return (
*       <div className={props.classes.root}>
*         {props.direction}
*       </div>
*     );
*   }
* );
* ```
*
* @param {string} name The mui component name.
* @param {string} slotPropName The name of the prop to retrieve the slot from.
* @param {object} options Options for the HOC.
* @param {boolean} options.propagateSlots Whether to propagate the slots to the component, this is always false if the slot is provided.
* @param {Record<string, any>} options.defaultProps A set of defaults for the component, will be deep merged with the props.
* @param {Array<keyof Props>} options.omitProps An array of props to omit from the component.
* @param {Function} options.classesResolver A function that returns the classes for the component. It receives the props, after theme props and defaults have been applied. And the theme object as the second argument.
* @param InComponent The component to render if the slot is not provided.
*/
var _excluded$12 = ["slots", "slotProps"];
var _excluded2 = ["ownerState"];
var consumeSlots = (name, slotPropName, options, InComponent) => {
	function ConsumeSlotsInternal(props, ref) {
		const themedProps = useThemeProps({
			props,
			name
		});
		const defaultProps = typeof options.defaultProps === "function" ? options.defaultProps(themedProps) : options.defaultProps ?? {};
		const defaultizedProps = resolveProps(defaultProps, themedProps);
		const _ref = defaultizedProps, { slots, slotProps } = _ref, other = (0, import_objectWithoutPropertiesLoose.default)(_ref, _excluded$12);
		const theme = useTheme();
		const classes = options.classesResolver?.(defaultizedProps, theme);
		const Component = slots?.[slotPropName] ?? InComponent;
		const propagateSlots = options.propagateSlots && !slots?.[slotPropName];
		const _useSlotProps = useSlotProps({
			elementType: Component,
			externalSlotProps: slotProps?.[slotPropName],
			additionalProps: (0, import_extends.default)({}, other, { classes }, propagateSlots && {
				slots,
				slotProps
			}),
			ownerState: {}
		}), originalOutProps = (0, import_objectWithoutPropertiesLoose.default)(_useSlotProps, _excluded2);
		const outProps = (0, import_extends.default)({}, originalOutProps);
		for (const prop of options.omitProps ?? []) delete outProps[prop];
		if (process.env.NODE_ENV !== "production") Component.displayName = `${name}.slots.${slotPropName}`;
		return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Component, (0, import_extends.default)({}, outProps, { ref }));
	}
	return /*#__PURE__*/ import_react.forwardRef(ConsumeSlotsInternal);
};
if (process.env.NODE_ENV !== "production") consumeSlots.displayName = "consumeSlots";
// node_modules/@mui/x-charts/ChartsLabel/labelClasses.mjs
function getLabelUtilityClass(slot) {
	return generateUtilityClass("MuiChartsLabel", slot);
}
generateUtilityClasses("MuiChartsLabel", ["root"]);
var useUtilityClasses$4 = (props) => {
	return composeClasses({ root: ["root"] }, getLabelUtilityClass, props.classes);
};
// node_modules/@mui/x-charts/ChartsLabel/ChartsLabel.mjs
var _excluded$11 = [
	"children",
	"className",
	"classes"
];
/**
* Generates the label mark for the tooltip and legend.
* @ignore - internal component.
*/
var ChartsLabel = consumeThemeProps("MuiChartsLabel", { classesResolver: useUtilityClasses$4 }, function ChartsLabel(props, ref) {
	const { children, className, classes } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$11);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)("span", (0, import_extends.default)({
		className: clsx(classes?.root, className),
		ref
	}, other, { children }));
});
process.env.NODE_ENV !== "production" && (ChartsLabel.propTypes = {
	children: import_prop_types.default.node,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object
});
// node_modules/@mui/x-charts/ChartsLegend/ChartsLegend.mjs
var _excluded$10 = [
	"direction",
	"onItemClick",
	"className",
	"classes",
	"toggleVisibilityOnClick"
];
var RootElement = styled("ul", {
	name: "MuiChartsLegend",
	slot: "Root"
})(({ ownerState, theme }) => (0, import_extends.default)({}, theme.typography.caption, {
	color: (theme.vars || theme).palette.text.primary,
	lineHeight: "100%",
	display: "flex",
	flexDirection: ownerState.direction === "vertical" ? "column" : "row",
	alignItems: ownerState.direction === "vertical" ? void 0 : "center",
	flexShrink: 0,
	gap: theme.spacing(2),
	listStyleType: "none",
	paddingInlineStart: 0,
	marginBlock: theme.spacing(1),
	marginInline: theme.spacing(1),
	flexWrap: "wrap",
	li: { display: ownerState.direction === "horizontal" ? "inline-flex" : void 0 },
	[`button.${legendClasses.series}`]: {
		background: "none",
		border: "none",
		padding: 0,
		fontFamily: "inherit",
		fontWeight: "inherit",
		fontSize: "inherit",
		letterSpacing: "inherit",
		color: "inherit"
	},
	[`& .${legendClasses.series}`]: {
		display: ownerState.direction === "vertical" ? "flex" : "inline-flex",
		alignItems: "center",
		gap: theme.spacing(1),
		cursor: ownerState.onItemClick || ownerState.toggleVisibilityOnClick ? "pointer" : "default",
		[`&.${legendClasses.hidden}`]: { opacity: .5 }
	},
	gridArea: "legend"
}));
var ChartsLegend = consumeSlots("MuiChartsLegend", "legend", {
	defaultProps: { direction: "horizontal" },
	omitProps: ["position"],
	classesResolver: useUtilityClasses$5
}, /*#__PURE__*/ import_react.forwardRef(function ChartsLegend(props, ref) {
	const data = useLegend();
	const { instance } = useChartsContext();
	const isItemVisible = useStore().use(selectorIsItemVisibleGetter);
	const { onItemClick, className, classes, toggleVisibilityOnClick } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$10);
	const isButton = Boolean(onItemClick || toggleVisibilityOnClick);
	const handleClick = useEventCallback((item, i) => (event) => {
		if (onItemClick && item) onItemClick(event, seriesContextBuilder(item), i);
		if (toggleVisibilityOnClick) instance.toggleItemVisibility({
			type: item.type,
			seriesId: item.seriesId,
			dataIndex: item.dataIndex
		});
	});
	if (data.items.length === 0) return null;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RootElement, (0, import_extends.default)({
		className: clsx(classes?.root, className),
		ref
	}, other, {
		ownerState: props,
		children: data.items.map((item, i) => {
			const isVisible = isItemVisible({
				type: item.type,
				seriesId: item.seriesId,
				dataIndex: item.dataIndex
			});
			return /*#__PURE__*/ (0, import_jsx_runtime.jsx)("li", {
				className: classes?.item,
				"data-series": item.seriesId,
				"data-index": item.dataIndex,
				children: isButton ? /*#__PURE__*/ (0, import_jsx_runtime.jsxs)("button", {
					className: clsx(classes?.series, !isVisible && classes?.hidden),
					onClick: handleClick(item, i),
					type: "button",
					children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsLabelMark, {
						className: classes?.mark,
						color: item.color,
						type: item.markType,
						markShape: item.markShape
					}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsLabel, {
						className: classes?.label,
						children: item.label
					})]
				}) : /*#__PURE__*/ (0, import_jsx_runtime.jsxs)("div", {
					className: clsx(classes?.series, !isVisible && classes?.hidden),
					children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsLabelMark, {
						className: classes?.mark,
						color: item.color,
						type: item.markType,
						markShape: item.markShape
					}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsLabel, {
						className: classes?.label,
						children: item.label
					})]
				})
			}, `${item.seriesId}-${item.dataIndex}`);
		})
	}));
}));
if (process.env.NODE_ENV !== "production") ChartsLegend.displayName = "ChartsLegend";
process.env.NODE_ENV !== "production" && (ChartsLegend.propTypes = {
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	className: import_prop_types.default.string,
	/**
	* The direction of the legend layout.
	* The default depends on the chart.
	*/
	direction: import_prop_types.default.oneOf(["horizontal", "vertical"]),
	/**
	* Callback fired when a legend item is clicked.
	* @param {React.MouseEvent<HTMLButtonElement, MouseEvent>} event The click event.
	* @param {SeriesLegendItemContext} legendItem The legend item data.
	* @param {number} index The index of the clicked legend item.
	*/
	onItemClick: import_prop_types.default.func,
	/**
	* The props used for each component slot.
	* @default {}
	*/
	slotProps: import_prop_types.default.object,
	/**
	* Overridable component slots.
	* @default {}
	*/
	slots: import_prop_types.default.object,
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	]),
	/**
	* If `true`, clicking on a legend item will toggle the visibility of the corresponding series.
	* @default false
	*/
	toggleVisibilityOnClick: import_prop_types.default.bool
});
// node_modules/@mui/x-charts/ChartsAxisHighlight/chartsAxisHighlightClasses.mjs
function getAxisHighlightUtilityClass(slot) {
	return generateUtilityClass("MuiChartsAxisHighlight", slot);
}
generateUtilityClasses("MuiChartsAxisHighlight", ["root"]);
// node_modules/@mui/x-charts/ChartsAxisHighlight/ChartsAxisHighlightPath.mjs
var ChartsAxisHighlightPath = styled("path", {
	name: "MuiChartsAxisHighlight",
	slot: "Root"
})(({ theme }) => ({
	pointerEvents: "none",
	variants: [{
		props: { axisHighlight: "band" },
		style: (0, import_extends.default)({
			fill: "white",
			fillOpacity: .1
		}, theme.applyStyles("light", { fill: "gray" }))
	}, {
		props: { axisHighlight: "line" },
		style: (0, import_extends.default)({
			strokeDasharray: "5 2",
			stroke: "#ffffff"
		}, theme.applyStyles("light", { stroke: "#000000" }))
	}]
}));
// node_modules/@mui/x-charts/internals/getSampledBucketRegion.mjs
/**
* Computes the band region covered by a sampled bucket spanning `data[startIndex..endIndex]`.
*
* The region is anchored at its left-most slot and spans whole steps, so both the rendered bar
* (see `createGetBucketBarDimensions`) and the axis highlight (see `getSampledBandHighlight`)
* stay in sync — on a reversed axis `startIndex` maps to the right, hence the `Math.min`.
*/
function getSampledBucketRegion(scale, data, startIndex, endIndex) {
	const step = scale.step();
	const halfPadding = (step - scale.bandwidth()) / 2;
	const startPos = scale(data[startIndex]);
	const endPos = scale(data[endIndex]);
	return {
		regionStart: Math.min(startPos, endPos) - halfPadding,
		regionSize: (endIndex - startIndex + 1) * step
	};
}
// node_modules/@mui/x-charts/ChartsAxisHighlight/getSampledBandHighlight.mjs
function findDataIndex(data, value) {
	if (value instanceof Date) {
		const time = value.getTime();
		return data.findIndex((item) => item instanceof Date && item.getTime() === time);
	}
	return data.indexOf(value);
}
/**
* Computes the band highlight rectangle along the ordinal axis.
* When the series is sampled (`bucketSize > 1`), the band is widened to cover the whole merged bucket.
*/
function getSampledBandHighlight({ scale, value, dataIndex, data, bucketSize }) {
	const step = scale.step();
	const halfPadding = (step - scale.bandwidth()) / 2;
	let bandStart = scale(value) - halfPadding;
	let bandSize = step;
	if (bucketSize > 1 && data) {
		const index = dataIndex ?? findDataIndex(data, value);
		if (index >= 0) {
			const bucketStart = Math.floor(index / bucketSize) * bucketSize;
			const { regionStart, regionSize } = getSampledBucketRegion(scale, data, bucketStart, Math.min(bucketStart + bucketSize - 1, data.length - 1));
			bandStart = regionStart;
			bandSize = regionSize;
		}
	}
	return {
		bandStart,
		bandSize
	};
}
// node_modules/@mui/x-charts/ChartsAxisHighlight/ChartsYAxisHighlight.mjs
/**
* @ignore - internal component.
*/
function ChartsYHighlight(props) {
	const { type, classes } = props;
	const { left, width } = useDrawingArea();
	const store = useStore();
	const axisYValues = store.use(selectorChartsHighlightYAxisValue);
	const yAxes = store.use(selectorChartYAxis);
	const bucketSizeByAxis = store.use(selectorChartHighlightBucketSize);
	if (axisYValues.length === 0) return null;
	return axisYValues.map((axisValue) => {
		const { axisId, value } = axisValue;
		const yAxis = yAxes.axis[axisId];
		const yScale = yAxis.scale;
		const getYPosition = getValueToPositionMapper(yScale);
		const isYScaleOrdinal = type === "band" && value !== null && isOrdinalScale(yScale);
		if (process.env.NODE_ENV !== "production") {
			if (isYScaleOrdinal && yScale(value) === void 0) console.error([
				`MUI X Charts: The position value provided for the axis is not valid for the current scale.`,
				`This probably means something is wrong with the data passed to the chart.`,
				`The ChartsAxisHighlight component will not be displayed.`
			].join("\n"));
		}
		let bandStart = 0;
		let bandSize = 0;
		if (isYScaleOrdinal) ({bandStart, bandSize} = getSampledBandHighlight({
			scale: yScale,
			value,
			dataIndex: axisValue.dataIndex,
			data: yAxis.data,
			bucketSize: bucketSizeByAxis.get(axisId) ?? 1
		}));
		return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [isYScaleOrdinal && yScale(value) !== void 0 && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsAxisHighlightPath, {
			d: `M ${left} ${bandStart} l 0 ${bandSize} l ${width} 0 l 0 ${-bandSize} Z`,
			className: classes.root,
			ownerState: { axisHighlight: "band" }
		}), type === "line" && value !== null && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsAxisHighlightPath, {
			d: `M ${left} ${getYPosition(value)} L ${left + width} ${getYPosition(value)}`,
			className: classes.root,
			ownerState: { axisHighlight: "line" }
		})] }, `${axisId}-${value}`);
	});
}
// node_modules/@mui/x-charts/ChartsAxisHighlight/ChartsXAxisHighlight.mjs
/**
* @ignore - internal component.
*/
function ChartsXHighlight(props) {
	const { type, classes } = props;
	const { top, height } = useDrawingArea();
	const store = useStore();
	const axisXValues = store.use(selectorChartsHighlightXAxisValue);
	const xAxes = store.use(selectorChartXAxis);
	const bucketSizeByAxis = store.use(selectorChartHighlightBucketSize);
	if (axisXValues.length === 0) return null;
	return axisXValues.map((axisValue) => {
		const { axisId, value } = axisValue;
		const xAxis = xAxes.axis[axisId];
		const xScale = xAxis.scale;
		const getXPosition = getValueToPositionMapper(xScale);
		const isXScaleOrdinal = type === "band" && value !== null && isOrdinalScale(xScale);
		if (process.env.NODE_ENV !== "production") {
			if (isXScaleOrdinal && xScale(value) === void 0) console.error([
				`MUI X Charts: The position value provided for the axis is not valid for the current scale.`,
				`This probably means something is wrong with the data passed to the chart.`,
				`The ChartsAxisHighlight component will not be displayed.`
			].join("\n"));
		}
		let bandStart = 0;
		let bandSize = 0;
		if (isXScaleOrdinal) ({bandStart, bandSize} = getSampledBandHighlight({
			scale: xScale,
			value,
			dataIndex: axisValue.dataIndex,
			data: xAxis.data,
			bucketSize: bucketSizeByAxis.get(axisId) ?? 1
		}));
		return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [isXScaleOrdinal && xScale(value) !== void 0 && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsAxisHighlightPath, {
			d: `M ${bandStart} ${top} l ${bandSize} 0 l 0 ${height} l ${-bandSize} 0 Z`,
			className: classes.root,
			ownerState: { axisHighlight: "band" }
		}), type === "line" && value !== null && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsAxisHighlightPath, {
			d: `M ${getXPosition(value)} ${top} L ${getXPosition(value)} ${top + height}`,
			className: classes.root,
			ownerState: { axisHighlight: "line" }
		})] }, `${axisId}-${value}`);
	});
}
// node_modules/@mui/x-charts/ChartsAxisHighlight/ChartsAxisHighlight.mjs
var useUtilityClasses$3 = () => {
	return composeClasses({ root: ["root"] }, getAxisHighlightUtilityClass);
};
/**
* Demos:
*
* - [Custom components](https://mui.com/x/react-charts/components/)
*
* API:
*
* - [ChartsAxisHighlight API](https://mui.com/x/api/charts/charts-axis-highlight/)
*/
function ChartsAxisHighlight(props) {
	const { x: xAxisHighlight, y: yAxisHighlight } = props;
	const classes = useUtilityClasses$3();
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [xAxisHighlight && xAxisHighlight !== "none" && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsXHighlight, {
		type: xAxisHighlight,
		classes
	}), yAxisHighlight && yAxisHighlight !== "none" && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsYHighlight, {
		type: yAxisHighlight,
		classes
	})] });
}
process.env.NODE_ENV !== "production" && (ChartsAxisHighlight.propTypes = {
	/**
	* The type of highlight for the x-axis.
	*/
	x: import_prop_types.default.oneOf([
		"band",
		"line",
		"none"
	]),
	/**
	* The type of highlight for the y-axis.
	*/
	y: import_prop_types.default.oneOf([
		"band",
		"line",
		"none"
	])
});
// node_modules/@mui/x-charts/ChartsClipPath/ChartsClipPath.mjs
/**
* API:
*
* - [ChartsClipPath API](https://mui.com/x/api/charts/charts-clip-path/)
*/
function ChartsClipPath(props) {
	const { id, offset: offsetProps } = props;
	const { left, top, width, height } = useDrawingArea();
	const offset = (0, import_extends.default)({
		top: 0,
		right: 0,
		bottom: 0,
		left: 0
	}, offsetProps);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)("clipPath", {
		id,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)("rect", {
			x: left - offset.left,
			y: top - offset.top,
			width: width + offset.left + offset.right,
			height: height + offset.top + offset.bottom
		})
	});
}
process.env.NODE_ENV !== "production" && (ChartsClipPath.propTypes = {
	/**
	* The id of the clip path.
	*/
	id: import_prop_types.default.string.isRequired,
	/**
	* Offset, in pixels, of the clip path rectangle from the drawing area.
	*
	* A positive value will move the rectangle outside the drawing area.
	*/
	offset: import_prop_types.default.shape({
		bottom: import_prop_types.default.number,
		left: import_prop_types.default.number,
		right: import_prop_types.default.number,
		top: import_prop_types.default.number
	})
});
// node_modules/@mui/x-charts/LineChart/LineHighlightElement.mjs
var _excluded$9 = [
	"x",
	"y",
	"seriesId",
	"color",
	"shape"
];
/**
* Demos:
*
* - [Lines](https://mui.com/x/react-charts/lines/)
* - [Line demonstration](https://mui.com/x/react-charts/line-demo/)
*
* API:
*
* - [LineHighlightElement API](https://mui.com/x/api/charts/line-highlight-element/)
*/
function LineHighlightElement(props) {
	const { x, y, color, shape } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$9);
	const classes = useUtilityClasses$9();
	const Element = shape === "circle" ? "circle" : "path";
	const additionalProps = shape === "circle" ? {
		cx: 0,
		cy: 0,
		r: other.r === void 0 ? 5 : other.r
	} : { d: Symbol$1(symbolsFill[getSymbol(shape)])() };
	const transformOrigin = isReactVersionAtLeast(19) ? { transformOrigin: `${x} ${y}` } : { "transform-origin": `${x} ${y}` };
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Element, (0, import_extends.default)({
		pointerEvents: "none",
		className: classes.highlight,
		transform: `translate(${x} ${y})`,
		fill: color
	}, transformOrigin, additionalProps, other));
}
process.env.NODE_ENV !== "production" && (LineHighlightElement.propTypes = {
	/**
	* The id of the series the element belongs to.
	*/
	seriesId: import_prop_types.default.string.isRequired,
	/**
	* The shape of the marker.
	*/
	shape: import_prop_types.default.oneOf([
		"circle",
		"cross",
		"diamond",
		"square",
		"star",
		"triangle",
		"wye"
	]).isRequired
});
// node_modules/@mui/x-charts/LineChart/LineHighlightPlot.mjs
var _excluded$8 = ["slots", "slotProps"];
/**
* Demos:
*
* - [Lines](https://mui.com/x/react-charts/lines/)
* - [Line demonstration](https://mui.com/x/react-charts/line-demo/)
*
* API:
*
* - [LineHighlightPlot API](https://mui.com/x/api/charts/line-highlight-plot/)
*/
function LineHighlightPlot(props) {
	const { slots, slotProps } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$8);
	const seriesData = useLineSeriesContext();
	const { xAxis, xAxisIds } = useXAxes();
	const { yAxis, yAxisIds } = useYAxes();
	const { instance } = useChartsContext();
	const highlightedIndexes = useStore().use(selectorChartsHighlightXAxisIndex);
	if (seriesData === void 0) return null;
	const { series, stackingGroups } = seriesData;
	const defaultXAxisId = xAxisIds[0];
	const defaultYAxisId = yAxisIds[0];
	const hasStartEndMark = stackingGroups.some(({ ids }) => ids.some((seriesId) => series[seriesId].showMark === "start" || series[seriesId].showMark === "end"));
	if (highlightedIndexes.length === 0 && !hasStartEndMark) return null;
	const getHighlightedIndex = /* @__PURE__ */ new Map();
	highlightedIndexes.forEach(({ axisId, dataIndex }) => {
		getHighlightedIndex.set(axisId, dataIndex);
	});
	const Element = slots?.lineHighlight ?? LineHighlightElement;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)("g", (0, import_extends.default)({}, other, { children: stackingGroups.flatMap(({ ids: groupIds }) => groupIds.flatMap((seriesId) => {
		const { xAxisId = defaultXAxisId, yAxisId = defaultYAxisId, visibleStackedData, data, disableHighlight, showMark, shape = "circle", hidden } = series[seriesId];
		if (hidden) return null;
		const axisIndex = disableHighlight ? void 0 : getHighlightedIndex.get(xAxisId);
		const showMarkIndex = showMark === "start" || showMark === "end" ? getStartEndMarkIndex(data, showMark) : void 0;
		const highlightedIndex = axisIndex ?? showMarkIndex;
		if (highlightedIndex === void 0 || data[highlightedIndex] == null) return null;
		const xScale = getValueToPositionMapper(xAxis[xAxisId].scale);
		const yScale = yAxis[yAxisId].scale;
		const xData = xAxis[xAxisId].data;
		if (xData === void 0) throw new Error(process.env.NODE_ENV !== "production" ? `MUI X Charts: ${xAxisId === "DEFAULT_X_AXIS_KEY" ? "The first `xAxis`" : `The x-axis with id "${xAxisId}"`} should have a data property to be able to display a line plot. The x-axis data defines the positions for each point in the line. Provide a data array to the x-axis configuration.` : formatErrorMessage_default(10, xAxisId === "DEFAULT_X_AXIS_KEY" ? "The first `xAxis`" : `The x-axis with id "${xAxisId}"`));
		const x = xScale(xData[highlightedIndex]);
		const y = yScale(visibleStackedData[highlightedIndex][1]);
		if (!instance.isPointInside(x, y)) return null;
		const colorGetter = getColor$3(series[seriesId], xAxis[xAxisId], yAxis[yAxisId]);
		return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Element, (0, import_extends.default)({
			seriesId,
			color: colorGetter(highlightedIndex),
			x,
			y,
			shape
		}, slotProps?.lineHighlight), `${seriesId}`);
	})) }));
}
/**
* Returns the index of the first (`'start'`) or last (`'end'`) non-null item, or `-1` if none.
*/
function getStartEndMarkIndex(data, type) {
	if (type === "start") {
		const index = data.findIndex((value) => value != null);
		return index < 0 ? void 0 : index;
	}
	const index = data.findLastIndex((value) => value != null);
	return index < 0 ? void 0 : index;
}
process.env.NODE_ENV !== "production" && (LineHighlightPlot.propTypes = {
	/**
	* The props used for each component slot.
	* @default {}
	*/
	slotProps: import_prop_types.default.object,
	/**
	* Overridable component slots.
	* @default {}
	*/
	slots: import_prop_types.default.object
});
// node_modules/@mui/x-charts/ChartsGrid/chartsGridClasses.mjs
function getChartsGridUtilityClass(slot) {
	return generateUtilityClass("MuiChartsGrid", slot);
}
var chartsGridClasses = generateUtilityClasses("MuiChartsGrid", [
	"root",
	"line",
	"horizontalLine",
	"verticalLine"
]);
// node_modules/@mui/x-charts/ChartsGrid/styledComponents.mjs
var GridRoot = styled("g", {
	name: "MuiChartsGrid",
	slot: "Root",
	overridesResolver: (props, styles) => [
		{ [`& .${chartsGridClasses.verticalLine}`]: styles.verticalLine },
		{ [`& .${chartsGridClasses.horizontalLine}`]: styles.horizontalLine },
		styles.root
	]
})({});
var GridLine = styled("line", {
	name: "MuiChartsGrid",
	slot: "Line"
})(({ theme }) => ({
	stroke: (theme.vars || theme).palette.divider,
	shapeRendering: "crispEdges",
	strokeWidth: 1
}));
// node_modules/@mui/x-charts/ChartsGrid/ChartsVerticalGrid.mjs
/**
* @ignore - internal component.
*/
function ChartsGridVertical(props) {
	const { instance } = useChartsContext();
	const { axis, start, end, classes } = props;
	const { scale, tickNumber, tickInterval, tickSpacing } = axis;
	const xTicks = useTicks({
		scale,
		tickNumber,
		tickInterval,
		tickSpacing,
		direction: "x",
		ordinalTimeTicks: "ordinalTimeTicks" in axis ? axis.ordinalTimeTicks : void 0
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: xTicks.map(({ value, offset }) => !instance.isXInside(offset) ? null : /*#__PURE__*/ (0, import_jsx_runtime.jsx)(GridLine, {
		y1: start,
		y2: end,
		x1: offset,
		x2: offset,
		className: classes.verticalLine
	}, `vertical-${value?.getTime?.() ?? value}`)) });
}
// node_modules/@mui/x-charts/ChartsGrid/ChartsHorizontalGrid.mjs
/**
* @ignore - internal component.
*/
function ChartsGridHorizontal(props) {
	const { instance } = useChartsContext();
	const { axis, start, end, classes } = props;
	const { scale, tickNumber, tickInterval, tickSpacing } = axis;
	const yTicks = useTicks({
		scale,
		tickNumber,
		tickInterval,
		tickSpacing,
		direction: "y",
		ordinalTimeTicks: "ordinalTimeTicks" in axis ? axis.ordinalTimeTicks : void 0
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(import_react.Fragment, { children: yTicks.map(({ value, offset }) => !instance.isYInside(offset) ? null : /*#__PURE__*/ (0, import_jsx_runtime.jsx)(GridLine, {
		y1: offset,
		y2: offset,
		x1: start,
		x2: end,
		className: classes.horizontalLine
	}, `horizontal-${value?.getTime?.() ?? value}`)) });
}
// node_modules/@mui/x-charts/ChartsGrid/ChartsGrid.mjs
var _excluded$7 = [
	"className",
	"vertical",
	"horizontal"
];
var useUtilityClasses$2 = ({ classes }) => {
	return composeClasses({
		root: ["root"],
		verticalLine: ["line", "verticalLine"],
		horizontalLine: ["line", "horizontalLine"]
	}, getChartsGridUtilityClass, classes);
};
/**
* Demos:
*
* - [Axis](https://mui.com/x/react-charts/axis/)
*
* API:
*
* - [ChartsGrid API](https://mui.com/x/api/charts/charts-axis/)
*/
function ChartsGrid(inProps) {
	const props = useThemeProps({
		props: inProps,
		name: "MuiChartsGrid"
	});
	const drawingArea = useDrawingArea();
	const { className, vertical, horizontal } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$7);
	const { xAxis, xAxisIds } = useXAxes();
	const { yAxis, yAxisIds } = useYAxes();
	const classes = useUtilityClasses$2(props);
	const horizontalAxis = yAxis[yAxisIds[0]];
	const verticalAxis = xAxis[xAxisIds[0]];
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(GridRoot, (0, import_extends.default)({}, other, {
		className: clsx(classes.root, className),
		children: [vertical && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsGridVertical, {
			axis: verticalAxis,
			start: drawingArea.top,
			end: drawingArea.height + drawingArea.top,
			classes
		}), horizontal && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsGridHorizontal, {
			axis: horizontalAxis,
			start: drawingArea.left,
			end: drawingArea.width + drawingArea.left,
			classes
		})]
	}));
}
process.env.NODE_ENV !== "production" && (ChartsGrid.propTypes = {
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* A CSS class name applied to the root element.
	*/
	className: import_prop_types.default.string,
	/**
	* Displays horizontal grid.
	*/
	horizontal: import_prop_types.default.bool,
	/**
	* Displays vertical grid.
	*/
	vertical: import_prop_types.default.bool
});
// node_modules/@mui/x-charts/ChartsOverlay/common.mjs
var StyledText = styled("text", {
	slot: "internal",
	shouldForwardProp: void 0
})(({ theme }) => (0, import_extends.default)({}, theme.typography.body2, {
	stroke: "none",
	fill: (theme.vars || theme).palette.text.primary,
	shapeRendering: "crispEdges",
	textAnchor: "middle",
	dominantBaseline: "middle"
}));
// node_modules/@mui/x-charts/ChartsOverlay/ChartsLoadingOverlay.mjs
function ChartsLoadingOverlay(props) {
	const { top, left, height, width } = useDrawingArea();
	const { localeText } = useChartsLocalization();
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StyledText, (0, import_extends.default)({
		x: left + width / 2,
		y: top + height / 2
	}, props, { children: localeText.loading }));
}
// node_modules/@mui/x-charts/ChartsOverlay/ChartsNoDataOverlay.mjs
function ChartsNoDataOverlay(props) {
	const { top, left, height, width } = useDrawingArea();
	const { localeText } = useChartsLocalization();
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(StyledText, (0, import_extends.default)({
		x: left + width / 2,
		y: top + height / 2
	}, props, { children: localeText.noData }));
}
// node_modules/@mui/x-charts/ChartsOverlay/ChartsOverlay.mjs
function useNoData() {
	const seriesPerType = useSeries();
	return Object.values(seriesPerType).every((seriesOfGivenType) => {
		if (!seriesOfGivenType) return true;
		const { series, seriesOrder } = seriesOfGivenType;
		return seriesOrder.every((seriesId) => {
			const seriesItem = series[seriesId];
			if (seriesItem.type === "sankey") return seriesItem.data.links.length === 0;
			return seriesItem.data.length === 0;
		});
	});
}
function ChartsOverlay(props) {
	const noData = useNoData();
	if (props.loading) {
		const LoadingOverlay = props.slots?.loadingOverlay ?? ChartsLoadingOverlay;
		return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(LoadingOverlay, (0, import_extends.default)({}, props.slotProps?.loadingOverlay));
	}
	if (noData) {
		const NoDataOverlay = props.slots?.noDataOverlay ?? ChartsNoDataOverlay;
		return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(NoDataOverlay, (0, import_extends.default)({}, props.slotProps?.noDataOverlay));
	}
	return null;
}
// node_modules/@mui/x-charts/LineChart/LineChart.plugins.mjs
var LINE_CHART_PLUGINS = [
	useChartZAxis,
	useChartBrush,
	useChartTooltip,
	useChartInteraction,
	useChartCartesianAxis,
	useChartHighlight,
	useChartVisibilityManager,
	useChartKeyboardNavigation
];
// node_modules/@mui/x-charts/LineChart/useLineChartProps.mjs
var _excluded$6 = [
	"xAxis",
	"yAxis",
	"series",
	"width",
	"height",
	"margin",
	"colors",
	"dataset",
	"sx",
	"onAreaClick",
	"onLineClick",
	"onMarkClick",
	"axisHighlight",
	"disableLineItemHighlight",
	"hideLegend",
	"grid",
	"children",
	"slots",
	"slotProps",
	"skipAnimation",
	"loading",
	"highlightedItem",
	"onHighlightChange",
	"className",
	"showToolbar",
	"brushConfig"
];
/**
* A helper function that extracts LineChartProps from the input props
* and returns an object with props for the children components of LineChart.
*
* @param props The input props for LineChart
* @returns An object with props for the children components of LineChart
*/
var useLineChartProps = (props) => {
	const { xAxis, yAxis, series, width, height, margin, colors, dataset, sx, onAreaClick, onLineClick, onMarkClick, axisHighlight, disableLineItemHighlight, grid, children, slots, slotProps, skipAnimation, loading, highlightedItem, onHighlightChange, className, brushConfig } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$6);
	const clipPathId = `${useId()}-clip-path`;
	const seriesWithDefault = import_react.useMemo(() => series.map((s) => (0, import_extends.default)({
		disableHighlight: !!disableLineItemHighlight,
		type: "line"
	}, s)), [disableLineItemHighlight, series]);
	const chartsContainerProps = (0, import_extends.default)({}, other, {
		series: seriesWithDefault,
		width,
		height,
		margin,
		colors,
		dataset,
		xAxis: xAxis ?? [{
			id: "DEFAULT_X_AXIS_KEY",
			scaleType: "point",
			data: Array.from({ length: Math.max(...series.map((s) => (s.data ?? dataset ?? []).length)) }, (_, index) => index)
		}],
		yAxis,
		highlightedItem,
		onHighlightChange,
		disableAxisListener: slotProps?.tooltip?.trigger !== "axis" && axisHighlight?.x === "none" && axisHighlight?.y === "none",
		skipAnimation,
		brushConfig,
		plugins: LINE_CHART_PLUGINS
	});
	const gridProps = {
		vertical: grid?.vertical,
		horizontal: grid?.horizontal
	};
	const clipPathGroupProps = { clipPath: `url(#${clipPathId})` };
	const clipPathProps = { id: clipPathId };
	const areaPlotProps = {
		slots,
		slotProps,
		onItemClick: onAreaClick
	};
	const linePlotProps = {
		slots,
		slotProps,
		onItemClick: onLineClick
	};
	const markPlotProps = {
		slots,
		slotProps,
		onItemClick: onMarkClick,
		skipAnimation
	};
	const overlayProps = {
		slots,
		slotProps,
		loading
	};
	const chartsAxisProps = {
		slots,
		slotProps
	};
	const axisHighlightProps = (0, import_extends.default)({ x: "line" }, axisHighlight);
	const lineHighlightPlotProps = {
		slots,
		slotProps
	};
	const legendProps = {
		slots,
		slotProps
	};
	return {
		chartsWrapperProps: {
			sx,
			legendPosition: props.slotProps?.legend?.position,
			legendDirection: props.slotProps?.legend?.direction,
			hideLegend: props.hideLegend ?? false,
			className
		},
		chartsContainerProps,
		gridProps,
		clipPathProps,
		clipPathGroupProps,
		areaPlotProps,
		linePlotProps,
		markPlotProps,
		overlayProps,
		chartsAxisProps,
		axisHighlightProps,
		lineHighlightPlotProps,
		legendProps,
		children
	};
};
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartClosestPoint/findClosestPoints.mjs
var LARGE_NUMBER = 50;
function findClosestPoints(flatbush, seriesData, xScale, yScale, xZoomStart, xZoomEnd, yZoomStart, yZoomEnd, svgPointX, svgPointY, maxRadius = Infinity, maxResults = 1, getItemRadius = 0) {
	const originalXScale = xScale.copy();
	const originalYScale = yScale.copy();
	originalXScale.range([0, 1]);
	originalYScale.range([0, 1]);
	const excludeIfOutsideDrawingArea = function excludeIfOutsideDrawingArea(index) {
		const x = originalXScale(seriesData[index].x);
		const y = originalYScale(seriesData[index].y);
		return x >= xZoomStart && x <= xZoomEnd && y >= yZoomStart && y <= yZoomEnd;
	};
	const fx = xScale.range()[1] - xScale.range()[0];
	const fy = yScale.range()[1] - yScale.range()[0];
	const fxSq = fx * fx;
	const fySq = fy * fy;
	function sqDistFn(dx, dy) {
		return fxSq * dx * dx + fySq * dy * dy;
	}
	const pointX = originalXScale(invertScale(xScale, svgPointX, (dataIndex) => seriesData[dataIndex]?.x));
	const pointY = originalYScale(invertScale(yScale, svgPointY, (dataIndex) => seriesData[dataIndex]?.y));
	if (pointX === void 0 || pointY === void 0) return [];
	const withFixRadius = typeof getItemRadius === "number";
	const maxRadiusSq = Number.isFinite(maxRadius) ? maxRadius * maxRadius : Infinity;
	const candidates = flatbush.neighbors(pointX, pointY, withFixRadius ? maxResults : LARGE_NUMBER, maxRadiusSq, excludeIfOutsideDrawingArea, sqDistFn);
	if (withFixRadius) return candidates;
	let ranked = [];
	for (const i of candidates) {
		const cx = originalXScale(seriesData[i].x);
		const cy = originalYScale(seriesData[i].y);
		const centerDistSq = sqDistFn(cx - pointX, cy - pointY);
		if (centerDistSq > maxRadiusSq) continue;
		const edge = Math.sqrt(centerDistSq) - getItemRadius(i);
		ranked.push({
			index: i,
			edge,
			centerDistSq
		});
	}
	ranked.sort((a, b) => a.edge - b.edge);
	const splitIndex = ranked.findLastIndex((d) => d.edge < 0);
	if (splitIndex !== -1) ranked = [...ranked.slice(0, splitIndex + 1).sort((a, b) => a.centerDistSq - b.centerDistSq), ...ranked.slice(splitIndex + 1)];
	return ranked.slice(0, Math.min(ranked.length, maxResults)).map((d) => d.index);
}
function invertScale(scale, value, getDataPoint) {
	if (isOrdinalScale(scale)) return getDataPoint(scale.bandwidth() === 0 ? Math.floor((value - Math.min(...scale.range()) + scale.step() / 2) / scale.step()) : Math.floor((value - Math.min(...scale.range())) / scale.step()));
	return scale.invert(value);
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartClosestPoint/useChartClosestPoint.mjs
/**
* Return `true` if the candidate point is closer to the pointer than the current closest point.
* By priority we prefer:
* 1. points that are under the pointer (negative edge distance) sorted by distance to the center.
* 2. points that are outside the pointer (positive edge distance) by distance to the edge.
*/
function isCloser(candidatePoint, currentClosestPoint) {
	if (currentClosestPoint === void 0) return true;
	if (candidatePoint.edgeDistance <= 0) {
		if (currentClosestPoint.edgeDistance > 0) return true;
		return candidatePoint.edgeDistance + candidatePoint.radius < currentClosestPoint.edgeDistance + currentClosestPoint.radius;
	}
	if (currentClosestPoint.edgeDistance <= 0) return false;
	return candidatePoint.edgeDistance < currentClosestPoint.edgeDistance;
}
var useChartClosestPoint = ({ params, store, instance }) => {
	const { chartsLayerContainerRef } = instance;
	const { disableHitArea, hitAreaRadius, onItemClick } = params;
	const resolvedDisableHitArea = disableHitArea;
	const resolvedHitAreaRadius = hitAreaRadius;
	const { axis: xAxis, axisIds: xAxisIds } = store.use(selectorChartXAxis);
	const { axis: yAxis, axisIds: yAxisIds } = store.use(selectorChartYAxis);
	const zoomIsInteracting = store.use(selectorChartZoomIsInteracting);
	const { series, seriesOrder } = store.use(selectorChartSeriesProcessed)?.scatter ?? {};
	const flatbushMap = store.use(zoomIsInteracting ? selectorChartSeriesEmptyFlatbushMap : selectorChartSeriesFlatbushMap);
	const defaultXAxisId = xAxisIds[0];
	const defaultYAxisId = yAxisIds[0];
	useEnhancedEffect(() => {
		store.set("voronoi", { isVoronoiEnabled: !resolvedDisableHitArea });
	}, [store, resolvedDisableHitArea]);
	import_react.useEffect(() => {
		if (chartsLayerContainerRef.current === null || resolvedDisableHitArea) return;
		const element = chartsLayerContainerRef.current;
		function getClosestPoint(event) {
			const svgPoint = getChartPoint(element, event);
			if (!instance.isPointInside(svgPoint.x, svgPoint.y)) return "outside-chart";
			let closestPoint = void 0;
			for (const seriesId of seriesOrder ?? []) {
				const aSeries = (series ?? {})[seriesId];
				const entry = flatbushMap.get(seriesId);
				if (!entry || aSeries.hidden) continue;
				const { flatbush, getItemRadius, maxItemRadius } = entry;
				const xAxisId = aSeries.xAxisId ?? defaultXAxisId;
				const yAxisId = aSeries.yAxisId ?? defaultYAxisId;
				const xAxisZoom = selectorChartAxisZoomData(store.state, xAxisId);
				const yAxisZoom = selectorChartAxisZoomData(store.state, yAxisId);
				const maxRadius = resolvedHitAreaRadius === "item" ? maxItemRadius : resolvedHitAreaRadius;
				const xZoomStart = (xAxisZoom?.start ?? 0) / 100;
				const xZoomEnd = (xAxisZoom?.end ?? 100) / 100;
				const yZoomStart = (yAxisZoom?.start ?? 0) / 100;
				const yZoomEnd = (yAxisZoom?.end ?? 100) / 100;
				const xScale = xAxis[xAxisId].scale;
				const yScale = yAxis[yAxisId].scale;
				const closestPointIndex = findClosestPoints(flatbush, aSeries.data, xScale, yScale, xZoomStart, xZoomEnd, yZoomStart, yZoomEnd, svgPoint.x, svgPoint.y, maxRadius, 1, getItemRadius)[0];
				if (closestPointIndex === void 0) continue;
				const point = aSeries.data[closestPointIndex];
				const scaledX = xScale(point.x);
				const scaledY = yScale(point.y);
				const centerDist = Math.hypot(scaledX - svgPoint.x, scaledY - svgPoint.y);
				const closestPointRadius = typeof getItemRadius === "number" ? getItemRadius : getItemRadius(closestPointIndex);
				const edgeDistance = centerDist - closestPointRadius;
				if (resolvedHitAreaRadius === "item" && edgeDistance > 0) continue;
				const newPoint = {
					dataIndex: closestPointIndex,
					seriesId,
					edgeDistance,
					radius: closestPointRadius
				};
				if (isCloser(newPoint, closestPoint)) closestPoint = newPoint;
			}
			if (closestPoint === void 0) return "no-point-found";
			return {
				seriesId: closestPoint.seriesId,
				dataIndex: closestPoint.dataIndex
			};
		}
		const moveEndHandler = instance.addInteractionListener("moveEnd", (event) => {
			if (!event.detail.activeGestures.pan) {
				instance.cleanInteraction?.();
				instance.clearHoveredItem?.();
				instance.clearHighlight?.();
				instance.removeTooltipItem?.();
			}
		});
		const panEndHandler = instance.addInteractionListener("panEnd", (event) => {
			if (!event.detail.activeGestures.move) {
				instance.cleanInteraction?.();
				instance.clearHoveredItem?.();
				instance.clearHighlight?.();
				instance.removeTooltipItem?.();
			}
		});
		const pressEndHandler = instance.addInteractionListener("quickPressEnd", (event) => {
			if (!event.detail.activeGestures.move && !event.detail.activeGestures.pan) {
				instance.cleanInteraction?.();
				instance.clearHoveredItem?.();
				instance.clearHighlight?.();
				instance.removeTooltipItem?.();
			}
		});
		const gestureHandler = (event) => {
			const closestPoint = getClosestPoint(event.detail.srcEvent);
			if (closestPoint === "outside-chart") {
				instance.cleanInteraction?.();
				instance.clearHoveredItem?.();
				instance.clearHighlight?.();
				instance.removeTooltipItem?.();
				return;
			}
			if (closestPoint === "outside-voronoi-max-radius" || closestPoint === "no-point-found") {
				instance.removeTooltipItem?.();
				instance.clearHoveredItem?.();
				instance.clearHighlight?.();
				instance.removeTooltipItem?.();
				return;
			}
			const { seriesId, dataIndex } = closestPoint;
			instance.setHoveredItem?.({
				type: "scatter",
				seriesId,
				dataIndex
			});
			instance.setTooltipItem?.({
				type: "scatter",
				seriesId,
				dataIndex
			});
			instance.setLastUpdateSource?.("pointer");
			instance.setHighlight?.({
				type: "scatter",
				seriesId,
				dataIndex
			});
		};
		const onPointerDown = function onPointerDown(event) {
			gestureHandler({ detail: { srcEvent: event } });
		};
		element.addEventListener("pointerdown", onPointerDown);
		const tapHandler = instance.addInteractionListener("tap", (event) => {
			const closestPoint = getClosestPoint(event.detail.srcEvent);
			if (typeof closestPoint !== "string" && onItemClick) {
				const { seriesId, dataIndex } = closestPoint;
				onItemClick(event.detail.srcEvent, {
					type: "scatter",
					seriesId,
					dataIndex
				});
			}
		});
		const moveHandler = instance.addInteractionListener("move", gestureHandler);
		const panHandler = instance.addInteractionListener("pan", gestureHandler);
		const pressHandler = instance.addInteractionListener("quickPress", gestureHandler);
		return () => {
			element.removeEventListener("pointerdown", onPointerDown);
			tapHandler.cleanup();
			moveHandler.cleanup();
			moveEndHandler.cleanup();
			panHandler.cleanup();
			panEndHandler.cleanup();
			pressHandler.cleanup();
			pressEndHandler.cleanup();
		};
	}, [
		chartsLayerContainerRef,
		yAxis,
		xAxis,
		resolvedHitAreaRadius,
		onItemClick,
		resolvedDisableHitArea,
		instance,
		seriesOrder,
		series,
		flatbushMap,
		defaultXAxisId,
		defaultYAxisId,
		store
	]);
	import_react.useEffect(() => {
		if (!onItemClick || !instance.registerItemActivationHandler) return;
		return instance.registerItemActivationHandler({ type: "scatter" }, (event, item) => {
			if (item.type !== "scatter") return;
			onItemClick(event, {
				type: "scatter",
				seriesId: item.seriesId,
				dataIndex: item.dataIndex
			});
		});
	}, [instance, onItemClick]);
	return { instance: {
		enableVoronoi: useEventCallback(() => {
			store.set("voronoi", { isVoronoiEnabled: true });
		}),
		disableVoronoi: useEventCallback(() => {
			store.set("voronoi", { isVoronoiEnabled: false });
		})
	} };
};
useChartClosestPoint.getDefaultizedParams = ({ params }) => (0, import_extends.default)({}, params, { disableHitArea: params.disableHitArea ?? !params.series.some((item) => item.type === "scatter") });
useChartClosestPoint.getInitialState = (params) => ({ voronoi: { isVoronoiEnabled: !params.disableHitArea } });
useChartClosestPoint.params = {
	disableHitArea: true,
	hitAreaRadius: true,
	onItemClick: true
};
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useProgressiveRendering/useProgressiveRendering.selectors.mjs
/** Auto mode switches to the progressive renderer above this total point count. */
var PROGRESSIVE_POINT_THRESHOLD = 2e4;
/** Target reveal commits. Progressive wall time ≈ `(nb_commits + 1) / 2` × a sync render. */
var TARGET_PROGRESSIVE_COMMITS = 5;
/** Min per-tick reveal budget (total points). Avoids tiny React-bound commits. */
var MIN_BATCH_TOTAL = 1e3;
/** Max per-tick reveal budget (total points). Caps main-thread block per commit. */
var MAX_BATCH_TOTAL = 1e4;
/**
* Per-series points per tick: total budget aims for
* {@link TARGET_PROGRESSIVE_COMMITS} commits, clamped by
* {@link MIN_BATCH_TOTAL}/{@link MAX_BATCH_TOTAL}, split evenly across series.
*/
var getEffectiveBatchSize = (nSeries, totalPoints) => {
	const safeSeries = Math.max(1, nSeries);
	const totalPerTick = Math.min(MAX_BATCH_TOTAL, Math.max(MIN_BATCH_TOTAL, Math.ceil(Math.max(1, totalPoints) / TARGET_PROGRESSIVE_COMMITS)));
	return Math.max(1, Math.floor(totalPerTick / safeSeries));
};
var selectorProgressiveState = (state) => state.progressiveRendering;
/** Map of registered plots → their set of series ids. */
var selectorProgressivePlans = createSelector(selectorProgressiveState, (s) => s?.plans);
/** Total number of rounds revealed across all plots so far. */
var selectorProgressiveRevealedRounds = createSelector(selectorProgressiveState, (s) => s?.revealedRounds ?? 0);
/** Point count of a series, looked up across every processed series type. */
function getSeriesPointCount(processedSeries, seriesId) {
	for (const type in processedSeries) {
		if (!Object.hasOwn(processedSeries, type)) continue;
		const item = processedSeries[type]?.series[seriesId];
		if (item) return Array.isArray(item.data) ? item.data.length : 0;
	}
	return 0;
}
/**
* Aggregate of every plan: per-series batch counts, total rounds, and batch
* size (so every consumer sizes batches the same). Point counts read from the
* processed series, not the registration.
*/
var selectorProgressiveAggregate = createSelectorMemoized(selectorProgressivePlans, selectorChartSeriesProcessed, function selectorProgressiveAggregate(plans, processedSeries) {
	const nBatchesBySeries = /* @__PURE__ */ new Map();
	if (!plans || plans.size === 0) return {
		nBatchesBySeries,
		totalRounds: 0,
		batchSize: MIN_BATCH_TOTAL
	};
	let nSeries = 0;
	let totalPoints = 0;
	const pointCounts = /* @__PURE__ */ new Map();
	plans.forEach((seriesIds) => {
		seriesIds.forEach((seriesId) => {
			const nPoints = getSeriesPointCount(processedSeries, seriesId);
			pointCounts.set(seriesId, nPoints);
			nSeries += 1;
			totalPoints += nPoints;
		});
	});
	const batchSize = getEffectiveBatchSize(nSeries, totalPoints);
	let totalRounds = 0;
	pointCounts.forEach((nPoints, seriesId) => {
		const n = Math.max(1, Math.ceil(nPoints / batchSize));
		nBatchesBySeries.set(seriesId, n);
		if (n > totalRounds) totalRounds = n;
	});
	return {
		nBatchesBySeries,
		totalRounds,
		batchSize
	};
});
createSelector(selectorProgressiveAggregate, (a) => a.batchSize);
var selectorProgressiveTotalRounds = createSelector(selectorProgressiveAggregate, (a) => a.totalRounds);
/**
* Revealed batch count for a series: `revealed` rounds normally, clamped to the
* first batch while interacting, never above `total`.
*/
function getRevealedBatchCount(total, revealed, isInteracting) {
	return Math.min(isInteracting ? 1 : revealed, total);
}
createSelector(selectorProgressiveAggregate, selectorProgressiveRevealedRounds, selectorChartZoomIsInteracting, function selectorProgressiveSeriesRevealedBatches(agg, revealed, isInteracting, seriesId) {
	return getRevealedBatchCount(agg.nBatchesBySeries.get(seriesId) ?? 0, revealed, isInteracting);
});
/**
* Whether `seriesIds` render progressively:
* - `svg-single`/`svg-batch`: never.
* - `svg-progressive`: always.
* - unset (auto): only when the experimental feature is on and total points
*   exceed {@link PROGRESSIVE_POINT_THRESHOLD}.
*/
var selectorProgressiveRenderingEnabled = (state) => selectorChartExperimentalFeaturesState(state, "progressiveRendering");
var selectorShouldUseProgressiveRenderer = createSelector(selectorChartSeriesProcessed, selectorProgressiveRenderingEnabled, (processedSeries, progressiveRenderingEnabled, seriesIds, renderer) => {
	if (renderer === "svg-single" || renderer === "svg-batch") return false;
	if (renderer === "svg-progressive") return true;
	if (!progressiveRenderingEnabled) return false;
	let totalPoints = 0;
	for (const seriesId of seriesIds) totalPoints += getSeriesPointCount(processedSeries, seriesId);
	return totalPoints > PROGRESSIVE_POINT_THRESHOLD;
});
/** Order-sensitive equality between two registered series-id sets. */
function sameSeriesIds(a, b) {
	if (!a || a.length !== b.length) return false;
	for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
	return true;
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useProgressiveRendering/useProgressiveRendering.mjs
var EMPTY_PLANS = /* @__PURE__ */ new Map();
/** Rounds revealed per tick. One round adds a batch to every series at once. */
var REVEAL_ROUNDS_PER_FRAME = 1;
/** Frames skipped between reveal ticks. `0` = every frame; higher = more headroom. */
var REVEAL_FRAMES_SKIPPED = 0;
/** Rounds kept visible during a zoom/pan interaction (first level only). */
var INTERACTION_REVEALED_ROUNDS = 1;
/** Settle delay before the reveal resumes after an interaction ends (ms). */
var RESUME_AFTER_INTERACTION_DELAY = 200;
/**
* Chart-wide progressive rendering coordinator. Lives on the store so every
* renderer in the chart shares one scheduler: each registers a plan via
* `registerProgressivePlan`, and the plugin ramps a global "rounds" counter,
* one round adding a batch to every series at once.
*/
var useProgressiveRendering = ({ store }) => {
	const registerProgressivePlan = useEventCallback((plotId, seriesIds, renderer) => {
		if (!selectorShouldUseProgressiveRenderer(store.state, seriesIds, renderer)) return;
		if (!sameSeriesIds(store.state.progressiveRendering.plans.get(plotId), seriesIds)) {
			const nextPlans = new Map(store.state.progressiveRendering.plans);
			nextPlans.set(plotId, seriesIds);
			store.set("progressiveRendering", {
				plans: nextPlans,
				revealedRounds: 0
			});
		}
		return () => {
			if (!store.state.progressiveRendering.plans.has(plotId)) return;
			const nextPlans = new Map(store.state.progressiveRendering.plans);
			nextPlans.delete(plotId);
			store.set("progressiveRendering", (0, import_extends.default)({}, store.state.progressiveRendering, { plans: nextPlans }));
		};
	});
	const plans = store.use(selectorProgressivePlans) ?? EMPTY_PLANS;
	const isZoomInteracting = store.use(selectorChartZoomIsInteracting);
	import_react.useEffect(() => {
		const startTotal = selectorProgressiveTotalRounds(store.state);
		if (startTotal === 0) return;
		if (isZoomInteracting) {
			const target = Math.min(INTERACTION_REVEALED_ROUNDS, startTotal);
			if (selectorProgressiveRevealedRounds(store.state) !== target) store.set("progressiveRendering", (0, import_extends.default)({}, store.state.progressiveRendering, { revealedRounds: target }));
			return;
		}
		if (typeof requestAnimationFrame !== "function") {
			store.set("progressiveRendering", (0, import_extends.default)({}, store.state.progressiveRendering, { revealedRounds: startTotal }));
			return;
		}
		let frame = 0;
		let resumeTimeout;
		let cancelled = false;
		let revealed = selectorProgressiveRevealedRounds(store.state);
		function scheduleNext() {
			let remaining = REVEAL_FRAMES_SKIPPED;
			const tick = () => {
				if (cancelled) return;
				if (remaining > 0) {
					remaining -= 1;
					frame = requestAnimationFrame(tick);
					return;
				}
				step();
			};
			frame = requestAnimationFrame(tick);
		}
		function step() {
			if (cancelled) return;
			const total = selectorProgressiveTotalRounds(store.state);
			revealed = Math.min(total, revealed + REVEAL_ROUNDS_PER_FRAME);
			store.set("progressiveRendering", (0, import_extends.default)({}, store.state.progressiveRendering, { revealedRounds: revealed }));
			if (revealed < total) scheduleNext();
		}
		if (revealed >= startTotal) return;
		if (revealed > 0) resumeTimeout = setTimeout(() => {
			frame = requestAnimationFrame(step);
		}, RESUME_AFTER_INTERACTION_DELAY);
		else frame = requestAnimationFrame(step);
		return () => {
			cancelled = true;
			cancelAnimationFrame(frame);
			if (resumeTimeout !== void 0) clearTimeout(resumeTimeout);
		};
	}, [
		plans,
		isZoomInteracting,
		store
	]);
	return { instance: { registerProgressivePlan } };
};
useProgressiveRendering.params = {};
useProgressiveRendering.getInitialState = () => ({ progressiveRendering: {
	plans: EMPTY_PLANS,
	revealedRounds: 0
} });
// node_modules/@mui/x-charts/internals/plugins/allPlugins.mjs
var DEFAULT_PLUGINS = [
	useChartZAxis,
	useChartBrush,
	useChartTooltip,
	useChartInteraction,
	useChartCartesianAxis,
	useChartHighlight,
	useChartVisibilityManager,
	useChartClosestPoint,
	useChartKeyboardNavigation,
	useProgressiveRendering
];
// node_modules/@mui/x-charts/ChartsContainer/useChartsContainerProps.mjs
var _excluded$5 = [
	"width",
	"height",
	"margin",
	"children",
	"series",
	"colors",
	"dataset",
	"desc",
	"onAxisClick",
	"highlightedAxis",
	"onHighlightedAxisChange",
	"tooltipAxis",
	"onTooltipAxisChange",
	"tooltipItem",
	"onTooltipItemChange",
	"disableHitArea",
	"hitAreaRadius",
	"onItemClick",
	"disableAxisListener",
	"highlightedItem",
	"onHighlightChange",
	"sx",
	"title",
	"axesGap",
	"xAxis",
	"yAxis",
	"zAxis",
	"rotationAxis",
	"radiusAxis",
	"skipAnimation",
	"seriesConfig",
	"experimentalFeatures",
	"plugins",
	"localeText",
	"slots",
	"slotProps",
	"disableKeyboardNavigation",
	"focusItemOnClick",
	"brushConfig",
	"onHiddenItemsChange",
	"hiddenItems",
	"initialHiddenItems"
];
var useChartsContainerProps = (props) => {
	const _ref = props, { width, height, margin, children, series, colors, dataset, desc, onAxisClick, highlightedAxis, onHighlightedAxisChange, tooltipAxis, onTooltipAxisChange, tooltipItem, onTooltipItemChange, disableHitArea, hitAreaRadius, onItemClick, disableAxisListener, highlightedItem, onHighlightChange, sx, title, axesGap, xAxis, yAxis, zAxis, rotationAxis, radiusAxis, skipAnimation, seriesConfig, experimentalFeatures, plugins, localeText, slots, slotProps, disableKeyboardNavigation, focusItemOnClick, brushConfig, onHiddenItemsChange, hiddenItems, initialHiddenItems } = _ref, other = (0, import_objectWithoutPropertiesLoose.default)(_ref, _excluded$5);
	const chartsSurfaceProps = (0, import_extends.default)({
		title,
		desc,
		sx
	}, other);
	return {
		chartsDataProviderProps: {
			margin,
			series,
			colors,
			dataset,
			disableAxisListener,
			highlightedItem,
			onHighlightChange,
			onAxisClick,
			highlightedAxis,
			onHighlightedAxisChange,
			tooltipAxis,
			onTooltipAxisChange,
			tooltipItem,
			onTooltipItemChange,
			disableHitArea,
			hitAreaRadius,
			onItemClick,
			axesGap,
			xAxis,
			yAxis,
			zAxis,
			rotationAxis,
			radiusAxis,
			skipAnimation,
			width,
			height,
			localeText,
			seriesConfig,
			experimentalFeatures,
			disableKeyboardNavigation,
			focusItemOnClick,
			brushConfig,
			onHiddenItemsChange,
			hiddenItems,
			initialHiddenItems,
			plugins: plugins ?? DEFAULT_PLUGINS,
			slots,
			slotProps
		},
		chartsSurfaceProps,
		children
	};
};
// node_modules/@mui/x-charts/internals/material/index.mjs
var baseSlots = {
	baseButton: Button,
	baseIconButton: IconButton,
	baseToggleButton: ToggleButton,
	baseToggleButtonGroup: ToggleButtonGroup
};
var defaultSlotsMaterial = (0, import_extends.default)({}, baseSlots, {});
// node_modules/@mui/x-charts/context/ChartsSlotsContext.mjs
var ChartsSlotsContext = /*#__PURE__*/ import_react.createContext(null);
/**
* Get the slots and slotProps from the nearest `ChartsDataProvider` or `ChartsDataProviderPro`.
* @returns {ChartsSlotsContextValue} The slots and slotProps from the context.
*/
if (process.env.NODE_ENV !== "production") ChartsSlotsContext.displayName = "ChartsSlotsContext";
function ChartsSlotsProvider(props) {
	const { slots, slotProps = {}, defaultSlots, children } = props;
	const value = import_react.useMemo(() => ({
		slots: (0, import_extends.default)({}, defaultSlots, slots),
		slotProps
	}), [
		defaultSlots,
		slots,
		slotProps
	]);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsSlotsContext.Provider, {
		value,
		children
	});
}
// node_modules/@mui/x-charts/internals/findMinMax.mjs
/**
* Efficiently finds the minimum and maximum values in an array of numbers.
* This functions helps preventing maximum call stack errors when dealing with large datasets.
*
* @param data The array of numbers to evaluate
* @returns [min, max] as numbers
*/
function findMinMax(data) {
	let min = Infinity;
	let max = -Infinity;
	for (const value of data ?? []) {
		if (value < min) min = value;
		if (value > max) max = value;
	}
	return [min, max];
}
// node_modules/@mui/x-charts/BarChart/seriesConfig/bar/extremums.mjs
var createResult = (data, direction) => {
	if (direction === "x") return {
		x: data,
		y: null
	};
	return {
		x: null,
		y: data
	};
};
var getBaseExtremum = (params) => {
	const { axis, getFilters, isDefaultAxis } = params;
	const filter = getFilters?.({
		currentAxisId: axis.id,
		isDefaultAxis
	});
	return findMinMax((filter ? axis.data?.filter((_, i) => filter({
		x: null,
		y: null
	}, i)) : axis.data) ?? []);
};
var getValueExtremum = (direction) => (params) => {
	const { series, axis, getFilters, isDefaultAxis } = params;
	return Object.keys(series).filter((seriesId) => {
		const axisId = direction === "x" ? series[seriesId].xAxisId : series[seriesId].yAxisId;
		if (axis.domainSeries === "visible" && series[seriesId].hidden) return false;
		return axisId === axis.id || isDefaultAxis && axisId === void 0;
	}).reduce((acc, seriesId) => {
		const { stackedData, visibleStackedData } = series[seriesId];
		const filter = getFilters?.({
			currentAxisId: axis.id,
			isDefaultAxis,
			seriesXAxisId: series[seriesId].xAxisId,
			seriesYAxisId: series[seriesId].yAxisId
		});
		const [seriesMin, seriesMax] = (axis.domainSeries === "visible" ? visibleStackedData : stackedData)?.reduce((seriesAcc, values, index) => {
			if (filter && (!filter(createResult(values[0], direction), index) || !filter(createResult(values[1], direction), index))) return seriesAcc;
			return [Math.min(...values, seriesAcc[0]), Math.max(...values, seriesAcc[1])];
		}, [Infinity, -Infinity]) ?? [Infinity, -Infinity];
		return [Math.min(seriesMin, acc[0]), Math.max(seriesMax, acc[1])];
	}, [Infinity, -Infinity]);
};
var getExtremumX$2 = (params) => {
	if (Object.keys(params.series).some((seriesId) => params.series[seriesId].layout === "horizontal")) return getValueExtremum("x")(params);
	return getBaseExtremum(params);
};
var getExtremumY$2 = (params) => {
	if (Object.keys(params.series).some((seriesId) => params.series[seriesId].layout === "horizontal")) return getBaseExtremum(params);
	return getValueExtremum("y")(params);
};
// node_modules/@mui/x-charts/internals/stacking/offset/offsetDiverging.mjs
/**
* Positive values are stacked above zero, while negative values are stacked below zero.
*
* @param series A series generated by a stack generator.
* @param order An array of numeric indexes representing the stack order.
*/
function offsetDiverging(series, order) {
	if (series.length === 0) return;
	const seriesCount = series.length;
	const numericOrder = order;
	const pointCount = series[numericOrder[0]].length;
	for (let pointIndex = 0; pointIndex < pointCount; pointIndex += 1) {
		let positiveSum = 0;
		let negativeSum = 0;
		for (let seriesIndex = 0; seriesIndex < seriesCount; seriesIndex += 1) {
			const currentSeries = series[numericOrder[seriesIndex]];
			const dataPoint = currentSeries[pointIndex];
			const difference = dataPoint[1] - dataPoint[0];
			if (difference > 0) {
				dataPoint[0] = positiveSum;
				positiveSum += difference;
				dataPoint[1] = positiveSum;
			} else if (difference < 0) {
				dataPoint[1] = negativeSum;
				negativeSum += difference;
				dataPoint[0] = negativeSum;
			} else if (dataPoint.data[currentSeries.key] > 0) {
				dataPoint[0] = positiveSum;
				dataPoint[1] = positiveSum;
			} else if (dataPoint.data[currentSeries.key] < 0) {
				dataPoint[1] = negativeSum;
				dataPoint[0] = negativeSum;
			} else {
				dataPoint[0] = 0;
				dataPoint[1] = 0;
			}
		}
	}
}
// node_modules/@mui/x-charts/internals/stacking/stackSeries.mjs
var StackOrder = {
	/**
	* Series order such that the earliest series (according to the maximum value) is at the bottom.
	* */
	appearance,
	/**
	*  Series order such that the smallest series (according to the sum of values) is at the bottom.
	* */
	ascending,
	/**
	* Series order such that the largest series (according to the sum of values) is at the bottom.
	*/
	descending,
	/**
	* Series order such that the earliest series (according to the maximum value) are on the inside and the later series are on the outside. This order is recommended for streamgraphs in conjunction with the wiggle offset. See Stacked Graphs—Geometry & Aesthetics by Byron & Wattenberg for more information.
	*/
	insideOut,
	/**
	* Given series order [0, 1, … n - 1] where n is the number of elements in series. Thus, the stack order is given by the key accessor.
	*/
	none,
	/**
	* Reverse of the given series order [n - 1, n - 2, … 0] where n is the number of elements in series. Thus, the stack order is given by the reverse of the key accessor.
	*/
	reverse
};
var StackOffset = {
	/**
	* Applies a zero baseline and normalizes the values for each point such that the topline is always one.
	* */
	expand,
	/**
	* Positive values are stacked above zero, negative values are stacked below zero, and zero values are stacked at zero.
	* */
	diverging: offsetDiverging,
	/**
	* Applies a zero baseline.
	* */
	none: none$1,
	/**
	* Shifts the baseline down such that the center of the streamgraph is always at zero.
	* */
	silhouette,
	/**
	* Shifts the baseline so as to minimize the weighted wiggle of layers. This offset is recommended for streamgraphs in conjunction with the inside-out order. See Stacked Graphs—Geometry & Aesthetics by Bryon & Wattenberg for more information.
	* */
	wiggle
};
/**
* Takes a set of series and groups their ids
* @param series the object of all bars series
* @returns an array of groups, including the ids, the stacking order, and the stacking offset.
*/
var getStackingGroups = (params) => {
	const { series, seriesOrder, defaultStrategy } = params;
	const stackingGroups = [];
	const stackIndex = {};
	seriesOrder.forEach((id) => {
		const { stack, stackOrder, stackOffset } = series[id];
		if (stack === void 0) stackingGroups.push({
			ids: [id],
			stackingOrder: StackOrder.none,
			stackingOffset: StackOffset.none
		});
		else if (stackIndex[stack] === void 0) {
			stackIndex[stack] = stackingGroups.length;
			stackingGroups.push({
				ids: [id],
				stackingOrder: StackOrder[stackOrder ?? defaultStrategy?.stackOrder ?? "none"],
				stackingOffset: StackOffset[stackOffset ?? defaultStrategy?.stackOffset ?? "diverging"]
			});
		} else {
			stackingGroups[stackIndex[stack]].ids.push(id);
			if (stackOrder !== void 0) stackingGroups[stackIndex[stack]].stackingOrder = StackOrder[stackOrder];
			if (stackOffset !== void 0) stackingGroups[stackIndex[stack]].stackingOffset = StackOffset[stackOffset];
		}
	});
	return stackingGroups;
};
// node_modules/@mui/x-charts/BarChart/seriesConfig/bar/seriesProcessor.mjs
var barValueFormatter = (v) => v == null ? "" : v.toLocaleString();
var seriesProcessor$3 = (params, dataset, isItemVisible) => {
	const { seriesOrder, series } = params;
	const stackingGroups = getStackingGroups(params);
	const d3Dataset = dataset ?? [];
	seriesOrder.forEach((id) => {
		const data = series[id].data;
		if (data !== void 0) data.forEach((value, index) => {
			if (d3Dataset.length <= index) d3Dataset.push({ [id]: value });
			else d3Dataset[index][id] = value;
		});
		else if (series[id].valueGetter && dataset) dataset.forEach((entry, index) => {
			const value = series[id].valueGetter(entry);
			if (d3Dataset.length <= index) d3Dataset.push({ [id]: value });
			else d3Dataset[index][id] = value;
		});
		else if (dataset === void 0 && process.env.NODE_ENV !== "production") throw new Error(process.env.NODE_ENV !== "production" ? `MUI X Charts: Bar series with id="${id}" has no data. The chart cannot render this series without data. Provide a data property to the series or use the dataset prop.` : formatErrorMessage_default(33, id));
		if (process.env.NODE_ENV !== "production") {
			if (!data && dataset) {
				const dataKey = series[id].dataKey;
				if (!dataKey && !series[id].valueGetter) throw new Error(`MUI X Charts: Bar series with id="${id}" has no data, no dataKey, and no valueGetter. When using the dataset prop, each series must have a dataKey or valueGetter to identify which dataset values to use. Add a dataKey or valueGetter property to the series configuration.`);
				if (dataKey) dataset.forEach((entry, index) => {
					const value = entry[dataKey];
					if (value != null && typeof value !== "number") warnOnce(`MUI X Charts: your dataset key "${dataKey}" is used for plotting bars, but the dataset contains the non-null non-numerical element "${value}" at index ${index}.
Bar plots only support numeric and null values.`);
				});
			}
		}
	});
	const completedSeries = {};
	stackingGroups.forEach((stackingGroup) => {
		const { ids, stackingOffset, stackingOrder } = stackingGroup;
		const keys = ids.map((id) => {
			const dataKey = series[id].dataKey;
			return series[id].data === void 0 && dataKey !== void 0 ? dataKey : id;
		});
		const stackedData = stack().keys(keys).value((d, key) => d[key] ?? 0).order(stackingOrder).offset(stackingOffset)(d3Dataset);
		const idOrder = stackedData.map((s) => s.index);
		const fixedOrder = () => idOrder;
		const visibleStackedData = stack().keys(keys).value((d, key) => {
			const keyIndex = keys.indexOf(key);
			const seriesId = ids[keyIndex];
			if (!isItemVisible?.({
				type: "bar",
				seriesId
			})) return 0;
			return d[key] ?? 0;
		}).order(fixedOrder).offset(stackingOffset)(d3Dataset);
		ids.forEach((id, index) => {
			const { dataKey, valueGetter } = series[id];
			let data;
			if (valueGetter) data = dataset.map((d) => valueGetter(d));
			else if (dataKey) data = dataset.map((d) => {
				const value = d[dataKey];
				return typeof value === "number" ? value : null;
			});
			else data = series[id].data;
			const hidden = !isItemVisible?.({
				type: "bar",
				seriesId: id
			});
			completedSeries[id] = (0, import_extends.default)({
				layout: "vertical",
				labelMarkType: "square",
				minBarSize: 0,
				valueFormatter: series[id].valueFormatter ?? barValueFormatter
			}, series[id], {
				data,
				hidden,
				stackedData: stackedData[index],
				visibleStackedData: visibleStackedData[index]
			});
		});
	});
	return {
		seriesOrder,
		stackingGroups,
		series: completedSeries
	};
};
// node_modules/@mui/x-charts/internals/legendUtils.mjs
/** One legend item per series (bar, scatter, rangeBar, radar). */
function getSeriesLegendItems(type, params, defaultMarkType) {
	const { seriesOrder, series } = params;
	return seriesOrder.reduce((acc, seriesId) => {
		const formattedLabel = getLabel(series[seriesId].label, "legend");
		if (formattedLabel === void 0) return acc;
		acc.push({
			type,
			markType: series[seriesId].labelMarkType ?? defaultMarkType,
			seriesId,
			color: series[seriesId].color,
			label: formattedLabel
		});
		return acc;
	}, []);
}
// node_modules/@mui/x-charts/BarChart/seriesConfig/bar/legend.mjs
var legendGetter$3 = (series) => getSeriesLegendItems("bar", series);
// node_modules/@mui/x-charts/BarChart/seriesConfig/bar/getColor.mjs
var getColor$2 = (series, xAxis, yAxis) => {
	const verticalLayout = series.layout === "vertical";
	return resolveColorProcessor({
		series,
		valueColorScale: verticalLayout ? yAxis?.colorScale : xAxis?.colorScale,
		categoryColorScale: verticalLayout ? xAxis?.colorScale : yAxis?.colorScale,
		categoryValues: verticalLayout ? xAxis?.data : yAxis?.data
	});
};
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartKeyboardNavigation/utils/getPreviousNonEmptySeries.mjs
/**
* Returns the previous series type and id that contains some data.
* Returns `null` if no other series have data.
*/
function getPreviousNonEmptySeries(series, availableSeriesTypes, type, seriesId) {
	const nonEmptySeries = getNonEmptySeriesArray(series, availableSeriesTypes);
	if (nonEmptySeries.length === 0) return null;
	const currentSeriesIndex = type !== void 0 && seriesId !== void 0 ? nonEmptySeries.findIndex((seriesItem) => seriesItem.type === type && seriesItem.seriesId === seriesId) : -1;
	if (currentSeriesIndex <= 0) return nonEmptySeries[nonEmptySeries.length - 1];
	return nonEmptySeries[(currentSeriesIndex - 1 + nonEmptySeries.length) % nonEmptySeries.length];
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartKeyboardNavigation/utils/getMaxSeriesLength.mjs
function getMaxSeriesLength(series, availableSeriesTypes) {
	return Object.keys(series).filter((type) => availableSeriesTypes.has(type)).flatMap((type) => {
		const seriesOfType = series[type];
		return seriesOfType.seriesOrder.filter((seriesId) => {
			const seriesItem = seriesOfType.series[seriesId];
			if ("hidden" in seriesItem && seriesItem.hidden) return false;
			return seriesItem.data.length > 0 && seriesItem.data.some((value) => value != null && !(typeof value === "object" && "hidden" in value && value.hidden));
		}).map((seriesId) => seriesOfType.series[seriesId].data.length);
	}).reduce((maxLengths, length) => Math.max(maxLengths, length), 0);
}
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/useChartKeyboardNavigation/utils/getNextNonEmptySeries.mjs
/**
* Returns the next series type and id that contains some data.
* Returns `null` if no other series have data.
* @param series - The processed series from the store.
* @param availableSeriesTypes - The set of series types that can be focused.
* @param type - The current series type.
* @param seriesId - The current series id.
*/
function getNextNonEmptySeries(series, availableSeriesTypes, type, seriesId) {
	const nonEmptySeries = getNonEmptySeriesArray(series, availableSeriesTypes);
	if (nonEmptySeries.length === 0) return null;
	return nonEmptySeries[((type !== void 0 && seriesId !== void 0 ? nonEmptySeries.findIndex((seriesItem) => seriesItem.type === type && seriesItem.seriesId === seriesId) : -1) + 1) % nonEmptySeries.length];
}
// node_modules/@mui/x-charts/internals/seriesHasData.mjs
function seriesHasData(series, type, seriesId) {
	if (type === "sankey") return false;
	const data = series[type]?.series[seriesId]?.data;
	return data != null && data.length > 0;
}
// node_modules/@mui/x-charts/internals/commonNextFocusItem.mjs
/**
* The item the navigators work on. Decoupled from the public `FocusedItemIdentifier` because
* navigation is position-based: series keyed differently (e.g. `mapShape`, keyed by `name`)
* reuse these helpers by translating to a `dataIndex` at their boundary.
*/
function isSeriesHidden(processedSeries, type, seriesId) {
	const seriesItem = processedSeries[type]?.series[seriesId];
	return Boolean(seriesItem && "hidden" in seriesItem && seriesItem.hidden);
}
function createGetNextIndexFocusedItem(compatibleSeriesTypes, allowCycles = false, useCurrentSeriesMaxLength = true) {
	return function getNextIndexFocusedItem(currentItem, state) {
		const processedSeries = selectorChartSeriesProcessed(state);
		let seriesId = currentItem?.seriesId;
		let type = currentItem?.type;
		if (!type || seriesId == null || !seriesHasData(processedSeries, type, seriesId) || isSeriesHidden(processedSeries, type, seriesId)) {
			const nextSeries = getNextNonEmptySeries(processedSeries, compatibleSeriesTypes, type, seriesId);
			if (nextSeries === null) return null;
			type = nextSeries.type;
			seriesId = nextSeries.seriesId;
		}
		const maxLength = useCurrentSeriesMaxLength ? processedSeries[type]?.series[seriesId]?.data.length ?? 0 : getMaxSeriesLength(processedSeries, compatibleSeriesTypes);
		let dataIndex = currentItem?.dataIndex == null ? 0 : currentItem.dataIndex + 1;
		if (allowCycles) dataIndex = dataIndex % maxLength;
		else dataIndex = Math.min(maxLength - 1, dataIndex);
		const visibleDataIndex = findVisibleDataIndex({
			processedSeries,
			type,
			seriesId,
			startIndex: dataIndex,
			dataLength: maxLength,
			direction: 1,
			allowCycles
		});
		if (visibleDataIndex === null) return null;
		return {
			type,
			seriesId,
			dataIndex: visibleDataIndex
		};
	};
}
function createGetPreviousIndexFocusedItem(compatibleSeriesTypes, allowCycles = false, useCurrentSeriesMaxLength = true) {
	return function getPreviousIndexFocusedItem(currentItem, state) {
		const processedSeries = selectorChartSeriesProcessed(state);
		let seriesId = currentItem?.seriesId;
		let type = currentItem?.type;
		if (!type || seriesId == null || !seriesHasData(processedSeries, type, seriesId) || isSeriesHidden(processedSeries, type, seriesId)) {
			const previousSeries = getPreviousNonEmptySeries(processedSeries, compatibleSeriesTypes, type, seriesId);
			if (previousSeries === null) return null;
			type = previousSeries.type;
			seriesId = previousSeries.seriesId;
		}
		const maxLength = useCurrentSeriesMaxLength ? processedSeries[type]?.series[seriesId]?.data.length ?? 0 : getMaxSeriesLength(processedSeries, compatibleSeriesTypes);
		let dataIndex = currentItem?.dataIndex == null ? maxLength - 1 : currentItem.dataIndex - 1;
		if (allowCycles) dataIndex = (maxLength + dataIndex) % maxLength;
		else dataIndex = Math.max(0, dataIndex);
		const visibleDataIndex = findVisibleDataIndex({
			processedSeries,
			type,
			seriesId,
			startIndex: dataIndex,
			dataLength: maxLength,
			direction: -1,
			allowCycles
		});
		if (visibleDataIndex === null) return null;
		return {
			type,
			seriesId,
			dataIndex: visibleDataIndex
		};
	};
}
function createGetFirstIndexFocusedItem(compatibleSeriesTypes, useCurrentSeriesMaxLength = true) {
	return function getFirstIndexFocusedItem(currentItem, state) {
		const processedSeries = selectorChartSeriesProcessed(state);
		let seriesId = currentItem?.seriesId;
		let type = currentItem?.type;
		if (!type || seriesId == null || !seriesHasData(processedSeries, type, seriesId) || isSeriesHidden(processedSeries, type, seriesId)) {
			const nextSeries = getNextNonEmptySeries(processedSeries, compatibleSeriesTypes, type, seriesId);
			if (nextSeries === null) return null;
			type = nextSeries.type;
			seriesId = nextSeries.seriesId;
		}
		const maxLength = useCurrentSeriesMaxLength ? processedSeries[type]?.series[seriesId]?.data.length ?? 0 : getMaxSeriesLength(processedSeries, compatibleSeriesTypes);
		const visibleDataIndex = findVisibleDataIndex({
			processedSeries,
			type,
			seriesId,
			startIndex: 0,
			dataLength: maxLength,
			direction: 1,
			allowCycles: false
		});
		if (visibleDataIndex === null) return null;
		return {
			type,
			seriesId,
			dataIndex: visibleDataIndex
		};
	};
}
function createGetLastIndexFocusedItem(compatibleSeriesTypes, useCurrentSeriesMaxLength = true) {
	return function getLastIndexFocusedItem(currentItem, state) {
		const processedSeries = selectorChartSeriesProcessed(state);
		let seriesId = currentItem?.seriesId;
		let type = currentItem?.type;
		if (!type || seriesId == null || !seriesHasData(processedSeries, type, seriesId) || isSeriesHidden(processedSeries, type, seriesId)) {
			const previousSeries = getPreviousNonEmptySeries(processedSeries, compatibleSeriesTypes, type, seriesId);
			if (previousSeries === null) return null;
			type = previousSeries.type;
			seriesId = previousSeries.seriesId;
		}
		const maxLength = useCurrentSeriesMaxLength ? processedSeries[type]?.series[seriesId]?.data.length ?? 0 : getMaxSeriesLength(processedSeries, compatibleSeriesTypes);
		const visibleDataIndex = findVisibleDataIndex({
			processedSeries,
			type,
			seriesId,
			startIndex: maxLength - 1,
			dataLength: maxLength,
			direction: -1,
			allowCycles: false
		});
		if (visibleDataIndex === null) return null;
		return {
			type,
			seriesId,
			dataIndex: visibleDataIndex
		};
	};
}
function createGetNextSeriesFocusedItem(compatibleSeriesTypes) {
	return function getNextSeriesFocusedItem(currentItem, state) {
		const processedSeries = selectorChartSeriesProcessed(state);
		let seriesId = currentItem?.seriesId;
		let type = currentItem?.type;
		const nextSeries = getNextNonEmptySeries(processedSeries, compatibleSeriesTypes, type, seriesId);
		if (nextSeries === null) return null;
		type = nextSeries.type;
		seriesId = nextSeries.seriesId;
		const data = processedSeries[type].series[seriesId].data;
		const startIndex = currentItem?.dataIndex == null ? 0 : Math.min(currentItem.dataIndex, data.length - 1);
		const visibleDataIndex = findVisibleDataIndex({
			processedSeries,
			type,
			seriesId,
			startIndex,
			dataLength: data.length,
			direction: 1,
			allowCycles: true
		});
		if (visibleDataIndex === null) return null;
		return {
			type,
			seriesId,
			dataIndex: visibleDataIndex
		};
	};
}
function createGetPreviousSeriesFocusedItem(compatibleSeriesTypes) {
	return function getPreviousSeriesFocusedItem(currentItem, state) {
		const processedSeries = selectorChartSeriesProcessed(state);
		let seriesId = currentItem?.seriesId;
		let type = currentItem?.type;
		const previousSeries = getPreviousNonEmptySeries(processedSeries, compatibleSeriesTypes, type, seriesId);
		if (previousSeries === null) return null;
		type = previousSeries.type;
		seriesId = previousSeries.seriesId;
		const data = processedSeries[type].series[seriesId].data;
		const startIndex = currentItem?.dataIndex == null ? data.length - 1 : Math.min(currentItem.dataIndex, data.length - 1);
		const visibleDataIndex = findVisibleDataIndex({
			processedSeries,
			type,
			seriesId,
			startIndex,
			dataLength: data.length,
			direction: -1,
			allowCycles: true
		});
		if (visibleDataIndex === null) return null;
		return {
			type,
			seriesId,
			dataIndex: visibleDataIndex
		};
	};
}
function createGetFirstSeriesFirstIndexFocusedItem(compatibleSeriesTypes, useCurrentSeriesMaxLength = true) {
	return function getFirstSeriesFirstIndexFocusedItem(_currentItem, state) {
		const processedSeries = selectorChartSeriesProcessed(state);
		const firstSeries = getNonEmptySeriesArray(processedSeries, compatibleSeriesTypes)[0];
		if (firstSeries === void 0) return null;
		const { type, seriesId } = firstSeries;
		const visibleDataIndex = findVisibleDataIndex({
			processedSeries,
			type,
			seriesId,
			startIndex: 0,
			dataLength: useCurrentSeriesMaxLength ? processedSeries[type]?.series[seriesId]?.data.length ?? 0 : getMaxSeriesLength(processedSeries, compatibleSeriesTypes),
			direction: 1,
			allowCycles: false
		});
		if (visibleDataIndex === null) return null;
		return {
			type,
			seriesId,
			dataIndex: visibleDataIndex
		};
	};
}
function createGetLastSeriesLastIndexFocusedItem(compatibleSeriesTypes, useCurrentSeriesMaxLength = true) {
	return function getLastSeriesLastIndexFocusedItem(_currentItem, state) {
		const processedSeries = selectorChartSeriesProcessed(state);
		const nonEmptySeries = getNonEmptySeriesArray(processedSeries, compatibleSeriesTypes);
		const lastSeries = nonEmptySeries[nonEmptySeries.length - 1];
		if (lastSeries === void 0) return null;
		const { type, seriesId } = lastSeries;
		const maxLength = useCurrentSeriesMaxLength ? processedSeries[type]?.series[seriesId]?.data.length ?? 0 : getMaxSeriesLength(processedSeries, compatibleSeriesTypes);
		const visibleDataIndex = findVisibleDataIndex({
			processedSeries,
			type,
			seriesId,
			startIndex: maxLength - 1,
			dataLength: maxLength,
			direction: -1,
			allowCycles: false
		});
		if (visibleDataIndex === null) return null;
		return {
			type,
			seriesId,
			dataIndex: visibleDataIndex
		};
	};
}
function createGetFirstSeriesFocusedItem(compatibleSeriesTypes) {
	return function getFirstSeriesFocusedItem(currentItem, state) {
		const processedSeries = selectorChartSeriesProcessed(state);
		const firstSeries = getNonEmptySeriesArray(processedSeries, compatibleSeriesTypes)[0];
		if (firstSeries === void 0) return null;
		const { type, seriesId } = firstSeries;
		const data = processedSeries[type].series[seriesId].data;
		const visibleDataIndex = findVisibleDataIndex({
			processedSeries,
			type,
			seriesId,
			startIndex: currentItem?.dataIndex == null ? 0 : Math.min(currentItem.dataIndex, data.length - 1),
			dataLength: data.length,
			direction: 1,
			allowCycles: true
		});
		if (visibleDataIndex === null) return null;
		return {
			type,
			seriesId,
			dataIndex: visibleDataIndex
		};
	};
}
function createGetLastSeriesFocusedItem(compatibleSeriesTypes) {
	return function getLastSeriesFocusedItem(currentItem, state) {
		const processedSeries = selectorChartSeriesProcessed(state);
		const nonEmptySeries = getNonEmptySeriesArray(processedSeries, compatibleSeriesTypes);
		const lastSeries = nonEmptySeries[nonEmptySeries.length - 1];
		if (lastSeries === void 0) return null;
		const { type, seriesId } = lastSeries;
		const data = processedSeries[type].series[seriesId].data;
		const visibleDataIndex = findVisibleDataIndex({
			processedSeries,
			type,
			seriesId,
			startIndex: currentItem?.dataIndex == null ? data.length - 1 : Math.min(currentItem.dataIndex, data.length - 1),
			dataLength: data.length,
			direction: -1,
			allowCycles: true
		});
		if (visibleDataIndex === null) return null;
		return {
			type,
			seriesId,
			dataIndex: visibleDataIndex
		};
	};
}
// node_modules/@mui/x-charts/internals/createCommonKeyboardFocusHandler.mjs
/**
* Create a keyboard focus handler for common use cases where focused item are defined by the series is and data index.
*/
function createCommonKeyboardFocusHandler(outSeriesTypes, allowCycles, useCurrentSeriesMaxLength) {
	const keyboardFocusHandler = (event) => {
		switch (event.key) {
			case "ArrowRight": return createGetNextIndexFocusedItem(outSeriesTypes, allowCycles, useCurrentSeriesMaxLength);
			case "ArrowLeft": return createGetPreviousIndexFocusedItem(outSeriesTypes, allowCycles, useCurrentSeriesMaxLength);
			case "ArrowDown": return createGetPreviousSeriesFocusedItem(outSeriesTypes);
			case "ArrowUp": return createGetNextSeriesFocusedItem(outSeriesTypes);
			case "Home":
				if (event.ctrlKey || event.metaKey) return createGetFirstSeriesFirstIndexFocusedItem(outSeriesTypes, useCurrentSeriesMaxLength);
				return createGetFirstIndexFocusedItem(outSeriesTypes, useCurrentSeriesMaxLength);
			case "End":
				if (event.ctrlKey || event.metaKey) return createGetLastSeriesLastIndexFocusedItem(outSeriesTypes, useCurrentSeriesMaxLength);
				return createGetLastIndexFocusedItem(outSeriesTypes, useCurrentSeriesMaxLength);
			case "PageUp": return createGetFirstSeriesFocusedItem(outSeriesTypes);
			case "PageDown": return createGetLastSeriesFocusedItem(outSeriesTypes);
			default: return null;
		}
	};
	return keyboardFocusHandler;
}
// node_modules/@mui/x-charts/BarChart/seriesConfig/bar/keyboardFocusHandler.mjs
var keyboardFocusHandler$3 = createCommonKeyboardFocusHandler(composableCartesianSeriesTypes, false, false);
// node_modules/@mui/x-charts/internals/getLineLikeTooltip.mjs
function getLineLikeTooltip(params, options = {}) {
	const { series, getColor, identifier } = params;
	if (!identifier || identifier.dataIndex === void 0) return null;
	const label = getLabel(series.label, "tooltip");
	const value = series.data[identifier.dataIndex];
	if (options.skipNullValues && value == null) return null;
	const formattedValue = series.valueFormatter(value, { dataIndex: identifier.dataIndex });
	return (0, import_extends.default)({
		identifier,
		color: getColor(identifier.dataIndex),
		label,
		value,
		formattedValue,
		markType: series.labelMarkType
	}, options.includeMarkShape && "showMark" in series && { markShape: series.showMark ? series.shape : void 0 });
}
// node_modules/@mui/x-charts/BarChart/seriesConfig/bar/tooltip.mjs
var tooltipGetter$3 = (params) => getLineLikeTooltip(params, { skipNullValues: true });
var axisTooltipGetter$1 = (series) => {
	return Object.values(series).map((s) => s.layout === "horizontal" ? {
		direction: "y",
		axisId: s.yAxisId
	} : {
		direction: "x",
		axisId: s.xAxisId
	});
};
// node_modules/@mui/x-charts/internals/createGetBarDimensions.mjs
function shouldInvertStartCoordinate(verticalLayout, baseValue, reverse) {
	const invertStartCoordinate = verticalLayout && baseValue > 0 || !verticalLayout && baseValue < 0;
	return reverse ? !invertStartCoordinate : invertStartCoordinate;
}
function createGetBarDimensions(params) {
	const { verticalLayout, xAxisConfig, yAxisConfig, series, numberOfGroups } = params;
	const baseScaleConfig = verticalLayout ? xAxisConfig : yAxisConfig;
	const reverse = (verticalLayout ? yAxisConfig.reverse : xAxisConfig.reverse) ?? false;
	const { barWidth, offset } = getBandSize(baseScaleConfig.scale.bandwidth(), numberOfGroups, baseScaleConfig.barGapRatio);
	const xScale = xAxisConfig.scale;
	const yScale = yAxisConfig.scale;
	return function getBarDimensions(dataIndex, groupIndex) {
		const barOffset = groupIndex * (barWidth + offset);
		const baseValue = baseScaleConfig.data[dataIndex];
		const seriesValue = series.data[dataIndex];
		if (seriesValue == null) return null;
		const [minValueCoord, maxValueCoord] = findMinMax(series.visibleStackedData[dataIndex].map((v) => verticalLayout ? yScale(v) : xScale(v))).map((v) => Math.round(v));
		let barSize = 0;
		if (seriesValue !== 0) {
			if (!series.hidden) barSize = Math.max(series.minBarSize, maxValueCoord - minValueCoord);
		}
		const shouldInvert = shouldInvertStartCoordinate(verticalLayout, seriesValue, reverse);
		let startCoordinate = 0;
		if (shouldInvert) startCoordinate = maxValueCoord - barSize;
		else startCoordinate = minValueCoord;
		return {
			x: verticalLayout ? xScale(baseValue) + barOffset : startCoordinate,
			y: verticalLayout ? startCoordinate : yScale(baseValue) + barOffset,
			height: verticalLayout ? barSize : barWidth,
			width: verticalLayout ? barWidth : barSize
		};
	};
}
// node_modules/@mui/x-charts/BarChart/seriesConfig/bar/tooltipPosition.mjs
var selectorTooltipItemPosition$3 = createSelectorMemoized(selectorChartsTooltipItem, selectorChartSeriesProcessed, selectorChartXAxis, selectorChartYAxis, function selectorTooltipItemPosition(identifier, series, xAxes, yAxes, placement) {
	if (!identifier || identifier.type !== "bar" || identifier.dataIndex === void 0) return null;
	const itemSeries = series.bar?.series[identifier.seriesId];
	if (!series.bar || !itemSeries) return null;
	const xAxis = xAxes.axis[itemSeries.xAxisId ?? xAxes.axisIds[0]];
	const yAxis = yAxes.axis[itemSeries.yAxisId ?? yAxes.axisIds[0]];
	if (!xAxis || !yAxis) return null;
	const groupIndex = series.bar.stackingGroups.findIndex((group) => group.ids.includes(itemSeries.id));
	const dimensions = createGetBarDimensions({
		verticalLayout: itemSeries.layout === "vertical",
		xAxisConfig: xAxis,
		yAxisConfig: yAxis,
		series: itemSeries,
		numberOfGroups: series.bar.stackingGroups.length
	})(identifier.dataIndex, groupIndex);
	if (dimensions == null) return null;
	const { x, y, width, height } = dimensions;
	switch (placement) {
		case "right": return {
			x: x + width,
			y: y + height / 2
		};
		case "bottom": return {
			x: x + width / 2,
			y: y + height
		};
		case "left": return {
			x,
			y: y + height / 2
		};
		default: return {
			x: x + width / 2,
			y
		};
	}
});
// node_modules/@mui/x-charts/BarChart/seriesConfig/bar/getSeriesWithDefaultValues.mjs
function getSeriesWithDefaultValues$3(seriesData, seriesIndex, colors) {
	return (0, import_extends.default)({}, seriesData, {
		id: seriesData.id ?? `auto-generated-id-${seriesIndex}`,
		color: seriesData.color ?? colors[seriesIndex % colors.length]
	});
}
// node_modules/@mui/x-charts/internals/identifierSerializer.mjs
var typeSerializer = (type) => `Type(${type})`;
var seriesIdSerializer = (id) => `Series(${id})`;
var dataIndexSerializer = (dataIndex) => dataIndex === void 0 ? "" : `Index(${dataIndex})`;
/**
* Serializes an identifier using type, seriesId, and dataIndex properties.
*
* The generic constraint ensures this can only be used for series types whose
* identifier actually includes `dataIndex`. Series types with different identifier
* properties (like heatmap's xIndex/yIndex) must provide their own serializer.
*/
var identifierSerializerSeriesIdDataIndex = (identifier) => {
	return `${typeSerializer(identifier.type)}${seriesIdSerializer(identifier.seriesId)}${dataIndexSerializer(identifier.dataIndex)}`;
};
// node_modules/@mui/x-charts/internals/identifierCleaner.mjs
/**
* Cleans an identifier by extracting only type, seriesId, and dataIndex properties.
* This is the common cleaner for most series types (bar, line, pie, scatter, radar, etc.).
*
* The generic constraint ensures this can only be used for series types whose
* identifier actually includes `dataIndex`. Series types with different identifier
* properties (like heatmap's xIndex/yIndex) must provide their own cleaner.
*/
var identifierCleanerSeriesIdDataIndex = (identifier) => {
	return {
		type: identifier.type,
		seriesId: identifier.seriesId,
		dataIndex: identifier.dataIndex
	};
};
// node_modules/@mui/x-charts/BarChart/seriesConfig/bar/descriptionGetter.mjs
var descriptionGetter$3 = (params) => {
	const { identifier, series, xAxis, yAxis, localeText } = params;
	const label = getLabel(series.label, "tooltip");
	const value = series.data[identifier.dataIndex] ?? null;
	const categoryAxis = series.layout === "horizontal" ? yAxis : xAxis;
	const categoryValue = categoryAxis.data?.[identifier.dataIndex] ?? null;
	const formattedValue = series.valueFormatter(value, { dataIndex: identifier.dataIndex });
	const formattedCategory = categoryAxis.valueFormatter?.(categoryValue, {
		location: "tooltip",
		scale: categoryAxis.scale
	});
	return localeText.barDescription({
		value,
		formattedValue: formattedValue ?? "",
		categoryValue,
		formattedCategoryValue: formattedCategory ?? "",
		seriesLabel: label
	});
};
// node_modules/@mui/x-charts/BarChart/seriesConfig/index.mjs
var barSeriesConfig = {
	seriesProcessor: seriesProcessor$3,
	colorProcessor: getColor$2,
	legendGetter: legendGetter$3,
	tooltipGetter: tooltipGetter$3,
	selectorTooltipItemPosition: selectorTooltipItemPosition$3,
	axisTooltipGetter: axisTooltipGetter$1,
	xExtremumGetter: getExtremumX$2,
	yExtremumGetter: getExtremumY$2,
	getSeriesWithDefaultValues: getSeriesWithDefaultValues$3,
	getItemAtPosition: selectorBarItemAtPosition,
	identifierSerializer: identifierSerializerSeriesIdDataIndex,
	identifierCleaner: identifierCleanerSeriesIdDataIndex,
	descriptionGetter: descriptionGetter$3,
	keyboardFocusHandler: keyboardFocusHandler$3,
	isHighlightedCreator: createIsHighlighted,
	isFadedCreator: createIsFaded
};
// node_modules/@mui/x-charts/LineChart/seriesConfig/extremums.mjs
var getExtremumX$1 = (params) => {
	const { axis } = params;
	return findMinMax(axis.data ?? []);
};
function getSeriesExtremums(getValues, data, stackedData, filter) {
	return stackedData.reduce((seriesAcc, stackedValue, index) => {
		if (data[index] === null) return seriesAcc;
		const [base, value] = getValues(stackedValue);
		if (filter && (!filter({
			y: base,
			x: null
		}, index) || !filter({
			y: value,
			x: null
		}, index))) return seriesAcc;
		return [Math.min(base, value, seriesAcc[0]), Math.max(base, value, seriesAcc[1])];
	}, [Infinity, -Infinity]);
}
var getExtremumY$1 = (params) => {
	const { series, axis, isDefaultAxis, getFilters } = params;
	return Object.keys(series).filter((seriesId) => {
		if (axis.domainSeries === "visible" && series[seriesId].hidden) return false;
		const yAxisId = series[seriesId].yAxisId;
		return yAxisId === axis.id || isDefaultAxis && yAxisId === void 0;
	}).reduce((acc, seriesId) => {
		const { area, stackedData, visibleStackedData, data } = series[seriesId];
		const isArea = area !== void 0;
		const filter = getFilters?.({
			currentAxisId: axis.id,
			isDefaultAxis,
			seriesXAxisId: series[seriesId].xAxisId,
			seriesYAxisId: series[seriesId].yAxisId
		});
		const [seriesMin, seriesMax] = getSeriesExtremums(isArea && axis.scaleType !== "log" && typeof series[seriesId].baseline !== "string" ? (d) => d : (d) => [d[1], d[1]], data, axis.domainSeries === "visible" ? visibleStackedData : stackedData, filter);
		return [Math.min(seriesMin, acc[0]), Math.max(seriesMax, acc[1])];
	}, [Infinity, -Infinity]);
};
// node_modules/@mui/x-charts/internals/processLineLikeSeries.mjs
var defaultShapes = [
	"circle",
	"square",
	"diamond",
	"cross",
	"star",
	"triangle",
	"wye"
];
var lineValueFormatter = (v) => v == null ? "" : v.toLocaleString();
function processLineLikeSeries(params, dataset, isItemVisible, seriesType) {
	const { seriesOrder, series } = params;
	const stackingGroups = getStackingGroups((0, import_extends.default)({}, params, { defaultStrategy: { stackOffset: "none" } }));
	const idToIndex = /* @__PURE__ */ new Map();
	const d3Dataset = dataset ?? [];
	seriesOrder.forEach((id, seriesIndex) => {
		idToIndex.set(id, seriesIndex);
		const data = series[id].data;
		if (data !== void 0) data.forEach((value, dataIndex) => {
			if (d3Dataset.length <= dataIndex) d3Dataset.push({ [id]: value });
			else d3Dataset[dataIndex][id] = value;
		});
		else if (series[id].valueGetter && dataset) dataset.forEach((entry, dataIndex) => {
			const value = series[id].valueGetter(entry);
			if (d3Dataset.length <= dataIndex) d3Dataset.push({ [id]: value });
			else d3Dataset[dataIndex][id] = value;
		});
		else if (dataset === void 0 && process.env.NODE_ENV !== "production") {
			const titleCase = seriesType === "line" ? "Line" : "Radial line";
			throw new Error(process.env.NODE_ENV !== "production" ? `MUI X Charts: ${titleCase} series with id="${id}" has no data. The chart cannot render this series without data. Provide a data property to the series or use the dataset prop.` : formatErrorMessage_default(276, titleCase, id));
		}
		if (process.env.NODE_ENV !== "production") {
			if (!data && dataset) {
				const dataKey = series[id].dataKey;
				if (!dataKey && !series[id].valueGetter) throw new Error(`MUI X Charts: ${seriesType === "line" ? "Line" : "Radial line"} series with id="${id}" has no data, no dataKey, and no valueGetter. When using the dataset prop, each series must have a dataKey or valueGetter to identify which dataset values to use. Add a dataKey or valueGetter property to the series configuration.`);
				if (dataKey) {
					const titleCase = seriesType === "line" ? "Line" : "Radial line";
					const lowerCase = seriesType === "line" ? "lines" : "radial lines";
					dataset.forEach((entry, index) => {
						const value = entry[dataKey];
						if (value != null && typeof value !== "number") warnOnce(`MUI X Charts: your dataset key "${dataKey}" is used for plotting ${lowerCase}, but the dataset contains the non-null non-numerical element "${value}" at index ${index}.
${titleCase} plots only support numeric and null values.`);
					});
				}
			}
		}
	});
	const completedSeries = {};
	stackingGroups.forEach((stackingGroup) => {
		const { ids, stackingOffset, stackingOrder } = stackingGroup;
		const keys = ids.map((id) => {
			const dataKey = series[id].dataKey;
			return series[id].data === void 0 && dataKey !== void 0 ? dataKey : id;
		});
		const stackedData = stack().keys(keys).value((d, key) => d[key] ?? 0).order(stackingOrder).offset(stackingOffset)(d3Dataset);
		const idOrder = stackedData.map((s) => s.index);
		const fixedOrder = () => idOrder;
		const visibleStackedData = stack().keys(keys).value((d, key) => {
			const keyIndex = keys.indexOf(key);
			const seriesId = ids[keyIndex];
			if (!isItemVisible?.({
				type: seriesType,
				seriesId
			})) return 0;
			return d[key] ?? 0;
		}).order(fixedOrder).offset(stackingOffset)(d3Dataset);
		ids.forEach((id, index) => {
			const { dataKey, valueGetter } = series[id];
			let data;
			if (valueGetter) data = dataset.map((d) => valueGetter(d));
			else if (dataKey) data = dataset.map((d) => {
				const value = d[dataKey];
				return typeof value === "number" ? value : null;
			});
			else data = series[id].data;
			const hidden = !isItemVisible?.({
				type: seriesType,
				seriesId: id
			});
			completedSeries[id] = (0, import_extends.default)({ labelMarkType: "line+mark" }, series[id], {
				shape: series[id].shape ?? defaultShapes[(idToIndex.get(id) ?? 0) % defaultShapes.length],
				data,
				valueFormatter: series[id].valueFormatter ?? lineValueFormatter,
				hidden,
				stackedData: stackedData[index],
				visibleStackedData: visibleStackedData[index]
			});
		});
	});
	return {
		seriesOrder,
		stackingGroups,
		series: completedSeries
	};
}
// node_modules/@mui/x-charts/LineChart/seriesConfig/seriesProcessor.mjs
var seriesProcessor$2 = (params, dataset, isItemVisible) => processLineLikeSeries(params, dataset, isItemVisible, "line");
// node_modules/@mui/x-charts/LineChart/seriesConfig/legend.mjs
var legendGetter$2 = (params) => {
	const { seriesOrder, series } = params;
	return seriesOrder.reduce((acc, seriesId) => {
		const formattedLabel = getLabel(series[seriesId].label, "legend");
		if (formattedLabel === void 0) return acc;
		acc.push({
			type: "line",
			markType: series[seriesId].labelMarkType,
			markShape: series[seriesId].showMark ? series[seriesId].shape ?? "circle" : void 0,
			seriesId,
			color: series[seriesId].color,
			label: formattedLabel
		});
		return acc;
	}, []);
};
// node_modules/@mui/x-charts/LineChart/seriesConfig/tooltip.mjs
var tooltipGetter$2 = (params) => getLineLikeTooltip(params, { includeMarkShape: true });
var axisTooltipGetter = (series) => {
	return Object.values(series).map((s) => ({
		direction: "x",
		axisId: s.xAxisId
	}));
};
// node_modules/@mui/x-charts/LineChart/seriesConfig/getSeriesWithDefaultValues.mjs
var getSeriesWithDefaultValues$2 = (seriesData, seriesIndex, colors) => (0, import_extends.default)({}, seriesData, {
	id: seriesData.id ?? `auto-generated-id-${seriesIndex}`,
	color: seriesData.color ?? colors[seriesIndex % colors.length],
	curve: seriesData.curve ?? "monotoneX"
});
// node_modules/@mui/x-charts/LineChart/seriesConfig/tooltipPosition.mjs
var selectorTooltipItemPosition$2 = createSelectorMemoized(selectorChartsTooltipItem, selectorChartSeriesProcessed, selectorChartXAxis, selectorChartYAxis, function selectorTooltipItemPosition(identifier, series, xAxes, yAxes) {
	if (!identifier || identifier.type !== "line" || identifier.dataIndex === void 0) return null;
	const itemSeries = series.line?.series[identifier.seriesId];
	if (itemSeries == null) return null;
	const xAxis = xAxes.axis[itemSeries.xAxisId ?? xAxes.axisIds[0]];
	const yAxis = yAxes.axis[itemSeries.yAxisId ?? yAxes.axisIds[0]];
	if (xAxis === void 0 || yAxis === void 0) return null;
	const xValue = xAxis.data?.[identifier.dataIndex];
	const yValue = itemSeries.data[identifier.dataIndex] == null ? null : itemSeries.visibleStackedData[identifier.dataIndex][1];
	if (xValue == null || yValue == null) return null;
	return {
		x: xAxis.scale(xValue),
		y: yAxis.scale(yValue)
	};
});
// node_modules/@mui/x-charts/LineChart/seriesConfig/curveEvaluation.mjs
/**
* A straight line segment.
*/
/**
* A cubic bezier segment with control points.
*/
function isBezierSegment(segment) {
	return "cpx1" in segment;
}
/**
* A minimal d3 path context that captures line/bezier segments
* instead of producing an SVG path string.
*/
var SegmentCapture = class {
	segments = [];
	cx = 0;
	cy = 0;
	moveTo(x, y) {
		this.cx = x;
		this.cy = y;
	}
	lineTo(x, y) {
		this.segments.push({
			x0: this.cx,
			y0: this.cy,
			x1: x,
			y1: y
		});
		this.cx = x;
		this.cy = y;
	}
	bezierCurveTo(cpx1, cpy1, cpx2, cpy2, x, y) {
		this.segments.push({
			x0: this.cx,
			y0: this.cy,
			cpx1,
			cpy1,
			cpx2,
			cpy2,
			x1: x,
			y1: y
		});
		this.cx = x;
		this.cy = y;
	}
	closePath() {}
};
/**
* Evaluate y on a segment at the given x.
*
* Line segments are interpolated linearly. Bezier segments are normalized so
* their endpoints become (0, 0) and (1, 1), passed to `bezier-easing`, and
* the result is mapped back to pixel space.
*
* Warns once if a curve produces control points outside the segment's x
* range.
*/
function evaluateSegmentYAtX(segment, targetX) {
	const dx = segment.x1 - segment.x0;
	if (dx === 0) return segment.y0;
	const dy = segment.y1 - segment.y0;
	if (!isBezierSegment(segment)) return segment.y0 + dy * (targetX - segment.x0) / dx;
	const nx1 = (segment.cpx1 - segment.x0) / dx;
	const nx2 = (segment.cpx2 - segment.x0) / dx;
	if (process.env.NODE_ENV !== "production" && (nx1 < 0 || nx1 > 1 || nx2 < 0 || nx2 > 1)) warnOnce("MUI X Charts: a curve segment has control points outside its x range. Please report the curve type and data at https://github.com/mui/mui-x/issues so we can support it natively.");
	const ease = bezier(nx1, dy === 0 ? 0 : (segment.cpy1 - segment.y0) / dy, nx2, dy === 0 ? 0 : (segment.cpy2 - segment.y0) / dy);
	const nt = (targetX - segment.x0) / dx;
	return segment.y0 + dy * ease(nt);
}
/**
* Build the curve segments for a set of pixel-coordinate points
* using d3's curve factory, then evaluate y at the given pixel x.
*
* Returns null if targetX is outside the curve's x range.
*/
function evaluateCurveY(points, targetX, curveType) {
	if (points.length === 0) return null;
	if (points.length === 1) return points[0].y;
	const capture = new SegmentCapture();
	const curveInstance = getCurveFactory(curveType)(capture);
	const initialSide = points[0].x > targetX;
	let searchStartIndex = 0;
	let crossingDetected = false;
	curveInstance.lineStart();
	for (const p of points) {
		if (!crossingDetected && p.x > targetX !== initialSide) {
			searchStartIndex = Math.max(0, capture.segments.length - 1);
			crossingDetected = true;
		}
		curveInstance.point(p.x, p.y);
	}
	curveInstance.lineEnd();
	for (let i = searchStartIndex; i < capture.segments.length; i += 1) {
		const segment = capture.segments[i];
		if (targetX < segment.x0 + .5 && targetX > segment.x0 - .5) return segment.y0;
		if (targetX < segment.x1 + .5 && targetX > segment.x1 - .5) return segment.y1;
		const xMin = Math.min(segment.x0, segment.x1);
		const xMax = Math.max(segment.x0, segment.x1);
		if (targetX >= xMin && targetX <= xMax) return evaluateSegmentYAtX(segment, targetX);
	}
	return null;
}
// node_modules/@mui/x-charts/LineChart/seriesConfig/getItemAtPosition.mjs
/**
* For a continuous x-axis, find the two data indices that bracket the pointer's x position.
* For ordinal axes, returns the single matching index (left === right).
* Returns null if the pointer is outside the data range.
*/
function getBracketIndices(xAxis, pointX) {
	const { scale, data: axisData } = xAxis;
	if (!axisData || axisData.length === 0) return null;
	if (isOrdinalScale(scale)) {
		const index = getAxisIndex(xAxis, pointX);
		if (index === -1) return null;
		if (getValueToPositionMapper(xAxis.scale)(axisData[index]) <= pointX) return index === axisData.length - 1 ? null : {
			left: index,
			right: index + 1
		};
		return index === 0 ? null : {
			left: index - 1,
			right: index
		};
	}
	const xAsNumber = getAsNumber(scale.invert(pointX));
	let leftIndex = -1;
	for (let i = 0; i < axisData.length; i += 1) if (getAsNumber(axisData[i]) <= xAsNumber) leftIndex = i;
	else break;
	if (leftIndex === -1) return null;
	if (leftIndex === axisData.length - 1) {
		if (getAsNumber(axisData[leftIndex]) < xAsNumber) return null;
		return {
			left: leftIndex,
			right: leftIndex
		};
	}
	return {
		left: leftIndex,
		right: leftIndex + 1
	};
}
/**
* Compute the pixel y0 (baseline) for a given data point,
* replicating the logic from useAreaPlotData.
*/
function getBaselinePixelY(baseline, yScale, stackedY0) {
	if (typeof baseline === "number") return yScale(baseline);
	if (baseline === "max") return yScale.range()[1];
	if (baseline === "min") return yScale.range()[0];
	const value = yScale(stackedY0);
	if (Number.isNaN(value)) return yScale.range()[0];
	return value;
}
function collectCurvePoints(data, getPixelX, getPixelY, left, right, connectNulls) {
	const points = [];
	if (connectNulls) {
		for (let i = 0; i < data.length; i += 1) if (data[i] != null) {
			const y = getPixelY(i);
			if (y != null && !Number.isNaN(y)) points.push({
				x: getPixelX(i),
				y
			});
		}
		return points;
	}
	let start = left;
	while (start > 0 && data[start - 1] != null) start -= 1;
	let end = right;
	while (end < data.length - 1 && data[end + 1] != null) end += 1;
	for (let i = start; i <= end; i += 1) {
		const y = getPixelY(i);
		if (y != null && !Number.isNaN(y)) points.push({
			x: getPixelX(i),
			y
		});
	}
	return points;
}
/**
* The maximum pixel distance from a line curve at which the line is still
* considered "close enough" to be selected over an area.
*/
var LINE_PROXIMITY_THRESHOLD = 15;
function getItemAtPosition(state, point) {
	if (!state.experimentalFeatures?.enablePositionBasedPointerInteraction) return;
	const { axis: xAxes, axisIds: xAxisIds } = selectorChartXAxis(state);
	const { axis: yAxes, axisIds: yAxisIds } = selectorChartYAxis(state);
	const series = selectorAllSeriesOfType(state, "line");
	if (!series || series.seriesOrder.length === 0) return;
	const defaultXAxisId = xAxisIds[0];
	const defaultYAxisId = yAxisIds[0];
	let closestDistance = Infinity;
	let closestItem;
	for (const seriesId of series.seriesOrder) {
		const seriesItem = series.series[seriesId];
		if (seriesItem.hidden) continue;
		const xAxisId = seriesItem.xAxisId ?? defaultXAxisId;
		const yAxisId = seriesItem.yAxisId ?? defaultYAxisId;
		const xAxis = xAxes[xAxisId];
		const yAxis = yAxes[yAxisId];
		const bracket = getBracketIndices(xAxis, point.x);
		if (!bracket) continue;
		const { left, right } = bracket;
		const { visibleStackedData, data, connectNulls, curve } = seriesItem;
		if (!connectNulls && (data[left] == null || data[right] == null)) continue;
		const dataIndex = getAxisIndex(xAxis, point.x);
		if (dataIndex === -1) continue;
		if (left === right) {
			const yValue = visibleStackedData[left]?.[1];
			if (yValue == null) continue;
			const yPosition = yAxis.scale(yValue);
			if (yPosition == null) continue;
			const distance = Math.abs(point.y - yPosition);
			if (distance < closestDistance) {
				closestDistance = distance;
				closestItem = {
					type: "line",
					seriesId,
					dataIndex
				};
			}
			continue;
		}
		const xData = xAxis.data;
		if (!xData) continue;
		const xPosition = getValueToPositionMapper(xAxis.scale);
		const getPixelX = (idx) => xPosition(xData[idx]);
		const curvePoints = collectCurvePoints(data, getPixelX, (idx) => {
			const stacked = visibleStackedData[idx];
			return stacked ? yAxis.scale(stacked[1]) : null;
		}, left, right, connectNulls);
		if (curvePoints.length < 2) continue;
		const yPosition = evaluateCurveY(curvePoints, point.x, curve);
		if (yPosition == null) continue;
		const distance = Math.abs(point.y - yPosition);
		if (distance < closestDistance) {
			closestDistance = distance;
			closestItem = {
				type: "line",
				seriesId,
				dataIndex
			};
		}
	}
	if (closestItem && closestDistance <= LINE_PROXIMITY_THRESHOLD && !series.series[closestItem.seriesId].area) return closestItem;
	const { stackingGroups } = series;
	for (let g = stackingGroups.length - 1; g >= 0; g -= 1) {
		const groupIds = stackingGroups[g].ids;
		for (let i = 0; i < groupIds.length; i += 1) {
			const seriesId = groupIds[i];
			const seriesItem = series.series[seriesId];
			if (seriesItem.hidden || !seriesItem.area) continue;
			const xAxisId = seriesItem.xAxisId ?? defaultXAxisId;
			const yAxisId = seriesItem.yAxisId ?? defaultYAxisId;
			const xAxis = xAxes[xAxisId];
			const yAxis = yAxes[yAxisId];
			if (!xAxis || !yAxis) continue;
			const bracket = getBracketIndices(xAxis, point.x);
			if (!bracket) continue;
			const { left, right } = bracket;
			const { visibleStackedData, data, connectNulls, baseline, curve } = seriesItem;
			if ((data[left] == null || data[right] == null) && !connectNulls) continue;
			const xScale = xAxis.scale;
			const yScale = yAxis.scale;
			const xPosition = getValueToPositionMapper(xScale);
			const xData = xAxis.data;
			if (!xData) continue;
			const getPixelX = (idx) => xPosition(xData[idx]);
			const topPoints = collectCurvePoints(data, getPixelX, (idx) => {
				const stacked = visibleStackedData[idx];
				return stacked ? yScale(stacked[1]) : null;
			}, left, right, connectNulls);
			const bottomPoints = collectCurvePoints(data, getPixelX, (idx) => {
				const stacked = visibleStackedData[idx];
				return stacked ? getBaselinePixelY(baseline, yScale, stacked[0]) : null;
			}, left, right, connectNulls);
			if (topPoints.length < 2 || bottomPoints.length < 2) continue;
			const yTop = evaluateCurveY(topPoints, point.x, curve);
			const yBottom = evaluateCurveY(bottomPoints, point.x, curve);
			if (yTop == null || yBottom == null) continue;
			const yMin = Math.min(yBottom, yTop);
			const yMax = Math.max(yBottom, yTop);
			if (point.y >= yMin && point.y <= yMax) {
				const dataIndex = getAxisIndex(xAxis, point.x);
				return {
					type: "line",
					seriesId,
					dataIndex: dataIndex === -1 ? left : dataIndex
				};
			}
		}
	}
	return closestItem;
}
// node_modules/@mui/x-charts/LineChart/seriesConfig/keyboardFocusHandler.mjs
var keyboardFocusHandler$2 = createCommonKeyboardFocusHandler(composableCartesianSeriesTypes, false, false);
// node_modules/@mui/x-charts/LineChart/seriesConfig/descriptionGetter.mjs
var descriptionGetter$2 = (params) => {
	const { identifier, series, xAxis, localeText } = params;
	const label = getLabel(series.label, "tooltip");
	const dataIndex = identifier.dataIndex;
	if (dataIndex === void 0) return "";
	const xValue = xAxis.data?.[dataIndex] ?? null;
	const yValue = series.data[dataIndex] ?? null;
	const formattedXValue = xAxis.valueFormatter?.(xValue, {
		location: "tooltip",
		scale: xAxis.scale
	});
	const formattedYValue = series.valueFormatter(yValue, { dataIndex });
	return localeText.lineDescription({
		x: xValue,
		y: yValue,
		formattedXValue: formattedXValue ?? "",
		formattedYValue: formattedYValue ?? "",
		seriesLabel: label
	});
};
// node_modules/@mui/x-charts/LineChart/seriesConfig/index.mjs
var lineSeriesConfig = {
	colorProcessor: getColor$3,
	seriesProcessor: seriesProcessor$2,
	legendGetter: legendGetter$2,
	tooltipGetter: tooltipGetter$2,
	selectorTooltipItemPosition: selectorTooltipItemPosition$2,
	axisTooltipGetter,
	xExtremumGetter: getExtremumX$1,
	yExtremumGetter: getExtremumY$1,
	getSeriesWithDefaultValues: getSeriesWithDefaultValues$2,
	getItemAtPosition,
	keyboardFocusHandler: keyboardFocusHandler$2,
	identifierSerializer: identifierSerializerSeriesIdDataIndex,
	identifierCleaner: identifierCleanerSeriesIdDataIndex,
	descriptionGetter: descriptionGetter$2,
	isHighlightedCreator: createIsHighlighted,
	isFadedCreator: createIsFaded
};
// node_modules/@mui/x-charts/PieChart/seriesConfig/seriesProcessor.mjs
var getSortingComparator = (comparator = "none") => {
	if (typeof comparator === "function") return comparator;
	switch (comparator) {
		case "none": return null;
		case "desc": return (a, b) => b - a;
		case "asc": return (a, b) => a - b;
		default: return null;
	}
};
var seriesProcessor$1 = (params, dataset, isItemVisible) => {
	const { seriesOrder, series } = params;
	const defaultizedSeries = {};
	seriesOrder.forEach((seriesId) => {
		const visibleData = series[seriesId].data.filter((_, index) => {
			return isItemVisible?.({
				type: "pie",
				seriesId,
				dataIndex: index
			});
		});
		const visibleArcs = pie().startAngle(deg2rad(series[seriesId].startAngle ?? 0)).endAngle(deg2rad(series[seriesId].endAngle ?? 360)).padAngle(deg2rad(series[seriesId].paddingAngle ?? 0)).sortValues(getSortingComparator(series[seriesId].sortingValues ?? "none"))(visibleData.map((piePoint) => piePoint.value));
		let visibleIndex = 0;
		defaultizedSeries[seriesId] = (0, import_extends.default)({
			labelMarkType: "circle",
			valueFormatter: (item) => item.value.toLocaleString()
		}, series[seriesId], { data: series[seriesId].data.map((item, index) => {
			const itemId = item.id ?? `auto-generated-pie-id-${seriesId}-${index}`;
			const isHidden = !isItemVisible?.({
				type: "pie",
				seriesId,
				dataIndex: index
			});
			let arcData;
			if (isHidden) {
				const startAngle = visibleIndex > 0 ? visibleArcs[visibleIndex - 1].endAngle : deg2rad(series[seriesId].startAngle ?? 0);
				arcData = {
					startAngle,
					endAngle: startAngle,
					padAngle: 0,
					value: item.value,
					index
				};
			} else {
				arcData = visibleArcs[visibleIndex];
				visibleIndex += 1;
			}
			const processedItem = (0, import_extends.default)({}, item, {
				id: itemId,
				hidden: isHidden
			}, arcData);
			return (0, import_extends.default)({ labelMarkType: "circle" }, processedItem, { formattedValue: series[seriesId].valueFormatter?.((0, import_extends.default)({}, processedItem, { label: getLabel(processedItem.label, "arc") }), { dataIndex: index }) ?? processedItem.value.toLocaleString() });
		}) });
	});
	return {
		seriesOrder,
		series: defaultizedSeries
	};
};
// node_modules/@mui/x-charts/PieChart/seriesConfig/getColor.mjs
var getColor$1 = (series) => {
	return (dataIndex) => {
		return series.data[dataIndex].color;
	};
};
// node_modules/@mui/x-charts/PieChart/seriesConfig/legend.mjs
var legendGetter$1 = (params) => {
	const { seriesOrder, series } = params;
	return seriesOrder.reduce((acc, seriesId) => {
		series[seriesId].data.forEach((item, dataIndex) => {
			const formattedLabel = getLabel(item.label, "legend");
			if (formattedLabel === void 0) return;
			acc.push({
				type: "pie",
				markType: item.labelMarkType ?? series[seriesId].labelMarkType,
				seriesId,
				dataIndex,
				color: item.color,
				label: formattedLabel
			});
		});
		return acc;
	}, []);
};
// node_modules/@mui/x-charts/PieChart/seriesConfig/tooltip.mjs
var tooltipGetter$1 = (params) => {
	const { series, getColor, identifier } = params;
	if (!identifier || identifier.dataIndex === void 0) return null;
	const point = series.data[identifier.dataIndex];
	if (point == null) return null;
	const label = getLabel(point.label, "tooltip");
	const value = (0, import_extends.default)({}, point, { label });
	const formattedValue = series.valueFormatter(value, { dataIndex: identifier.dataIndex });
	return {
		identifier,
		color: getColor(identifier.dataIndex),
		label,
		value,
		formattedValue,
		markType: point.labelMarkType ?? series.labelMarkType
	};
};
// node_modules/@mui/x-charts/PieChart/getPieCoordinates.mjs
function getPieCoordinates(series, drawing) {
	const { height, width } = drawing;
	const { cx: cxParam, cy: cyParam } = series;
	const availableRadius = Math.min(width, height) / 2;
	return {
		cx: getPercentageValue(cxParam ?? "50%", width),
		cy: getPercentageValue(cyParam ?? "50%", height),
		availableRadius
	};
}
// node_modules/@mui/x-charts/PieChart/seriesConfig/seriesLayout.mjs
var seriesLayout = (series, drawingArea) => {
	const seriesLayoutRecord = {};
	for (const seriesId of series.seriesOrder) {
		const { innerRadius, outerRadius, arcLabelRadius, cx: cxParam, cy: cyParam } = series.series[seriesId];
		const { cx, cy, availableRadius } = getPieCoordinates({
			cx: cxParam,
			cy: cyParam
		}, {
			width: drawingArea.width,
			height: drawingArea.height
		});
		const outer = getPercentageValue(outerRadius ?? availableRadius, availableRadius);
		const inner = getPercentageValue(innerRadius ?? 0, availableRadius);
		seriesLayoutRecord[seriesId] = {
			radius: {
				available: availableRadius,
				inner,
				outer,
				label: arcLabelRadius === void 0 ? (inner + outer) / 2 : getPercentageValue(arcLabelRadius, availableRadius)
			},
			center: {
				x: drawingArea.left + cx,
				y: drawingArea.top + cy
			}
		};
	}
	return seriesLayoutRecord;
};
// node_modules/@mui/x-charts/PieChart/seriesConfig/getSeriesWithDefaultValues.mjs
var getSeriesWithDefaultValues$1 = (seriesData, seriesIndex, colors) => {
	return (0, import_extends.default)({}, seriesData, {
		id: seriesData.id ?? `auto-generated-id-${seriesIndex}`,
		data: seriesData.data.map((d, index) => (0, import_extends.default)({}, d, { color: d.color ?? colors[index % colors.length] }))
	});
};
// node_modules/@mui/x-charts/PieChart/seriesConfig/tooltipPosition.mjs
var selectorTooltipItemPosition$1 = createSelectorMemoized(selectorChartsTooltipItem, selectorChartSeriesProcessed, selectorChartSeriesLayout, function selectorTooltipItemPosition(identifier, series, seriesLayout, placement) {
	if (!identifier || identifier.type !== "pie" || identifier.dataIndex === void 0) return null;
	const itemSeries = series.pie?.series[identifier.seriesId];
	const layout = seriesLayout.pie?.[identifier.seriesId];
	if (itemSeries == null || layout == null) return null;
	const { center, radius } = layout;
	const { data } = itemSeries;
	const dataItem = data[identifier.dataIndex];
	if (!dataItem) return null;
	const points = [
		[radius.inner, dataItem.startAngle],
		[radius.inner, dataItem.endAngle],
		[radius.outer, dataItem.startAngle],
		[radius.outer, dataItem.endAngle]
	].map(([r, angle]) => ({
		x: center.x + r * Math.sin(angle),
		y: center.y - r * Math.cos(angle)
	}));
	const [x0, x1] = findMinMax(points.map((p) => p.x));
	const [y0, y1] = findMinMax(points.map((p) => p.y));
	switch (placement) {
		case "bottom": return {
			x: (x1 + x0) / 2,
			y: y1
		};
		case "left": return {
			x: x0,
			y: (y1 + y0) / 2
		};
		case "right": return {
			x: x1,
			y: (y1 + y0) / 2
		};
		default: return {
			x: (x1 + x0) / 2,
			y: y0
		};
	}
});
// node_modules/@mui/x-charts/PieChart/seriesConfig/keyboardFocusHandler.mjs
var keyboardFocusHandler$1 = createCommonKeyboardFocusHandler(/* @__PURE__ */ new Set(["pie"]));
// node_modules/@mui/x-charts/PieChart/seriesConfig/descriptionGetter.mjs
var descriptionGetter$1 = (params) => {
	const { identifier, series, localeText } = params;
	const item = series.data[identifier.dataIndex];
	const label = getLabel(item?.label, "tooltip");
	const value = item?.value ?? null;
	const formattedValue = item?.formattedValue ?? "";
	const totalValue = series.data.reduce((acc, curr) => acc + (curr?.value ?? 0), 0);
	return localeText.pieDescription({
		value,
		totalValue,
		formattedValue,
		seriesLabel: label
	});
};
// node_modules/@mui/x-charts/PieChart/seriesConfig/index.mjs
var pieSeriesConfig = {
	colorProcessor: getColor$1,
	seriesProcessor: seriesProcessor$1,
	seriesLayout,
	legendGetter: legendGetter$1,
	tooltipGetter: tooltipGetter$1,
	selectorTooltipItemPosition: selectorTooltipItemPosition$1,
	getSeriesWithDefaultValues: getSeriesWithDefaultValues$1,
	keyboardFocusHandler: keyboardFocusHandler$1,
	identifierSerializer: identifierSerializerSeriesIdDataIndex,
	identifierCleaner: identifierCleanerSeriesIdDataIndex,
	descriptionGetter: descriptionGetter$1,
	isHighlightedCreator: createIsHighlighted,
	isFadedCreator: createIsFaded
};
// node_modules/@mui/x-charts/ScatterChart/seriesConfig/extremums.mjs
var getExtremumX = (params) => {
	const { series, axis, isDefaultAxis, getFilters } = params;
	let min = Infinity;
	let max = -Infinity;
	for (const seriesId in series) {
		if (!Object.hasOwn(series, seriesId)) continue;
		if (axis.domainSeries === "visible" && series[seriesId].hidden) continue;
		const axisId = series[seriesId].xAxisId;
		if (!(axisId === axis.id || axisId === void 0 && isDefaultAxis)) continue;
		const filter = getFilters?.({
			currentAxisId: axis.id,
			isDefaultAxis,
			seriesXAxisId: series[seriesId].xAxisId,
			seriesYAxisId: series[seriesId].yAxisId
		});
		const seriesData = series[seriesId].data ?? [];
		for (let i = 0; i < seriesData.length; i += 1) {
			const d = seriesData[i];
			if (filter && !filter(d, i)) continue;
			if (d.x !== null) {
				if (d.x < min) min = d.x;
				if (d.x > max) max = d.x;
			}
		}
	}
	return [min, max];
};
var getExtremumY = (params) => {
	const { series, axis, isDefaultAxis, getFilters } = params;
	let min = Infinity;
	let max = -Infinity;
	for (const seriesId in series) {
		if (!Object.hasOwn(series, seriesId)) continue;
		if (axis.domainSeries === "visible" && series[seriesId].hidden) continue;
		const axisId = series[seriesId].yAxisId;
		if (!(axisId === axis.id || axisId === void 0 && isDefaultAxis)) continue;
		const filter = getFilters?.({
			currentAxisId: axis.id,
			isDefaultAxis,
			seriesXAxisId: series[seriesId].xAxisId,
			seriesYAxisId: series[seriesId].yAxisId
		});
		const seriesData = series[seriesId].data ?? [];
		for (let i = 0; i < seriesData.length; i += 1) {
			const d = seriesData[i];
			if (filter && !filter(d, i)) continue;
			if (d.y !== null) {
				if (d.y < min) min = d.y;
				if (d.y > max) max = d.y;
			}
		}
	}
	return [min, max];
};
// node_modules/@mui/x-charts/internals/incompleteDatasetKeysError.mjs
function incompleteDatasetKeysError(seriesType, seriesId, missingKeys) {
	throw new Error(process.env.NODE_ENV !== "production" ? `MUI X Charts: ${seriesType} series with id="${seriesId}" has incomplete datasetKeys.Properties ${missingKeys.map((key) => `"${key}"`).join(", ")} are missing.` : formatErrorMessage_default(279, seriesType, seriesId, missingKeys.map((key) => `"${key}"`).join(", ")));
}
// node_modules/@mui/x-charts/ScatterChart/seriesConfig/seriesProcessor.mjs
var seriesProcessor = ({ series, seriesOrder }, dataset, isItemVisible) => {
	return {
		series: Object.fromEntries(Object.entries(series).map(([seriesId, seriesData]) => {
			const datasetKeys = seriesData?.datasetKeys;
			const missingKeys = ["x", "y"].filter((key) => typeof datasetKeys?.[key] !== "string");
			if (seriesData?.datasetKeys && missingKeys.length > 0) incompleteDatasetKeysError("Scatter", seriesId, missingKeys);
			let data;
			if (seriesData.valueGetter) data = dataset?.map(seriesData.valueGetter) ?? [];
			else if (datasetKeys) data = dataset?.map((d) => {
				const rep = {
					x: d[datasetKeys.x],
					y: d[datasetKeys.y]
				};
				if (datasetKeys.colorValue !== void 0) rep.colorValue = d[datasetKeys.colorValue];
				if (datasetKeys.sizeValue !== void 0) rep.sizeValue = d[datasetKeys.sizeValue];
				if (datasetKeys.z !== void 0) rep.z = d[datasetKeys.z];
				if (datasetKeys.id !== void 0) rep.id = d[datasetKeys.id];
				return rep;
			}) ?? [];
			else data = seriesData.data ?? [];
			return [seriesId, (0, import_extends.default)({
				labelMarkType: "circle",
				markerSize: 4
			}, seriesData, {
				preview: (0, import_extends.default)({ markerSize: 1 }, seriesData?.preview),
				data,
				hidden: !isItemVisible?.({
					type: "scatter",
					seriesId
				}),
				valueFormatter: seriesData.valueFormatter ?? ((v) => v && `(${v.x}, ${v.y})`)
			})];
		})),
		seriesOrder
	};
};
// node_modules/@mui/x-charts/ScatterChart/seriesConfig/getColor.mjs
var getColor = (series, xAxis, yAxis, zAxis) => {
	const zColorScale = zAxis?.colorScale;
	const yColorScale = yAxis?.colorScale;
	const xColorScale = xAxis?.colorScale;
	const getSeriesColor = getSeriesColorFn(series);
	if (zColorScale) return (dataIndex) => {
		if (dataIndex === void 0) return series.color;
		if (zAxis?.data?.[dataIndex] !== void 0) {
			const color = zColorScale(zAxis?.data?.[dataIndex]);
			if (color !== null) return color;
		}
		const value = series.data[dataIndex];
		const color = zColorScale(value.colorValue ?? value.z);
		if (typeof color !== "string") return getSeriesColor({
			value,
			dataIndex
		});
		return color;
	};
	if (yColorScale) return (dataIndex) => {
		if (dataIndex === void 0) return series.color;
		const value = series.data[dataIndex];
		const color = yColorScale(value.y);
		if (typeof color !== "string") return getSeriesColor({
			value,
			dataIndex
		});
		return color;
	};
	if (xColorScale) return (dataIndex) => {
		if (dataIndex === void 0) return series.color;
		const value = series.data[dataIndex];
		const color = xColorScale(value.x);
		if (typeof color !== "string") return getSeriesColor({
			value,
			dataIndex
		});
		return color;
	};
	return (dataIndex) => {
		if (dataIndex === void 0) return series.color;
		const value = series.data[dataIndex];
		return getSeriesColor({
			value,
			dataIndex
		});
	};
};
// node_modules/@mui/x-charts/ScatterChart/seriesConfig/legend.mjs
var legendGetter = (series) => getSeriesLegendItems("scatter", series);
// node_modules/@mui/x-charts/ScatterChart/seriesConfig/tooltip.mjs
var tooltipGetter = (params) => getLineLikeTooltip(params);
// node_modules/@mui/x-charts/ScatterChart/seriesConfig/getSeriesWithDefaultValues.mjs
var getSeriesWithDefaultValues = (seriesData, seriesIndex, colors) => {
	return (0, import_extends.default)({}, seriesData, {
		id: seriesData.id ?? `auto-generated-id-${seriesIndex}`,
		color: seriesData.color ?? colors[seriesIndex % colors.length]
	});
};
// node_modules/@mui/x-charts/ScatterChart/seriesConfig/tooltipPosition.mjs
var selectorTooltipItemPosition = createSelectorMemoized(selectorChartsTooltipItem, selectorChartSeriesProcessed, selectorChartXAxis, selectorChartYAxis, function selectorTooltipItemPosition(identifier, series, xAxes, yAxes) {
	if (!identifier || identifier.type !== "scatter" || identifier.dataIndex === void 0) return null;
	const itemSeries = series.scatter?.series[identifier.seriesId];
	if (itemSeries == null) return null;
	const xAxis = xAxes.axis[itemSeries.xAxisId ?? xAxes.axisIds[0]];
	const yAxis = yAxes.axis[itemSeries.yAxisId ?? yAxes.axisIds[0]];
	if (xAxis === void 0 || yAxis === void 0) return null;
	const xValue = itemSeries.data?.[identifier.dataIndex].x;
	const yValue = itemSeries.data?.[identifier.dataIndex].y;
	if (xValue == null || yValue == null) return null;
	return {
		x: xAxis.scale(xValue),
		y: yAxis.scale(yValue)
	};
});
// node_modules/@mui/x-charts/ScatterChart/seriesConfig/keyboardFocusHandler.mjs
var keyboardFocusHandler = createCommonKeyboardFocusHandler(composableCartesianSeriesTypes);
// node_modules/@mui/x-charts/ScatterChart/seriesConfig/descriptionGetter.mjs
var descriptionGetter = (params) => {
	const { identifier, series, xAxis, yAxis, localeText } = params;
	const label = getLabel(series.label, "tooltip");
	const item = series.data[identifier.dataIndex];
	const formattedXValue = xAxis.valueFormatter?.(item?.x, {
		location: "tooltip",
		scale: xAxis.scale
	}) ?? "";
	const formattedYValue = yAxis.valueFormatter?.(item?.y, {
		location: "tooltip",
		scale: yAxis.scale
	}) ?? "";
	return localeText.scatterDescription({
		x: item?.x ?? null,
		y: item?.y ?? null,
		formattedXValue,
		formattedYValue,
		seriesLabel: label
	});
};
// node_modules/@mui/x-charts/internals/plugins/utils/defaultSeriesConfig.mjs
var defaultSeriesConfig = {
	bar: barSeriesConfig,
	scatter: {
		seriesProcessor,
		colorProcessor: getColor,
		legendGetter,
		tooltipGetter,
		selectorTooltipItemPosition,
		xExtremumGetter: getExtremumX,
		yExtremumGetter: getExtremumY,
		getSeriesWithDefaultValues,
		keyboardFocusHandler,
		identifierSerializer: identifierSerializerSeriesIdDataIndex,
		identifierCleaner: identifierCleanerSeriesIdDataIndex,
		descriptionGetter,
		isHighlightedCreator: createIsHighlighted,
		isFadedCreator: createIsFaded
	},
	line: lineSeriesConfig,
	pie: pieSeriesConfig
};
// node_modules/@mui/x-charts/ChartsDataProvider/useChartsDataProviderProps.mjs
var _excluded$4 = [
	"children",
	"localeText",
	"plugins",
	"slots",
	"slotProps",
	"seriesConfig"
];
var useChartsDataProviderProps = (inProps) => {
	const props = useThemeProps({
		props: inProps,
		name: "MuiChartsDataProvider"
	});
	const { children, localeText, plugins = DEFAULT_PLUGINS, slots, slotProps, seriesConfig = defaultSeriesConfig } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded$4);
	const theme = useTheme();
	return {
		children,
		localeText,
		chartProviderProps: {
			plugins,
			pluginParams: (0, import_extends.default)({
				theme: theme.palette.mode,
				seriesConfig
			}, other)
		},
		slots,
		slotProps
	};
};
// node_modules/@mui/x-charts/ChartsDataProvider/ChartsDataProvider.mjs
/**
* Orchestrates the data providers for the chart components and hooks.
*
* Use this component if you have custom HTML components that need to access the chart data.
*
* Demos:
*
* - [Composition](https://mui.com/x/react-charts/composition/)
*
* API:
*
* - [ChartsDataProvider API](https://mui.com/x/api/charts/charts-data-provider/)
*
* @example
* ```jsx
* <ChartsDataProvider
*   series={[{ label: "Label", type: "bar", data: [10, 20] }]}
*   xAxis={[{ data: ["A", "B"], scaleType: "band", id: "x-axis" }]}
* >
*   <ChartsSurface>
*      <BarPlot />
*      <ChartsXAxis axisId="x-axis" />
*   </ChartsSurface>
*   {'Custom Legend Component'}
* </ChartsDataProvider>
* ```
*/
function ChartsDataProvider(props) {
	const { children, localeText, chartProviderProps, slots, slotProps } = useChartsDataProviderProps(props);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsProvider, (0, import_extends.default)({}, chartProviderProps, { children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsLocalizationProvider, {
		localeText,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsSlotsProvider, {
			slots,
			slotProps,
			defaultSlots: defaultSlotsMaterial,
			children
		})
	}) }));
}
process.env.NODE_ENV !== "production" && (ChartsDataProvider.propTypes = {
	/**
	* The ref object that exposes the chart API methods.
	*/
	apiRef: import_prop_types.default.shape({ current: import_prop_types.default.any }),
	/**
	* Color palette used to colorize multiple series.
	* @default rainbowSurgePalette
	*/
	colors: import_prop_types.default.oneOfType([import_prop_types.default.arrayOf(import_prop_types.default.string), import_prop_types.default.func]),
	/**
	* An array of objects that can be used to populate series and axes data using their `dataKey` property.
	*/
	dataset: import_prop_types.default.arrayOf(import_prop_types.default.object),
	/**
	* Options to enable features planned for the next major.
	*/
	experimentalFeatures: import_prop_types.default.shape({ keyboardActivation: import_prop_types.default.bool }),
	/**
	* The height of the chart in px. If not defined, it takes the height of the parent element.
	*/
	height: import_prop_types.default.number,
	/**
	* This prop is used to help implement the accessibility logic.
	* If you don't provide this prop. It falls back to a randomly generated id.
	*/
	id: import_prop_types.default.string,
	/**
	* Localized text for chart components.
	*/
	localeText: import_prop_types.default.object,
	/**
	* The margin between the SVG and the drawing area.
	* It's used for leaving some space for extra information such as the x- and y-axis or legend.
	*
	* Accepts a `number` to be used on all sides or an object with the optional properties: `top`, `bottom`, `left`, and `right`.
	*/
	margin: import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.shape({
		bottom: import_prop_types.default.number,
		left: import_prop_types.default.number,
		right: import_prop_types.default.number,
		top: import_prop_types.default.number
	})]),
	/**
	* The array of series to display.
	* Each type of series has its own specificity.
	* Please refer to the appropriate docs page to learn more about it.
	*/
	series: import_prop_types.default.arrayOf(import_prop_types.default.object),
	/**
	* If `true`, animations are skipped.
	* If unset or `false`, the animations respects the user's `prefers-reduced-motion` setting.
	*/
	skipAnimation: import_prop_types.default.bool,
	/**
	* The props for the slots.
	*/
	slotProps: import_prop_types.default.object,
	/**
	* Slots to customize charts' components.
	*/
	slots: import_prop_types.default.object,
	/**
	* The color mode passed to `colors` when it is a function.
	* Defaults to the mode of the Material UI theme.
	*/
	theme: import_prop_types.default.oneOf(["dark", "light"]),
	/**
	* The width of the chart in px. If not defined, it takes the width of the parent element.
	*/
	width: import_prop_types.default.number
});
// node_modules/@mui/x-charts/ChartsSurface/chartsSurfaceClasses.mjs
function getSurfaceUtilityClass(slot) {
	return generateUtilityClass("MuiChartsSurface", slot);
}
var useUtilityClasses$1 = () => {
	return composeClasses({ root: ["root"] }, getSurfaceUtilityClass);
};
generateUtilityClasses("MuiChartsSurface", ["root"]);
// node_modules/@mui/x-charts/internals/components/ChartsAxesGradients/ChartsPiecewiseGradient.mjs
function ChartsPiecewiseGradient(props) {
	const { isReversed, gradientId, size, direction, scale, colorMap } = props;
	if (size <= 0) return null;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)("linearGradient", {
		id: gradientId,
		x1: "0",
		x2: "0",
		y1: "0",
		y2: "0",
		[`${direction}${isReversed ? 1 : 2}`]: `${size}px`,
		gradientUnits: "userSpaceOnUse",
		children: colorMap.thresholds.map((threshold, index) => {
			const x = scale(threshold);
			if (x === void 0) return null;
			const offset = isReversed ? 1 - x / size : x / size;
			if (Number.isNaN(offset)) return null;
			return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)("stop", {
				offset,
				stopColor: colorMap.colors[index],
				stopOpacity: 1
			}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("stop", {
				offset,
				stopColor: colorMap.colors[index + 1],
				stopOpacity: 1
			})] }, threshold.toString() + index);
		})
	});
}
// node_modules/@mui/x-charts/internals/components/ChartsAxesGradients/ChartsContinuousGradient.mjs
var PX_PRECISION$1 = 10;
function ChartsContinuousGradient(props) {
	const { gradientUnits, isReversed, gradientId, size, direction, scale, colorScale, colorMap } = props;
	const extremumValues = [colorMap.min ?? 0, colorMap.max ?? 100];
	const extremumPositions = extremumValues.map(scale).filter((p) => p !== void 0);
	if (extremumPositions.length !== 2) return null;
	const interpolator = typeof extremumValues[0] === "number" ? number$2(extremumValues[0], extremumValues[1]) : date$1(extremumValues[0], extremumValues[1]);
	const numberOfPoints = Math.round((Math.max(...extremumPositions) - Math.min(...extremumPositions)) / PX_PRECISION$1);
	const keyPrefix = `${extremumValues[0]}-${extremumValues[1]}-`;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)("linearGradient", {
		id: gradientId,
		x1: "0",
		x2: "0",
		y1: "0",
		y2: "0",
		[`${direction}${isReversed ? 1 : 2}`]: gradientUnits === "objectBoundingBox" ? 1 : `${size}px`,
		gradientUnits: gradientUnits ?? "userSpaceOnUse",
		children: Array.from({ length: numberOfPoints + 1 }, (_, index) => {
			const value = interpolator(index / numberOfPoints);
			if (value === void 0) return null;
			const x = scale(value);
			if (x === void 0) return null;
			const offset = isReversed ? 1 - x / size : x / size;
			const color = colorScale(value);
			if (color === null) return null;
			return /*#__PURE__*/ (0, import_jsx_runtime.jsx)("stop", {
				offset,
				stopColor: color,
				stopOpacity: 1
			}, keyPrefix + index);
		})
	});
}
// node_modules/@mui/x-charts/internals/components/ChartsAxesGradients/ChartsContinuousGradientObjectBound.mjs
var PX_PRECISION = 10;
var getDirection = (isReversed) => {
	if (isReversed) return {
		x1: "1",
		x2: "0",
		y1: "0",
		y2: "0"
	};
	return {
		x1: "0",
		x2: "1",
		y1: "0",
		y2: "0"
	};
};
/**
* Generates gradients to be used in tooltips and legends.
*/
function ChartsContinuousGradientObjectBound(props) {
	const { isReversed, gradientId, colorScale, colorMap } = props;
	const extremumValues = [colorMap.min ?? 0, colorMap.max ?? 100];
	const interpolator = typeof extremumValues[0] === "number" ? number$2(extremumValues[0], extremumValues[1]) : date$1(extremumValues[0], extremumValues[1]);
	const numberOfPoints = PX_PRECISION;
	const keyPrefix = `${extremumValues[0]}-${extremumValues[1]}-`;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)("linearGradient", (0, import_extends.default)({ id: gradientId }, getDirection(isReversed), {
		gradientUnits: "objectBoundingBox",
		children: Array.from({ length: 11 }, (_, index) => {
			const offset = index / numberOfPoints;
			const value = interpolator(offset);
			if (value === void 0) return null;
			const color = colorScale(value);
			if (color === null) return null;
			return /*#__PURE__*/ (0, import_jsx_runtime.jsx)("stop", {
				offset,
				stopColor: color,
				stopOpacity: 1
			}, keyPrefix + index);
		})
	}));
}
// node_modules/@mui/x-charts/internals/components/ChartsAxesGradients/ChartsAxesGradients.mjs
function ChartsAxesGradients() {
	const { top, height, bottom, left, width, right } = useDrawingArea();
	const svgHeight = top + height + bottom;
	const svgWidth = left + width + right;
	const getGradientId = useChartGradientIdBuilder();
	const getObjectBoundGradientId = useChartGradientIdObjectBoundBuilder();
	const { xAxis, xAxisIds } = useXAxes();
	const { yAxis, yAxisIds } = useYAxes();
	const { zAxis, zAxisIds } = useZAxes();
	const filteredYAxisIds = yAxisIds.filter((axisId) => yAxis[axisId].colorMap !== void 0);
	const filteredXAxisIds = xAxisIds.filter((axisId) => xAxis[axisId].colorMap !== void 0);
	const filteredZAxisIds = zAxisIds.filter((axisId) => zAxis[axisId].colorMap !== void 0);
	if (filteredYAxisIds.length === 0 && filteredXAxisIds.length === 0 && filteredZAxisIds.length === 0) return null;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)("defs", { children: [
		filteredYAxisIds.map((axisId) => {
			const gradientId = getGradientId(axisId);
			const objectBoundGradientId = getObjectBoundGradientId(axisId);
			const { colorMap, scale, colorScale, reverse } = yAxis[axisId];
			if (colorMap?.type === "piecewise") return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsPiecewiseGradient, {
				isReversed: !reverse,
				scale,
				colorMap,
				size: svgHeight,
				gradientId,
				direction: "y"
			}, gradientId);
			if (colorMap?.type === "continuous") return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsContinuousGradient, {
				isReversed: !reverse,
				scale,
				colorScale,
				colorMap,
				size: svgHeight,
				gradientId,
				direction: "y"
			}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsContinuousGradientObjectBound, {
				isReversed: reverse,
				colorScale,
				colorMap,
				gradientId: objectBoundGradientId
			})] }, gradientId);
			return null;
		}),
		filteredXAxisIds.map((axisId) => {
			const gradientId = getGradientId(axisId);
			const objectBoundGradientId = getObjectBoundGradientId(axisId);
			const { colorMap, scale, reverse, colorScale } = xAxis[axisId];
			if (colorMap?.type === "piecewise") return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsPiecewiseGradient, {
				isReversed: reverse,
				scale,
				colorMap,
				size: svgWidth,
				gradientId,
				direction: "x"
			}, gradientId);
			if (colorMap?.type === "continuous") return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsContinuousGradient, {
				isReversed: reverse,
				scale,
				colorScale,
				colorMap,
				size: svgWidth,
				gradientId,
				direction: "x"
			}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsContinuousGradientObjectBound, {
				isReversed: reverse,
				colorScale,
				colorMap,
				gradientId: objectBoundGradientId
			})] }, gradientId);
			return null;
		}),
		filteredZAxisIds.map((axisId) => {
			const objectBoundGradientId = getObjectBoundGradientId(axisId);
			const { colorMap, colorScale } = zAxis[axisId];
			if (colorMap?.type === "continuous") return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsContinuousGradientObjectBound, {
				colorScale,
				colorMap,
				gradientId: objectBoundGradientId
			}, objectBoundGradientId);
			return null;
		})
	] });
}
// node_modules/@mui/x-charts/ChartsSvgLayer/chartsSvgLayerClasses.mjs
function getSvgLayerUtilityClass(slot) {
	return generateUtilityClass("MuiChartsSvgLayer", slot);
}
var useUtilityClasses = () => {
	return composeClasses({ root: ["root"] }, getSvgLayerUtilityClass);
};
generateUtilityClasses("MuiChartsSvgLayer", ["root"]);
// node_modules/@mui/x-charts/ChartsSvgLayer/ChartsSvgLayer.mjs
var _excluded$3 = ["children", "className"];
var ChartsSvgLayerStyles = styled("svg", {
	name: "MuiChartsSvgLayer",
	slot: "Root"
})({
	width: "100%",
	height: "100%",
	position: "absolute",
	inset: 0
});
/**
* A layer that provides the drawing area SVG the chart elements.
* Must be wrapped in a `<ChartsLayerContainer>`.
*
* Demos:
*
* - [Composition](https://mui.com/x/api/charts/composition/)
*
* API:
*
* - [ChartsSvgLayer API](https://mui.com/x/api/charts/charts-svg-layer/)
*/
var ChartsSvgLayer = /*#__PURE__*/ import_react.forwardRef(function ChartsSvgLayer(inProps, ref) {
	const { store } = useChartsContext();
	const svgWidth = store.use(selectorChartSvgWidth);
	const svgHeight = store.use(selectorChartSvgHeight);
	const themeProps = useThemeProps({
		props: inProps,
		name: "MuiChartsSvgLayer"
	});
	const { children, className } = themeProps, other = (0, import_objectWithoutPropertiesLoose.default)(themeProps, _excluded$3);
	const classes = useUtilityClasses();
	const hasIntrinsicSize = svgHeight > 0 && svgWidth > 0;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(ChartsSvgLayerStyles, (0, import_extends.default)({
		viewBox: `0 0 ${svgWidth} ${svgHeight}`,
		className: clsx(classes.root, className)
	}, other, {
		ref,
		"aria-hidden": true,
		children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsAxesGradients, {}), hasIntrinsicSize && children]
	}));
});
if (process.env.NODE_ENV !== "production") ChartsSvgLayer.displayName = "ChartsSvgLayer";
process.env.NODE_ENV !== "production" && (ChartsSvgLayer.propTypes = {
	children: import_prop_types.default.node,
	className: import_prop_types.default.string,
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	])
});
// node_modules/@mui/x-charts/internals/plugins/featurePlugins/shared/useRegisterPointerInteractions.mjs
/**
* Hook that registers pointer interaction handlers on the chart container.
* It iterates through all series configs' `getItemAtPosition` to find which
* item is at the pointer position and updates highlight/tooltip state accordingly.
*/
function useRegisterPointerInteractions() {
	const { instance } = useChartsContext();
	const chartsLayerContainerRef = useChartsLayerContainerRef();
	const store = useStore();
	const interactionActive = import_react.useRef(false);
	const lastItemRef = import_react.useRef(void 0);
	import_react.useEffect(() => {
		const element = chartsLayerContainerRef.current;
		if (!element) return;
		if (!Object.values(store.state.seriesConfig.config).some((config) => config.getItemAtPosition != null)) return;
		function onPointerEnter() {
			interactionActive.current = true;
		}
		function reset() {
			const lastItem = lastItemRef.current;
			if (lastItem) {
				lastItemRef.current = void 0;
				instance.clearHoveredItem(lastItem);
				instance.removeTooltipItem(lastItem);
				instance.clearHighlight();
			}
		}
		function onPointerLeave() {
			interactionActive.current = false;
			reset();
		}
		const onPointerMove = function onPointerMove(event) {
			const svgPoint = getChartPoint(element, event);
			if (!instance.isPointInside(svgPoint.x, svgPoint.y)) {
				reset();
				return;
			}
			let item;
			for (const seriesType of Object.keys(store.state.seriesConfig.config)) {
				item = store.state.seriesConfig.config[seriesType].getItemAtPosition?.(store.state, {
					x: svgPoint.x,
					y: svgPoint.y
				});
				if (item) break;
			}
			if (item) {
				instance.setLastUpdateSource("pointer");
				instance.setHoveredItem(item);
				instance.setTooltipItem(item);
				instance.setHighlight(item);
				lastItemRef.current = item;
			} else reset();
		};
		const onPointerDown = function onPointerDown(event) {
			onPointerMove(event);
		};
		element.addEventListener("pointerdown", onPointerDown);
		element.addEventListener("pointerleave", onPointerLeave);
		element.addEventListener("pointermove", onPointerMove);
		element.addEventListener("pointerenter", onPointerEnter);
		return () => {
			element.removeEventListener("pointerdown", onPointerDown);
			element.removeEventListener("pointerenter", onPointerEnter);
			element.removeEventListener("pointermove", onPointerMove);
			element.removeEventListener("pointerleave", onPointerLeave);
			if (interactionActive.current) onPointerLeave();
		};
	}, [
		instance,
		store,
		chartsLayerContainerRef,
		store.state.seriesConfig.config
	]);
}
// node_modules/@mui/x-charts/internals/components/ChartsAccessibilityProxy/useDescription.mjs
/**
* Get the message associated to the focused item.
* @returns {string | null} the accessibility description linked to the focused item
*/
function useDescription() {
	const store = useStore();
	const focusedItem = store.use(selectorChartsFocusedOrToFocusedItem);
	const seriesConfig = store.use(selectorChartSeriesConfig);
	const seriesState = useSeries();
	const { localeText } = useChartsLocalization();
	const { xAxis, xAxisIds } = useXAxes();
	const { yAxis, yAxisIds } = useYAxes();
	const { rotationAxis, rotationAxisIds } = useRotationAxes();
	const { radiusAxis, radiusAxisIds } = useRadiusAxes();
	if (focusedItem === null) return null;
	const { type, seriesId } = focusedItem;
	const focusedSeries = seriesState[type]?.series[seriesId];
	if (!focusedSeries) return null;
	const descriptionGetter = seriesConfig[type]?.descriptionGetter;
	if (!descriptionGetter) return null;
	const descriptionParams = {
		identifier: focusedItem,
		series: focusedSeries,
		localeText
	};
	if (isCartesianSeries(focusedSeries)) {
		const xAxisId = focusedSeries.xAxisId ?? xAxisIds[0];
		const yAxisId = focusedSeries.yAxisId ?? yAxisIds[0];
		descriptionParams.xAxis = xAxis[xAxisId];
		descriptionParams.yAxis = yAxis[yAxisId];
	} else if (isPolarSeriesType(type)) {
		descriptionParams.rotationAxis = rotationAxis[rotationAxisIds[0]];
		descriptionParams.radiusAxis = radiusAxis[radiusAxisIds[0]];
	}
	return descriptionGetter(descriptionParams);
}
// node_modules/@mui/x-charts/internals/components/ChartsAccessibilityProxy/useZoomAnnouncement.mjs
/**
* Get the message announcing the visible range of the zoomable axes.
*
* The message is taken when the keyboard zoom and pan asks for it, not derived from the zoom
* itself: the zoom also moves on wheel, drag, and from the application, and the live region must
* stay silent then.
* @returns {string | null} the message to announce, or `null` when there is nothing to announce
*/
function useZoomAnnouncement() {
	const store = useStore();
	const announcement = store.use(selectorChartsZoomAnnouncement);
	const zoomMap = store.use(selectorChartZoomMap);
	const optionsLookup = store.use(selectorChartZoomOptionsLookup);
	const { localeText } = useChartsLocalization();
	const [message, setMessage] = import_react.useState(null);
	const currentValuesRef = import_react.useRef({
		zoomMap,
		optionsLookup,
		localeText
	});
	currentValuesRef.current = {
		zoomMap,
		optionsLookup,
		localeText
	};
	import_react.useEffect(() => {
		if (announcement === 0) {
			setMessage(null);
			return;
		}
		const current = currentValuesRef.current;
		if (!current.zoomMap) return;
		const descriptions = Object.values(current.optionsLookup).map((options) => {
			const zoomData = current.zoomMap.get(options.axisId);
			if (!zoomData) return null;
			return current.localeText.zoomRangeDescription({
				axisDirection: options.axisDirection,
				start: zoomData.start,
				end: zoomData.end
			});
		}).filter(Boolean);
		setMessage(descriptions.length === 0 ? null : descriptions.join(current.localeText.a11yConnector));
	}, [announcement]);
	return message;
}
// node_modules/@mui/x-charts/internals/components/ChartsAccessibilityProxy/ChartsAccessibilityProxy.mjs
/**
* Make the proxy looks like a layer.
* Having a non-zero size is important for some screen readers to announce the content.
*/
var fullSizeLayerStyle = {
	borderWidth: 0,
	width: "100%",
	height: "100%",
	overflow: "hidden",
	position: "absolute",
	inset: 0,
	padding: 0,
	outline: "none",
	pointerEvents: "none"
};
/**
* Keeps the live region out of sight without removing it from the accessibility tree.
*/
var liveRegionStyle = {
	position: "absolute",
	width: 1,
	height: 1,
	overflow: "hidden",
	clipPath: "inset(50%)",
	whiteSpace: "nowrap",
	pointerEvents: "none"
};
/**
* This component provides an accessibility proxy for charts.
* It uses two divs to let screen readers announce the focused content when it changes.
*/
function ChartsAccessibilityProxy() {
	const message = useDescription();
	const zoomMessage = useZoomAnnouncement();
	const chartId = useChartId();
	const { instance } = useChartsContext();
	const currentFormatRef = import_react.useRef(null);
	const currentIndexRef = import_react.useRef(0);
	const containerRef = import_react.useRef(null);
	const handleRef = useForkRef(containerRef, instance.chartsAccessibilityProxyRef);
	import_react.useEffect(() => {
		const container = containerRef.current;
		if (!container) return;
		if (container.children.length === 0) {
			for (let i = 0; i < 2; i += 1) {
				const div = document.createElement("div");
				div.setAttribute("id", i === 0 ? `voiceover-${chartId}-1` : `voiceover-${chartId}-2`);
				div.style.display = "none";
				container.appendChild(div);
			}
			for (let i = 0; i < 2; i += 1) {
				const div = document.createElement("div");
				if (i === (currentIndexRef.current + 1) % 2 && message) div.setAttribute("tabindex", "0");
				div.setAttribute("role", "img");
				div.setAttribute("aria-hidden", "true");
				div.setAttribute("aria-labelledby", i === 0 ? `voiceover-${chartId}-1` : `voiceover-${chartId}-2`);
				div.style.width = "100%";
				div.style.height = "100%";
				div.style.outline = "none";
				container.appendChild(div);
			}
		}
		if (message && message !== currentFormatRef.current) {
			currentFormatRef.current = message;
			const inactiveIndex = currentIndexRef.current;
			currentIndexRef.current = (currentIndexRef.current + 1) % 2;
			const activeIndex = currentIndexRef.current;
			const activeDiv = container.children[2 + activeIndex];
			const inactiveDiv = container.children[2 + inactiveIndex];
			const activeTextDiv = container.children[activeIndex];
			const inactiveTextDiv = container.children[inactiveIndex];
			activeTextDiv.textContent = message ?? "";
			inactiveTextDiv.textContent = message ?? "";
			activeDiv.setAttribute("aria-hidden", "false");
			activeDiv.setAttribute("aria-labelledby", activeIndex === 0 ? `voiceover-${chartId}-1` : `voiceover-${chartId}-2`);
			if (message) activeDiv.setAttribute("tabindex", "0");
			inactiveDiv.setAttribute("aria-hidden", "true");
			inactiveDiv.setAttribute("aria-labelledby", activeIndex === 0 ? `voiceover-${chartId}-1` : `voiceover-${chartId}-2`);
			inactiveDiv.removeAttribute("tabindex");
			activeDiv.focus();
		}
	}, [message, chartId]);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(import_react.Fragment, { children: [/*#__PURE__*/ (0, import_jsx_runtime.jsx)("div", {
		role: "none",
		tabIndex: message ? -1 : 0,
		ref: handleRef,
		style: fullSizeLayerStyle
	}), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("div", {
		role: "status",
		"aria-live": "polite",
		"aria-atomic": "true",
		style: liveRegionStyle,
		children: zoomMessage
	})] });
}
// node_modules/@mui/x-charts/ChartsLayerContainer/ChartsLayerContainer.mjs
var _excluded$2 = [
	"children",
	"title",
	"desc",
	"className"
];
var ChartsLayerContainerDiv = styled("div", {
	name: "MuiChartsLayerContainer",
	slot: "Root"
})(({ ownerState }) => ({
	width: ownerState.width ?? "100%",
	height: ownerState.height ?? "100%",
	display: "flex",
	position: "relative",
	flexDirection: "column",
	alignItems: "center",
	justifyContent: "center",
	touchAction: "pan-y",
	userSelect: "none",
	gridArea: "chart",
	"&:focus": { outline: "none" }
}));
/**
* A component that contains the chart layers, such as `<ChartsSvgLayer>`, and `<ChartsWebGLLayer>`.
* It is responsible for positioning itself and providing the dimensions and interaction context to its children layers.
*/
var ChartsLayerContainer = /*#__PURE__*/ import_react.forwardRef(function ChartsLayerContainer(inProps, ref) {
	const { store, instance } = useChartsContext();
	const propsWidth = store.use(selectorChartPropsWidth);
	const propsHeight = store.use(selectorChartPropsHeight);
	const isKeyboardNavigationEnabled = store.use(selectorChartsIsKeyboardNavigationEnabled);
	useRegisterPointerInteractions();
	const themeProps = useThemeProps({
		props: inProps,
		name: "MuiChartsLayerContainer"
	});
	const { children, title, desc, className } = themeProps, other = (0, import_objectWithoutPropertiesLoose.default)(themeProps, _excluded$2);
	const classes = useUtilityClasses$1();
	const chartsLayerContainerRef = useChartsLayerContainerRef();
	const handleRef = useForkRef(chartsLayerContainerRef, ref);
	const descId = useId();
	if (process.env.NODE_ENV !== "production") import_react.Children.forEach(children, (child) => {
		if (typeof child === "object" && child != null && "type" in child && child.type === ChartsSurface) errorOnce("MUI X Charts: ChartsSurface should not be used inside ChartsLayerContainer. Render a ChartsSvgLayer instead.");
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(ChartsLayerContainerDiv, (0, import_extends.default)({
		ref: handleRef,
		ownerState: {
			width: propsWidth,
			height: propsHeight
		},
		role: "none",
		"aria-label": title,
		"aria-describedby": desc ? descId : void 0,
		className: clsx(classes.root, className)
	}, other, {
		onPointerEnter: (event) => {
			other.onPointerEnter?.(event);
			instance.handlePointerEnter?.(event);
		},
		onPointerLeave: (event) => {
			other.onPointerLeave?.(event);
			instance.handlePointerLeave?.(event);
		},
		onClick: (event) => {
			other.onClick?.(event);
			instance.handleClick?.(event);
		},
		children: [
			isKeyboardNavigationEnabled && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsAccessibilityProxy, {}),
			desc && /*#__PURE__*/ (0, import_jsx_runtime.jsx)("span", {
				id: descId,
				style: { display: "none" },
				children: desc
			}),
			children
		]
	}));
});
if (process.env.NODE_ENV !== "production") ChartsLayerContainer.displayName = "ChartsLayerContainer";
process.env.NODE_ENV !== "production" && (ChartsLayerContainer.propTypes = {
	/**
	* The description of the chart.
	* Used to provide an accessible description for the chart.
	*/
	desc: import_prop_types.default.string,
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	]),
	/**
	* The title of the chart.
	* Used to provide an accessible label for the chart.
	*/
	title: import_prop_types.default.string
});
// node_modules/@mui/x-charts/ChartsSurface/ChartsSurface.mjs
var _excluded$1 = [
	"children",
	"className",
	"title",
	"desc"
];
/**
* A helper component that combines `<ChartsLayerContainer>` and `<ChartsSvgLayer>` to provide a surface for drawing charts.
* If you need more control over the layers, you can use `<ChartsLayerContainer>` and `<ChartsSvgLayer>` separately.
*
* Demos:
*
* - [Composition](https://mui.com/x/api/charts/composition/)
*
* API:
*
* - [ChartsSurface API](https://mui.com/x/api/charts/charts-surface/)
*/
var ChartsSurface = /*#__PURE__*/ import_react.forwardRef(function ChartsSurface(inProps, ref) {
	const themeProps = useThemeProps({
		props: inProps,
		name: "MuiChartsSurface"
	});
	const { children, className, title, desc } = themeProps, other = (0, import_objectWithoutPropertiesLoose.default)(themeProps, _excluded$1);
	const classes = useUtilityClasses$1();
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsLayerContainer, {
		className: clsx(classes.root, className),
		ref,
		title,
		desc,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsSvgLayer, (0, import_extends.default)({}, other, { children }))
	});
});
if (process.env.NODE_ENV !== "production") ChartsSurface.displayName = "ChartsSurface";
process.env.NODE_ENV !== "production" && (ChartsSurface.propTypes = {
	/**
	* The content of the component.
	*/
	children: import_prop_types.default.node,
	className: import_prop_types.default.string,
	/**
	* The description of the chart.
	* Used to provide an accessible description for the chart.
	*/
	desc: import_prop_types.default.string,
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	]),
	/**
	* The title of the chart.
	* Used to provide an accessible label for the chart.
	*/
	title: import_prop_types.default.string
});
// node_modules/@mui/x-charts/Toolbar/chartToolbarClasses.mjs
var chartsToolbarClasses = generateUtilityClasses("MuiChartsToolbar", ["root"]);
// node_modules/@mui/x-charts/ChartsWrapper/ChartsWrapper.mjs
var _excluded = [
	"children",
	"sx",
	"extendVertically",
	"hideLegend",
	"legendDirection",
	"legendPosition"
];
var getJustifyItems = (position) => {
	if (position?.horizontal === "start") return "start";
	if (position?.horizontal === "end") return "end";
	return "center";
};
var getAlignItems = (position) => {
	if (position?.vertical === "top") return "flex-start";
	if (position?.vertical === "bottom") return "flex-end";
	return "center";
};
var getGridTemplateAreas = (hideLegend, direction, position) => {
	if (hideLegend) return `"chart"`;
	if (direction === "vertical") {
		if (position?.horizontal === "start") return `"legend chart"`;
		return `"chart legend"`;
	}
	if (position?.vertical === "bottom") return `"chart"
            "legend"`;
	return `"legend"
          "chart"`;
};
var getTemplateColumns = (hideLegend = false, direction = "horizontal", horizontalPosition = "end", width = void 0) => {
	const drawingAreaColumn = width ? "auto" : "1fr";
	if (direction === "horizontal") return drawingAreaColumn;
	if (hideLegend) return drawingAreaColumn;
	return horizontalPosition === "start" ? `auto ${drawingAreaColumn}` : `${drawingAreaColumn} auto`;
};
var getTemplateRows = (hideLegend = false, direction = "horizontal", verticalPosition = "top") => {
	const drawingAreaRow = "1fr";
	if (direction === "vertical") return drawingAreaRow;
	if (hideLegend) return drawingAreaRow;
	return verticalPosition === "bottom" ? `${drawingAreaRow} auto` : `auto ${drawingAreaRow}`;
};
var Root = styled("div", {
	name: "MuiChartsWrapper",
	slot: "Root",
	shouldForwardProp: (prop) => shouldForwardProp(prop) && prop !== "extendVertically" && prop !== "width"
})(({ ownerState, width }) => {
	const gridTemplateColumns = getTemplateColumns(ownerState.hideLegend, ownerState.legendDirection, ownerState.legendPosition?.horizontal, width);
	const gridTemplateRows = getTemplateRows(ownerState.hideLegend, ownerState.legendDirection, ownerState.legendPosition?.vertical);
	const gridTemplateAreas = getGridTemplateAreas(ownerState.hideLegend, ownerState.legendDirection, ownerState.legendPosition);
	return {
		variants: [{
			props: { extendVertically: true },
			style: {
				height: "100%",
				minHeight: 0
			}
		}],
		flex: 1,
		display: "grid",
		gridTemplateColumns,
		gridTemplateRows,
		gridTemplateAreas,
		[`&:has(.${chartsToolbarClasses.root})`]: {
			gridTemplateRows: `auto ${gridTemplateRows}`,
			gridTemplateAreas: `"${gridTemplateColumns.split(" ").map(() => "toolbar").join(" ")}"
        ${gridTemplateAreas}`
		},
		[`& .${chartsToolbarClasses.root}`]: {
			gridArea: "toolbar",
			justifySelf: "center"
		},
		justifyContent: "safe center",
		justifyItems: getJustifyItems(ownerState.legendPosition),
		alignItems: getAlignItems(ownerState.legendPosition)
	};
});
/**
* Wrapper for the charts components.
* Its main purpose is to position the HTML legend in the correct place.
*/
var ChartsWrapper = /*#__PURE__*/ import_react.forwardRef(function ChartsWrapper(props, ref) {
	const { children, sx, extendVertically, hideLegend, legendDirection, legendPosition } = props, other = (0, import_objectWithoutPropertiesLoose.default)(props, _excluded);
	const chartRootRef = useChartRootRef();
	const handleRef = useForkRef(chartRootRef, ref);
	const store = useStore();
	const propsWidth = store.use(selectorChartPropsWidth);
	const propsHeight = store.use(selectorChartPropsHeight);
	const ownerState = import_react.useMemo(() => ({
		hideLegend,
		legendDirection,
		legendPosition
	}), [
		hideLegend,
		legendDirection,
		legendPosition
	]);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Root, (0, import_extends.default)({
		ref: handleRef,
		ownerState,
		sx,
		extendVertically: extendVertically ?? propsHeight === void 0,
		width: propsWidth
	}, other, { children }));
});
if (process.env.NODE_ENV !== "production") ChartsWrapper.displayName = "ChartsWrapper";
process.env.NODE_ENV !== "production" && (ChartsWrapper.propTypes = {
	/**
	* The content of the component.
	*/
	children: import_prop_types.default.node,
	/**
	* If `true`, the chart wrapper set `height: 100%`.
	* @default `false` if the `height` prop is set. And `true` otherwise.
	*/
	extendVertically: import_prop_types.default.bool,
	/**
	* If `true`, the legend is not rendered.
	* @default false
	*/
	hideLegend: import_prop_types.default.bool,
	/**
	* The direction of the legend.
	* @default 'horizontal'
	*/
	legendDirection: import_prop_types.default.oneOf(["horizontal", "vertical"]),
	/**
	* The position of the legend.
	* @default { horizontal: 'center', vertical: 'bottom' }
	*/
	legendPosition: import_prop_types.default.shape({
		horizontal: import_prop_types.default.oneOf([
			"center",
			"end",
			"start"
		]),
		vertical: import_prop_types.default.oneOf([
			"bottom",
			"middle",
			"top"
		])
	}),
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	])
});
// node_modules/@mui/x-charts/LineChart/FocusedLineMark.mjs
var RADIUS = 6;
function FocusedLineMark() {
	const theme = useTheme();
	const focusedItem = useFocusedItem();
	const lineSeries = useLineSeriesContext();
	const { xAxis, xAxisIds } = useXAxes();
	const { yAxis, yAxisIds } = useYAxes();
	if (focusedItem === null || focusedItem.type !== "line" || !lineSeries) return null;
	const series = lineSeries.series[focusedItem.seriesId];
	if (!series || series.hidden) return null;
	if (series.data[focusedItem.dataIndex] == null) return null;
	const xAxisId = series.xAxisId ?? xAxisIds[0];
	const yAxisId = series.yAxisId ?? yAxisIds[0];
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)("rect", {
		fill: "none",
		stroke: (theme.vars ?? theme).palette.text.primary,
		strokeWidth: 2,
		x: xAxis[xAxisId].scale(xAxis[xAxisId].data[focusedItem.dataIndex]) - RADIUS,
		y: yAxis[yAxisId].scale(series.visibleStackedData[focusedItem.dataIndex][1]) - RADIUS,
		width: 12,
		height: 12,
		rx: 3,
		ry: 3
	});
}
// node_modules/@mui/x-charts/LineChart/LineChart.mjs
/**
* Demos:
*
* - [Lines](https://mui.com/x/react-charts/lines/)
* - [Line demonstration](https://mui.com/x/react-charts/line-demo/)
*
* API:
*
* - [LineChart API](https://mui.com/x/api/charts/line-chart/)
*/
var LineChart = /*#__PURE__*/ import_react.forwardRef(function LineChart(inProps, ref) {
	const props = useThemeProps({
		props: inProps,
		name: "MuiLineChart"
	});
	const { chartsWrapperProps, chartsContainerProps, gridProps, clipPathProps, clipPathGroupProps, areaPlotProps, linePlotProps, markPlotProps, overlayProps, chartsAxisProps, axisHighlightProps, lineHighlightPlotProps, legendProps, children } = useLineChartProps(props);
	const { chartsDataProviderProps, chartsSurfaceProps } = useChartsContainerProps(chartsContainerProps);
	const Tooltip = props.slots?.tooltip ?? ChartsTooltip;
	const Toolbar = props.slots?.toolbar;
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsDataProvider, (0, import_extends.default)({}, chartsDataProviderProps, { children: /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(ChartsWrapper, (0, import_extends.default)({}, chartsWrapperProps, {
		ref,
		children: [
			props.showToolbar && Toolbar ? /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Toolbar, (0, import_extends.default)({}, props.slotProps?.toolbar)) : null,
			!props.hideLegend && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsLegend, (0, import_extends.default)({}, legendProps)),
			/*#__PURE__*/ (0, import_jsx_runtime.jsxs)(ChartsSurface, (0, import_extends.default)({}, chartsSurfaceProps, { children: [
				/*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsGrid, (0, import_extends.default)({}, gridProps)),
				/*#__PURE__*/ (0, import_jsx_runtime.jsxs)("g", (0, import_extends.default)({}, clipPathGroupProps, { children: [
					/*#__PURE__*/ (0, import_jsx_runtime.jsx)(AreaPlot, (0, import_extends.default)({}, areaPlotProps)),
					/*#__PURE__*/ (0, import_jsx_runtime.jsx)(LinePlot, (0, import_extends.default)({}, linePlotProps)),
					/*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsOverlay, (0, import_extends.default)({}, overlayProps)),
					/*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsAxisHighlight, (0, import_extends.default)({}, axisHighlightProps))
				] })),
				/*#__PURE__*/ (0, import_jsx_runtime.jsx)(FocusedLineMark, {}),
				/*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsAxis, (0, import_extends.default)({}, chartsAxisProps)),
				/*#__PURE__*/ (0, import_jsx_runtime.jsx)("g", {
					"data-drawing-container": true,
					children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(MarkPlot, (0, import_extends.default)({}, markPlotProps))
				}),
				/*#__PURE__*/ (0, import_jsx_runtime.jsx)(LineHighlightPlot, (0, import_extends.default)({}, lineHighlightPlotProps)),
				/*#__PURE__*/ (0, import_jsx_runtime.jsx)(ChartsClipPath, (0, import_extends.default)({}, clipPathProps)),
				children
			] })),
			!props.loading && /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Tooltip, (0, import_extends.default)({}, props.slotProps?.tooltip))
		]
	})) }));
});
if (process.env.NODE_ENV !== "production") LineChart.displayName = "LineChart";
process.env.NODE_ENV !== "production" && (LineChart.propTypes = {
	/**
	* The ref object that exposes the chart API methods.
	*/
	apiRef: import_prop_types.default.shape({ current: import_prop_types.default.object }),
	/**
	* A gap added between axes when multiple axes are rendered on the same side of the chart.
	* @default 0
	*/
	axesGap: import_prop_types.default.number,
	/**
	* The configuration of axes highlight.
	* @see See {@link https://mui.com/x/react-charts/highlighting/ highlighting docs} for more details.
	* @default { x: 'line' }
	*/
	axisHighlight: import_prop_types.default.shape({
		x: import_prop_types.default.oneOf([
			"band",
			"line",
			"none"
		]),
		y: import_prop_types.default.oneOf([
			"band",
			"line",
			"none"
		])
	}),
	/**
	* Configuration for the brush interaction.
	*/
	brushConfig: import_prop_types.default.shape({
		enabled: import_prop_types.default.bool,
		preventHighlight: import_prop_types.default.bool,
		preventTooltip: import_prop_types.default.bool
	}),
	/**
	* The content of the component.
	*/
	children: import_prop_types.default.node,
	className: import_prop_types.default.string,
	/**
	* Color palette used to colorize multiple series.
	* @default rainbowSurgePalette
	*/
	colors: import_prop_types.default.oneOfType([import_prop_types.default.arrayOf(import_prop_types.default.string), import_prop_types.default.func]),
	/**
	* An array of objects that can be used to populate series and axes data using their `dataKey` property.
	*/
	dataset: import_prop_types.default.arrayOf(import_prop_types.default.object),
	/**
	* The description of the chart.
	* Used to provide an accessible description for the chart.
	*/
	desc: import_prop_types.default.string,
	/**
	* If `true`, the charts will not listen to the mouse move event.
	* It might break interactive features, but will improve performance.
	* @default false
	*/
	disableAxisListener: import_prop_types.default.bool,
	/**
	* If `true`, disables keyboard navigation for the chart.
	*/
	disableKeyboardNavigation: import_prop_types.default.bool,
	/**
	* If `true`, render the line highlight item.
	*/
	disableLineItemHighlight: import_prop_types.default.bool,
	/**
	* Options to enable features planned for the next major.
	*/
	experimentalFeatures: import_prop_types.default.shape({
		enablePositionBasedPointerInteraction: import_prop_types.default.bool,
		keyboardActivation: import_prop_types.default.bool
	}),
	/**
	* If `true`, clicking an item immediately shows the keyboard focus indicator on it.
	* By default, clicking sets the item that keyboard navigation starts from, but the focus
	* indicator stays hidden until the user presses a key.
	* @default false
	*/
	focusItemOnClick: import_prop_types.default.bool,
	/**
	* Option to display a cartesian grid in the background.
	*/
	grid: import_prop_types.default.shape({
		horizontal: import_prop_types.default.bool,
		vertical: import_prop_types.default.bool
	}),
	/**
	* The height of the chart in px. If not defined, it takes the height of the parent element.
	*/
	height: import_prop_types.default.number,
	/**
	* List of hidden series and/or items.
	*
	* Different chart types use different keys.
	*
	* @example
	* ```ts
	* [
	*   {
	*     type: 'pie',
	*     seriesId: 'series-1',
	*     dataIndex: 3,
	*   },
	*   {
	*     type: 'line',
	*     seriesId: 'series-2',
	*   }
	* ]
	* ```
	*/
	hiddenItems: import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([import_prop_types.default.shape({
		dataIndex: import_prop_types.default.number,
		seriesId: import_prop_types.default.string.isRequired,
		type: import_prop_types.default.oneOf(["line"]).isRequired
	}), import_prop_types.default.shape({
		dataIndex: import_prop_types.default.number,
		seriesId: import_prop_types.default.string.isRequired,
		type: import_prop_types.default.oneOf(["line"])
	})]).isRequired),
	/**
	* If `true`, the legend is not rendered.
	*/
	hideLegend: import_prop_types.default.bool,
	/**
	* The controlled axis highlight.
	* Identified by the axis id, and data index.
	*/
	highlightedAxis: import_prop_types.default.arrayOf(import_prop_types.default.shape({
		axisId: import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.string]).isRequired,
		dataIndex: import_prop_types.default.number.isRequired
	})),
	/**
	* The highlighted item.
	* Used when the highlight is controlled.
	*/
	highlightedItem: import_prop_types.default.oneOfType([import_prop_types.default.shape({
		dataIndex: import_prop_types.default.number,
		seriesId: import_prop_types.default.string.isRequired
	}), import_prop_types.default.shape({
		dataIndex: import_prop_types.default.number,
		seriesId: import_prop_types.default.string.isRequired,
		type: import_prop_types.default.oneOf(["line"]).isRequired
	})]),
	/**
	* This prop is used to help implement the accessibility logic.
	* If you don't provide this prop. It falls back to a randomly generated id.
	*/
	id: import_prop_types.default.string,
	/**
	* List of initially hidden series and/or items.
	* Used for uncontrolled state.
	*
	* Different chart types use different keys.
	*
	* @example
	* ```ts
	* [
	*   {
	*     type: 'pie',
	*     seriesId: 'series-1',
	*     dataIndex: 3,
	*   },
	*   {
	*     type: 'line',
	*     seriesId: 'series-2',
	*   }
	* ]
	* ```
	*/
	initialHiddenItems: import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([import_prop_types.default.shape({
		dataIndex: import_prop_types.default.number,
		seriesId: import_prop_types.default.string.isRequired,
		type: import_prop_types.default.oneOf(["line"]).isRequired
	}), import_prop_types.default.shape({
		dataIndex: import_prop_types.default.number,
		seriesId: import_prop_types.default.string.isRequired,
		type: import_prop_types.default.oneOf(["line"])
	})]).isRequired),
	/**
	* If `true`, a loading overlay is displayed.
	* @default false
	*/
	loading: import_prop_types.default.bool,
	/**
	* Localized text for chart components.
	*/
	localeText: import_prop_types.default.object,
	/**
	* The margin between the SVG and the drawing area.
	* It's used for leaving some space for extra information such as the x- and y-axis or legend.
	*
	* Accepts a `number` to be used on all sides or an object with the optional properties: `top`, `bottom`, `left`, and `right`.
	*/
	margin: import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.shape({
		bottom: import_prop_types.default.number,
		left: import_prop_types.default.number,
		right: import_prop_types.default.number,
		top: import_prop_types.default.number
	})]),
	/**
	* Callback fired when an area element is clicked.
	*/
	onAreaClick: import_prop_types.default.func,
	/**
	* The function called for onClick events.
	* The second argument contains information about all line/bar elements at the current mouse position.
	* @param {ChartsActivationEvent} event The event recorded on the `<svg/>` element.
	* @param {null | ChartsAxisData} data The data about the clicked axis and items associated with it.
	*/
	onAxisClick: import_prop_types.default.func,
	/**
	* Callback fired when any hidden identifiers change.
	* @param {VisibilityIdentifierWithType[]} hiddenItems The new list of hidden identifiers.
	*/
	onHiddenItemsChange: import_prop_types.default.func,
	/**
	* The callback fired when the highlighted item changes.
	*
	* @param {HighlightItemIdentifierWithType<SeriesType> | null} highlightedItem  The newly highlighted item.
	*/
	onHighlightChange: import_prop_types.default.func,
	/**
	* The function called when the pointer position corresponds to a new axis data item.
	* This update can either be caused by a pointer movement, or an axis update.
	* In case of multiple axes, the function is called if at least one axis is updated.
	* The argument contains the identifier for all axes with a `data` property.
	* @param {AxisItemIdentifier[]} axisItems The array of axes item identifiers.
	*/
	onHighlightedAxisChange: import_prop_types.default.func,
	/**
	* Callback fired when a line element is clicked.
	*/
	onLineClick: import_prop_types.default.func,
	/**
	* Callback fired when a mark element is clicked.
	*/
	onMarkClick: import_prop_types.default.func,
	/**
	* The function called when the pointer position corresponds to a new axis data item.
	* This update can either be caused by a pointer movement, or an axis update.
	* In case of multiple axes, the function is called if at least one axis is updated.
	* The argument contains the identifier for all axes with a `data` property.
	* @param {AxisItemIdentifier[]} axisItems The array of axes item identifiers.
	*/
	onTooltipAxisChange: import_prop_types.default.func,
	/**
	* The callback fired when the tooltip item changes.
	*
	* @param {SeriesItemIdentifier<SeriesType> | null} tooltipItem  The newly highlighted item.
	*/
	onTooltipItemChange: import_prop_types.default.func,
	/**
	* The series to display in the line chart.
	* An array of [[LineSeries]] objects.
	*/
	series: import_prop_types.default.arrayOf(import_prop_types.default.object).isRequired,
	/**
	* If true, shows the default chart toolbar.
	* @default false
	*/
	showToolbar: import_prop_types.default.bool,
	/**
	* If `true`, animations are skipped.
	* @default false
	*/
	skipAnimation: import_prop_types.default.bool,
	/**
	* The props used for each component slot.
	* @default {}
	*/
	slotProps: import_prop_types.default.object,
	/**
	* Overridable component slots.
	* @default {}
	*/
	slots: import_prop_types.default.object,
	/**
	* The system prop that allows defining system overrides as well as additional CSS styles.
	*/
	sx: import_prop_types.default.oneOfType([
		import_prop_types.default.arrayOf(import_prop_types.default.oneOfType([
			import_prop_types.default.func,
			import_prop_types.default.object,
			import_prop_types.default.bool
		])),
		import_prop_types.default.func,
		import_prop_types.default.object
	]),
	/**
	* The color mode passed to `colors` when it is a function.
	* Defaults to the mode of the Material UI theme.
	*/
	theme: import_prop_types.default.oneOf(["dark", "light"]),
	/**
	* The title of the chart.
	* Used to provide an accessible label for the chart.
	*/
	title: import_prop_types.default.string,
	/**
	* The controlled axis tooltip.
	* Identified by the axis id, and data index.
	*/
	tooltipAxis: import_prop_types.default.arrayOf(import_prop_types.default.shape({
		axisId: import_prop_types.default.oneOfType([import_prop_types.default.number, import_prop_types.default.string]).isRequired,
		dataIndex: import_prop_types.default.number.isRequired
	})),
	/**
	* The tooltip item.
	* Used when the tooltip is controlled.
	*/
	tooltipItem: import_prop_types.default.oneOfType([import_prop_types.default.shape({
		dataIndex: import_prop_types.default.number,
		seriesId: import_prop_types.default.string.isRequired
	}), import_prop_types.default.shape({
		dataIndex: import_prop_types.default.number,
		seriesId: import_prop_types.default.string.isRequired,
		type: import_prop_types.default.oneOf(["line"]).isRequired
	})]),
	/**
	* The width of the chart in px. If not defined, it takes the width of the parent element.
	*/
	width: import_prop_types.default.number,
	/**
	* The configuration of the x-axes.
	* If not provided, a default axis config is used.
	* An array of [[AxisConfig]] objects.
	*/
	xAxis: import_prop_types.default.arrayOf(import_prop_types.default.object),
	/**
	* The configuration of the y-axes.
	* If not provided, a default axis config is used.
	* An array of [[AxisConfig]] objects.
	*/
	yAxis: import_prop_types.default.arrayOf(import_prop_types.default.object)
});
// src/features/roi-calculator/summary.ts
/** When the plan pays for itself: a short value and what qualifies it. */
function paybackText(result, horizonMonths) {
	if (result.paybackMonth === null) return {
		value: "Never",
		note: "at these inputs"
	};
	const value = `Month ${result.paybackMonth}`;
	return result.paybackMonth > horizonMonths ? {
		value,
		note: `after your ${horizonMonths}-month horizon`
	} : { value };
}
/** The chart in one paragraph, for screen readers and for print. */
function chartSummary(result) {
	const last = result.months.at(-1);
	if (!last) return "";
	const crossing = result.paybackMonth === null ? "Cumulative savings never catch up with the cost." : result.paybackMonth <= last.month ? `Savings overtake the cost in month ${result.paybackMonth}.` : `Savings overtake the cost only in month ${result.paybackMonth}, after the period shown.`;
	return `Over ${last.month} months, cumulative savings reach ${formatDollars(last.cumulativeSavings)} against ${formatDollars(last.cumulativeCost)} of plan cost. ${crossing}`;
}
// src/features/roi-calculator/SavingsChart.tsx
var compactDollars = new Intl.NumberFormat("en-US", {
	style: "currency",
	currency: "USD",
	notation: "compact",
	maximumFractionDigits: 1
});
/** Cumulative savings against cumulative cost, month by month; the caption says the same in words. */
function SavingsChart({ result }) {
	const months = result.months.map((month) => month.month);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "figure",
		sx: { m: 0 },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			"aria-hidden": true,
			sx: {
				height: {
					xs: 260,
					md: 320
				},
				breakInside: "avoid"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LineChart, {
				skipAnimation: true,
				disableKeyboardNavigation: true,
				xAxis: [{
					data: months,
					scaleType: "point",
					valueFormatter: (month, context) => context.location === "tick" ? String(month) : `Month ${month}`,
					tickInterval: (month) => month === 1 || month % 6 === 0
				}],
				yAxis: [{
					valueFormatter: (value) => compactDollars.format(value),
					width: 56
				}],
				series: [{
					id: "savings",
					label: "Cumulative savings",
					data: result.months.map((month) => Math.round(month.cumulativeSavings)),
					color: "#0b7a75",
					area: true,
					showMark: false,
					valueFormatter: (value) => formatDollars(value ?? 0)
				}, {
					id: "cost",
					label: "Cumulative plan cost",
					data: result.months.map((month) => Math.round(month.cumulativeCost)),
					color: "#3f3cbb",
					showMark: false,
					valueFormatter: (value) => formatDollars(value ?? 0)
				}],
				margin: {
					left: 8,
					right: 16,
					top: 16,
					bottom: 8
				},
				sx: {
					[`& .${lineClasses.area}`]: { fillOpacity: .14 },
					[`& .${lineClasses.line}`]: { strokeWidth: 2.5 }
				}
			})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "figcaption",
			variant: "body2",
			color: "text.secondary",
			"data-testid": "chart-summary",
			sx: { mt: 1 },
			children: chartSummary(result)
		})]
	});
}
// src/features/roi-calculator/RoiResultsPanel.tsx
function Figure({ label, value, note, tone, testId }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			p: 2,
			borderRadius: 3,
			bgcolor: "grey.50",
			border: 1,
			borderColor: "divider"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "body2",
			color: "text.secondary",
			component: "dt",
			children: label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			component: "dd",
			"data-testid": testId,
			sx: {
				m: 0,
				mt: .5,
				fontSize: {
					xs: "1.375rem",
					lg: "1.625rem"
				},
				fontWeight: 800,
				letterSpacing: "-0.01em",
				color: tone === "loss" ? "error.main" : tone === "gain" ? "success.main" : "text.primary"
			},
			children: [value, note && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				component: "span",
				variant: "body2",
				color: "text.secondary",
				sx: {
					display: "block",
					fontWeight: 400
				},
				children: note
			})]
		})]
	});
}
/** A loss, said plainly, with what would turn it around. */
function LossNotice({ inputs, result }) {
	const needed = breakEven(inputs);
	const changes = [
		`each person spent at least ${formatNumber(Math.ceil(needed.manualHoursPerWeek * 10) / 10, 1)} hours a week on manual work (now ${formatNumber(inputs.manualHoursPerWeek, 1)})`,
		needed.automationPercent <= 100 ? `Aden automated at least ${formatNumber(Math.ceil(needed.automationPercent))}% of it (now ${inputs.automationPercent}%)` : null,
		result.paybackMonth !== null && result.paybackMonth > inputs.horizonMonths ? `you looked further ahead: it pays back in month ${result.paybackMonth}` : null
	].filter((change) => change !== null);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Alert, {
		severity: "warning",
		icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TrendingDownRounded_default, {}),
		"data-testid": "roi-loss",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AlertTitle, { children: [
				"A loss of ",
				formatDollars(-result.netSaving),
				" over ",
				inputs.horizonMonths,
				" months"
			] }),
			"At these inputs the plan costs more than the work it saves. It would break even if",
			" ",
			changes.join(", or if "),
			". A larger team adds savings and seats alike, so it does not change the balance on per-user pricing."
		]
	});
}
/** The estimate: five figures, the loss notice when there is one, and the chart. */
function RoiResultsPanel({ inputs, result, stale }) {
	const loss = result.netSaving < 0;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		variant: "outlined",
		component: "section",
		"aria-labelledby": "roi-results-title",
		"aria-live": "polite",
		sx: {
			p: {
				xs: 2.5,
				md: 3.5
			},
			position: "relative"
		},
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: "row",
				spacing: 1,
				sx: {
					alignItems: "center",
					justifyContent: "space-between",
					mb: 2
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "roi-results-title",
					variant: "h5",
					component: "h2",
					children: "Your estimate"
				}), stale && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
					icon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HistoryRounded_default, {}),
					label: "Stale: last valid estimate",
					color: "warning",
					variant: "outlined",
					"data-testid": "roi-stale"
				})]
			}),
			stale && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "info",
				sx: { mb: 2 },
				children: "Fix the highlighted input to update the estimate; until then it shows your last valid inputs."
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				"data-stale": stale || void 0,
				sx: stale ? {
					"& dd": { color: "text.secondary" },
					"& figure svg": { filter: "grayscale(1)" }
				} : void 0,
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
						component: "dl",
						sx: {
							m: 0,
							mb: 3,
							display: "grid",
							gap: 1.5,
							gridTemplateColumns: {
								xs: "repeat(2, minmax(0, 1fr))",
								lg: "repeat(3, minmax(0, 1fr))"
							}
						},
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Figure, {
								label: "Hours saved per month",
								value: formatNumber(result.hoursSavedPerMonth),
								testId: "roi-hours"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Figure, {
								label: "Cost saved per year",
								value: formatDollars(result.costSavedPerYear),
								testId: "roi-saved"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Figure, {
								label: `${loss ? "Net loss" : "Net saving"} over ${inputs.horizonMonths} months`,
								value: formatDollars(Math.abs(result.netSaving)),
								tone: loss ? "loss" : "gain",
								testId: "roi-net"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Figure, {
								label: "Payback period",
								...paybackText(result, inputs.horizonMonths),
								testId: "roi-payback"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Figure, {
								label: "Return on investment",
								value: `${formatNumber(result.roiPercent)}%`,
								tone: loss ? "loss" : "gain",
								testId: "roi-percent"
							}),
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Figure, {
								label: "Plan cost per month",
								value: formatDollars(result.planCostPerMonth),
								testId: "roi-cost"
							})
						]
					}),
					loss && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						sx: { mb: 3 },
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LossNotice, {
							inputs,
							result
						})
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "subtitle1",
						component: "h3",
						sx: {
							fontWeight: 700,
							mb: 1
						},
						children: "Cumulative savings and cost, month by month"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SavingsChart, { result })
				]
			})
		]
	});
}
// machines/roiCalculator.ts
/** Where the defaults come from when even they do not validate (a plan list without the default). */
function initialInputs(values, plans) {
	const validation = validateRoi(values, plans);
	if (validation.ok) return validation.inputs;
	throw new Error(`roiCalculator: the default inputs are invalid (${JSON.stringify(validation.errors)})`);
}
var roiCalculatorMachine = setup({
	types: {
		input: {},
		context: {},
		events: {}
	},
	actors: {
		/** The query string the page was opened with (a shared link), without "?". */
		readSharedSearch: fromPromise(async () => ""),
		/** Puts the link of `search` on the clipboard. */
		copyLink: fromPromise(async () => {})
	},
	actions: {
		/** Replaces the page URL's query with `search` (no new history entry). */
		writeUrl: (_, _params) => {},
		openContactSales: () => {},
		printPage: () => {}
	},
	guards: { inputsValid: ({ context }) => validateRoi(context.values, context.plans).ok },
	delays: { copiedNoticeMs: 2500 }
}).createMachine({
	id: "roiCalculator",
	context: ({ input }) => {
		const defaults = defaultValues(input.defaultPlan);
		const inputs = initialInputs(defaults, input.plans);
		return {
			plans: input.plans,
			defaults,
			values: defaults,
			errors: {},
			inputs,
			result: calculateRoi(inputs)
		};
	},
	initial: "restoring",
	states: {
		restoring: { invoke: {
			id: "readSharedSearch",
			src: "readSharedSearch",
			onDone: {
				target: "editing",
				actions: assign({ values: ({ context, event }) => valuesFromSearch(event.output, context.defaults) })
			},
			onError: "editing"
		} },
		editing: {
			type: "parallel",
			on: {
				"roi.estimate.email": { actions: "openContactSales" },
				"roi.print": { actions: "printPage" }
			},
			states: {
				inputs: {
					initial: "checking",
					on: {
						"roi.change": {
							target: ".checking",
							actions: [assign({ values: ({ context, event }) => ({
								...context.values,
								[event.field]: event.value
							}) }), {
								type: "writeUrl",
								params: ({ context }) => ({ search: roiSearch(context.values) })
							}]
						},
						"roi.reset": {
							target: ".checking",
							actions: [assign({ values: ({ context }) => context.defaults }), {
								type: "writeUrl",
								params: ({ context }) => ({ search: roiSearch(context.values) })
							}]
						}
					},
					states: {
						checking: { always: [{
							guard: "inputsValid",
							target: "valid",
							actions: assign(({ context }) => {
								const inputs = initialInputs(context.values, context.plans);
								return {
									inputs,
									result: calculateRoi(inputs),
									errors: {}
								};
							})
						}, {
							target: "invalid",
							actions: assign({ errors: ({ context }) => {
								const validation = validateRoi(context.values, context.plans);
								return validation.ok ? {} : validation.errors;
							} })
						}] },
						valid: {},
						/** The result shown is the last valid one: stale. */
						invalid: {}
					}
				},
				sharing: {
					initial: "idle",
					states: {
						idle: { on: { "roi.link.copy": "copying" } },
						copying: { invoke: {
							id: "copyLink",
							src: "copyLink",
							input: ({ context }) => ({ search: roiSearch(context.values) }),
							onDone: "copied",
							onError: "copyFailed"
						} },
						copied: {
							after: { copiedNoticeMs: "idle" },
							on: { "roi.link.copy": "copying" }
						},
						/** The page shows the link to copy by hand. */
						copyFailed: { on: { "roi.link.copy": "copying" } }
					}
				}
			}
		}
	}
});
// src/features/roi-calculator/roiCalculatorLogic.ts
/** The calculator prices the paid plans at their yearly-billing rate; Business is the default. */
var roiCalculatorInput = {
	plans: paidPlans.map((plan) => ({
		id: plan.id,
		name: plan.name,
		pricePerUserPerMonth: plan.pricePerUser.yearly
	})),
	defaultPlan: pricedPlans.find((plan) => plan.featured)?.id ?? paidPlans[0]?.id ?? ""
};
var linkFor = (search) => `${window.location.origin}${window.location.pathname}?${search}`;
/** The calculator's side effects in the browser: the URL, the clipboard, printing; contact sales is the page's. */
function roiCalculatorLogic(openContactSales) {
	return roiCalculatorMachine.provide({
		actors: {
			readSharedSearch: fromPromise(async () => window.location.search.replace(/^\?/, "")),
			copyLink: fromPromise(({ input }) => navigator.clipboard.writeText(linkFor(input.search)))
		},
		actions: {
			writeUrl: (_, { search }) => window.history.replaceState(window.history.state, "", `${window.location.pathname}?${search}`),
			openContactSales,
			printPage: () => window.print()
		}
	});
}
/** The link of an estimate, shown for copying by hand when the clipboard refuses. */
var shareLink = linkFor;
// src/features/roi-calculator/RoiCalculator.tsx
var SHARING_STATES = [
	"copying",
	"copied",
	"copyFailed"
];
/** The ROI calculator: inputs on one side, the estimate and its chart on the other, then sharing. */
function RoiCalculator({ onEmailEstimate }) {
	const [logic] = (0, import_react.useState)(() => roiCalculatorLogic(onEmailEstimate));
	const [snapshot, send] = useActor(logic, { input: roiCalculatorInput });
	const { values, errors, inputs, result, plans } = snapshot.context;
	const stale = snapshot.matches({ editing: { inputs: "invalid" } });
	const sharing = SHARING_STATES.find((state) => snapshot.matches({ editing: { sharing: state } })) ?? "idle";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		sx: {
			display: "grid",
			gap: {
				xs: 2.5,
				md: 4
			},
			gridTemplateColumns: {
				xs: "minmax(0, 1fr)",
				md: "minmax(0, 5fr) minmax(0, 7fr)"
			},
			alignItems: "start"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				position: { md: "sticky" },
				top: { md: 96 }
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoiInputsPanel, {
				values,
				errors,
				plans,
				onChange: (field, value) => send({
					type: "roi.change",
					field,
					value
				})
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PhoneSummary, {
				inputs,
				result,
				stale
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			spacing: 2.5,
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoiResultsPanel, {
					inputs,
					result,
					stale
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					className: "roi-actions",
					direction: {
						xs: "column",
						sm: "row"
					},
					spacing: 1.5,
					sx: {
						flexWrap: "wrap",
						alignItems: { sm: "center" }
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "contained",
							startIcon: sharing === "copied" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckRounded_default, {}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LinkRounded_default, {}),
							onClick: () => send({ type: "roi.link.copy" }),
							disabled: sharing === "copying",
							children: sharing === "copied" ? "Link copied" : "Copy link"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "outlined",
							startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(MailOutlineRounded_default, {}),
							onClick: () => send({ type: "roi.estimate.email" }),
							children: "Email me this estimate"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "text",
							startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PrintOutlined_default, {}),
							onClick: () => send({ type: "roi.print" }),
							children: "Print"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "text",
							color: "inherit",
							startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RestartAltRounded_default, {}),
							onClick: () => send({ type: "roi.reset" }),
							children: "Reset"
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					role: "status",
					className: "roi-actions",
					children: [sharing === "copied" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						color: "success.main",
						children: "The link to this estimate is on your clipboard."
					}), sharing === "copyFailed" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
						label: "Copy this link",
						value: shareLink(roiSearch(values)),
						fullWidth: true,
						size: "small",
						helperText: "Your browser did not let us copy it: select the link and copy it yourself.",
						slotProps: { htmlInput: { readOnly: true } },
						onFocus: (event) => event.target.select()
					})]
				})
			]
		})]
	});
}
// src/pages/RoiCalculatorPage.tsx
/** /RoiCalculator: what Aden saves a team, validated as you type, charted, shareable and printable. */
function RoiCalculatorPage() {
	const openContact = useOpenContact();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(GlobalStyles, { styles: roiPrintStyles }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PageHero, {
			title: "ROI Calculator",
			description: "What would Aden save your team? Put in your team and the hours it spends on manual work: the estimate updates as you type, and a link keeps it for your colleagues."
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			component: "section",
			"aria-label": "Calculator",
			sx: { pb: {
				xs: 6,
				md: 10
			} },
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
				maxWidth: "lg",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoiCalculator, { onEmailEstimate: () => openContact() })
			})
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(HowWeCalculate, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
			className: "roi-no-print",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CtaBand, { cta: {
				heading: "Check the estimate against your own processes",
				body: "In a thirty-minute demo we run one of your processes in Aden with your figures, so the hours in this estimate are ones you have seen saved.",
				primary: {
					label: "Book a demo",
					action: "book-demo"
				},
				secondary: {
					label: "Start for free",
					action: "start-free"
				}
			} })
		})
	] });
}
export { RoiCalculatorPage as default };
