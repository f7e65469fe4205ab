import { useLocation, useSearch } from 'wouter';
import { type BillingCycle, DEFAULT_BILLING } from '@/content/billingTerms';

export const BILLING_PARAM = 'billing';

/** The billing cycle a query string asks for; anything but "yearly" is the default, monthly. */
export function billingFromSearch(search: string): BillingCycle {
  return new URLSearchParams(search).get(BILLING_PARAM) === 'yearly' ? 'yearly' : DEFAULT_BILLING;
}

/** The query string for a billing cycle, other parameters kept; monthly (the default) is left out. */
export function searchWithBilling(search: string, billing: BillingCycle): string {
  const params = new URLSearchParams(search);
  if (billing === DEFAULT_BILLING) params.delete(BILLING_PARAM);
  else params.set(BILLING_PARAM, billing);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The billing cycle lives in the URL (`?billing=yearly`), so a link keeps it. The prerendered page
 * shows monthly prices; the URL's choice applies right after hydration, so the first render matches:
 * the app's router reads no query while hydrating (`ssrSearch=""` in App), the real one right after.
 * Without a query nothing renders again then (a second render of the plans after hydration made
 * React hydrate the whole page at once, in one long task).
 */
export function useBilling(): [BillingCycle, (billing: BillingCycle) => void] {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const billing = billingFromSearch(search);
  const setBilling = (next: BillingCycle) =>
    navigate(`${path}${searchWithBilling(search, next)}`, { replace: true });
  return [billing, setBilling];
}
