import { eventWords } from '@machines/words';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { AnyMachineSnapshot } from 'xstate';
import type { EventTemplate } from '@/flow-lab/sandbox/eventTemplates';
import { guardRefusal, refusalText } from '@/flow-lab/sandbox/guardRefusal';

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
  /** The machine's snapshot now: the event's words, and which guard refuses it. */
  snapshot: AnyMachineSnapshot;
  draft: EventDraft;
  accepted: boolean;
  disabled: boolean;
  onChange(draft: EventDraft): void;
  onSend(event: EventTemplate): void;
}

/** Why a well-formed event is refused now: the failing guards in words, when they can be told. */
function refusalOf(snapshot: AnyMachineSnapshot, event: EventTemplate): string {
  const failed = guardRefusal(snapshot, event);
  return failed && failed.length > 0 ? refusalText(failed) : 'Refused in this state now';
}

/** One accepted event: its payload fields and its send button, named by its words. */
export function EventForm({
  template,
  snapshot,
  draft,
  accepted,
  disabled,
  onChange,
  onSend,
}: EventFormProps) {
  const event = eventOf(template, draft);
  const words = eventWords(snapshot.machine, template.type);
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
        <Button
          variant="contained"
          size="small"
          disabled={disabled || !event || !accepted}
          onClick={() => event && onSend(event)}
          sx={{ textTransform: 'none', justifyContent: 'flex-start', textAlign: 'left', display: 'block' }}
          aria-label={`Send ${template.type}`}
        >
          {words ?? template.type}
          {words && (
            <Box
              component="span"
              sx={{ display: 'block', fontFamily: 'monospace', fontSize: 11, fontWeight: 400, opacity: 0.8 }}
            >
              {template.type}
            </Box>
          )}
        </Button>
        {event && !accepted && (
          <Typography
            variant="caption"
            color="warning.dark"
            role="note"
            aria-label={`Why ${template.type} is refused`}
          >
            {refusalOf(snapshot, event)}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}
