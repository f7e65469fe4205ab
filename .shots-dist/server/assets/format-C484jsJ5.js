import { o as __toESM } from "./rolldown-runtime-C1I3wEg2.js";
import { At as require_prop_types, Dt as require_react_is, H as styled, Lt as require_react, N as capitalize_default, P as memoTheme, V as useDefaultProps, _ as createSvgIcon, ft as generateUtilityClasses, l as ButtonBase, lt as resolveProps, m as createSimplePaletteValueFilter, mt as clsx, nt as composeClasses, pt as generateUtilityClass, u as buttonBaseClasses, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { E as useRtl, a as useRovingTabIndexContext, i as RovingTabIndexContext, n as useRovingTabIndexItem, r as useRovingTabIndexRoot } from "./useRovingTabIndex-CTCYo70s.js";
import { f as DEFAULT_SIGNUP_PLAN } from "./xstate-react.esm-DO9XU1Dd.js";
// node_modules/@mui/material/ToggleButton/toggleButtonClasses.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
var import_jsx_runtime = require_jsx_runtime();
function getToggleButtonUtilityClass(slot) {
	return generateUtilityClass("MuiToggleButton", slot);
}
var toggleButtonClasses = generateUtilityClasses("MuiToggleButton", [
	"root",
	"disabled",
	"selected",
	"standard",
	"primary",
	"secondary",
	"sizeSmall",
	"sizeMedium",
	"sizeLarge",
	"fullWidth"
]);
// src/content/pricing.ts
/**
* Aden's plans, prices, limits, feature comparison and pricing FAQ: the one source of the /pricing
* page, its JSON-LD and the plan costs of the ROI calculator. SPEC.md leaves figures and limits
* "not shown"; these are ours (README, "Plans and prices").
*/
var DEFAULT_BILLING = "monthly";
var plans = [
	{
		id: DEFAULT_SIGNUP_PLAN,
		kind: "free",
		name: "Free Forever",
		audience: "For founders and small teams putting their books and stock in order.",
		pricePerUser: {
			monthly: 0,
			yearly: 0
		},
		limits: {
			users: "Up to 3 users",
			modules: "2 modules of your choice",
			aiFormPages: "50 AI-form pages a month",
			support: "Help centre and community"
		},
		highlights: [
			"No credit card, no time limit",
			"Bank feeds and invoicing",
			"Import from spreadsheets"
		],
		cta: {
			label: "Start for free",
			action: "signup"
		}
	},
	{
		id: "team",
		kind: "paid",
		name: "Team",
		audience: "For growing teams running finance and operations on one system.",
		pricePerUser: {
			monthly: 29,
			yearly: 24
		},
		limits: {
			users: "Up to 25 users",
			modules: "4 modules",
			aiFormPages: "1,000 AI-form pages a month",
			support: "Email support, next business day"
		},
		highlights: [
			"Approval workflows",
			"Multi-currency accounting",
			"40+ integrations"
		],
		cta: {
			label: "Start with Team",
			action: "signup"
		}
	},
	{
		id: "business",
		kind: "paid",
		name: "Business",
		audience: "For companies automating every department with AI.",
		pricePerUser: {
			monthly: 59,
			yearly: 49
		},
		limits: {
			users: "Up to 250 users",
			modules: "All 8 modules",
			aiFormPages: "10,000 AI-form pages a month",
			support: "Priority chat and email, 4-hour response"
		},
		highlights: [
			"AI agents on every module",
			"Custom roles and audit log",
			"Multi-entity consolidation"
		],
		cta: {
			label: "Start with Business",
			action: "signup"
		},
		featured: true
	},
	{
		id: "enterprise",
		kind: "custom",
		name: "Enterprise",
		audience: "For large and regulated organisations with their own security needs.",
		priceLabel: "Custom",
		limits: {
			users: "Unlimited users",
			modules: "All modules plus custom ones",
			aiFormPages: "Volume AI-form pages",
			support: "Dedicated success manager, 99.9% uptime SLA"
		},
		highlights: [
			"SSO (SAML) and SCIM",
			"Data residency: US, EU or APAC",
			"Guided migration and training"
		],
		cta: {
			label: "Contact sales",
			action: "contactSales"
		}
	}
];
var pricedPlans = plans.filter((plan) => plan.kind !== "custom");
var paidPlans = pricedPlans.filter((plan) => plan.kind === "paid");
/** What a user saves in a year by paying yearly instead of monthly: per user, and in percent. */
function yearlySaving(plan) {
	const { monthly, yearly } = plan.pricePerUser;
	return {
		perUserPerYear: (monthly - yearly) * 12,
		percent: monthly === 0 ? 0 : Math.round((monthly - yearly) / monthly * 100)
	};
}
/** The largest yearly saving among the paid plans, for the toggle's "save up to" label. */
var bestYearlySavingPercent = Math.max(...paidPlans.map((plan) => yearlySaving(plan).percent));
var all = (value) => ({
	freeforever: value,
	team: value,
	business: value,
	enterprise: value
});
var comparison = [
	{
		module: "Platform",
		rows: [
			{
				feature: "Users",
				values: {
					freeforever: "Up to 3",
					team: "Up to 25",
					business: "Up to 250",
					enterprise: "Unlimited"
				}
			},
			{
				feature: "Modules",
				values: {
					freeforever: "2",
					team: "4",
					business: "All 8",
					enterprise: "All + custom"
				}
			},
			{
				feature: "Mobile apps (iOS and Android)",
				values: all(true)
			},
			{
				feature: "Integrations",
				values: {
					freeforever: "5",
					team: "40+",
					business: "All, with API",
					enterprise: "All + custom"
				}
			},
			{
				feature: "Roles and permissions",
				values: {
					freeforever: "Admin, member",
					team: "Standard roles",
					business: "Custom roles",
					enterprise: "Custom roles"
				}
			},
			{
				feature: "Audit log",
				values: {
					freeforever: false,
					team: "90 days",
					business: "2 years",
					enterprise: "Unlimited"
				}
			}
		]
	},
	{
		module: "Finance & Accounting",
		rows: [
			{
				feature: "Bank feeds and reconciliation",
				values: all(true)
			},
			{
				feature: "Invoicing and bills",
				values: all(true)
			},
			{
				feature: "Multi-currency",
				values: {
					freeforever: false,
					team: true,
					business: true,
					enterprise: true
				}
			},
			{
				feature: "AI reconciliation suggestions",
				values: {
					freeforever: false,
					team: true,
					business: true,
					enterprise: true
				}
			},
			{
				feature: "Multi-entity consolidation",
				values: {
					freeforever: false,
					team: false,
					business: true,
					enterprise: true
				}
			}
		]
	},
	{
		module: "Inventory Management",
		rows: [
			{
				feature: "Items and stock levels",
				values: all(true)
			},
			{
				feature: "Warehouses",
				values: {
					freeforever: "1",
					team: "3",
					business: "Unlimited",
					enterprise: "Unlimited"
				}
			},
			{
				feature: "Reorder points",
				values: {
					freeforever: false,
					team: true,
					business: true,
					enterprise: true
				}
			},
			{
				feature: "AI demand forecasts",
				values: {
					freeforever: false,
					team: false,
					business: true,
					enterprise: true
				}
			}
		]
	},
	{
		module: "Project Management",
		rows: [
			{
				feature: "Projects, tasks and boards",
				values: all(true)
			},
			{
				feature: "Time tracking",
				values: {
					freeforever: false,
					team: true,
					business: true,
					enterprise: true
				}
			},
			{
				feature: "Job costing tied to the books",
				values: {
					freeforever: false,
					team: true,
					business: true,
					enterprise: true
				}
			},
			{
				feature: "Resource planning",
				values: {
					freeforever: false,
					team: false,
					business: true,
					enterprise: true
				}
			}
		]
	},
	{
		module: "Workforce",
		rows: [
			{
				feature: "Employee directory",
				values: all(true)
			},
			{
				feature: "Leave and timesheets",
				values: {
					freeforever: false,
					team: true,
					business: true,
					enterprise: true
				}
			},
			{
				feature: "Shift scheduling",
				values: {
					freeforever: false,
					team: false,
					business: true,
					enterprise: true
				}
			}
		]
	},
	{
		module: "E-commerce",
		rows: [{
			feature: "Sales channels",
			values: {
				freeforever: "1",
				team: "3",
				business: "Unlimited",
				enterprise: "Unlimited"
			}
		}, {
			feature: "Order and stock sync",
			values: all(true)
		}]
	},
	{
		module: "Intelligent Data Onboarding (AI form)",
		rows: [
			{
				feature: "AI-form pages a month",
				values: {
					freeforever: "50",
					team: "1,000",
					business: "10,000",
					enterprise: "Volume"
				}
			},
			{
				feature: "Field mapping templates",
				values: {
					freeforever: "3",
					team: "25",
					business: "Unlimited",
					enterprise: "Unlimited"
				}
			},
			{
				feature: "Human review queue",
				values: {
					freeforever: false,
					team: true,
					business: true,
					enterprise: true
				}
			}
		]
	},
	{
		module: "Security and support",
		rows: [
			{
				feature: "Two-factor sign-in",
				values: all(true)
			},
			{
				feature: "SSO (SAML) and SCIM",
				values: {
					freeforever: false,
					team: false,
					business: false,
					enterprise: true
				}
			},
			{
				feature: "Data residency (US, EU or APAC)",
				values: {
					freeforever: false,
					team: false,
					business: false,
					enterprise: true
				}
			},
			{
				feature: "Support",
				values: {
					freeforever: "Community",
					team: "Email",
					business: "Priority chat",
					enterprise: "Dedicated manager"
				}
			},
			{
				feature: "Uptime SLA",
				values: {
					freeforever: false,
					team: false,
					business: "99.5%",
					enterprise: "99.9%"
				}
			}
		]
	}
];
var pricingFaq = [
	{
		question: "Which plan do I start on?",
		answer: "Every account starts on Free Forever, whichever plan you pick here. You sign up, try Aden with your own data, and upgrade to Team or Business from the billing settings inside ARP when you need more users or modules."
	},
	{
		question: "Is Free Forever really free?",
		answer: "Yes. Up to 3 users and 2 modules cost nothing, with no time limit and no credit card. You only pay when you upgrade."
	},
	{
		question: "How does billing per user work?",
		answer: "You pay for each active user in the month. Adding a user mid-cycle is charged pro rata; removing one lowers your next invoice. Read-only approvers are free."
	},
	{
		question: "How much do I save by paying yearly?",
		answer: `Yearly billing costs ${paidPlans.map((plan) => `$${plan.pricePerUser.yearly} instead of $${plan.pricePerUser.monthly} per user a month on ${plan.name} (${yearlySaving(plan).percent}% less, $${yearlySaving(plan).perUserPerYear} per user a year)`).join(", and ")}.`
	},
	{
		question: "Can I change plans or cancel at any time?",
		answer: "Yes. Upgrades apply at once; downgrades and cancellations apply at the end of the billing period. Your data stays exportable in CSV and through the API."
	},
	{
		question: "What counts as an AI-form page?",
		answer: "One page of a document (an invoice, a delivery note, a timesheet) read by the AI form and turned into records. Unused pages do not roll over; extra pages cost $0.05 each on paid plans."
	},
	{
		question: "Do you offer discounts for non-profits and public bodies?",
		answer: "Registered non-profits, schools and public agencies get 30% off Team and Business. Contact sales with your registration details."
	},
	{
		question: "Which payment methods do you accept?",
		answer: "Cards (Visa, Mastercard, American Express) on monthly and yearly plans, and bank transfer against an invoice on yearly plans and Enterprise."
	},
	{
		question: "Where is my data stored, and is it secure?",
		answer: "Data is encrypted in transit and at rest and backed up daily. Enterprise customers choose US, EU or APAC data residency and get SSO, SCIM and a signed data processing agreement."
	},
	{
		question: "Do prices include tax?",
		answer: "Prices are in US dollars and exclude sales tax and VAT, which are added at checkout where they apply."
	}
];
// node_modules/@mui/icons-material/CheckRounded.mjs
var CheckRounded_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M9 16.17 5.53 12.7a.996.996 0 0 0-1.41 0c-.39.39-.39 1.02 0 1.41l4.18 4.18c.39.39 1.02.39 1.41 0L20.29 7.71c.39-.39.39-1.02 0-1.41a.996.996 0 0 0-1.41 0z" }), "CheckRounded");
// node_modules/@mui/material/ToggleButtonGroup/ToggleButtonGroupContext.mjs
/**
* @ignore - internal component.
*/
var ToggleButtonGroupContext = /*#__PURE__*/ import_react.createContext({});
if (process.env.NODE_ENV !== "production") ToggleButtonGroupContext.displayName = "ToggleButtonGroupContext";
// node_modules/@mui/material/ToggleButtonGroup/ToggleButtonGroupButtonContext.mjs
/**
* @ignore - internal component.
*/
var ToggleButtonGroupButtonContext = /*#__PURE__*/ import_react.createContext(void 0);
if (process.env.NODE_ENV !== "production") ToggleButtonGroupButtonContext.displayName = "ToggleButtonGroupButtonContext";
// node_modules/@mui/material/ToggleButtonGroup/isValueSelected.mjs
function isValueSelected(value, candidate) {
	if (candidate === void 0 || value === void 0) return false;
	if (Array.isArray(candidate)) return candidate.includes(value);
	return value === candidate;
}
// node_modules/@mui/material/ToggleButton/RovingToggleButton.mjs
function RovingToggleButton(props, ref) {
	const { children, disabled = false, selected = false, value } = props;
	const rovingContext = useRovingTabIndexContext();
	const rovingItemProps = useRovingTabIndexItem({
		id: value,
		ref,
		disabled,
		selected
	});
	const tabIndex = rovingContext.getItemMap().size === 0 && selected ? 0 : rovingItemProps.tabIndex;
	return /*#__PURE__*/ import_react.cloneElement(import_react.Children.only(children), {
		...rovingItemProps,
		tabIndex: children.props.tabIndex ?? tabIndex
	});
}
var RovingToggleButton_default = /*#__PURE__*/ import_react.forwardRef(RovingToggleButton);
// node_modules/@mui/material/ToggleButton/ToggleButton.mjs
var useUtilityClasses$1 = (ownerState) => {
	const { classes, fullWidth, selected, disabled, size, color } = ownerState;
	const slots = { root: [
		"root",
		selected && "selected",
		disabled && "disabled",
		fullWidth && "fullWidth",
		`size${capitalize_default(size)}`,
		color
	] };
	return composeClasses(slots, getToggleButtonUtilityClass, classes);
};
var ToggleButtonRoot = styled(ButtonBase, {
	name: "MuiToggleButton",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.root, styles[`size${capitalize_default(ownerState.size)}`]];
	}
})(memoTheme(({ theme }) => ({
	...theme.typography.button,
	borderRadius: (theme.vars || theme).shape.borderRadius,
	padding: 11,
	border: `1px solid ${(theme.vars || theme).palette.divider}`,
	color: (theme.vars || theme).palette.action.active,
	[`&.${toggleButtonClasses.disabled}`]: {
		color: (theme.vars || theme).palette.action.disabled,
		border: `1px solid ${(theme.vars || theme).palette.action.disabledBackground}`
	},
	"&:hover": {
		textDecoration: "none",
		backgroundColor: theme.alpha((theme.vars || theme).palette.text.primary, (theme.vars || theme).palette.action.hoverOpacity),
		"@media (hover: none)": { backgroundColor: "transparent" }
	},
	variants: [
		{
			props: { color: "standard" },
			style: { [`&.${toggleButtonClasses.selected}`]: {
				color: (theme.vars || theme).palette.text.primary,
				backgroundColor: theme.alpha((theme.vars || theme).palette.text.primary, (theme.vars || theme).palette.action.selectedOpacity),
				"&:hover": {
					backgroundColor: theme.alpha((theme.vars || theme).palette.text.primary, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.hoverOpacity}`),
					"@media (hover: none)": { backgroundColor: theme.alpha((theme.vars || theme).palette.text.primary, (theme.vars || theme).palette.action.selectedOpacity) }
				}
			} }
		},
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: { color },
			style: { [`&.${toggleButtonClasses.selected}`]: {
				color: (theme.vars || theme).palette[color].main,
				backgroundColor: theme.alpha((theme.vars || theme).palette[color].main, (theme.vars || theme).palette.action.selectedOpacity),
				"&:hover": {
					backgroundColor: theme.alpha((theme.vars || theme).palette[color].main, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.hoverOpacity}`),
					"@media (hover: none)": { backgroundColor: theme.alpha((theme.vars || theme).palette[color].main, (theme.vars || theme).palette.action.selectedOpacity) }
				}
			} }
		})),
		{
			props: { fullWidth: true },
			style: { width: "100%" }
		},
		{
			props: { size: "small" },
			style: {
				padding: 7,
				fontSize: theme.typography.pxToRem(13)
			}
		},
		{
			props: { size: "large" },
			style: {
				padding: 15,
				fontSize: theme.typography.pxToRem(15)
			}
		}
	]
})));
var ToggleButton = /*#__PURE__*/ import_react.forwardRef(function ToggleButton(inProps, ref) {
	const { value: contextValue, isRovingTabIndex, ...contextProps } = import_react.useContext(ToggleButtonGroupContext);
	const toggleButtonGroupButtonContextPositionClassName = import_react.useContext(ToggleButtonGroupButtonContext);
	const resolvedProps = resolveProps({
		...contextProps,
		selected: isValueSelected(inProps.value, contextValue)
	}, inProps);
	const props = useDefaultProps({
		props: resolvedProps,
		name: "MuiToggleButton"
	});
	const { children, className, color = "standard", disabled = false, disableFocusRipple = false, fullWidth = false, onChange, onClick, selected, size = "medium", value, ...other } = props;
	const ownerState = {
		...props,
		color,
		disabled,
		disableFocusRipple,
		fullWidth,
		size
	};
	const classes = useUtilityClasses$1(ownerState);
	const handleChange = (event) => {
		if (onClick) {
			onClick(event, value);
			if (event.defaultPrevented) return;
		}
		if (onChange) onChange(event, value);
	};
	const positionClassName = toggleButtonGroupButtonContextPositionClassName || "";
	const button = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ToggleButtonRoot, {
		className: clsx(contextProps.className, classes.root, className, positionClassName),
		internalNativeButton: true,
		disabled,
		focusRipple: !disableFocusRipple,
		ref: isRovingTabIndex ? void 0 : ref,
		onClick: handleChange,
		onChange,
		value,
		ownerState,
		"aria-pressed": selected,
		...other,
		children
	});
	if (isRovingTabIndex) return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RovingToggleButton_default, {
		disabled,
		selected,
		ref,
		value,
		children: button
	});
	return button;
});
process.env.NODE_ENV !== "production" && (ToggleButton.propTypes = {
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
	* The color of the button when it is in an active state.
	* It supports both default and custom theme colors, which can be added as shown in the
	* [palette customization guide](https://mui.com/material-ui/customization/palette/#custom-colors).
	* @default 'standard'
	*/
	color: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"standard",
		"primary",
		"secondary",
		"error",
		"info",
		"success",
		"warning"
	]), import_prop_types.default.string]),
	/**
	* If `true`, the component is disabled.
	* @default false
	*/
	disabled: import_prop_types.default.bool,
	/**
	* If `true`, the  keyboard focus ripple is disabled.
	* @default false
	*/
	disableFocusRipple: import_prop_types.default.bool,
	/**
	* If `true`, the ripple effect is disabled.
	*
	* ⚠️ Without a ripple there is no styling for :focus-visible by default. Be sure
	* to highlight the element by applying separate styles with the `.Mui-focusVisible` class.
	* @default false
	*/
	disableRipple: import_prop_types.default.bool,
	/**
	* If `true`, the button will take up the full width of its container.
	* @default false
	*/
	fullWidth: import_prop_types.default.bool,
	/**
	* Callback fired when the state changes.
	*
	* @param {React.MouseEvent<HTMLElement>} event The event source of the callback.
	* @param {any} value of the selected button.
	*/
	onChange: import_prop_types.default.func,
	/**
	* Callback fired when the button is clicked.
	*
	* @param {React.MouseEvent<HTMLElement>} event The event source of the callback.
	* @param {any} value of the selected button.
	*/
	onClick: import_prop_types.default.func,
	/**
	* If `true`, the button is rendered in an active state.
	*/
	selected: import_prop_types.default.bool,
	/**
	* The size of the component.
	* The prop defaults to the value inherited from the parent ToggleButtonGroup component.
	* @default 'medium'
	*/
	size: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"small",
		"medium",
		"large"
	]), import_prop_types.default.string]),
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
	* The value to associate with the button when selected in a
	* ToggleButtonGroup.
	*/
	value: import_prop_types.default.any.isRequired
});
// node_modules/@mui/utils/getValidReactChildren/getValidReactChildren.mjs
/**
* Gets only the valid children of a component,
* and ignores any nullish or falsy child.
*
* @param children the children
*/
function getValidReactChildren(children) {
	return import_react.Children.toArray(children).filter((child) => /*#__PURE__*/ import_react.isValidElement(child));
}
// node_modules/@mui/material/ToggleButtonGroup/toggleButtonGroupClasses.mjs
var import_react_is = require_react_is();
function getToggleButtonGroupUtilityClass(slot) {
	return generateUtilityClass("MuiToggleButtonGroup", slot);
}
var toggleButtonGroupClasses = generateUtilityClasses("MuiToggleButtonGroup", [
	"root",
	"selected",
	"horizontal",
	"vertical",
	"disabled",
	"grouped",
	"fullWidth",
	"firstButton",
	"lastButton",
	"middleButton"
]);
// node_modules/@mui/material/ToggleButtonGroup/ToggleButtonGroup.mjs
var useUtilityClasses = (ownerState) => {
	const { classes, orientation, fullWidth, disabled } = ownerState;
	return composeClasses({
		root: [
			"root",
			orientation,
			fullWidth && "fullWidth"
		],
		grouped: ["grouped", disabled && "disabled"],
		firstButton: ["firstButton"],
		lastButton: ["lastButton"],
		middleButton: ["middleButton"]
	}, getToggleButtonGroupUtilityClass, classes);
};
var ToggleButtonGroupRoot = styled("div", {
	name: "MuiToggleButtonGroup",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			{ [`& .${toggleButtonGroupClasses.grouped}`]: styles.grouped },
			{ [`& .${toggleButtonGroupClasses.firstButton}`]: styles.firstButton },
			{ [`& .${toggleButtonGroupClasses.lastButton}`]: styles.lastButton },
			{ [`& .${toggleButtonGroupClasses.middleButton}`]: styles.middleButton },
			styles.root,
			ownerState.orientation === "vertical" && styles.vertical,
			ownerState.fullWidth && styles.fullWidth
		];
	}
})(memoTheme(({ theme }) => ({
	display: "inline-flex",
	borderRadius: (theme.vars || theme).shape.borderRadius,
	...theme.focusVisible && { [`& .${toggleButtonGroupClasses.grouped}.${buttonBaseClasses.focusVisible}`]: { zIndex: 1 } },
	variants: [
		{
			props: { orientation: "vertical" },
			style: {
				flexDirection: "column",
				[`& .${toggleButtonGroupClasses.grouped}`]: { [`&.${toggleButtonGroupClasses.selected} + .${toggleButtonGroupClasses.grouped}.${toggleButtonGroupClasses.selected}`]: {
					borderTop: 0,
					marginTop: 0
				} },
				[`& .${toggleButtonGroupClasses.firstButton},& .${toggleButtonGroupClasses.middleButton}`]: {
					borderBottomLeftRadius: 0,
					borderBottomRightRadius: 0
				},
				[`& .${toggleButtonGroupClasses.lastButton},& .${toggleButtonGroupClasses.middleButton}`]: {
					marginTop: -1,
					borderTop: "1px solid transparent",
					borderTopLeftRadius: 0,
					borderTopRightRadius: 0
				},
				[`& .${toggleButtonGroupClasses.lastButton}.${toggleButtonClasses.disabled},& .${toggleButtonGroupClasses.middleButton}.${toggleButtonClasses.disabled}`]: { borderTop: "1px solid transparent" }
			}
		},
		{
			props: { fullWidth: true },
			style: { width: "100%" }
		},
		{
			props: { orientation: "horizontal" },
			style: {
				[`& .${toggleButtonGroupClasses.grouped}`]: { [`&.${toggleButtonGroupClasses.selected} + .${toggleButtonGroupClasses.grouped}.${toggleButtonGroupClasses.selected}`]: {
					borderLeft: 0,
					marginLeft: 0
				} },
				[`& .${toggleButtonGroupClasses.firstButton},& .${toggleButtonGroupClasses.middleButton}`]: {
					borderTopRightRadius: 0,
					borderBottomRightRadius: 0
				},
				[`& .${toggleButtonGroupClasses.lastButton},& .${toggleButtonGroupClasses.middleButton}`]: {
					marginLeft: -1,
					borderLeft: "1px solid transparent",
					borderTopLeftRadius: 0,
					borderBottomLeftRadius: 0
				},
				[`& .${toggleButtonGroupClasses.lastButton}.${toggleButtonClasses.disabled},& .${toggleButtonGroupClasses.middleButton}.${toggleButtonClasses.disabled}`]: { borderLeft: "1px solid transparent" }
			}
		}
	]
})));
var ToggleButtonGroup = /*#__PURE__*/ import_react.forwardRef(function ToggleButtonGroup(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiToggleButtonGroup"
	});
	const { children, className, color = "standard", disabled = false, exclusive = false, fullWidth = false, onChange, orientation = "horizontal", size = "medium", value, ...other } = props;
	const ownerState = {
		...props,
		disabled,
		fullWidth,
		orientation,
		size
	};
	const classes = useUtilityClasses(ownerState);
	const isRtl = useRtl();
	const handleChange = import_react.useCallback((event, buttonValue) => {
		if (!onChange) return;
		const index = value && value.indexOf(buttonValue);
		let newValue;
		if (value && index >= 0) {
			newValue = value.slice();
			newValue.splice(index, 1);
		} else newValue = value ? value.concat(buttonValue) : [buttonValue];
		onChange(event, newValue);
	}, [onChange, value]);
	const handleExclusiveChange = import_react.useCallback((event, buttonValue) => {
		if (!onChange) return;
		onChange(event, value === buttonValue ? null : buttonValue);
	}, [onChange, value]);
	const context = import_react.useMemo(() => ({
		className: classes.grouped,
		onChange: exclusive ? handleExclusiveChange : handleChange,
		value,
		size,
		fullWidth,
		color,
		disabled,
		isRovingTabIndex: true
	}), [
		classes.grouped,
		exclusive,
		handleExclusiveChange,
		handleChange,
		value,
		size,
		fullWidth,
		color,
		disabled
	]);
	const validChildren = getValidReactChildren(children);
	const childrenCount = validChildren.length;
	const getButtonPositionClassName = (index) => {
		const isFirstButton = index === 0;
		const isLastButton = index === childrenCount - 1;
		if (isFirstButton && isLastButton) return "";
		if (isFirstButton) return classes.firstButton;
		if (isLastButton) return classes.lastButton;
		return classes.middleButton;
	};
	const rovingTabIndexRoot = useRovingTabIndexRoot({
		orientation,
		isRtl
	});
	const rovingContainerProps = rovingTabIndexRoot.getContainerProps(ref, other.onFocus, other.onKeyDown);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ToggleButtonGroupRoot, {
		role: "group",
		className: clsx(classes.root, className),
		ownerState,
		...other,
		...rovingContainerProps,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RovingTabIndexContext.Provider, {
			value: rovingTabIndexRoot,
			children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ToggleButtonGroupContext.Provider, {
				value: context,
				children: validChildren.map((child, index) => {
					if (process.env.NODE_ENV !== "production") {
						if ((0, import_react_is.isFragment)(child)) console.error(["MUI: The ToggleButtonGroup component doesn't accept a Fragment as a child.", "Consider providing an array instead."].join("\n"));
					}
					return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(ToggleButtonGroupButtonContext.Provider, {
						value: getButtonPositionClassName(index),
						children: child
					}, index);
				})
			})
		})
	});
});
process.env.NODE_ENV !== "production" && (ToggleButtonGroup.propTypes = {
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
	* The color of the button when it is selected.
	* It supports both default and custom theme colors, which can be added as shown in the
	* [palette customization guide](https://mui.com/material-ui/customization/palette/#custom-colors).
	* @default 'standard'
	*/
	color: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"standard",
		"primary",
		"secondary",
		"error",
		"info",
		"success",
		"warning"
	]), import_prop_types.default.string]),
	/**
	* If `true`, the component is disabled. This implies that all ToggleButton children will be disabled.
	* @default false
	*/
	disabled: import_prop_types.default.bool,
	/**
	* If `true`, only allow one of the child ToggleButton values to be selected.
	* @default false
	*/
	exclusive: import_prop_types.default.bool,
	/**
	* If `true`, the button group will take up the full width of its container.
	* @default false
	*/
	fullWidth: import_prop_types.default.bool,
	/**
	* Callback fired when the value changes.
	*
	* @param {React.MouseEvent<HTMLElement>} event The event source of the callback.
	* @param {any} value of the selected buttons. When `exclusive` is true
	* this is a single value; when false an array of selected values. If no value
	* is selected and `exclusive` is true the value is null; when false an empty array.
	*/
	onChange: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onFocus: import_prop_types.default.func,
	/**
	* @ignore
	*/
	onKeyDown: import_prop_types.default.func,
	/**
	* The component orientation (layout flow direction).
	* @default 'horizontal'
	*/
	orientation: import_prop_types.default.oneOf(["horizontal", "vertical"]),
	/**
	* The size of the component.
	* @default 'medium'
	*/
	size: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"small",
		"medium",
		"large"
	]), import_prop_types.default.string]),
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
	* The currently selected value within the group or an array of selected
	* values when `exclusive` is false.
	*
	* The value must have reference equality with the option in order to be selected.
	*/
	value: import_prop_types.default.any
});
// src/lib/format.ts
var wholeDollars = new Intl.NumberFormat("en-US", {
	style: "currency",
	currency: "USD",
	maximumFractionDigits: 0
});
var cents = new Intl.NumberFormat("en-US", {
	style: "currency",
	currency: "USD"
});
/** $1,234 for whole amounts, $0.05 when there are cents. */
function formatMoney(amount) {
	return Number.isInteger(amount) ? wholeDollars.format(amount) : cents.format(amount);
}
/** $1,234: rounded to the dollar (estimates). */
var formatDollars = (amount) => wholeDollars.format(Math.round(amount));
/** 1,234 or 1,234.5: at most `digits` decimals. */
var formatNumber = (value, digits = 0) => value.toLocaleString("en-US", { maximumFractionDigits: digits });
export { ToggleButton as a, bestYearlySavingPercent as c, plans as d, pricedPlans as f, ToggleButtonGroup as i, comparison as l, yearlySaving as m, formatMoney as n, CheckRounded_default as o, pricingFaq as p, formatNumber as r, DEFAULT_BILLING as s, formatDollars as t, paidPlans as u };
