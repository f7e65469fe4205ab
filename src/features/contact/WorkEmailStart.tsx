import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { FormEvent } from 'react';
import { useOpenContact } from '@/lib/appActors';

/**
 * "Work email" and "Get started": opens the contact dialog with the e-mail filled in (SPEC 2: the
 * dialog's opening event may carry an e-mail). Self-contained, for any hero or call to action.
 */
export function WorkEmailStart({ id = 'work-email-start' }: { id?: string }) {
  const openContact = useOpenContact();
  const start = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    openContact(email || undefined);
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
      <TextField
        id={id}
        name="email"
        type="email"
        label="Work email"
        autoComplete="email"
        size="medium"
        fullWidth
        sx={{ bgcolor: 'background.paper' }}
      />
      <Button type="submit" variant="contained" size="large" sx={{ flexShrink: 0, px: 4, minHeight: 56 }}>
        Get started
      </Button>
    </Stack>
  );
}
