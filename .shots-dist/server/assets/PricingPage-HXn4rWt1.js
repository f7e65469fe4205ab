import { o as __toESM } from "./rolldown-runtime-C1I3wEg2.js";
import { D as ExpandMoreRounded_default, H as useOpenContact, M as Container, S as ExtensionOutlined_default, U as useShowAuth, _ as AccordionDetails, g as AccordionSummary, m as DiscoveryCallDialog, v as Accordion, w as Divider, z as demoDialogMachine } from "../entry-server.js";
import { t as useActor } from "./xstate-react.esm-DO9XU1Dd.js";
import { a as ToggleButton, c as bestYearlySavingPercent, d as plans, i as ToggleButtonGroup, l as comparison, m as yearlySaving, n as formatMoney, o as CheckRounded_default, p as pricingFaq, s as DEFAULT_BILLING, u as paidPlans } from "./format-C484jsJ5.js";
import { At as require_prop_types, H as styled, Lt as require_react, N as capitalize_default, P as memoTheme, S as useSearch, V as useDefaultProps, _ as createSvgIcon, c as Box, ft as generateUtilityClasses, mt as clsx, nt as composeClasses, o as Typography, pt as generateUtilityClass, t as Link, v as Link$1, x as useLocation, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { r as Button, t as Stack } from "./Stack-D0zRjfJg.js";
import { i as paths } from "./paths-DtPAh-s7.js";
import { t as Chip } from "./Chip-DroTftqg.js";
import { v as Paper } from "./useRovingTabIndex-CTCYo70s.js";
import { t as config } from "./config-CjYtTnzQ.js";
// node_modules/@mui/icons-material/RemoveRounded.mjs
var import_jsx_runtime = require_jsx_runtime();
var RemoveRounded_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M18 13H6c-.55 0-1-.45-1-1s.45-1 1-1h12c.55 0 1 .45 1 1s-.45 1-1 1" }), "RemoveRounded");
// node_modules/@mui/material/Table/TableContext.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* @ignore - internal component.
*/
var TableContext = /*#__PURE__*/ import_react.createContext();
if (process.env.NODE_ENV !== "production") TableContext.displayName = "TableContext";
// node_modules/@mui/material/Table/tableClasses.mjs
function getTableUtilityClass(slot) {
	return generateUtilityClass("MuiTable", slot);
}
generateUtilityClasses("MuiTable", ["root", "stickyHeader"]);
// node_modules/@mui/material/Table/Table.mjs
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
var useUtilityClasses$4 = (ownerState) => {
	const { classes, stickyHeader } = ownerState;
	return composeClasses({ root: ["root", stickyHeader && "stickyHeader"] }, getTableUtilityClass, classes);
};
var TableRoot = styled("table", {
	name: "MuiTable",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [styles.root, ownerState.stickyHeader && styles.stickyHeader];
	}
})(memoTheme(({ theme }) => ({
	display: "table",
	width: "100%",
	borderCollapse: "collapse",
	borderSpacing: 0,
	"& caption": {
		...theme.typography.body2,
		padding: theme.spacing(2),
		color: (theme.vars || theme).palette.text.secondary,
		textAlign: "left",
		captionSide: "bottom"
	},
	variants: [{
		props: ({ ownerState }) => ownerState.stickyHeader,
		style: { borderCollapse: "separate" }
	}]
})));
var defaultComponent$3 = "table";
var Table = /*#__PURE__*/ import_react.forwardRef(function Table(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTable"
	});
	const { className, component = defaultComponent$3, padding = "normal", size = "medium", stickyHeader = false, ...other } = props;
	const ownerState = {
		...props,
		component,
		padding,
		size,
		stickyHeader
	};
	const classes = useUtilityClasses$4(ownerState);
	const table = import_react.useMemo(() => ({
		padding,
		size,
		stickyHeader
	}), [
		padding,
		size,
		stickyHeader
	]);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TableContext.Provider, {
		value: table,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TableRoot, {
			as: component,
			role: component === defaultComponent$3 ? null : "table",
			ref,
			className: clsx(classes.root, className),
			ownerState,
			...other
		})
	});
});
process.env.NODE_ENV !== "production" && (Table.propTypes = {
	/**
	* The content of the table, normally `TableHead` and `TableBody`.
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
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: import_prop_types.default.elementType,
	/**
	* Allows TableCells to inherit padding of the Table.
	* @default 'normal'
	*/
	padding: import_prop_types.default.oneOf([
		"checkbox",
		"none",
		"normal"
	]),
	/**
	* Allows TableCells to inherit size of the Table.
	* @default 'medium'
	*/
	size: import_prop_types.default.oneOfType([import_prop_types.default.oneOf(["medium", "small"]), import_prop_types.default.string]),
	/**
	* Set the header sticky.
	* @default false
	*/
	stickyHeader: import_prop_types.default.bool,
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
// node_modules/@mui/material/Table/Tablelvl2Context.mjs
/**
* @ignore - internal component.
*/
var Tablelvl2Context = /*#__PURE__*/ import_react.createContext();
if (process.env.NODE_ENV !== "production") Tablelvl2Context.displayName = "Tablelvl2Context";
// node_modules/@mui/material/TableBody/tableBodyClasses.mjs
function getTableBodyUtilityClass(slot) {
	return generateUtilityClass("MuiTableBody", slot);
}
generateUtilityClasses("MuiTableBody", ["root"]);
// node_modules/@mui/material/TableBody/TableBody.mjs
var useUtilityClasses$3 = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getTableBodyUtilityClass, classes);
};
var TableBodyRoot = styled("tbody", {
	name: "MuiTableBody",
	slot: "Root"
})({ display: "table-row-group" });
var tablelvl2$1 = { variant: "body" };
var defaultComponent$2 = "tbody";
var TableBody = /*#__PURE__*/ import_react.forwardRef(function TableBody(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTableBody"
	});
	const { className, component = defaultComponent$2, ...other } = props;
	const ownerState = {
		...props,
		component
	};
	const classes = useUtilityClasses$3(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Tablelvl2Context.Provider, {
		value: tablelvl2$1,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TableBodyRoot, {
			className: clsx(classes.root, className),
			as: component,
			ref,
			role: component === defaultComponent$2 ? null : "rowgroup",
			ownerState,
			...other
		})
	});
});
process.env.NODE_ENV !== "production" && (TableBody.propTypes = {
	/**
	* The content of the component, normally `TableRow`.
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
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: import_prop_types.default.elementType,
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
// node_modules/@mui/material/TableCell/tableCellClasses.mjs
function getTableCellUtilityClass(slot) {
	return generateUtilityClass("MuiTableCell", slot);
}
var tableCellClasses = generateUtilityClasses("MuiTableCell", [
	"root",
	"head",
	"body",
	"footer",
	"sizeSmall",
	"sizeMedium",
	"paddingCheckbox",
	"paddingNone",
	"alignLeft",
	"alignCenter",
	"alignRight",
	"alignJustify",
	"stickyHeader"
]);
// node_modules/@mui/material/TableCell/TableCell.mjs
var useUtilityClasses$2 = (ownerState) => {
	const { classes, variant, align, padding, size, stickyHeader } = ownerState;
	const slots = { root: [
		"root",
		variant,
		stickyHeader && "stickyHeader",
		align !== "inherit" && `align${capitalize_default(align)}`,
		padding !== "normal" && `padding${capitalize_default(padding)}`,
		`size${capitalize_default(size)}`
	] };
	return composeClasses(slots, getTableCellUtilityClass, classes);
};
var TableCellRoot = styled("td", {
	name: "MuiTableCell",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			styles[ownerState.variant],
			styles[`size${capitalize_default(ownerState.size)}`],
			ownerState.padding !== "normal" && styles[`padding${capitalize_default(ownerState.padding)}`],
			ownerState.align !== "inherit" && styles[`align${capitalize_default(ownerState.align)}`],
			ownerState.stickyHeader && styles.stickyHeader
		];
	}
})(memoTheme(({ theme }) => ({
	...theme.typography.body2,
	display: "table-cell",
	verticalAlign: "inherit",
	borderBottom: theme.vars ? `1px solid ${theme.vars.palette.TableCell.border}` : `1px solid
    ${theme.palette.mode === "light" ? theme.lighten(theme.alpha(theme.palette.divider, 1), .88) : theme.darken(theme.alpha(theme.palette.divider, 1), .68)}`,
	textAlign: "left",
	padding: 16,
	variants: [
		{
			props: { variant: "head" },
			style: {
				color: (theme.vars || theme).palette.text.primary,
				lineHeight: theme.typography.pxToRem(24),
				fontWeight: theme.typography.fontWeightMedium
			}
		},
		{
			props: { variant: "body" },
			style: { color: (theme.vars || theme).palette.text.primary }
		},
		{
			props: { variant: "footer" },
			style: {
				color: (theme.vars || theme).palette.text.secondary,
				lineHeight: theme.typography.pxToRem(21),
				fontSize: theme.typography.pxToRem(12)
			}
		},
		{
			props: { size: "small" },
			style: {
				padding: "6px 16px",
				[`&.${tableCellClasses.paddingCheckbox}`]: {
					width: 24,
					padding: "0 12px 0 16px",
					"& > *": { padding: 0 }
				}
			}
		},
		{
			props: { padding: "checkbox" },
			style: {
				width: 48,
				padding: "0 0 0 4px"
			}
		},
		{
			props: { padding: "none" },
			style: { padding: 0 }
		},
		{
			props: { align: "left" },
			style: { textAlign: "left" }
		},
		{
			props: { align: "center" },
			style: { textAlign: "center" }
		},
		{
			props: { align: "right" },
			style: {
				textAlign: "right",
				flexDirection: "row-reverse"
			}
		},
		{
			props: { align: "justify" },
			style: { textAlign: "justify" }
		},
		{
			props: ({ ownerState }) => ownerState.stickyHeader,
			style: {
				position: "sticky",
				top: 0,
				zIndex: 2,
				backgroundColor: (theme.vars || theme).palette.background.default
			}
		}
	]
})));
/**
* The component renders a `<th>` element when the parent context is a header
* or otherwise a `<td>` element.
*/
var TableCell = /*#__PURE__*/ import_react.forwardRef(function TableCell(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTableCell"
	});
	const { align = "inherit", className, component: componentProp, padding: paddingProp, scope: scopeProp, size: sizeProp, sortDirection, variant: variantProp, ...other } = props;
	const table = import_react.useContext(TableContext);
	const tablelvl2 = import_react.useContext(Tablelvl2Context);
	const isHeadCell = tablelvl2 && tablelvl2.variant === "head";
	let component;
	if (componentProp) component = componentProp;
	else component = isHeadCell ? "th" : "td";
	let scope = scopeProp;
	if (component === "td") scope = void 0;
	else if (!scope && isHeadCell) scope = "col";
	const variant = variantProp || tablelvl2 && tablelvl2.variant;
	const ownerState = {
		...props,
		align,
		component,
		padding: paddingProp || (table && table.padding ? table.padding : "normal"),
		size: sizeProp || (table && table.size ? table.size : "medium"),
		sortDirection,
		stickyHeader: variant === "head" && table && table.stickyHeader,
		variant
	};
	const classes = useUtilityClasses$2(ownerState);
	let ariaSort = null;
	if (sortDirection) ariaSort = sortDirection === "asc" ? "ascending" : "descending";
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TableCellRoot, {
		as: component,
		ref,
		className: clsx(classes.root, className),
		"aria-sort": ariaSort,
		scope,
		ownerState,
		...other
	});
});
process.env.NODE_ENV !== "production" && (TableCell.propTypes = {
	/**
	* Set the text-align on the table cell content.
	*
	* Monetary or generally number fields **should be right aligned** as that allows
	* you to add them up quickly in your head without having to worry about decimals.
	* @default 'inherit'
	*/
	align: import_prop_types.default.oneOf([
		"center",
		"inherit",
		"justify",
		"left",
		"right"
	]),
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
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: import_prop_types.default.elementType,
	/**
	* Sets the padding applied to the cell.
	* The prop defaults to the value (`'default'`) inherited from the parent Table component.
	*/
	padding: import_prop_types.default.oneOf([
		"checkbox",
		"none",
		"normal"
	]),
	/**
	* Set scope attribute.
	*/
	scope: import_prop_types.default.string,
	/**
	* Specify the size of the cell.
	* The prop defaults to the value (`'medium'`) inherited from the parent Table component.
	*/
	size: import_prop_types.default.oneOfType([import_prop_types.default.oneOf(["medium", "small"]), import_prop_types.default.string]),
	/**
	* Set aria-sort direction.
	*/
	sortDirection: import_prop_types.default.oneOf([
		"asc",
		"desc",
		false
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
	* Specify the cell type.
	* The prop defaults to the value inherited from the parent TableHead, TableBody, or TableFooter components.
	*/
	variant: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"body",
		"footer",
		"head"
	]), import_prop_types.default.string])
});
// node_modules/@mui/material/TableHead/tableHeadClasses.mjs
function getTableHeadUtilityClass(slot) {
	return generateUtilityClass("MuiTableHead", slot);
}
generateUtilityClasses("MuiTableHead", ["root"]);
// node_modules/@mui/material/TableHead/TableHead.mjs
var useUtilityClasses$1 = (ownerState) => {
	const { classes } = ownerState;
	return composeClasses({ root: ["root"] }, getTableHeadUtilityClass, classes);
};
var TableHeadRoot = styled("thead", {
	name: "MuiTableHead",
	slot: "Root"
})({ display: "table-header-group" });
var tablelvl2 = { variant: "head" };
var defaultComponent$1 = "thead";
var TableHead = /*#__PURE__*/ import_react.forwardRef(function TableHead(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTableHead"
	});
	const { className, component = defaultComponent$1, ...other } = props;
	const ownerState = {
		...props,
		component
	};
	const classes = useUtilityClasses$1(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(Tablelvl2Context.Provider, {
		value: tablelvl2,
		children: /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TableHeadRoot, {
			as: component,
			className: clsx(classes.root, className),
			ref,
			role: component === defaultComponent$1 ? null : "rowgroup",
			ownerState,
			...other
		})
	});
});
process.env.NODE_ENV !== "production" && (TableHead.propTypes = {
	/**
	* The content of the component, normally `TableRow`.
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
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: import_prop_types.default.elementType,
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
// node_modules/@mui/material/TableRow/tableRowClasses.mjs
function getTableRowUtilityClass(slot) {
	return generateUtilityClass("MuiTableRow", slot);
}
var tableRowClasses = generateUtilityClasses("MuiTableRow", [
	"root",
	"selected",
	"hover",
	"head",
	"footer"
]);
// node_modules/@mui/material/TableRow/TableRow.mjs
var useUtilityClasses = (ownerState) => {
	const { classes, selected, hover, head, footer } = ownerState;
	return composeClasses({ root: [
		"root",
		selected && "selected",
		hover && "hover",
		head && "head",
		footer && "footer"
	] }, getTableRowUtilityClass, classes);
};
var TableRowRoot = styled("tr", {
	name: "MuiTableRow",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			ownerState.head && styles.head,
			ownerState.footer && styles.footer
		];
	}
})(memoTheme(({ theme }) => ({
	color: "inherit",
	display: "table-row",
	verticalAlign: "middle",
	outline: 0,
	[`&.${tableRowClasses.hover}:hover`]: { backgroundColor: (theme.vars || theme).palette.action.hover },
	[`&.${tableRowClasses.selected}`]: {
		backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, (theme.vars || theme).palette.action.selectedOpacity),
		"&:hover": { backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.hoverOpacity}`) }
	}
})));
var defaultComponent = "tr";
/**
* Will automatically set dynamic row height
* based on the material table element parent (head, body, etc).
*/
var TableRow = /*#__PURE__*/ import_react.forwardRef(function TableRow(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiTableRow"
	});
	const { className, component = defaultComponent, hover = false, selected = false, ...other } = props;
	const tablelvl2 = import_react.useContext(Tablelvl2Context);
	const ownerState = {
		...props,
		component,
		hover,
		selected,
		head: tablelvl2 && tablelvl2.variant === "head",
		footer: tablelvl2 && tablelvl2.variant === "footer"
	};
	const classes = useUtilityClasses(ownerState);
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TableRowRoot, {
		as: component,
		ref,
		className: clsx(classes.root, className),
		role: component === defaultComponent ? null : "row",
		ownerState,
		...other
	});
});
process.env.NODE_ENV !== "production" && (TableRow.propTypes = {
	/**
	* Should be valid `<tr>` children such as `TableCell`.
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
	* The component used for the root node.
	* Either a string to use a HTML element or a component.
	*/
	component: import_prop_types.default.elementType,
	/**
	* If `true`, the table row will shade on hover.
	* @default false
	*/
	hover: import_prop_types.default.bool,
	/**
	* If `true`, the table row will have the selected shading.
	* @default false
	*/
	selected: import_prop_types.default.bool,
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
// src/features/pricing/ComparisonSection.tsx
var visuallyHidden = {
	position: "absolute",
	width: "1px",
	height: "1px",
	overflow: "hidden",
	clip: "rect(0 0 0 0)",
	whiteSpace: "nowrap"
};
function Value({ value }) {
	if (value === true) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckRounded_default, {
		sx: {
			color: "success.main",
			verticalAlign: "middle"
		},
		"aria-hidden": true
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "span",
		sx: visuallyHidden,
		children: "Included"
	})] });
	if (value === false) return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RemoveRounded_default, {
		sx: {
			color: "text.disabled",
			verticalAlign: "middle"
		},
		"aria-hidden": true
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "span",
		sx: visuallyHidden,
		children: "Not included"
	})] });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(import_jsx_runtime.Fragment, { children: value });
}
var featuredPlan = plans.find((plan) => "featured" in plan && plan.featured)?.id ?? plans[0].id;
/**
* Every feature of every plan, grouped by module. On a phone the table shows one plan at a time
* (picked above it) beside the feature names; from 900 px wide it shows all four.
*/
function ComparisonSection() {
	const [shown, setShown] = (0, import_react.useState)(featuredPlan);
	const column = (id) => ({ display: {
		xs: id === shown ? "table-cell" : "none",
		md: "table-cell"
	} });
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "section",
		"aria-labelledby": "compare-title",
		sx: {
			pt: {
				xs: 4,
				md: 6
			},
			pb: {
				xs: 8,
				md: 12
			}
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			maxWidth: "lg",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					spacing: 1.5,
					sx: {
						textAlign: "center",
						alignItems: "center",
						mb: {
							xs: 3,
							md: 5
						}
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						id: "compare-title",
						variant: "h2",
						sx: { fontSize: {
							xs: "1.75rem",
							md: "2.5rem"
						} },
						children: "Compare plans, module by module"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						color: "text.secondary",
						sx: { maxWidth: 620 },
						children: "Every plan runs on the same platform; higher plans add users, modules, automation and control."
					})]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						display: {
							xs: "flex",
							md: "none"
						},
						position: "sticky",
						top: 64,
						zIndex: 2,
						py: 1,
						mb: 1,
						bgcolor: "background.paper"
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToggleButtonGroup, {
						exclusive: true,
						fullWidth: true,
						size: "small",
						value: shown,
						onChange: (_, value) => value && setShown(value),
						"aria-label": "Plan shown in the table",
						sx: {
							bgcolor: "grey.100",
							borderRadius: 999,
							p: .5,
							gap: .5,
							"& .MuiToggleButton-root": {
								border: 0,
								borderRadius: "999px !important",
								px: .5,
								fontSize: "0.8125rem",
								fontWeight: 600,
								whiteSpace: "nowrap",
								color: "text.secondary",
								"&.Mui-selected, &.Mui-selected:hover": {
									bgcolor: "background.paper",
									color: "text.primary",
									boxShadow: "0 1px 3px rgba(20, 20, 43, 0.15)"
								}
							}
						},
						children: plans.map((plan) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToggleButton, {
							value: plan.id,
							children: plan.name
						}, plan.id))
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						border: 1,
						borderColor: "divider",
						borderRadius: 3,
						overflow: "clip"
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Table, {
						"aria-labelledby": "compare-title",
						sx: { tableLayout: "fixed" },
						"data-testid": "comparison-table",
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableHead, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							component: "th",
							scope: "col",
							sx: {
								width: {
									xs: "55%",
									md: "32%"
								},
								bgcolor: "grey.50"
							},
							children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								component: "span",
								sx: visuallyHidden,
								children: "Feature"
							})
						}), plans.map((plan) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							component: "th",
							scope: "col",
							align: "center",
							sx: {
								...column(plan.id),
								fontWeight: 700,
								fontSize: "1rem",
								bgcolor: "grey.50",
								position: "sticky",
								top: 0
							},
							children: plan.name
						}, plan.id))] }) }), comparison.map((group) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableBody, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableRow, { children: [{
							span: 2,
							display: {
								xs: "table-cell",
								md: "none"
							}
						}, {
							span: plans.length + 1,
							display: {
								xs: "none",
								md: "table-cell"
							}
						}].map(({ span, display }) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
							component: "th",
							scope: "colgroup",
							colSpan: span,
							sx: {
								display,
								bgcolor: "rgba(63, 60, 187, 0.06)",
								color: "primary.dark",
								fontWeight: 700,
								textTransform: "uppercase",
								letterSpacing: "0.06em",
								fontSize: "0.75rem"
							},
							children: group.module
						}, span)) }), group.rows.map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TableRow, {
							hover: true,
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								component: "th",
								scope: "row",
								sx: { fontWeight: 500 },
								children: row.feature
							}), plans.map((plan) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TableCell, {
								align: "center",
								sx: {
									...column(plan.id),
									color: "text.secondary"
								},
								children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Value, { value: row.values[plan.id] })
							}, plan.id))]
						}, row.feature))] }, group.module))]
					})
				})
			]
		})
	});
}
// src/features/pricing/JsonLd.tsx
/** Structured data for search engines, rendered into the page (and so into the prerendered HTML). */
function JsonLd({ data }) {
	const json = JSON.stringify(data).replace(/</g, "\\u003c");
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("script", {
		type: "application/ld+json",
		dangerouslySetInnerHTML: { __html: json }
	});
}
// src/features/pricing/structuredData.ts
/** schema.org Product with one Offer per priced plan, monthly and yearly unit prices per user. */
function productJsonLd(plans, siteUrl) {
	const priced = plans.filter((plan) => plan.kind !== "custom");
	const unitPrice = (price, billingDuration) => ({
		"@type": "UnitPriceSpecification",
		price,
		priceCurrency: "USD",
		unitText: "user per month",
		referenceQuantity: {
			"@type": "QuantitativeValue",
			value: 1,
			unitCode: "MON"
		},
		billingDuration
	});
	return {
		"@context": "https://schema.org",
		"@type": "Product",
		name: "Aden",
		description: "AI business-automation platform: accounting, inventory, project management, workforce, e-commerce, professional services, contracting and AI data onboarding.",
		brand: {
			"@type": "Brand",
			name: "Aden"
		},
		url: `${siteUrl}${paths.pricing}`,
		offers: priced.map((plan) => ({
			"@type": "Offer",
			name: plan.name,
			description: plan.audience,
			price: plan.pricePerUser.monthly,
			priceCurrency: "USD",
			availability: "https://schema.org/InStock",
			url: `${siteUrl}${paths.pricing}`,
			priceSpecification: [unitPrice(plan.pricePerUser.monthly, "P1M"), unitPrice(plan.pricePerUser.yearly, "P1Y")]
		}))
	};
}
/** schema.org FAQPage of the questions shown on the page. */
function faqJsonLd(entries) {
	return {
		"@context": "https://schema.org",
		"@type": "FAQPage",
		mainEntity: entries.map((entry) => ({
			"@type": "Question",
			name: entry.question,
			acceptedAnswer: {
				"@type": "Answer",
				text: entry.answer
			}
		}))
	};
}
// src/features/pricing/FaqSection.tsx
/** Questions buyers ask before they pay, with their FAQPage structured data. */
function FaqSection({ entries }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		component: "section",
		"aria-labelledby": "faq-title",
		sx: {
			py: {
				xs: 8,
				md: 12
			},
			bgcolor: "grey.50"
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			maxWidth: "md",
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: "faq-title",
				variant: "h2",
				sx: {
					fontSize: {
						xs: "1.75rem",
						md: "2.5rem"
					},
					textAlign: "center",
					mb: {
						xs: 4,
						md: 6
					}
				},
				children: "Pricing questions"
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				sx: {
					borderTop: 1,
					borderColor: "divider"
				},
				children: entries.map((entry) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Accordion, {
					sx: {
						bgcolor: "transparent",
						borderBottom: 1,
						borderColor: "divider",
						"&::before": { display: "none" }
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionSummary, {
						expandIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExpandMoreRounded_default, {}),
						sx: {
							px: 0,
							py: 1
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							component: "h3",
							sx: {
								fontWeight: 600,
								fontSize: "1.0625rem"
							},
							children: entry.question
						})
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AccordionDetails, {
						sx: {
							px: 0,
							pt: 0,
							pb: 3
						},
						children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							color: "text.secondary",
							children: entry.answer
						})
					})]
				}, entry.question))
			})]
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(JsonLd, { data: faqJsonLd(entries) })]
	});
}
// node_modules/@mui/icons-material/InfoOutlined.mjs
var InfoOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8" }), "InfoOutlined");
// src/features/pricing/BillingToggle.tsx
/** Monthly or yearly billing, a two-way pill; yearly says how much it saves. */
function BillingToggle({ billing, onChange }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ToggleButtonGroup, {
		exclusive: true,
		value: billing,
		onChange: (_, value) => value && onChange(value),
		"aria-label": "Billing period",
		sx: {
			bgcolor: "grey.100",
			borderRadius: 999,
			p: .5,
			gap: .5,
			"& .MuiToggleButton-root": {
				border: 0,
				borderRadius: "999px !important",
				px: {
					xs: 2,
					sm: 2.5
				},
				py: 1,
				fontWeight: 600,
				color: "text.secondary",
				textTransform: "none",
				"&.Mui-selected, &.Mui-selected:hover": {
					bgcolor: "background.paper",
					color: "text.primary",
					boxShadow: "0 1px 3px rgba(20, 20, 43, 0.15)"
				}
			}
		},
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ToggleButton, {
			value: "monthly",
			children: "Monthly"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(ToggleButton, {
			value: "yearly",
			children: ["Yearly", /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				component: "span",
				sx: {
					ml: 1,
					px: 1,
					py: .25,
					borderRadius: 999,
					fontSize: "0.75rem",
					fontWeight: 700,
					bgcolor: "success.main",
					color: "success.contrastText"
				},
				children: [
					"Save up to ",
					bestYearlySavingPercent,
					"%"
				]
			})]
		})]
	});
}
// src/features/pricing/billing.ts
var BILLING_PARAM = "billing";
/** The billing cycle a query string asks for; anything but "yearly" is the default, monthly. */
function billingFromSearch(search) {
	return new URLSearchParams(search).get("billing") === "yearly" ? "yearly" : DEFAULT_BILLING;
}
/** The query string for a billing cycle, other parameters kept; monthly (the default) is left out. */
function searchWithBilling(search, billing) {
	const params = new URLSearchParams(search);
	if (billing === "monthly") params.delete(BILLING_PARAM);
	else params.set(BILLING_PARAM, billing);
	const query = params.toString();
	return query ? `?${query}` : "";
}
var noSubscription = () => () => {};
/** False while hydrating (and when prerendering), true afterwards. */
var useHydrated = () => (0, import_react.useSyncExternalStore)(noSubscription, () => true, () => false);
/**
* The billing cycle lives in the URL (`?billing=yearly`), so a link keeps it. The prerendered page
* shows monthly prices; the URL's choice applies right after hydration, so the first render matches.
*/
function useBilling() {
	const search = useSearch();
	const [path, navigate] = useLocation();
	const billing = useHydrated() ? billingFromSearch(search) : DEFAULT_BILLING;
	const setBilling = (next) => navigate(`${path}${searchWithBilling(search, next)}`, { replace: true });
	return [billing, setBilling];
}
// node_modules/@mui/icons-material/GroupsOutlined.mjs
var GroupsOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M4 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m1.13 1.1c-.37-.06-.74-.1-1.13-.1-.99 0-1.93.21-2.78.58C.48 14.9 0 15.62 0 16.43V18h4.5v-1.61c0-.83.23-1.61.63-2.29M20 13c1.1 0 2-.9 2-2s-.9-2-2-2-2 .9-2 2 .9 2 2 2m4 3.43c0-.81-.48-1.53-1.22-1.85-.85-.37-1.79-.58-2.78-.58-.39 0-.76.04-1.13.1.4.68.63 1.46.63 2.29V18H24zm-7.76-2.78c-1.17-.52-2.61-.9-4.24-.9s-3.07.39-4.24.9C6.68 14.13 6 15.21 6 16.39V18h12v-1.61c0-1.18-.68-2.26-1.76-2.74M8.07 16c.09-.23.13-.39.91-.69.97-.38 1.99-.56 3.02-.56s2.05.18 3.02.56c.77.3.81.46.91.69zM12 8c.55 0 1 .45 1 1s-.45 1-1 1-1-.45-1-1 .45-1 1-1m0-2c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3" }), "GroupsOutlined");
// node_modules/@mui/icons-material/HeadsetMicOutlined.mjs
var HeadsetMicOutlined_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 14v4h-2v-4zM7 14v4H6c-.55 0-1-.45-1-1v-3zm5-13c-4.97 0-9 4.03-9 9v7c0 1.66 1.34 3 3 3h3v-8H5v-2c0-3.87 3.13-7 7-7s7 3.13 7 7v2h-4v8h4v1h-7v2h6c1.66 0 3-1.34 3-3V10c0-4.97-4.03-9-9-9" }), "HeadsetMicOutlined");
// node_modules/@mui/icons-material/PlagiarismOutlined.mjs
var PlagiarismOutlined_default = createSvgIcon([/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M14 2H6c-1.1 0-2 .9-2 2v16c0 1.1.89 2 1.99 2H18c1.1 0 2-.9 2-2V8zm4 18H6V4h7v5h5z" }, "0"), /*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M9.03 11.03c-1.37 1.37-1.37 3.58 0 4.95 1.12 1.12 2.8 1.31 4.13.59l1.88 1.88 1.41-1.41-1.88-1.88c.71-1.33.53-3.01-.59-4.13-1.37-1.37-3.59-1.37-4.95 0m3.53 3.53c-.59.59-1.54.59-2.12 0-.59-.59-.59-1.54 0-2.12.59-.59 1.54-.59 2.12 0 .59.59.59 1.53 0 2.12" }, "1")], "PlagiarismOutlined");
// src/features/pricing/PlanCard.tsx
var limitIcons = {
	users: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GroupsOutlined_default, { fontSize: "small" }),
	modules: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ExtensionOutlined_default, { fontSize: "small" }),
	aiFormPages: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlagiarismOutlined_default, { fontSize: "small" }),
	support: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(HeadsetMicOutlined_default, { fontSize: "small" })
};
/** Two lines, so the buttons of the four cards line up. */
var captionSx = { minHeight: { sm: "2.9em" } };
function Price({ plan, billing }) {
	if (plan.kind === "custom") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		component: "p",
		sx: {
			fontSize: "2.75rem",
			fontWeight: 800,
			lineHeight: 1.1
		},
		children: plan.priceLabel
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "body2",
		color: "text.secondary",
		sx: captionSx,
		children: "Volume pricing, billed yearly"
	})] });
	const price = plan.pricePerUser[billing];
	const caption = plan.kind === "free" ? `${plan.limits.users}, no time limit` : billing === "yearly" ? `per user / month, billed yearly (${formatMoney(price * 12)} per user)` : "per user / month, billed monthly";
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		direction: "row",
		spacing: 1,
		sx: { alignItems: "baseline" },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "p",
			"data-testid": `price-${plan.id}`,
			sx: {
				fontSize: "2.75rem",
				fontWeight: 800,
				lineHeight: 1.1,
				letterSpacing: "-0.02em"
			},
			children: formatMoney(price)
		}), plan.kind === "paid" && billing === "yearly" && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			component: "s",
			color: "text.secondary",
			"aria-label": `was ${formatMoney(plan.pricePerUser.monthly)}`,
			sx: { fontSize: "1.125rem" },
			children: formatMoney(plan.pricePerUser.monthly)
		})]
	}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
		variant: "body2",
		color: "text.secondary",
		sx: captionSx,
		children: caption
	})] });
}
function SavingNote({ plan, billing }) {
	if (plan.kind !== "paid") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { sx: { minHeight: 28 } });
	const saving = yearlySaving(plan);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		sx: { minHeight: 28 },
		children: billing === "yearly" ? /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			"data-testid": `saving-${plan.id}`,
			sx: {
				display: "inline-block",
				px: 1.25,
				py: .25,
				borderRadius: 2,
				bgcolor: "success.main",
				color: "success.contrastText",
				fontSize: "0.8125rem",
				fontWeight: 700
			},
			children: [
				"Save ",
				formatMoney(saving.perUserPerYear),
				" per user a year"
			]
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
			variant: "body2",
			color: "success.main",
			sx: { fontWeight: 600 },
			children: [
				formatMoney(plan.pricePerUser.yearly),
				" billed yearly: save ",
				saving.percent,
				"%"
			]
		})
	});
}
/** One plan: who it is for, its price for the billing cycle, its call to action, limits and highlights. */
function PlanCard({ plan, billing, actions }) {
	const featured = "featured" in plan && plan.featured;
	const headingId = `plan-${plan.id}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
		component: "article",
		"aria-labelledby": headingId,
		variant: "outlined",
		sx: {
			position: "relative",
			p: {
				xs: 3,
				lg: 2.75
			},
			height: "100%",
			display: "flex",
			flexDirection: "column",
			gap: 2,
			borderWidth: featured ? 2 : 1,
			borderColor: featured ? "primary.main" : "divider",
			boxShadow: featured ? "0 24px 48px -24px rgba(63, 60, 187, 0.45)" : "none"
		},
		children: [
			featured && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Chip, {
				label: "Most popular",
				color: "primary",
				size: "small",
				sx: {
					position: "absolute",
					top: 0,
					left: "50%",
					transform: "translate(-50%, -50%)",
					fontWeight: 700
				}
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				id: headingId,
				variant: "h5",
				component: "h2",
				sx: { fontWeight: 700 },
				children: plan.name
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				color: "text.secondary",
				sx: { minHeight: { lg: 72 } },
				children: plan.audience
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Price, {
				plan,
				billing
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(SavingNote, {
				plan,
				billing
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				fullWidth: true,
				size: "large",
				variant: featured ? "contained" : "outlined",
				sx: {
					whiteSpace: "nowrap",
					px: 2
				},
				onClick: plan.cta.action === "signup" ? actions.onSignup : actions.onContactSales,
				children: plan.cta.label
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
				variant: "caption",
				color: "text.secondary",
				component: "p",
				sx: {
					mt: 1,
					minHeight: 20
				},
				children: [
					plan.kind === "paid" && "Starts on Free Forever; upgrade inside ARP in a click.",
					plan.kind === "free" && "No credit card needed.",
					plan.kind === "custom" && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
						"or",
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
							component: "button",
							variant: "caption",
							onClick: actions.onDiscoveryCall,
							sx: { verticalAlign: "baseline" },
							children: "book a discovery call"
						})
					] })
				]
			})] }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
				component: "ul",
				spacing: 1.25,
				sx: {
					listStyle: "none",
					m: 0,
					p: 0
				},
				children: Object.keys(limitIcons).map((limit) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					component: "li",
					direction: "row",
					spacing: 1.25,
					sx: { alignItems: "center" },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
						sx: {
							color: "primary.main",
							display: "flex"
						},
						"aria-hidden": true,
						children: limitIcons[limit]
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						sx: { fontWeight: 600 },
						children: plan.limits[limit]
					})]
				}, limit))
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Stack, {
				component: "ul",
				spacing: 1,
				sx: {
					listStyle: "none",
					m: 0,
					p: 0
				},
				children: plan.highlights.map((highlight) => /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					component: "li",
					direction: "row",
					spacing: 1.25,
					sx: { alignItems: "flex-start" },
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CheckRounded_default, {
						fontSize: "small",
						sx: {
							color: "success.main",
							mt: "1px"
						},
						"aria-hidden": true
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						color: "text.secondary",
						children: highlight
					})]
				}, highlight))
			})
		]
	});
}
// src/features/pricing/PlansSection.tsx
/** The page's opening: heading, the billing toggle, the four plans, and how every account starts. */
function PlansSection({ actions }) {
	const [billing, setBilling] = useBilling();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "section",
		"aria-labelledby": "pricing-title",
		sx: {
			pt: {
				xs: 12,
				md: 15
			},
			pb: {
				xs: 6,
				md: 10
			},
			background: "linear-gradient(180deg, #f4f3ff 0%, rgba(244, 243, 255, 0) 520px)"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Container, {
			maxWidth: "lg",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					spacing: 2.5,
					sx: {
						alignItems: "center",
						textAlign: "center",
						mb: {
							xs: 5,
							md: 6
						}
					},
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
							id: "pricing-title",
							variant: "h1",
							sx: { maxWidth: 900 },
							children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
								component: "span",
								variant: "overline",
								color: "primary",
								sx: {
									display: "block",
									fontWeight: 700,
									letterSpacing: "0.12em",
									mb: 2.5
								},
								children: "Pricing"
							}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								component: "span",
								sx: {
									display: "block",
									fontSize: {
										xs: "2.125rem",
										md: "3.25rem"
									},
									lineHeight: 1.1
								},
								children: "Start free. Pay when Aden runs your operations."
							})]
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
							variant: "h6",
							component: "p",
							color: "text.secondary",
							sx: {
								fontWeight: 400,
								maxWidth: 680
							},
							children: "One platform for accounting, inventory, projects, workforce and e‑commerce, with AI on every process. No setup fees, cancel any time."
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(BillingToggle, {
							billing,
							onChange: setBilling
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
					sx: {
						display: "grid",
						gap: {
							xs: 3,
							lg: 2.5
						},
						gridTemplateColumns: {
							xs: "minmax(0, 1fr)",
							sm: "repeat(2, minmax(0, 1fr))",
							lg: "repeat(4, minmax(0, 1fr))"
						},
						alignItems: "stretch"
					},
					children: plans.map((plan) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlanCard, {
						plan,
						billing,
						actions
					}, plan.id))
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
					direction: "row",
					spacing: 1.5,
					sx: {
						mt: {
							xs: 4,
							md: 5
						},
						mx: "auto",
						maxWidth: 760,
						p: 2,
						borderRadius: 3,
						bgcolor: "grey.50",
						border: 1,
						borderColor: "divider",
						alignItems: "flex-start"
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(InfoOutlined_default, {
						color: "primary",
						"aria-hidden": true,
						sx: { mt: "2px" }
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Typography, {
						variant: "body2",
						color: "text.secondary",
						children: [
							/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
								component: "strong",
								sx: { color: "text.primary" },
								children: "Every account starts on Free Forever."
							}),
							" ",
							"Whichever plan you choose, you sign up free, bring in your data, and upgrade to",
							" ",
							paidPlans.map((plan) => plan.name).join(" or "),
							" from the billing settings inside ARP, Aden's workspace, when you need more users or modules."
						]
					})]
				})
			]
		})
	});
}
// node_modules/@mui/icons-material/ArrowForwardRounded.mjs
var ArrowForwardRounded_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M5 13h11.17l-4.88 4.88c-.39.39-.39 1.03 0 1.42s1.02.39 1.41 0l6.59-6.59c.39-.39.39-1.02 0-1.41l-6.58-6.6a.996.996 0 0 0-1.41 0c-.39.39-.39 1.02 0 1.41L16.17 11H5c-.55 0-1 .45-1 1s.45 1 1 1" }), "ArrowForwardRounded");
// src/features/pricing/RoiTeaser.tsx
/** A pointer to the ROI calculator, for buyers who need the business case. */
function RoiTeaser({ href }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "section",
		"aria-labelledby": "roi-teaser-title",
		sx: { pb: {
			xs: 8,
			md: 12
		} },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
			maxWidth: "lg",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				direction: {
					xs: "column",
					md: "row"
				},
				spacing: 3,
				sx: {
					p: {
						xs: 3,
						md: 5
					},
					borderRadius: 4,
					color: "common.white",
					background: "linear-gradient(120deg, #2f2c99 0%, #3f3cbb 55%, #0b7a75 100%)",
					alignItems: { md: "center" },
					justifyContent: "space-between"
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					id: "roi-teaser-title",
					variant: "h4",
					component: "h2",
					sx: { mb: 1 },
					children: "Will Aden pay for itself?"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					sx: {
						opacity: .9,
						maxWidth: 620
					},
					children: "Put in your team size, the hours spent on manual work and what an hour costs you: the ROI calculator shows the savings, the payback month and the return, month by month."
				})] }), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					component: Link$1,
					href,
					size: "large",
					endIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ArrowForwardRounded_default, {}),
					sx: {
						flexShrink: 0,
						bgcolor: "common.white",
						color: "primary.dark",
						"&:hover": { bgcolor: "grey.100" }
					},
					children: "Calculate your ROI"
				})]
			})
		})
	});
}
// src/features/pricing/StartFreeBand.tsx
/** The closing call to action: start free, or talk to sales. */
function StartFreeBand({ actions }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "section",
		"aria-labelledby": "start-free-title",
		sx: { py: {
			xs: 8,
			md: 12
		} },
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
			maxWidth: "md",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
				spacing: 2.5,
				sx: {
					textAlign: "center",
					alignItems: "center"
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						id: "start-free-title",
						variant: "h2",
						sx: { fontSize: {
							xs: "1.75rem",
							md: "2.5rem"
						} },
						children: "Start on Free Forever today"
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						color: "text.secondary",
						sx: { maxWidth: 560 },
						children: "Sign up in a minute, connect your bank and your spreadsheets, and upgrade only when Aden is doing real work for you."
					}),
					/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
						direction: {
							xs: "column",
							sm: "row"
						},
						spacing: 1.5,
						sx: { width: {
							xs: "100%",
							sm: "auto"
						} },
						children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "contained",
							size: "large",
							onClick: actions.onSignup,
							children: "Start for free"
						}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
							variant: "outlined",
							size: "large",
							onClick: actions.onContactSales,
							children: "Talk to sales"
						})]
					})
				]
			})
		})
	});
}
// src/pages/PricingPage.tsx
/** /pricing: the plans with monthly or yearly billing, the comparison by module, the FAQ. */
function PricingPage() {
	const [discoveryCall, sendToDiscoveryCall] = useActor(demoDialogMachine);
	const showAuth = useShowAuth();
	const openContact = useOpenContact();
	const actions = {
		onSignup: () => showAuth("signup"),
		onContactSales: () => openContact(),
		onDiscoveryCall: () => sendToDiscoveryCall({ type: "demo.open" })
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(import_jsx_runtime.Fragment, { children: [
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(PlansSection, { actions }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(ComparisonSection, {}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(RoiTeaser, { href: paths.roiCalculator }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FaqSection, { entries: pricingFaq }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(StartFreeBand, { actions }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(JsonLd, { data: productJsonLd(plans, config.siteUrl) }),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(DiscoveryCallDialog, {
			open: discoveryCall.matches("open"),
			onClose: () => sendToDiscoveryCall({ type: "demo.close" })
		})
	] });
}
export { PricingPage as default };
