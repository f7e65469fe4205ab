import Button, { type ButtonProps } from '@mui/material/Button';
import { Link } from 'wouter';
import { type Cta, useCtaAction } from './ctaActions';

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
    <Button onClick={() => action && run(action)} {...props}>
      {cta.label}
    </Button>
  );
}
