import Button, { type ButtonProps } from '@mui/material/Button';
import { Link } from 'wouter';
import { type LazyDialogName, opensDialog } from '@/lib/loading/LazyDialog';
import { type Cta, type CtaAction, useCtaAction } from './ctaActions';

/** The dialog each action opens. */
const dialogOf: Record<CtaAction, LazyDialogName> = {
  'start-free': 'auth',
  'book-demo': 'demo',
  'contact-sales': 'contact',
  'discovery-call': 'discoveryCall',
};

/** A call to action: a button that opens its dialog, or a link. */
export function CtaButton({ cta, ...props }: { cta: Cta } & Omit<ButtonProps, 'href' | 'onClick'>) {
  const run = useCtaAction();
  if (cta.href) {
    const external = /^https?:/.test(cta.href);
    return external ? (
      <Button href={cta.href} {...props}>
        {cta.label}
      </Button>
    ) : (
      <Button component={Link} href={cta.href} {...props}>
        {cta.label}
      </Button>
    );
  }
  const { action } = cta;
  return (
    <Button {...(action && opensDialog(dialogOf[action]))} onClick={() => action && run(action)} {...props}>
      {cta.label}
    </Button>
  );
}
