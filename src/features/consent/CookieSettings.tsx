import { BUTTON_LABELS } from '@contract/buttonLabels';
import type { ConsentCategory } from '@machines/consent';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useAppSelector, useConsentCommands, useConsentSettingsOpen } from '@/lib/state/appActors';
import { CATEGORY_TEXT } from './policy';

/** The choice per category, from the banner's "Customize" or the footer's "Cookie settings" (loaded on opening: src/app/dialogs.tsx). */
export function CookieSettings() {
  const open = useConsentSettingsOpen();
  const draft = useAppSelector('consent', (snapshot) => snapshot.context.draft);
  const { acceptAll, rejectAll, save, close, toggle } = useConsentCommands();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Cookie settings</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <CategoryRow category="necessary" checked disabled />
          <CategoryRow category="functional" checked={draft.functional} onToggle={toggle} />
          <CategoryRow category="marketing" checked={draft.marketing} onToggle={toggle} />
          <CategoryRow category="statistics" checked={draft.statistics} onToggle={toggle} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, flexWrap: 'wrap', gap: 1 }}>
        {/* "Necessary only" and "Accept all" weigh the same; saving the choices made is the primary. */}
        <Button variant="outlined" onClick={rejectAll}>
          {BUTTON_LABELS.necessaryOnly}
        </Button>
        <Button variant="outlined" onClick={acceptAll}>
          {BUTTON_LABELS.acceptAll}
        </Button>
        <Button variant="contained" onClick={save}>
          Save choices
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CategoryRow({
  category,
  checked,
  disabled = false,
  onToggle,
}: {
  category: ConsentCategory | 'necessary';
  checked: boolean;
  disabled?: boolean;
  onToggle?: (category: ConsentCategory) => void;
}) {
  const labelId = useId();
  const descriptionId = useId();
  const { title, text } = CATEGORY_TEXT[category];
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
      <div>
        <Typography id={labelId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography id={descriptionId} variant="body2" color="text.secondary">
          {text}
        </Typography>
      </div>
      <Switch
        checked={checked}
        disabled={disabled}
        onChange={() => {
          if (category !== 'necessary') onToggle?.(category);
        }}
        slotProps={{ input: { 'aria-labelledby': labelId, 'aria-describedby': descriptionId } }}
      />
    </Stack>
  );
}
