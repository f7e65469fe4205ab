import { o as __toESM } from "./rolldown-runtime-C1I3wEg2.js";
import { At as require_prop_types, H as styled, Lt as require_react, M as useForkRef_default, N as capitalize_default, P as memoTheme, U as rootShouldForwardProp, V as useDefaultProps, _ as createSvgIcon, c as Box, et as outsetFocusRing, ft as generateUtilityClasses, m as createSimplePaletteValueFilter, mt as clsx, nt as composeClasses, o as Typography, pt as generateUtilityClass, u as buttonBaseClasses, x as useLocation, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { I as fetchOnlineForm, L as submitOnlineForm, M as Container, O as SwitchBase, R as errorMessage, n as ErrorPage, t as ResourceFailed } from "../entry-server.js";
import { v as Paper } from "./useRovingTabIndex-CTCYo70s.js";
import { n as useResource, r as Skeleton, t as resourceLogic } from "./pageResource-DbOYJRjx.js";
import { i as useForm, n as Controller, t as u } from "./zod-thYP5pf9.js";
import { a as setup, c as fromPromise, g as ONLINE_FORM_ANSWER_MAX_LENGTH, n as useMachine, s as assign } from "./xstate-react.esm-DO9XU1Dd.js";
import { t as Alert } from "./Alert-CMtmtXjb.js";
import { r as Button, t as Stack } from "./Stack-D0zRjfJg.js";
import { g as useFormControlState, m as useEnhancedEffect_default, u as mergeSlotProps } from "./Menu-D8iA3Efl.js";
import { t as useSlot } from "./useSlot-h-ssDJ0m.js";
import { a as FormHelperText, o as FormControl, t as TextField } from "./TextField-BR1aKUnj.js";
import { c as boolean, g as string, i as paths, m as preprocess, p as object, u as literal } from "./paths-DtPAh-s7.js";
// node_modules/@mui/material/Checkbox/checkboxClasses.mjs
function getCheckboxUtilityClass(slot) {
	return generateUtilityClass("MuiCheckbox", slot);
}
var checkboxClasses = generateUtilityClasses("MuiCheckbox", [
	"root",
	"checked",
	"disabled",
	"indeterminate",
	"colorPrimary",
	"colorSecondary",
	"sizeSmall",
	"sizeMedium"
]);
// node_modules/@mui/material/FormControlLabel/formControlLabelClasses.mjs
function getFormControlLabelUtilityClasses(slot) {
	return generateUtilityClass("MuiFormControlLabel", slot);
}
var formControlLabelClasses = generateUtilityClasses("MuiFormControlLabel", [
	"root",
	"labelPlacementStart",
	"labelPlacementEnd",
	"labelPlacementTop",
	"labelPlacementBottom",
	"disabled",
	"label",
	"error",
	"required",
	"asterisk"
]);
// machines/onlineForm.ts
/** `{ errors: { field: message } }` of a refused submission, keeping only string messages. */
function fieldErrorsOf(error) {
	const errors = typeof error === "object" && error !== null ? Reflect.get(error, "errors") : void 0;
	if (typeof errors !== "object" || errors === null) return {};
	return Object.fromEntries(Object.entries(errors).filter((entry) => typeof entry[1] === "string"));
}
var onlineFormMachine = setup({
	types: {
		input: {},
		context: {},
		events: {}
	},
	actors: { 
	/** App: POST {api}/forms/{id}/submissions; rejects with `{ status, message, errors }` or an Error. */
submitForm: fromPromise(async () => {
		throw new Error("submitForm: not provided");
	}) },
	actions: { 
	/** App: go to the thank-you page (/form-submit-result). */
showResult: () => {} },
	guards: { hasFieldError: ({ context }, params) => params.name in context.fieldErrors }
}).createMachine({
	id: "onlineForm",
	context: ({ input }) => ({
		formId: input.formId,
		fieldErrors: {},
		error: null
	}),
	initial: "editing",
	states: {
		editing: { on: {
			"form.submit": {
				target: "submitting",
				actions: assign({
					fieldErrors: {},
					error: null
				})
			},
			"form.field.change": {
				guard: {
					type: "hasFieldError",
					params: ({ event }) => ({ name: event.name })
				},
				actions: assign({ fieldErrors: ({ context, event }) => Object.fromEntries(Object.entries(context.fieldErrors).filter(([name]) => name !== event.name)) })
			}
		} },
		submitting: { invoke: {
			id: "submitForm",
			src: "submitForm",
			input: ({ context, event }) => ({
				formId: context.formId,
				answers: event.type === "form.submit" ? event.answers : {}
			}),
			onDone: { target: "submitted" },
			onError: {
				target: "editing",
				actions: assign({
					fieldErrors: ({ event }) => fieldErrorsOf(event.error),
					error: ({ event }) => errorMessage(event.error)
				})
			}
		} },
		submitted: {
			type: "final",
			entry: "showResult"
		}
	}
});
// node_modules/@mui/material/internal/svg-icons/CheckBoxOutlineBlank.mjs
var import_jsx_runtime = require_jsx_runtime();
var CheckBoxOutlineBlank_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z" }), "CheckBoxOutlineBlank");
// node_modules/@mui/material/internal/svg-icons/CheckBox.mjs
/**
* @ignore - internal component.
*/
var CheckBox_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z" }), "CheckBox");
// node_modules/@mui/material/internal/svg-icons/IndeterminateCheckBox.mjs
/**
* @ignore - internal component.
*/
var IndeterminateCheckBox_default = createSvgIcon(/*#__PURE__*/ (0, import_jsx_runtime.jsx)("path", { d: "M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm-2 10H7v-2h10v2z" }), "IndeterminateCheckBox");
// node_modules/@mui/material/Checkbox/Checkbox.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_prop_types = /* @__PURE__ */ __toESM(require_prop_types(), 1);
var useUtilityClasses$1 = (ownerState) => {
	const { classes, indeterminate, color, size } = ownerState;
	const slots = { root: [
		"root",
		indeterminate && "indeterminate",
		`color${capitalize_default(color)}`,
		`size${capitalize_default(size)}`
	] };
	const composedClasses = composeClasses(slots, getCheckboxUtilityClass, classes);
	return {
		...classes,
		...composedClasses
	};
};
var CheckboxRoot = styled(SwitchBase, {
	shouldForwardProp: (prop) => rootShouldForwardProp(prop) || prop === "classes",
	name: "MuiCheckbox",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			styles.root,
			ownerState.indeterminate && styles.indeterminate,
			styles[`size${capitalize_default(ownerState.size)}`],
			ownerState.color !== "default" && styles[`color${capitalize_default(ownerState.color)}`]
		];
	}
})(memoTheme(({ theme }) => ({
	color: (theme.vars || theme).palette.text.secondary,
	...theme.focusVisible && { [`&.${buttonBaseClasses.focusVisible} svg:first-of-type`]: {
		...outsetFocusRing,
		borderRadius: (theme.vars || theme).shape.borderRadius,
		...theme.focusVisible
	} },
	variants: [
		{
			props: {
				color: "default",
				disableRipple: false
			},
			style: { "&:hover": { backgroundColor: theme.alpha((theme.vars || theme).palette.action.active, (theme.vars || theme).palette.action.hoverOpacity) } }
		},
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: {
				color,
				disableRipple: false
			},
			style: { "&:hover": { backgroundColor: theme.alpha((theme.vars || theme).palette[color].main, (theme.vars || theme).palette.action.hoverOpacity) } }
		})),
		...Object.entries(theme.palette).filter(createSimplePaletteValueFilter()).map(([color]) => ({
			props: { color },
			style: {
				[`&.${checkboxClasses.checked}, &.${checkboxClasses.indeterminate}`]: { color: (theme.vars || theme).palette[color].main },
				[`&.${checkboxClasses.disabled}`]: { color: (theme.vars || theme).palette.action.disabled }
			}
		})),
		{
			props: { disableRipple: false },
			style: { "&:hover": { "@media (hover: none)": { backgroundColor: "transparent" } } }
		}
	]
})));
var defaultCheckedIcon = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(CheckBox_default, {});
var defaultIcon = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(CheckBoxOutlineBlank_default, {});
var defaultIndeterminateIcon = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(IndeterminateCheckBox_default, {});
var Checkbox = /*#__PURE__*/ import_react.forwardRef(function Checkbox(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiCheckbox"
	});
	const { checkedIcon = defaultCheckedIcon, color = "primary", icon: iconProp = defaultIcon, indeterminate = false, indeterminateIcon: indeterminateIconProp = defaultIndeterminateIcon, size = "medium", disableRipple = false, className, slots = {}, slotProps = {}, ...other } = props;
	const icon = indeterminate ? indeterminateIconProp : iconProp;
	const indeterminateIcon = indeterminate ? indeterminateIconProp : checkedIcon;
	const ownerState = {
		...props,
		disableRipple,
		color,
		indeterminate,
		size
	};
	const classes = useUtilityClasses$1(ownerState);
	const externalInputProps = typeof slotProps.input === "function" ? slotProps.input(ownerState) : slotProps.input;
	const inputRef = import_react.useRef(null);
	const handleInputRef = useForkRef_default(inputRef, externalInputProps?.ref);
	useEnhancedEffect_default(() => {
		if (inputRef.current) inputRef.current.indeterminate = indeterminate;
	});
	const [RootSlot, rootSlotProps] = useSlot("root", {
		ref,
		elementType: CheckboxRoot,
		className: clsx(classes.root, className),
		shouldForwardComponentProp: true,
		externalForwardedProps: {
			slots,
			slotProps,
			...other
		},
		ownerState,
		additionalProps: {
			type: "checkbox",
			icon: /*#__PURE__*/ import_react.cloneElement(icon, { fontSize: icon.props.fontSize ?? size }),
			checkedIcon: /*#__PURE__*/ import_react.cloneElement(indeterminateIcon, { fontSize: indeterminateIcon.props.fontSize ?? size }),
			disableRipple: props.disableRipple,
			slots,
			slotProps: { input: {
				...mergeSlotProps(externalInputProps, {
					"data-indeterminate": indeterminate,
					onChange: (event) => {
						event.target.indeterminate = indeterminate;
					}
				}),
				ref: handleInputRef
			} }
		}
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsx)(RootSlot, {
		...rootSlotProps,
		classes
	});
});
process.env.NODE_ENV !== "production" && (Checkbox.propTypes = {
	/**
	* If `true`, the component is checked.
	*/
	checked: import_prop_types.default.bool,
	/**
	* The icon to display when the component is checked.
	* @default <CheckBoxIcon />
	*/
	checkedIcon: import_prop_types.default.node,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* @ignore
	*/
	className: import_prop_types.default.string,
	/**
	* The color of the component.
	* It supports both default and custom theme colors, which can be added as shown in the
	* [palette customization guide](https://mui.com/material-ui/customization/palette/#custom-colors).
	* @default 'primary'
	*/
	color: import_prop_types.default.oneOfType([import_prop_types.default.oneOf([
		"default",
		"primary",
		"secondary",
		"error",
		"info",
		"success",
		"warning"
	]), import_prop_types.default.string]),
	/**
	* The default checked state. Use when the component is not controlled.
	*/
	defaultChecked: import_prop_types.default.bool,
	/**
	* If `true`, the component is disabled.
	* @default false
	*/
	disabled: import_prop_types.default.bool,
	/**
	* If `true`, the ripple effect is disabled.
	* @default false
	*/
	disableRipple: import_prop_types.default.bool,
	/**
	* The icon to display when the component is unchecked.
	* @default <CheckBoxOutlineBlankIcon />
	*/
	icon: import_prop_types.default.node,
	/**
	* The id of the `input` element.
	*/
	id: import_prop_types.default.string,
	/**
	* If `true`, the component appears indeterminate.
	* This sets the native input element to indeterminate,
	* and we also set a `data-indeterminate` attribute on the `input`.
	* @default false
	*/
	indeterminate: import_prop_types.default.bool,
	/**
	* The icon to display when the component is indeterminate.
	* @default <IndeterminateCheckBoxIcon />
	*/
	indeterminateIcon: import_prop_types.default.node,
	/**
	* Callback fired when the state is changed.
	*
	* @param {React.ChangeEvent<HTMLInputElement>} event The event source of the callback.
	* You can pull out the new checked state by accessing `event.target.checked` (boolean).
	*/
	onChange: import_prop_types.default.func,
	/**
	* If `true`, the `input` element is required.
	* @default false
	*/
	required: import_prop_types.default.bool,
	/**
	* The size of the component.
	* `small` is equivalent to the dense checkbox styling.
	* @default 'medium'
	*/
	size: import_prop_types.default.oneOfType([import_prop_types.default.oneOf(["medium", "small"]), import_prop_types.default.string]),
	/**
	* The props used for each slot inside.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({
		input: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]),
		root: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object])
	}),
	/**
	* The components used for each slot inside.
	* @default {}
	*/
	slots: import_prop_types.default.shape({
		input: import_prop_types.default.elementType,
		root: import_prop_types.default.elementType
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
	]),
	/**
	* The value of the component. The DOM API casts this to a string.
	* The browser uses "on" as the default value.
	*/
	value: import_prop_types.default.any
});
// node_modules/@mui/material/FormControlLabel/FormControlLabel.mjs
var useUtilityClasses = (ownerState) => {
	const { classes, disabled, labelPlacement, error, required } = ownerState;
	const slots = {
		root: [
			"root",
			disabled && "disabled",
			`labelPlacement${capitalize_default(labelPlacement)}`,
			error && "error",
			required && "required"
		],
		label: ["label", disabled && "disabled"],
		asterisk: ["asterisk", error && "error"]
	};
	return composeClasses(slots, getFormControlLabelUtilityClasses, classes);
};
var FormControlLabelRoot = styled("label", {
	name: "MuiFormControlLabel",
	slot: "Root",
	overridesResolver: (props, styles) => {
		const { ownerState } = props;
		return [
			{ [`& .${formControlLabelClasses.label}`]: styles.label },
			styles.root,
			styles[`labelPlacement${capitalize_default(ownerState.labelPlacement)}`]
		];
	}
})(memoTheme(({ theme }) => ({
	display: "inline-flex",
	alignItems: "center",
	cursor: "pointer",
	verticalAlign: "middle",
	WebkitTapHighlightColor: "transparent",
	marginLeft: -11,
	marginRight: 16,
	[`&.${formControlLabelClasses.disabled}`]: { cursor: "default" },
	[`& .${formControlLabelClasses.label}`]: { [`&.${formControlLabelClasses.disabled}`]: { color: (theme.vars || theme).palette.text.disabled } },
	variants: [
		{
			props: { labelPlacement: "start" },
			style: {
				flexDirection: "row-reverse",
				marginRight: -11
			}
		},
		{
			props: { labelPlacement: "top" },
			style: { flexDirection: "column-reverse" }
		},
		{
			props: { labelPlacement: "bottom" },
			style: { flexDirection: "column" }
		},
		{
			props: ({ labelPlacement }) => labelPlacement === "start" || labelPlacement === "top" || labelPlacement === "bottom",
			style: { marginLeft: 16 }
		}
	]
})));
var AsteriskComponent = styled("span", {
	name: "MuiFormControlLabel",
	slot: "Asterisk"
})(memoTheme(({ theme }) => ({ [`&.${formControlLabelClasses.error}`]: { color: (theme.vars || theme).palette.error.main } })));
/**
* Drop-in replacement of the `Radio`, `Switch` and `Checkbox` component.
* Use this component if you want to display an extra label.
*/
var FormControlLabel = /*#__PURE__*/ import_react.forwardRef(function FormControlLabel(inProps, ref) {
	const props = useDefaultProps({
		props: inProps,
		name: "MuiFormControlLabel"
	});
	const { checked, className, control, disabled: disabledProp, disableTypography, label: labelProp, labelPlacement = "end", name, onChange, required: requiredProp, slots = {}, slotProps = {}, value, ...other } = props;
	const [fcs, muiFormControl] = useFormControlState({
		props,
		states: ["error"]
	});
	const disabled = disabledProp ?? control.props.disabled ?? muiFormControl?.disabled;
	const required = requiredProp ?? control.props.required;
	const controlProps = {
		disabled,
		required
	};
	[
		"checked",
		"name",
		"onChange",
		"value"
	].forEach((key) => {
		if (typeof control.props[key] === "undefined" && typeof props[key] !== "undefined") controlProps[key] = props[key];
	});
	const ownerState = {
		...props,
		disabled,
		labelPlacement,
		required,
		error: fcs.error
	};
	const classes = useUtilityClasses(ownerState);
	const [TypographySlot, typographySlotProps] = useSlot("typography", {
		elementType: Typography,
		externalForwardedProps: {
			slots,
			slotProps
		},
		ownerState
	});
	let label = labelProp;
	if (label != null && label.type !== Typography && !disableTypography) label = /*#__PURE__*/ (0, import_jsx_runtime.jsx)(TypographySlot, {
		component: "span",
		...typographySlotProps,
		className: clsx(classes.label, typographySlotProps?.className),
		children: label
	});
	return /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(FormControlLabelRoot, {
		className: clsx(classes.root, className),
		ownerState,
		ref,
		...other,
		children: [/*#__PURE__*/ import_react.cloneElement(control, controlProps), required ? /*#__PURE__*/ (0, import_jsx_runtime.jsxs)("div", { children: [label, /*#__PURE__*/ (0, import_jsx_runtime.jsxs)(AsteriskComponent, {
			ownerState,
			"aria-hidden": true,
			className: classes.asterisk,
			children: [" ", "*"]
		})] }) : label]
	});
});
process.env.NODE_ENV !== "production" && (FormControlLabel.propTypes = {
	/**
	* If `true`, the component appears selected.
	*/
	checked: import_prop_types.default.bool,
	/**
	* Override or extend the styles applied to the component.
	*/
	classes: import_prop_types.default.object,
	/**
	* @ignore
	*/
	className: import_prop_types.default.string,
	/**
	* A control element. For instance, it can be a `Radio`, a `Switch` or a `Checkbox`.
	*/
	control: import_prop_types.default.element.isRequired,
	/**
	* If `true`, the control is disabled.
	*/
	disabled: import_prop_types.default.bool,
	/**
	* If `true`, the label is rendered as it is passed without an additional typography node.
	*/
	disableTypography: import_prop_types.default.bool,
	/**
	* A text or an element to be used in an enclosing label element.
	*/
	label: import_prop_types.default.node,
	/**
	* The position of the label.
	* @default 'end'
	*/
	labelPlacement: import_prop_types.default.oneOf([
		"bottom",
		"end",
		"start",
		"top"
	]),
	/**
	* @ignore
	*/
	name: import_prop_types.default.string,
	/**
	* Callback fired when the state is changed.
	*
	* @param {React.SyntheticEvent} event The event source of the callback.
	* You can pull out the new checked state by accessing `event.target.checked` (boolean).
	*/
	onChange: import_prop_types.default.func,
	/**
	* If `true`, the label will indicate that the `input` is required.
	*/
	required: import_prop_types.default.bool,
	/**
	* The props used for each slot inside.
	* @default {}
	*/
	slotProps: import_prop_types.default.shape({ typography: import_prop_types.default.oneOfType([import_prop_types.default.func, import_prop_types.default.object]) }),
	/**
	* The components used for each slot inside.
	* @default {}
	*/
	slots: import_prop_types.default.shape({ typography: import_prop_types.default.elementType }),
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
	* The value of the component.
	*/
	value: import_prop_types.default.any
});
// src/features/online-form/answerSchema.ts
var MESSAGES = {
	required: "This field is required",
	checkboxRequired: "This box must be checked",
	email: "Must be a valid email",
	tel: "Must be a valid phone number",
	number: "Must be a number",
	date: "Must be a date as YYYY-MM-DD",
	tooLong: `Must be at most ${ONLINE_FORM_ANSWER_MAX_LENGTH} characters`,
	oneOf: (options) => `Must be one of: ${options.join(", ")}`
};
var EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
var PHONE_PATTERN = /^\+?[0-9()\s.-]{4,30}$/;
var DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD (2025-02-30 is not). */
function isRealDate(value) {
	if (!DATE_PATTERN.test(value)) return false;
	const date = /* @__PURE__ */ new Date(`${value}T00:00:00Z`);
	return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}
