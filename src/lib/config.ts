import { CHAT_REGIONS } from '@machines/constants';
import { z } from 'zod';
import { paths } from '@/lib/paths';

// Zod probes for eval (new Function) on its first parse, to compile its parsers; the site's
// Content-Security-Policy forbids eval, so the refused probe was reported on every page (Lighthouse
// Best Practices). This module holds the first parse of every page (the bundler may run shared chunks
// before the entry's own code), so it turns the probe off here; parsing gives the same results.
z.config({ jitless: true });

/**
 * The one place that reads build-time configuration (Vite's import.meta.env).
 * A bad value stops start-up with a message naming the variable.
 */
const optionalUrl = z.union([z.url(), z.string().startsWith('/')]);

const schema = z.object({
  VITE_API_BASE: z.string().default('/api'),
  VITE_ARP_URL: optionalUrl.default('/arp'),
  VITE_SITE_URL: z.url().default('https://adenhq.com'),
  // Unset: no Google sign-in. Set but blank: start-up fails (SPEC 1).
  VITE_GOOGLE_CLIENT_ID: z
    .string()
    .refine((v) => v.trim() !== '', 'is set but blank; unset it to hide Google sign-in')
    .optional(),
  VITE_CHAT_APP_ID: z.string().trim().min(1).optional(),
  VITE_CHAT_REGION: z.enum(CHAT_REGIONS).default('us'),
  // Where the messenger's script is fetched from ({base}/{app id}); tests point it at a stand-in.
  VITE_CHAT_SCRIPT_BASE: optionalUrl.default('https://widget.intercom.io/widget'),
  VITE_SCHEDULING_URL: z.url().default('https://calendly.com/aden-ai/demo'),
  VITE_DISCOVERY_CALL_URL: z.url().default('https://calendly.com/aden-ai/discovery-call'),
  VITE_ADS_CONVERSION_ID: z.string().trim().min(1).optional(),
  VITE_HEADER_HIDDEN_PREFIXES: z.string().default(`${paths.onlineForms},${paths.formSubmitResult}`),
  VITE_LINK_DEVELOPER_TOOLS: z.url().default('https://github.com/adenhq/hive'),
  VITE_LINK_DOCUMENTATION: z.url().default('https://docs.adenhq.com'),
  VITE_LINK_SECURITY: z.url().default('https://trust.adenhq.com'),
  VITE_LINK_LOW_CODE: z.url().default('https://www.aden.dev'),
  VITE_LINK_CAREERS: z.url().default('https://jobs.adenhq.com'),
  VITE_INSPECT: z.enum(['true', 'false']).default('false'),
  // false where no consent banner is needed: every cookie category counts as granted.
  VITE_CONSENT_REQUIRED: z.enum(['true', 'false']).default('true'),
  // Set by scripts/build.ts; the app compares it with builds/latest.json to notice a new deployment.
  VITE_BUILD_ID: z.string().default('dev'),
});

export type RawEnv = Record<string, string | boolean | undefined>;

export function parseConfig(env: RawEnv) {
  // Vite exposes empty variables as ''; treat '' as unset except where blank has a meaning of its own.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => value !== '' || key === 'VITE_GOOGLE_CLIENT_ID'),
  );
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration. ${problems.join('; ')}`);
  }
  const env_ = parsed.data;
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
      security: env_.VITE_LINK_SECURITY,
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
