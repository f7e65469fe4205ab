import { o as __toESM } from "./rolldown-runtime-C1I3wEg2.js";
import { A as DialogContent, B as useAppActors, J as useGoogleScriptStatus, K as MODAL_Z_INDEX, W as AUTH_DIALOG_WIDTH_PX, Y as GoogleLogin, b as CloseRounded_default, j as Dialog, q as IconButton, w as Divider, y as Collapse } from "../entry-server.js";
import { Lt as require_react, c as Box, o as Typography, t as Link, yt as require_jsx_runtime } from "./Link-BuID5lrB.js";
import { r as useSelector } from "./xstate-react.esm-DO9XU1Dd.js";
import { t as Alert } from "./Alert-CMtmtXjb.js";
import { g as string, l as email, p as object } from "./paths-DtPAh-s7.js";
import { i as CircularProgress, r as Button, t as Stack } from "./Stack-D0zRjfJg.js";
import { a as useWatch, i as useForm, r as useController, t as u } from "./zod-thYP5pf9.js";
import { t as TextField } from "./TextField-BR1aKUnj.js";
// src/features/auth/GoogleSignInButton.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/** Google's rendered button is at most 400 px wide. */
var GOOGLE_BUTTON_MAX_WIDTH = 400;
var BUTTON_HEIGHT = 40;
function GoogleMark() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("svg", {
		width: "18",
		height: "18",
		viewBox: "0 0 48 48",
		"aria-hidden": "true",
		focusable: "false",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "#EA4335",
				d: "M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "#4285F4",
				d: "M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "#FBBC05",
				d: "M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("path", {
				fill: "#34A853",
				d: "M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
			})
		]
	});
}
/** The "or" between Google and the e-mail forms. */
function OrDivider() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Divider, {
		sx: {
			my: 2.5,
			color: "text.secondary",
			typography: "body2"
		},
		role: "separator",
		children: "or"
	});
}
/**
* "Continue with Google" and the "or" divider, only when Google is configured (SPEC 1, 2). Google's
* own button yields the ID-token credential; One Tap is offered through FedCM. While the script loads
* a disabled stand-in keeps the place; if it fails, nothing is shown (SPEC 8).
*/
function GoogleSignInSection({ actorRef }) {
	const state = useSelector(actorRef, (snapshot) => snapshot.value);
	const error = useSelector(actorRef, (snapshot) => snapshot.context.error);
	const scriptStatus = useGoogleScriptStatus();
	(0, import_react.useEffect)(() => {
		if (scriptStatus === "loaded") actorRef.send({ type: "google.script.loaded" });
		if (scriptStatus === "failed") actorRef.send({ type: "google.script.failed" });
	}, [actorRef, scriptStatus]);
	if (state === "absent" || state === "loadError" || state === "start") return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, { children: [
		state === "loadingScript" ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
			variant: "outlined",
			fullWidth: true,
			disabled: true,
			startIcon: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GoogleMark, {}),
			sx: {
				height: BUTTON_HEIGHT,
				borderRadius: 1
			},
			children: "Continue with Google"
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GoogleButton, {
			actorRef,
			busy: state === "exchanging"
		}),
		error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
			severity: "error",
			sx: { mt: 1.5 },
			children: error
		}),
		/* @__PURE__ */ (0, import_jsx_runtime.jsx)(OrDivider, {})
	] });
}
function GoogleButton({ actorRef, busy }) {
	const containerRef = (0, import_react.useRef)(null);
	const [width, setWidth] = (0, import_react.useState)(null);
	(0, import_react.useEffect)(() => {
		const measured = containerRef.current?.clientWidth ?? 0;
		setWidth(Math.min(GOOGLE_BUTTON_MAX_WIDTH, Math.max(200, Math.floor(measured))));
	}, []);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
		ref: containerRef,
		"aria-busy": busy,
		sx: {
			position: "relative",
			minHeight: BUTTON_HEIGHT,
			display: "flex",
			justifyContent: "center",
			"& iframe": { colorScheme: "normal" }
		},
		children: [width !== null && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GoogleLogin, {
			onSuccess: (response) => actorRef.send({
				type: "google.credential",
				credential: response.credential
			}),
			onError: () => actorRef.send({ type: "google.error" }),
			text: "continue_with",
			theme: "outline",
			size: "large",
			shape: "rectangular",
			logo_alignment: "center",
			width,
			context: "signin",
			useOneTap: true,
			use_fedcm_for_prompt: true,
			containerProps: { style: { width } }
		}), busy && /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
			sx: {
				position: "absolute",
				inset: 0,
				display: "flex",
				alignItems: "center",
				justifyContent: "center",
				gap: 1,
				bgcolor: "rgba(255,255,255,0.85)",
				borderRadius: 1
			},
			children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
				size: 18,
				"aria-hidden": true
			}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
				variant: "body2",
				children: "Signing in with Google…"
			})]
		})]
	});
}
// src/features/auth/FormTextField.tsx
/** An MUI text field bound to a react-hook-form field; the rule's message shows as its helper text. */
function FormTextField({ name, control, hint, ...props }) {
	const { field, fieldState } = useController({
		name,
		control
	});
	const message = fieldState.error?.message;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(TextField, {
		fullWidth: true,
		...props,
		name: field.name,
		value: field.value ?? "",
		onChange: field.onChange,
		onBlur: field.onBlur,
		inputRef: field.ref,
		error: Boolean(message),
		helperText: message ?? hint
	});
}
// src/features/auth/schemas.ts
var MESSAGES = {
	emailRequired: "Please input your email",
	emailInvalid: "Please input a valid email",
	passwordRequired: "Please input your password",
	passwordTooShort: `Your password should contain at least 10 characters`,
	signupCodeRequired: "Please input your signup code"
};
/**
* SPEC 5: "a rule that fails without a message" says the field name plus "fails". Passed to every
* parse of these forms as the contextual error map; rules with a message keep their own.
*/
function ruleFailsMessage(issue) {
	return `${(issue.path ?? []).map(String).join(".") || "value"} fails`;
}
var parseOptions = { error: ruleFailsMessage };
var requiredEmail = string().trim().min(1, MESSAGES.emailRequired);
var validEmail = requiredEmail.pipe(email(MESSAGES.emailInvalid));
var requiredPassword = string().min(1, MESSAGES.passwordRequired);
var loginSchema = object({
	email: requiredEmail,
	password: requiredPassword
});
object({ email: validEmail });
var signupStep1Schema = object({
	email: validEmail,
	signupCode: string().trim().min(1, MESSAGES.signupCodeRequired)
});
/** Sign-up step 2: the password (the e-mail was checked in step 1, or came with the link). */
var signupStep2Schema = object({
	email: requiredEmail,
	password: requiredPassword.pipe(string().min(10, MESSAGES.passwordTooShort))
});
// src/features/auth/LoginCard.tsx
/**
* E-mail and password (SPEC 2, 5). Rules are checked on blur; Enter in the password submits. A failed
* attempt shows the server's message and keeps what was typed.
*/
function LoginCard({ actorRef }) {
	const submitting = useSelector(actorRef, (snapshot) => snapshot.matches("submitting"));
	const error = useSelector(actorRef, (snapshot) => snapshot.context.error);
	const initialEmail = useSelector(actorRef, (snapshot) => snapshot.context.email);
	const { control, handleSubmit } = useForm({
		resolver: u(loginSchema, parseOptions),
		mode: "onBlur",
		defaultValues: {
			email: initialEmail,
			password: ""
		}
	});
	const onSubmit = handleSubmit(({ email, password }) => {
		actorRef.send({
			type: "login.submit",
			email,
			password
		});
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "form",
		noValidate: true,
		onSubmit,
		spacing: 2,
		"aria-label": "Log in",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				control,
				name: "email",
				label: "Email",
				type: "email",
				autoComplete: "email",
				autoFocus: initialEmail === ""
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				control,
				name: "password",
				label: "Password",
				type: "password",
				autoComplete: "current-password",
				autoFocus: initialEmail !== ""
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				children: error
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				size: "large",
				fullWidth: true,
				disabled: submitting,
				startIcon: submitting ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
					size: 18,
					color: "inherit",
					"aria-hidden": true
				}) : void 0,
				children: submitting ? "Logging in…" : "Log in"
			})
		]
	});
}
// src/features/auth/SignupCard.tsx
var progress = /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CircularProgress, {
	size: 18,
	color: "inherit",
	"aria-hidden": true
});
/** The label of Send code: the seconds left during the countdown (SPEC 4). */
function sendCodeLabel({ sending, secondsLeft }) {
	if (sending) return "Sending…";
	if (secondsLeft > 0) return `Resend in ${secondsLeft}s`;
	return "Send code";
}
/** Two-step sign-up (SPEC 4, 5): e-mail and emailed code, then a password. */
function SignupCard({ actorRef }) {
	const inStep2 = useSelector(actorRef, (snapshot) => snapshot.matches("step2"));
	const error = useSelector(actorRef, (snapshot) => snapshot.context.error);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		spacing: 2,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
			variant: "overline",
			color: "text.secondary",
			sx: { lineHeight: 1.5 },
			children: inStep2 ? "Step 2 of 2 · Choose a password" : "Step 1 of 2 · Verify your email"
		}), inStep2 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignupStep2, {
			actorRef,
			error
		}) : /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignupStep1, {
			actorRef,
			error
		})]
	});
}
function SignupStep1({ actorRef, error }) {
	const sending = useSelector(actorRef, (snapshot) => snapshot.matches({ step1: { codeRequest: "sending" } }));
	const checking = useSelector(actorRef, (snapshot) => snapshot.matches({ step1: { codeCheck: "checking" } }));
	const secondsLeft = useSelector(actorRef, (snapshot) => snapshot.context.secondsLeft);
	const codeSent = useSelector(actorRef, (snapshot) => snapshot.context.codeSent);
	const initial = useSelector(actorRef, (snapshot) => snapshot.context);
	const { control, handleSubmit, trigger, getValues } = useForm({
		resolver: u(signupStep1Schema, parseOptions),
		mode: "onBlur",
		defaultValues: {
			email: initial.email,
			signupCode: initial.code
		}
	});
	const email = useWatch({
		control,
		name: "email"
	}) ?? "";
	const signupCode = useWatch({
		control,
		name: "signupCode"
	}) ?? "";
	const sendDisabled = !useSelector(actorRef, (snapshot) => snapshot.can({
		type: "signup.code.send",
		email: email.trim()
	}));
	const continueDisabled = !useSelector(actorRef, (snapshot) => snapshot.can({
		type: "signup.continue",
		email: email.trim(),
		code: signupCode.trim()
	}));
	const sendCode = async () => {
		if (!await trigger("email")) return;
		const value = getValues("email").trim();
		if (value) actorRef.send({
			type: "signup.code.send",
			email: value
		});
	};
	const checkCode = handleSubmit(({ email: checkedEmail, signupCode: code }) => {
		actorRef.send({
			type: "signup.continue",
			email: checkedEmail,
			code
		});
	});
	const onSubmit = (event) => {
		if (codeSent) return checkCode(event);
		event.preventDefault();
		return sendCode();
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "form",
		noValidate: true,
		onSubmit,
		spacing: 2,
		"aria-label": "Sign up",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
				sx: {
					display: "flex",
					flexDirection: {
						xs: "column",
						sm: "row"
					},
					gap: {
						xs: 1.5,
						sm: 1
					},
					alignItems: {
						xs: "stretch",
						sm: "flex-start"
					}
				},
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
					control,
					name: "email",
					label: "Email",
					type: "email",
					autoComplete: "email",
					autoFocus: initial.email === "",
					sx: {
						flex: 1,
						minWidth: 0
					}
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
					variant: "outlined",
					onClick: sendCode,
					disabled: sendDisabled,
					"aria-live": "polite",
					sx: {
						flexShrink: 0,
						minWidth: 124,
						height: {
							xs: 44,
							sm: 56
						},
						borderRadius: "10px",
						fontVariantNumeric: "tabular-nums"
					},
					children: sendCodeLabel({
						sending,
						secondsLeft
					})
				})]
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Collapse, {
				in: codeSent,
				unmountOnExit: true,
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
					control,
					name: "signupCode",
					label: "Verification code",
					autoComplete: "one-time-code",
					autoFocus: true,
					hint: "Check your inbox for the code we sent you.",
					slotProps: { htmlInput: {
						inputMode: "numeric",
						spellCheck: false
					} }
				})
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				children: error
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				size: "large",
				fullWidth: true,
				disabled: continueDisabled,
				startIcon: checking ? progress : void 0,
				children: checking ? "Checking…" : "Continue"
			})
		]
	});
}
function SignupStep2({ actorRef, error }) {
	const registering = useSelector(actorRef, (snapshot) => snapshot.matches({ step2: "registering" }));
	const initialEmail = useSelector(actorRef, (snapshot) => snapshot.context.email);
	const { control, handleSubmit } = useForm({
		resolver: u(signupStep2Schema, parseOptions),
		mode: "onBlur",
		defaultValues: {
			email: initialEmail,
			password: ""
		}
	});
	const email = useWatch({
		control,
		name: "email"
	}) ?? "";
	const canSubmit = useSelector(actorRef, (snapshot) => snapshot.can({
		type: "signup.submit",
		email: email.trim(),
		password: ""
	}));
	const onSubmit = handleSubmit(({ email: checkedEmail, password }) => {
		actorRef.send({
			type: "signup.submit",
			email: checkedEmail,
			password
		});
	});
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Stack, {
		component: "form",
		noValidate: true,
		onSubmit,
		spacing: 2,
		"aria-label": "Sign up",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				control,
				name: "email",
				label: "Email",
				type: "email",
				autoComplete: "email",
				slotProps: { input: { readOnly: true } },
				sx: { "& .MuiInputBase-root": { bgcolor: "action.hover" } }
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(FormTextField, {
				control,
				name: "password",
				label: "Password",
				type: "password",
				autoComplete: "new-password",
				autoFocus: true,
				hint: `At least 10 characters.`
			}),
			error && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Alert, {
				severity: "error",
				children: error
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Button, {
				type: "submit",
				variant: "contained",
				size: "large",
				fullWidth: true,
				disabled: !canSubmit,
				startIcon: registering ? progress : void 0,
				children: registering ? "Signing up…" : "Sign up"
			})
		]
	});
}
// src/features/auth/AuthDialog.tsx
var SWITCH_TO_SIGNUP = "Don't have an account? Sign up";
var SWITCH_TO_LOGIN = "Already have an account? Log in";
/**
* The login / sign-up modal (SPEC 2): 400 px wide, above the page at z-index 1800, closed only by its
* close button or a successful sign-in (no close on Escape or a click outside).
*/
function AuthDialog() {
	const titleId = (0, import_react.useId)();
	const { authDialog: authDialogActor } = useAppActors();
	const closeAuth = () => authDialogActor.send({ type: "auth.close" });
	const switchAuth = (mode) => authDialogActor.send({
		type: "auth.switch",
		mode
	});
	const open = useSelector(authDialogActor, (snapshot) => snapshot.matches("open"));
	const current = {
		mode: useSelector(authDialogActor, (snapshot) => snapshot.matches({ open: "signup" }) ? "signup" : "login"),
		login: useSelector(authDialogActor, (snapshot) => snapshot.children.login),
		signup: useSelector(authDialogActor, (snapshot) => snapshot.children.signup),
		google: useSelector(authDialogActor, (snapshot) => snapshot.children.google)
	};
	const lastShown = (0, import_react.useRef)(current);
	if (open) lastShown.current = current;
	const { mode, login, signup, google } = open ? current : lastShown.current;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Dialog, {
		open,
		"aria-labelledby": titleId,
		sx: { zIndex: MODAL_Z_INDEX },
		slotProps: { paper: { sx: {
			width: AUTH_DIALOG_WIDTH_PX,
			maxWidth: "calc(100% - 32px)",
			m: 2
		} } },
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(IconButton, {
			"aria-label": "Close",
			onClick: closeAuth,
			sx: {
				position: "absolute",
				top: 10,
				right: 10,
				color: "text.secondary"
			},
			children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(CloseRounded_default, {})
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(DialogContent, {
			sx: {
				px: {
					xs: 2.5,
					sm: 3.5
				},
				pt: 4,
				pb: 3.5
			},
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Box, {
					sx: {
						mb: 3,
						pr: 4
					},
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						id: titleId,
						variant: "h5",
						component: "h2",
						sx: { fontWeight: 700 },
						children: mode === "signup" ? "Create your account" : "Log in to Aden"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
						variant: "body2",
						color: "text.secondary",
						sx: { mt: .75 },
						children: mode === "signup" ? "Get started with Aden for free." : "Welcome back. Sign in to continue."
					})]
				}),
				google && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(GoogleSignInSection, { actorRef: google }),
				mode === "login" && login && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(LoginCard, { actorRef: login }, login.sessionId),
				mode === "signup" && signup && /* @__PURE__ */ (0, import_jsx_runtime.jsx)(SignupCard, { actorRef: signup }, signup.sessionId),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Typography, {
					variant: "body2",
					sx: {
						mt: 3,
						textAlign: "center"
					},
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Link, {
						component: "button",
						type: "button",
						variant: "body2",
						onClick: () => switchAuth(mode === "login" ? "signup" : "login"),
						sx: {
							fontWeight: 600,
							verticalAlign: "baseline"
						},
						children: mode === "login" ? SWITCH_TO_SIGNUP : SWITCH_TO_LOGIN
					})
				})
			]
		})]
	});
}
export { AuthDialog };
