import { b as url, g as string, i as paths, o as _enum, p as object, v as union, x as config$1 } from "./paths-DtPAh-s7.js";
// machines/constants.ts
var HTTP_TIMEOUT_MS = 3e4;
var TOAST_DURATION_MS = 3e3;
var TOAST_DEFAULT_TYPE = "info";
var LOADING_BAR_DURATION_MS = 2e3;
var BUILD_POLL_MS = 36e5;
var RELOAD_GUARD_MS = 1e4;
var MANIFEST_PREFETCH_DELAY_MS = 1e3;
var CHAT_REGIONS = [
	"us",
	"eu",
	"ap"
];
/** The resend countdown counts down one second at a time. */
var RESEND_COUNTDOWN_TICK_MS = 1e3;
// src/lib/config.ts
config$1({ jitless: true });
/**
* The one place that reads build-time configuration (Vite's import.meta.env).
* A bad value stops start-up with a message naming the variable.
*/
var optionalUrl = union([url(), string().startsWith("/")]);
var schema = object({
	VITE_API_BASE: string().default("/api"),
	VITE_ARP_URL: optionalUrl.default("/arp"),
	VITE_SITE_URL: url().default("https://adenhq.com"),
	VITE_GOOGLE_CLIENT_ID: string().refine((v) => v.trim() !== "", "is set but blank; unset it to hide Google sign-in").optional(),
	VITE_CHAT_APP_ID: string().trim().min(1).optional(),
	VITE_CHAT_REGION: _enum(CHAT_REGIONS).default("us"),
	VITE_CHAT_SCRIPT_BASE: optionalUrl.default("https://widget.intercom.io/widget"),
	VITE_SCHEDULING_URL: url().default("https://calendly.com/aden-ai/demo"),
	VITE_DISCOVERY_CALL_URL: url().default("https://calendly.com/aden-ai/discovery-call"),
	VITE_ADS_CONVERSION_ID: string().trim().min(1).optional(),
	VITE_HEADER_HIDDEN_PREFIXES: string().default(`${paths.onlineForms},${paths.formSubmitResult}`),
	VITE_LINK_DEVELOPER_TOOLS: url().default("https://github.com/adenhq/hive"),
	VITE_LINK_DOCUMENTATION: url().default("https://docs.adenhq.com"),
	VITE_LINK_SECURITY: url().default("https://trust.adenhq.com"),
	VITE_LINK_LOW_CODE: url().default("https://www.aden.dev"),
	VITE_LINK_CAREERS: url().default("https://jobs.adenhq.com"),
	VITE_INSPECT: _enum(["true", "false"]).default("false"),
	VITE_CONSENT_REQUIRED: _enum(["true", "false"]).default("true"),
	VITE_BUILD_ID: string().default("dev")
});
function parseConfig(env) {
	const cleaned = Object.fromEntries(Object.entries(env).filter(([key, value]) => value !== "" || key === "VITE_GOOGLE_CLIENT_ID"));
	const parsed = schema.safeParse(cleaned);
	if (!parsed.success) {
		const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
		throw new Error(`Invalid configuration. ${problems.join("; ")}`);
	}
	const env_ = parsed.data;
	return {
		apiBase: env_.VITE_API_BASE.replace(/\/$/, ""),
		arpUrl: env_.VITE_ARP_URL.replace(/\/$/, ""),
		siteUrl: env_.VITE_SITE_URL.replace(/\/$/, ""),
		googleClientId: env_.VITE_GOOGLE_CLIENT_ID,
		chat: env_.VITE_CHAT_APP_ID ? {
			appId: env_.VITE_CHAT_APP_ID,
			region: env_.VITE_CHAT_REGION,
			scriptBase: env_.VITE_CHAT_SCRIPT_BASE.replace(/\/$/, "")
		} : null,
		schedulingUrl: env_.VITE_SCHEDULING_URL,
		discoveryCallUrl: env_.VITE_DISCOVERY_CALL_URL,
		adsConversionId: env_.VITE_ADS_CONVERSION_ID ?? null,
		headerHiddenPrefixes: env_.VITE_HEADER_HIDDEN_PREFIXES.split(",").map((prefix) => prefix.trim()).filter(Boolean),
		externalLinks: {
			developerTools: env_.VITE_LINK_DEVELOPER_TOOLS,
			documentation: env_.VITE_LINK_DOCUMENTATION,
			security: env_.VITE_LINK_SECURITY,
			lowCode: env_.VITE_LINK_LOW_CODE,
			careers: env_.VITE_LINK_CAREERS
		},
		inspect: env_.VITE_INSPECT === "true",
		consentRequired: env_.VITE_CONSENT_REQUIRED === "true",
		buildId: env_.VITE_BUILD_ID
	};
}
var config = parseConfig({
	"BASE_URL": "/",
	"DEV": false,
	"MODE": "production",
	"PROD": true,
	"SSR": true,
	"VITE_BUILD_ID": "mwsec2b8-7mvxf5"
});
export { MANIFEST_PREFETCH_DELAY_MS as a, TOAST_DEFAULT_TYPE as c, LOADING_BAR_DURATION_MS as i, TOAST_DURATION_MS as l, BUILD_POLL_MS as n, RELOAD_GUARD_MS as o, HTTP_TIMEOUT_MS as r, RESEND_COUNTDOWN_TICK_MS as s, config as t };
