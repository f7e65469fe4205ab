import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { OutlinedField } from '@/components/OutlinedField';
import { opensDialog } from '@/lib/loading/LazyDialog';
import { useShowAuth } from '@/lib/state/appActors';

/**
 * "Work email" and "Get started": starts sign-up, the dialog opened on its sign-up card with the
 * e-mail filled in (the dialog's opening event carries it), as "Get started" promises; an empty
 * field opens the card empty. Self-contained, for any hero or call to action.
 * `emphasis`: filled where it is the view's primary action, outlined beside another primary.
 * The field looks like MUI's outlined TextField without its code (OutlinedField): it is on the home
 * page at first paint, and TextField would be most of that page's own JavaScript.
 */
export function WorkEmailStart({
  id = 'work-email-start',
  emphasis = 'primary',
}: {
  id?: string;
  emphasis?: 'primary' | 'secondary';
}) {
  const showAuth = useShowAuth();
  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    showAuth('signup', email ? { email } : {});
  };
  return (
    <Stack
      component="form"
      aria-label="Get started with Aden"
      onSubmit={start}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ width: '100%', maxWidth: 520 }}
    >
      <OutlinedField id={id} label="Work email" name="email" type="email" autoComplete="email" />
      <Button
        type="submit"
        {...opensDialog('auth')}
        variant={emphasis === 'primary' ? 'contained' : 'outlined'}
        size="large"
        sx={{ flexShrink: 0, px: 4, minHeight: 56 }}
      >
        Get started
      </Button>
    </Stack>
  );
}
