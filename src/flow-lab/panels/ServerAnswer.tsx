import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { PendingCall } from '@/flow-lab/sandbox/labSession';
import {
  answeredByServer,
  askServer,
  callsTheServer,
  lastScratchCode,
  scratchServer,
  scratchServerAnswers,
  whyNotByServer,
} from '@/flow-lab/sandbox/scratchServer';

type Availability = 'checking' | 'answers' | 'absent';
let probe: Promise<boolean> | null = null;

/** Whether the scratch server answers here, asked once per page. */
function useAvailability(): Availability {
  const [availability, setAvailability] = useState<Availability>('checking');
  useEffect(() => {
    let current = true;
    probe ??= scratchServerAnswers();
    probe.then((answers) => current && setAvailability(answers ? 'answers' : 'absent'));
    return () => {
      current = false;
    };
  }, []);
  return availability;
}

const useScratchView = () => useSyncExternalStore(scratchServer.subscribe, scratchServer.getView);

/**
 * "Answer by the server" for a waiting call the scratch server can answer: the lab makes the call the
 * site would make and answers the flow with what came back. In the "Server" mode it asks by itself.
 */
export function ServerAnswerButton({
  call,
  disabled,
  onAnswer,
}: {
  call: PendingCall;
  disabled: boolean;
  onAnswer(outcome: 'resolve' | 'reject', value: unknown): void;
}) {
  const availability = useAvailability();
  const { auto } = useScratchView();
  const [asking, setAsking] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const started = useRef(false);
  const ask = useCallback(async () => {
    if (started.current) return;
    started.current = true;
    setAsking(true);
    const answer = await askServer(call.actor, call.input);
    // A call answered meanwhile from the menu, or left by time travel, takes no second answer.
    if (mounted.current) onAnswer(answer.outcome, answer.value);
  }, [call, onAnswer]);
  const ready = answeredByServer(call.actor) && availability === 'answers' && !disabled && !asking;
  useEffect(() => {
    if (auto && ready) void ask();
  }, [auto, ready, ask]);
  if (availability !== 'answers') return null;
  const whyNot = whyNotByServer(call.actor);
  if (whyNot)
    return (
      <Typography variant="body2" color="text.secondary" aria-label="Not by the server" sx={{ my: 0.5 }}>
        {whyNot}
      </Typography>
    );
  return (
    <Button
      size="small"
      fullWidth
      variant="contained"
      disabled={!ready}
      onClick={() => void ask()}
      sx={{ my: 0.5, textTransform: 'none' }}
    >
      {asking ? 'Asking the server…' : 'Answer by the server'}
    </Button>
  );
}

/**
 * The scratch server beside the waiting calls: the "Server" mode's switch, and the last code its
 * outbox holds for the address last sent to it, for the tester to type.
 */
export function ScratchServerPanel({ machine }: { machine: AnyStateMachine }) {
  const availability = useAvailability();
  const { auto, email, asked } = useScratchView();
  const [code, setCode] = useState<string | null>(null);
  useEffect(() => {
    if (availability !== 'answers' || email === null || asked === 0) return;
    let current = true;
    lastScratchCode(email).then(
      (last) => current && setCode(last),
      () => current && setCode(null),
    );
    return () => {
      current = false;
    };
  }, [availability, email, asked]);
  // Where no scratch server answers (a production server), the lab shows the menu alone.
  if (!callsTheServer(machine) || availability !== 'answers') return null;
  return (
    <Box component="section" aria-label="Scratch server" sx={{ mb: 1 }}>
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={auto}
            onChange={(change) => scratchServer.setAuto(change.target.checked)}
          />
        }
        label="Server: answer every call by the server"
        slotProps={{ typography: { variant: 'body2' } }}
      />
      <Typography variant="body2" color="text.secondary" aria-label="Scratch outbox">
        {code !== null && email !== null
          ? `Scratch outbox: the last code to ${email} is ${code}.`
          : 'The server answers on a scratch database; the codes it sends show here.'}
      </Typography>
    </Box>
  );
}
