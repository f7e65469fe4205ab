import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useCodeNames } from '@/flow-lab/graph/codeNames';
import type { CallOutcome } from '@/flow-lab/sandbox/callOutcomes';
import type { PendingCall } from '@/flow-lab/sandbox/labSession';
import { labelInWords, valueInWords } from './plainWords';
import { callWordsInRegistry } from './registryWords';
import { ServerAnswerButton } from './ServerAnswer';

const parsed = (text: string): { value: unknown } | null => {
  try {
    return { value: JSON.parse(text) };
  } catch {
    return null;
  }
};

/**
 * A waiting call and its answers: each outcome of the menu is one click; the JSON box, empty for
 * every new call, answers anything else. Mounted once per call, so nothing typed for one call is
 * sent to the next.
 */
export function CallAnswer({
  call,
  outcomes,
  disabled,
  onAnswer,
  objectionTo,
}: {
  call: PendingCall;
  outcomes: readonly CallOutcome[];
  disabled: boolean;
  /** What the reference server would say against an answer, given the calls answered before. */
  objectionTo(outcome: CallOutcome): string | null;
  onAnswer(outcome: 'resolve' | 'reject', value: unknown): void;
}) {
  const [text, setText] = useState('');
  const typed = text.trim() === '' ? null : parsed(text);
  const codeNames = useCodeNames();
  const does = callWordsInRegistry(call.actor)?.does ?? labelInWords(call.actor);
  const input = codeNames ? JSON.stringify(call.input, null, 1) : valueInWords(call.input);
  return (
    <Paper variant="outlined" sx={{ p: 1.25 }} aria-label={`Call to ${call.actor}`}>
      <Typography sx={{ fontWeight: 600, fontFamily: codeNames ? 'monospace' : undefined, fontSize: 13 }}>
        {codeNames ? call.actor : does}
      </Typography>
      <Typography
        component="pre"
        aria-label={`Input of ${call.actor}`}
        sx={{
          m: 0,
          my: 0.5,
          fontSize: 12,
          color: 'text.secondary',
          whiteSpace: 'pre-wrap',
          wordBreak: 'break-all',
        }}
      >
        {input}
      </Typography>
      <ServerAnswerButton call={call} disabled={disabled} onAnswer={onAnswer} />
      <Box component="ul" aria-label={`Answers for ${call.actor}`} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {outcomes.map((outcome) => {
          const objection = objectionTo(outcome);
          return (
            <Box component="li" key={outcome.label} sx={{ mb: 0.5 }}>
              <Button
                size="small"
                fullWidth
                variant="outlined"
                color={outcome.outcome === 'resolve' ? 'success' : 'error'}
                disabled={disabled}
                onClick={() => onAnswer(outcome.outcome, outcome.value)}
                sx={{
                  justifyContent: 'flex-start',
                  textAlign: 'left',
                  textTransform: 'none',
                  display: 'block',
                }}
              >
                {outcome.label}
                {outcome.note && (
                  <Box component="span" sx={{ display: 'block', fontSize: 11, fontWeight: 400 }}>
                    {outcome.note}
                  </Box>
                )}
                {objection && (
                  <Box
                    component="span"
                    sx={{ display: 'block', fontSize: 11, fontWeight: 600, color: 'warning.dark' }}
                  >
                    {objection}
                  </Box>
                )}
              </Button>
            </Box>
          );
        })}
      </Box>
      <TextField
        label="Another answer (JSON)"
        size="small"
        fullWidth
        multiline
        value={text}
        error={text.trim() !== '' && typed === null}
        onChange={(change) => setText(change.target.value)}
        slotProps={{
          htmlInput: {
            'aria-label': `Answer for ${call.actor}`,
            style: { fontFamily: 'monospace', fontSize: 13 },
          },
        }}
        sx={{ my: 1 }}
      />
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="contained"
          disabled={disabled || typed === null}
          onClick={() => typed && onAnswer('resolve', typed.value)}
        >
          Resolve
        </Button>
        <Button
          size="small"
          variant="outlined"
          color="error"
          disabled={disabled || typed === null}
          onClick={() => typed && onAnswer('reject', typed.value)}
        >
          Reject
        </Button>
      </Stack>
    </Paper>
  );
}