/** A missing value gets "This field is required"; any other problem the schema's own message. */
var requiredError = (otherwise) => ({ error: (issue) => issue.input === void 0 ? MESSAGES.required : otherwise });
/** The check of one present (non-blank) answer, by field type. */
function presentAnswer(field) {
	const text = string(requiredError()).trim().max(ONLINE_FORM_ANSWER_MAX_LENGTH, MESSAGES.tooLong);
	switch (field.type) {
		case "email": return text.regex(EMAIL_PATTERN, MESSAGES.email).transform((value) => value.toLowerCase());
		case "tel": return text.regex(PHONE_PATTERN, MESSAGES.tel);
		case "number": return text.refine((value) => Number.isFinite(Number(value)), MESSAGES.number).transform((value) => Number(value));
		case "date": return text.refine(isRealDate, MESSAGES.date);
		case "select": {
			const options = field.options ?? [];
			return string(requiredError(MESSAGES.oneOf(options))).refine((value) => options.includes(value), { message: MESSAGES.oneOf(options) });
		}
		default: return text;
	}
}
var blankToUndefined = (value) => value === null || typeof value === "string" && value.trim() === "" ? void 0 : value;
/** The check of one field: required or optional, blank text counting as missing. */
function answerSchema(field) {
	if (field.type === "checkbox") return field.required ? literal(true, requiredError(MESSAGES.checkboxRequired)) : boolean().optional().default(false);
	const present = presentAnswer(field);
	return preprocess(blankToUndefined, field.required ? present : present.optional());
}
/** The zod schema of a whole form: one entry per field; its output is what is sent. */
function buildAnswersSchema(fields) {
	const shape = Object.fromEntries(fields.map((field) => [field.name, answerSchema(field)]));
	return object(shape).transform((answers) => {
		const sent = {};
		for (const [name, value] of Object.entries(answers)) if (value !== void 0) sent[name] = value;
		return sent;
	});
}
/** The empty form: blank text, unchecked boxes. */
function initialValues(fields) {
	return Object.fromEntries(fields.map((field) => [field.name, field.type === "checkbox" ? false : ""]));
}
// src/features/online-form/OnlineForm.tsx
/** The online form machine with the real submission call; the page gives it where to go after. */
var onlineFormLogic$1 = onlineFormMachine.provide({ actors: { submitForm: fromPromise(({ input }) => submitOnlineForm(input.formId, input.answers)) } });
var inputTypes = {
	email: "email",
	tel: "tel",
	number: "text",
	date: "date"
};
function FieldInput({ field, control, serverError, onEdit }) {
	const id = `online-form-${field.name}`;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Controller, {
		name: field.name,
		control,
		render: ({ field: input, fieldState }) => {
			const message = fieldState.error?.message ?? serverError;
			const helperId = message ? `${id}-helper` : void 0;
			if (field.type === "checkbox") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(FormControl, {
				error: Boolean(message),
				required: field.required,
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormControlLabel, {
					control: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Checkbox, {
						id,
						name: input.name,
						checked: input.value === true,
						onChange: (event) => {
							input.onChange(event.target.checked);
							onEdit();
						},
						onBlur: input.onBlur,
						slotProps: { input: {
							ref: input.ref,
							"aria-invalid": Boolean(message),
							"aria-describedby": helperId,
							"aria-required": field.required
						} }
					}),
					label: field.required ? `${field.label} *` : field.label
				}), message ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormHelperText, {
					id: helperId,
					children: message
				}) : null]
			});
			const common = {
				id,
				name: input.name,
				label: field.label,
				required: field.required,
				fullWidth: true,
				value: typeof input.value === "string" ? input.value : "",
				onChange: (event) => {
					input.onChange(event.target.value);
					onEdit();
				},
				onBlur: input.onBlur,
				inputRef: input.ref,
				error: Boolean(message),
				helperText: message
			};
			if (field.type === "select") return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(TextField, {
				...common,
				select: true,
				slotProps: {
					select: { native: true },
					inputLabel: { shrink: true }
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: "",
					children: "Choose…"
				}), (field.options ?? []).map((option) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("option", {
					value: option,
					children: option
				}, option))]
			});
			if (field.type === "textarea") return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				...common,
				multiline: true,
				minRows: 4
			});
			return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
				...common,
				type: inputTypes[field.type] ?? "text",
				slotProps: {
					htmlInput: field.type === "number" ? { inputMode: "decimal" } : void 0,
					inputLabel: field.type === "date" ? { shrink: true } : void 0
				},
				autoComplete: field.type === "email" ? "email" : field.type === "tel" ? "tel" : void 0
			});
		}
	});
}
/**
* An online form from its definition: every field type the server supports, checked on the client
* with a zod schema built from the definition; the server's field errors show beside the fields.
*/
function OnlineForm({ formId, fields, onSubmitted, logic = onlineFormLogic$1 }) {
	const schema = (0, import_react.useMemo)(() => buildAnswersSchema(fields), [fields]);
	const [machine] = (0, import_react.useState)(() => logic.provide({ actions: { showResult: () => onSubmitted() } }));
	const [input] = (0, import_react.useState)(() => ({ formId }));
	const [snapshot, send] = useMachine(machine, { input });
	const { control, handleSubmit } = useForm({
		resolver: u(schema),
		defaultValues: initialValues(fields),
		mode: "onTouched"
	});
	const submitting = snapshot.matches("submitting") || snapshot.matches("submitted");
	const { fieldErrors, error } = snapshot.context;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("form", {
		noValidate: true,
		"aria-busy": submitting,
		onSubmit: handleSubmit((answers) => send({
			type: "form.submit",
			answers
		})),
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
			spacing: 3,
			children: [
				fields.map((field) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FieldInput, {
					field,
					control,
					serverError: fieldErrors[field.name],
					onEdit: () => send({
						type: "form.field.change",
						name: field.name
					})
				}, field.name)),
				error && snapshot.matches("editing") ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
					severity: "error",
					role: "alert",
					children: error
				}) : null,
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					type: "submit",
					variant: "contained",
					size: "large",
					disabled: submitting,
					children: submitting ? "Submitting…" : "Submit"
				}) })
			]
		})
	});
}
// src/features/online-form/useOnlineFormDefinition.ts
var onlineFormLogic = resourceLogic(fetchOnlineForm);
/** The form definition of /online-form/{id}: loading, ready, not found or failed, and Retry. */
var useOnlineFormDefinition = (id) => useResource(onlineFormLogic, id);
// src/pages/OnlineFormPage.tsx
var FORM_RESULT_PATH = paths.formSubmitResult;
function FormFrame({ title, description, children }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
		component: "section",
		sx: {
			py: {
				xs: 4,
				md: 8
			},
			bgcolor: "grey.50"
		},
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Container, {
			maxWidth: "sm",
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Paper, {
				variant: "outlined",
				sx: {
					p: {
						xs: 3,
						md: 5
					},
					borderRadius: 3
				},
				children: [
					/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "h1",
						sx: {
							fontSize: {
								xs: "1.875rem",
								md: "2.25rem"
							},
							fontWeight: 700,
							mb: 1
						},
						children: title
					}),
					description ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						color: "text.secondary",
						sx: { mb: 4 },
						children: description
					}) : null,
					children
				]
			})
		})
	});
}
/** /online-form/{id}: a form defined on the server, filled in and sent; an unknown id is the 404 page. */
function OnlineFormPage({ params }) {
	const id = params.id ?? "";
	const [, navigate] = useLocation();
	const { view, retry } = useOnlineFormDefinition(id);
	switch (view.status) {
		case "loading": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormFrame, {
			title: "Online form",
			description: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, { variant: "text" }),
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Box, {
				"aria-busy": "true",
				children: [
					0,
					1,
					2,
					3
				].map((row) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Skeleton, {
					variant: "rounded",
					height: 56,
					sx: { mb: 3 }
				}, row))
			})
		});
		case "notFound": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ErrorPage, {
			status: 404,
			message: `Page Not Found: /online-form/${id}`
		});
		case "failed": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ResourceFailed, {
			title: "Online form",
			error: view.error,
			onRetry: retry
		});
		case "ready": return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormFrame, {
			title: view.data.title,
			description: view.data.description,
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(OnlineForm, {
				formId: id,
				fields: view.data.fields,
				onSubmitted: () => navigate(FORM_RESULT_PATH)
			})
		});
	}
}
export { FORM_RESULT_PATH, OnlineFormPage as default };
