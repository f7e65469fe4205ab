import { eventWords } from '@machines/words';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { AnyMachineSnapshot } from 'xstate';
import { useCodeNames } from '@/flow-lab/graph/codeNames';
import { accepts } from '@/flow-lab/sandbox/accepted';
import type { EventTemplate } from '@/flow-lab/sandbox/eventTemplates';
import { guardRefusal, refusalText, refusalWords } from '@/flow-lab/sandbox/guardRefusal';
import { eventChoices } from '@/flow-lab/sandbox/machineSources';
import { PanelSection } from './PanelSection';
import { labelInWords } from './plainWords';

/** A form's raw field texts, by field name: strings as typed, anything else as JSON. */
export type EventDraft = Record<string, string>;

/** The values a field of an event may take, when the machine's type names them; null for free text. */
export const choicesOf = (type: string, field: string): readonly string[] | null =>
  eventChoices.get(type)?.[field] ?? null;

/** A template's fields as a form's texts; a field with choices starts on one of them. */
export function draftOf(template: EventTemplate): EventDraft {
  return Object.fromEntries(
    Object.entries(template)
      .filter(([name]) => name !== 'type')
      .map(([name, value]) => {
        const choices = choicesOf(template.type, name);
        const text = typeof value === 'string' ? value : JSON.stringify(value);
        return [name, choices && !choices.includes(text) ? (choices[0] ?? text) : text];
      }),
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

/** Why a well-formed event is refused now: the failing guards in words (with their names), when they can be told. */
function refusalOf(snapshot: AnyMachineSnapshot, event: EventTemplate, codeNames: boolean): string {
  const failed = guardRefusal(snapshot, event);
  if (!failed || failed.length === 0) return 'Refused in this state now';
  return codeNames ? refusalText(failed) : refusalWords(failed);
}

const mono = { fontFamily: 'monospace' } as const;

/**
 * One accepted event: its payload fields and its send button, named by its words. A field whose
 * type is a closed list is a choice of the machine's own values; the code's names show with code names.
 */
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
  const codeNames = useCodeNames();
  return (
    <Paper variant="outlined" sx={{ p: 1.25 }} aria-label={`Event ${template.type}`}>
      <Stack spacing={1}>
        {fields.map((name) => {
          const choices = choicesOf(template.type, name);
          return (
            <TextField
              key={name}
              label={codeNames ? name : labelInWords(name)}
              size="small"
              select={choices !== null}
              value={draft[name] ?? ''}
              onChange={(change) => onChange({ ...draft, [name]: change.target.value })}
              error={typeof template[name] !== 'string' && event === null}
              slotProps={{
                htmlInput: { 'aria-label': `${template.type} ${name}`, style: codeNames ? mono : undefined },
              }}
            >
              {choices?.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {choice}
                </MenuItem>
              ))}
            </TextField>
          );
        })}
        <Button
          variant="contained"
          size="small"
          disabled={disabled || !event || !accepted}
          onClick={() => event && onSend(event)}
          sx={{ textTransform: 'none', justifyContent: 'flex-start', textAlign: 'left', display: 'block' }}
          aria-label={`Send ${template.type}`}
        >
          {words ?? template.type}
          {words && codeNames && (
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
            {refusalOf(snapshot, event, codeNames)}
          </Typography>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * The Events section: a form for each event of `types`, each as its draft holds it, after `note`;
 * `empty` says so when there is none.
 */
export function EventFormsSection({
  types,
  snapshot,
  templateOf,
  draftFor,
  disabled,
  note,
  empty,
  onChange,
  onSend,
}: {
  types: readonly string[];
  snapshot: AnyMachineSnapshot;
  templateOf(type: string): EventTemplate;
  draftFor(type: string): EventDraft;
  disabled: boolean;
  note?: ReactNode;
  empty?: string;
  onChange(type: string, draft: EventDraft): void;
  onSend(event: EventTemplate): void;
}) {
  return (
    <PanelSection title="Events">
      <Stack spacing={1}>
        {note}
        {types.map((type) => {
          const event = eventOf(templateOf(type), draftFor(type));
          return (
            <EventForm
              key={type}
              template={templateOf(type)}
              snapshot={snapshot}
              draft={draftFor(type)}
              accepted={event !== null && accepts(snapshot, event)}
              disabled={disabled}
              onChange={(draft) => onChange(type, draft)}
              onSend={onSend}
            />
          );
        })}
        {types.length === 0 && empty && (
          <Typography variant="body2" color="text.secondary">
            {empty}
          </Typography>
        )}
      </Stack>
    </PanelSection>
  );
}
