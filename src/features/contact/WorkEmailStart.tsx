import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import type { FormEvent } from 'react';
import { useOpenContact } from '@/lib/appActors';

/**
 * "Work email" and "Get started": opens the contact dialog with the e-mail filled in (SPEC 2: the
 * dialog's opening event may carry an e-mail). Self-contained, for any hero or call to action.
 * The field is what MUI's TextField draws (outlined), composed from its parts: TextField also imports
 * the select and the other input variants, about 6 KB gzip the home page's first visit never uses.
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
      <FormControl variant="outlined" fullWidth sx={{ bgcolor: 'background.paper' }}>
        <InputLabel htmlFor={id} id={`${id}-label`}>
          Work email
        </InputLabel>
        <OutlinedInput id={id} name="email" type="email" label="Work email" autoComplete="email" />
      </FormControl>
      <Button type="submit" variant="contained" size="large" sx={{ flexShrink: 0, px: 4, minHeight: 56 }}>
        Get started
      </Button>
    </Stack>
  );
}
