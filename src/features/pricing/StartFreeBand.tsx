import Button from '@mui/material/Button';
import { CtaBandFrame } from '@/components/sections/CtaBand';
import { opensDialog } from '@/lib/loading/LazyDialog';
import type { PlanActions } from './PlanCard';

/** The closing call to action: start free, or talk to sales, in the site's one band. */
export function StartFreeBand({ actions }: { actions: PlanActions }) {
  return (
    <CtaBandFrame
      id="start-free"
      heading="Start on Free Forever today"
      body="Sign up in a minute, connect your bank and your spreadsheets, and upgrade only when Aden is doing real work for you."
    >
      <Button variant="contained" size="large" {...opensDialog('auth')} onClick={actions.onSignup}>
        Start for free
      </Button>
      <Button variant="outlined" size="large" {...opensDialog('contact')} onClick={actions.onContactSales}>
        Contact sales
      </Button>
    </CtaBandFrame>
  );
}
