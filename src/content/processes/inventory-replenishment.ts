import { claimSources, sharedFigures } from '@/content/facts/claims';
import type { ProcessSource } from '@/content/schema';

export default {
  title: 'Inventory replenishment',
  summary:
    'Forecast demand, set reorder points per location and turn them into purchase or transfer orders on time.',
  intro:
    'Too much stock ties up cash; too little loses orders. Most teams set reorder points once and never revisit them. Aden forecasts demand per item and location from sales history, seasonality and open orders, and proposes the orders that keep service levels where you want them.',
  steps: [
    {
      title: 'Forecast demand',
      body: 'Each item gets a forecast per location, updated weekly, with a confidence band that widens for erratic sellers.',
      module: 'inventory-management',
    },
    {
      title: 'Set service levels',
      body: 'You choose a target service level per item class; safety stock and reorder points follow from the forecast and supplier lead times.',
      module: 'inventory-management',
    },
    {
      title: 'Propose orders',
      body: 'Every morning Aden proposes purchase orders and transfers between warehouses, grouped by supplier and respecting minimum order quantities.',
      module: 'inventory-management',
    },
    {
      title: 'Approve and send',
      body: 'A buyer reviews proposals in one list, changes quantities if needed and sends the orders in one step.',
      module: 'accounting',
    },
    {
      title: 'Sync channels',
      body: 'Expected receipts update the available-to-promise quantity shown on sales channels, so customers can pre-order what is on the way.',
      module: 'eCommerce',
    },
  ],
  modules: ['inventory-management', 'accounting', 'eCommerce'],
  measures: [
    'Fill rate',
    'Stock-outs per month',
    'Days of inventory on hand',
    'Excess and obsolete stock value',
  ],
  figures: [
    sharedFigures.inventoryValueHeld,
    {
      value: '98.4%',
      label: 'fill rate held over the same period',
      source: claimSources.fillRateHeld,
    },
  ],
  updated: '2026-10-30',
} satisfies ProcessSource;
