import { roiSearch } from '@machines/roi/inputs';
import CheckRounded from '@mui/icons-material/CheckRounded';
import LinkRounded from '@mui/icons-material/LinkRounded';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import RestartAltRounded from '@mui/icons-material/RestartAltRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useActor } from '@xstate/react';
import { useState } from 'react';
import { PhoneSummary } from './PhoneSummary';
import { RoiInputsPanel } from './RoiInputsPanel';
import { RoiResultsPanel } from './RoiResultsPanel';
import { roiCalculatorInput, roiCalculatorLogic, shareLink } from './roiCalculatorLogic';

const SHARING_STATES = ['copying', 'copied', 'copyFailed'] as const;

/** The ROI calculator: inputs on one side, the estimate and its chart on the other, then sharing. */
export function RoiCalculator({ onEmailEstimate }: { onEmailEstimate: () => void }) {
  const [logic] = useState(() => roiCalculatorLogic(onEmailEstimate));
  const [snapshot, send] = useActor(logic, { input: roiCalculatorInput });
  const { values, errors, inputs, result, plans } = snapshot.context;
  const stale = snapshot.matches({ editing: { inputs: 'invalid' } });
  const sharing = SHARING_STATES.find((state) => snapshot.matches({ editing: { sharing: state } })) ?? 'idle';

  return (
    <Box
      sx={{
        display: 'grid',
        gap: { xs: 2.5, md: 4 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
        <RoiInputsPanel
          values={values}
          errors={errors}
          plans={plans}
          onChange={(field, value) => send({ type: 'roi.change', field, value })}
        />
        <PhoneSummary inputs={inputs} result={result} stale={stale} />
      </Box>
      <Stack spacing={2.5}>
        <RoiResultsPanel inputs={inputs} result={result} stale={stale} />
        <Stack
          className="roi-actions"
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ flexWrap: 'wrap', alignItems: { sm: 'center' } }}
        >
          <Button
            variant="contained"
            startIcon={sharing === 'copied' ? <CheckRounded /> : <LinkRounded />}
            onClick={() => send({ type: 'roi.link.copy' })}
            disabled={sharing === 'copying'}
          >
            {sharing === 'copied' ? 'Link copied' : 'Copy link'}
          </Button>
          <Button
            variant="outlined"
            startIcon={<MailOutlineRounded />}
            onClick={() => send({ type: 'roi.estimate.email' })}
          >
            Email me this estimate
          </Button>
          <Button variant="text" startIcon={<PrintOutlined />} onClick={() => send({ type: 'roi.print' })}>
            Print
          </Button>
          <Button
            variant="text"
            color="inherit"
            startIcon={<RestartAltRounded />}
            onClick={() => send({ type: 'roi.reset' })}
          >
            Reset
          </Button>
        </Stack>
        <Box role="status" className="roi-actions">
          {sharing === 'copied' && (
            <Typography variant="body2" color="success.main">
              The link to this estimate is on your clipboard.
            </Typography>
          )}
          {sharing === 'copyFailed' && (
            <TextField
              label="Copy this link"
              value={shareLink(roiSearch(values))}
              fullWidth
              size="small"
              helperText="Your browser did not let us copy it: select the link and copy it yourself."
              slotProps={{ htmlInput: { readOnly: true } }}
              onFocus={(event) => event.target.select()}
            />
          )}
        </Box>
      </Stack>
    </Box>
  );
}
