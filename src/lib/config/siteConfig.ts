import { CHAT_REGIONS } from '@machines/constants';
import { routePrefix, routes } from '@/lib/routing/paths';

/**
 * The one place that reads build-time configuration (Vite's import.meta.env).
 * A bad value stops start-up with a message naming the variable. Checked by hand rather than with
 * zod: this runs on every page before anything else, and zod would be about 25 KB gzip of the first
 * visit's JavaScript for twenty variables.
 */

type Problem = string;
type Rule<T> = (value: string | undefined) => T | Problem[];

const isUrl = (value: string) => {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
};

const string =
  (fallback: string): Rule<string> =>
  (value) =>
    value ?? fallback;
const url =
  (fallback: string, orPath = false): Rule<string> =>
  (value) => {
    if (value === undefined) return fallback;
    return isUrl(value) || (orPath && value.startsWith('/'))
      ? value
      : [orPath ? 'must be a URL or a path starting with /' : 'must be a URL'];
  };
const oneOf =
  <const Options extends readonly string[]>(
    options: Options,
    fallback: Options[number],
  ): Rule<Options[number]> =>
  (value) => {
    if (value === undefined) return fallback;
    return options.includes(value) ? (value as Options[number]) : [`must be one of ${options.join(', ')}`];
  };
/** Unset, or a non-blank value (trimmed). */
const optionalText = (): Rule<string | undefined> => (value) => {
  if (value === undefined) return undefined;
  return value.trim() === '' ? ['must not be blank'] : value.trim();
};
const booleanText = oneOf(['true', 'false'] as const, 'false');

const rules = {
  VITE_API_BASE: string('/api'),
  VITE_ARP_URL: url('/arp', true),
  VITE_SITE_URL: url('https://adenhq.com'),
  // Unset: no Google sign-in. Set but blank: start-up fails (SPEC 1).
  VITE_GOOGLE_CLIENT_ID: ((value) =>
    value !== undefined && value.trim() === ''
      ? ['is set but blank; unset it to hide Google sign-in']
      : value) as Rule<string | undefined>,
  VITE_CHAT_APP_ID: optionalText(),
  VITE_CHAT_REGION: oneOf(CHAT_REGIONS, 'us'),
  // Where the messenger's script is fetched from ({base}/{app id}); tests point it at a stand-in.
  VITE_CHAT_SCRIPT_BASE: url('https://widget.intercom.io/widget', true),
  VITE_SCHEDULING_URL: url('https://calendly.com/aden-ai/demo'),
  VITE_DISCOVERY_CALL_URL: url('https://calendly.com/aden-ai/discovery-call'),
  VITE_ADS_CONVERSION_ID: optionalText(),
  VITE_HEADER_HIDDEN_PREFIXES: string(
    `${routePrefix(routes['online-form-id'])},${routes.formSubmitResult.path}`,
  ),
  VITE_LINK_DEVELOPER_TOOLS: url('https://github.com/adenhq/hive'),
  VITE_LINK_DOCUMENTATION: url('https://docs.adenhq.com'),
  VITE_LINK_LOW_CODE: url('https://www.aden.dev'),
  VITE_LINK_CAREERS: url('https://jobs.adenhq.com'),
  VITE_INSPECT: booleanText,
  // false where no consent banner is needed: the third parties' cookie categories count as granted (statistics never does).
  VITE_CONSENT_REQUIRED: oneOf(['true', 'false'] as const, 'true'),
  // Set by scripts/build/build.ts; the app compares it with builds/latest.json to notice a new deployment.
  VITE_BUILD_ID: string('dev'),
} satisfies Record<string, Rule<unknown>>;

type Parsed = { [Name in keyof typeof rules]: Exclude<ReturnType<(typeof rules)[Name]>, Problem[]> };

export type RawEnv = Record<string, string | boolean | undefined>;

export function parseConfig(env: RawEnv) {
  // Vite exposes empty variables as ''; treat '' as unset except where blank has a meaning of its own.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => value !== '' || key === 'VITE_GOOGLE_CLIENT_ID'),
  );
  const problems: string[] = [];
  const parsed: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries(rules) as [string, Rule<unknown>][]) {
    const raw = cleaned[name];
    const result = rule(raw === undefined ? undefined : String(raw));
    if (Array.isArray(result)) problems.push(...result.map((problem) => `${name}: ${problem}`));
    else parsed[name] = result;
  }
  if (problems.length > 0) throw new Error(`Invalid configuration. ${problems.join('; ')}`);
  const env_ = parsed as Parsed;
  return {
    apiBase: env_.VITE_API_BASE.replace(/\/$/, ''),
    arpUrl: env_.VITE_ARP_URL.replace(/\/$/, ''),
    siteUrl: env_.VITE_SITE_URL.replace(/\/$/, ''),
    googleClientId: env_.VITE_GOOGLE_CLIENT_ID,
    chat: env_.VITE_CHAT_APP_ID
      ? {
          appId: env_.VITE_CHAT_APP_ID,
          region: env_.VITE_CHAT_REGION,
          scriptBase: env_.VITE_CHAT_SCRIPT_BASE.replace(/\/$/, ''),
        }
      : null,
    schedulingUrl: env_.VITE_SCHEDULING_URL,
    discoveryCallUrl: env_.VITE_DISCOVERY_CALL_URL,
    adsConversionId: env_.VITE_ADS_CONVERSION_ID ?? null,
    headerHiddenPrefixes: env_.VITE_HEADER_HIDDEN_PREFIXES.split(',')
      .map((prefix) => prefix.trim())
      .filter(Boolean),
    externalLinks: {
      developerTools: env_.VITE_LINK_DEVELOPER_TOOLS,
      documentation: env_.VITE_LINK_DOCUMENTATION,
      lowCode: env_.VITE_LINK_LOW_CODE,
      careers: env_.VITE_LINK_CAREERS,
    },
    inspect: env_.VITE_INSPECT === 'true',
    consentRequired: env_.VITE_CONSENT_REQUIRED === 'true',
    buildId: env_.VITE_BUILD_ID,
  };
}

export type AppConfig = ReturnType<typeof parseConfig>;

export const config: AppConfig = parseConfig(import.meta.env);
