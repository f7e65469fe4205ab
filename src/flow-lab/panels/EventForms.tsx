import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EventTemplate } from '@/flow-lab/sandbox/eventTemplates';

/** A form's raw field texts, by field name: strings as typed, anything else as JSON. */
export type EventDraft = Record<string, string>;

export function draftOf(template: EventTemplate): EventDraft {
  return Object.fromEntries(
    Object.entries(template)
      .filter(([name]) => name !== 'type')
      .map(([name, value]) => [name, typeof value === 'string' ? value : JSON.stringify(value)]),
  );
}

/** The event a draft stands for, or null while a non-text field is not valid JSON. */
export function eventOf(template: EventTemplate, draft: EventDraft): EventTemplate | null {
  const event: EventTemplate = { type: template.type };
  for (const [name, example] of Object.entries(template)) {
    if (name === 'type') continue;
    const text = draft[name] ?? '';
    if (typeof example === 'string') event[name] = text;
    else
      try {
        event[name] = JSON.parse(text);
      } catch {
        return null;
      }
  }
  return event;
}

export interface EventFormProps {
  template: EventTemplate;
  draft: EventDraft;
  accepted: boolean;
  disabled: boolean;
  onChange(draft: EventDraft): void;
  onSend(event: EventTemplate): void;
}

/** One accepted event: its payload fields and its send button. */
export function EventForm({ template, draft, accepted, disabled, onChange, onSend }: EventFormProps) {
  const event = eventOf(template, draft);
  const fields = Object.keys(template).filter((name) => name !== 'type');
  return (
    <Paper variant="outlined" sx={{ p: 1.25 }} aria-label={`Event ${template.type}`}>
      <Stack spacing={1}>
        {fields.map((name) => (
          <TextField
            key={name}
            label={name}
            size="small"
            value={draft[name] ?? ''}
            onChange={(change) => onChange({ ...draft, [name]: change.target.value })}
            error={typeof template[name] !== 'string' && event === null}
            slotProps={{
              htmlInput: { 'aria-label': `${template.type} ${name}`, style: { fontFamily: 'monospace' } },
            }}
          />
        ))}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            variant="contained"
            size="small"
            disabled={disabled || !event || !accepted}
            onClick={() => event && onSend(event)}
            sx={{ textTransform: 'none', fontFamily: 'monospace' }}
            aria-label={`Send ${template.type}`}
          >
            {template.type}
          </Button>
          {event && !accepted && (
            <Typography variant="caption" color="text.secondary">
              A guard refuses this payload now
            </Typography>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
