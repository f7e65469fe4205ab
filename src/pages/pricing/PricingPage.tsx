import { useMemo } from 'react';
import { JsonLd } from '@/components/JsonLd';
import type { PageProps } from '@/components/pageProps';
import { Faq } from '@/components/sections/Faq';
import { ComparisonSection } from '@/features/pricing/ComparisonSection';
import type { PlanActions } from '@/features/pricing/PlanCard';
import { PlansSection } from '@/features/pricing/PlansSection';
import { RoiTeaser } from '@/features/pricing/RoiTeaser';
import { SecuritySection } from '@/features/pricing/SecuritySection';
import { StartFreeBand } from '@/features/pricing/StartFreeBand';
import { productJsonLd } from '@/features/pricing/structuredData';
import { config } from '@/lib/config/siteConfig';
import { HydrationBoundary } from '@/lib/loading/HydrationBoundary';
import { routes } from '@/lib/routing/paths';
import { useDiscoveryCall, useOpenContact, useShowAuth } from '@/lib/state/appActors';
import type { PricingPayload } from './pricingPageData';

/** /pricing: the plans with monthly or yearly billing, the comparison by module, the FAQ. */
export default function PricingPage({ data }: PageProps<PricingPayload>) {
  const { plans, comparison, faq } = data;
  const discoveryCall = useDiscoveryCall();
  const showAuth = useShowAuth();
  const openContact = useOpenContact();
  // Every plan signs up on Free Forever (SPEC 3: subscriptionPlan is fixed); paid plans upgrade in ARP.
  // Kept across renders: a section still waiting to hydrate that gets new props hydrates at once.
  const actions = useMemo<PlanActions>(
    () => ({
      onSignup: () => showAuth('signup'),
      onContactSales: () => openContact(),
      onDiscoveryCall: discoveryCall.show,
    }),
    [showAuth, openContact, discoveryCall.show],
  );
  // Each section is a hydration boundary (as every Section): React hydrates it in a pass and commit of
  // its own instead of the whole page in one long task.
  return (
    <>
      <PlansSection
        actions={actions}
        plans={plans}
        bestSavingPercent={data.bestYearlySavingPercent}
        seatRule={data.seatRule}
      />
      <HydrationBoundary>
        <ComparisonSection
          plans={plans}
          comparison={comparison}
          moduleAllowance={data.moduleAllowance}
          integrationAllowance={data.integrationAllowance}
        />
      </HydrationBoundary>
      <HydrationBoundary>
        <SecuritySection security={data.security} />
      </HydrationBoundary>
      <HydrationBoundary>
        <RoiTeaser href={routes.roiCalculator.path} />
      </HydrationBoundary>
      <HydrationBoundary>
        <Faq heading={data.faqHeading} items={faq} tone="muted" />
      </HydrationBoundary>
      <HydrationBoundary>
        <StartFreeBand actions={actions} />
      </HydrationBoundary>
      <JsonLd data={productJsonLd(plans, config.siteUrl)} />
    </>
  );
}
