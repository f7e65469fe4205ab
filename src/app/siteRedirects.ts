import type { RouteRules } from '@contract/routeRules';
import { config } from '@/lib/config/siteConfig';

/**
 * The site's redirects, written into the build manifest (builds/meta/{id}.json) by scripts/build/build.ts
 * and applied by the route middleware in the browser (once the manifest is in) and by the reference
 * server (301).
 * Lower-case and hyphenated spellings people type or remember for the pages whose paths SPEC 2 fixes
 * in camel case, short forms, and the paths of the previous site that are still linked from outside.
 */
export function siteRouteRules(): RouteRules {
  return {
    trailingSlash: 'strip',
    redirects: [
      // Spellings of camel-case paths.
      { from: '/ecommerce', to: '/eCommerce' },
      { from: '/e-commerce', to: '/eCommerce' },
      { from: '/roi-calculator', to: '/RoiCalculator' },
      { from: '/roicalculator', to: '/RoiCalculator' },
      { from: '/roi', to: '/RoiCalculator' },
      { from: '/professional-services', to: '/professionalServices' },
      { from: '/professionalservices', to: '/professionalServices' },
      // Short forms of module pages.
      { from: '/inventory', to: '/inventory-management' },
      { from: '/training', to: '/module-training' },
      { from: '/certification', to: '/module-training' },
      { from: '/projects', to: '/project-management' },
      { from: '/finance', to: '/accounting' },
      { from: '/customer', to: '/customers' },
      { from: '/case-studies', to: '/customers' },
      // Paths of the previous site.
      { from: '/blogs', to: '/blog' },
      { from: '/blogs/**', to: '/blog/**' },
      { from: '/industries/**', to: '/customer/**' },
      { from: '/processes', to: '/business-processes' },
      { from: '/processes/**', to: '/business-processes/**' },
      { from: '/integration/**', to: '/integrations/**' },
      { from: '/contact-us', to: '/contact' },
      { from: '/contact-sales', to: '/contact' },
      { from: '/privacy-policy', to: '/privacy' },
      { from: '/terms', to: '/terms-of-service' },
      // Off the site: a full page load.
      { from: '/docs', to: config.externalLinks.documentation },
    ],
  };
}
