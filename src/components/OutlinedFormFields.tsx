import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { Outline } from './OutlinedField';

/** MUI's outlined fields with what a form needs beyond OutlinedField: a hint or an error, adornments, a select. */

interface DescribedProps {
  id: string;
  label: string;
  /** Text before the value, such as a currency sign (MUI's start adornment); keeps the label up. */
  start?: ReactNode;
  /** Text after the value, such as a unit (MUI's end adornment). */
  end?: ReactNode;
  /** The hint under the field, or the error when `error` is set; tied to the control by aria-describedby. */
  helperText?: ReactNode;
  error?: boolean;
}

type OutlinedTextFieldProps = DescribedProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'placeholder'>;
type OutlinedSelectProps = Omit<DescribedProps, 'start' | 'end'> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

const describedSx: SxProps<Theme> = (theme) => ({
  '& [data-adornment]': {
    ...theme.typography.body1,
    display: 'flex',
    alignItems: 'center',
    whiteSpace: 'nowrap',
    color: 'action.active',
  },
  '& [data-adornment="start"]': { ml: '14px', mr: 1 },
  '& [data-adornment="start"] ~ input': { pl: 0 },
  '& input:has(~ [data-adornment="end"])': { pr: 0 },
  '& [data-adornment="end"]': { mr: '14px', ml: 1 },
  '&[data-error] label, &[data-error] input:focus ~ label, &[data-error] select:focus ~ label': {
    color: 'error.main',
  },
  '&[data-error] fieldset, &[data-error]:hover fieldset': { borderColor: 'error.main' },
  '& select': { appearance: 'none', cursor: 'pointer', pr: '32px', textOverflow: 'ellipsis' },
  '& [data-caret]': {
    position: 'absolute',
    right: 7,
    top: 'calc(50% - 0.5em)',
    width: '1em',
    height: '1em',
    fontSize: '1.5rem',
    fill: 'currentColor',
    color: 'action.active',
    pointerEvents: 'none',
  },
});

/** MUI's FormHelperText, as plain text under the field. */
const helperSx: SxProps<Theme> = (theme) => ({
  ...theme.typography.caption,
  display: 'block',
  lineHeight: 1.66,
  m: '3px 14px 0',
  color: 'text.secondary',
  '&[data-error]': { color: 'error.main' },
});

function Described({
  raised,
  children,
  ...field
}: DescribedProps & { raised: boolean; children: ReactNode }) {
  const { id, label, start, end, helperText, error } = field;
  return (
    <Box sx={{ width: '100%' }}>
      <Outline id={id} label={label} raised={raised} error={error} sx={describedSx}>
        {start && <span data-adornment="start">{start}</span>}
        {children}
        {end && <span data-adornment="end">{end}</span>}
      </Outline>
      {helperText && (
        <Box component="p" id={`${id}-helper-text`} sx={helperSx} data-error={error || undefined}>
          {helperText}
        </Box>
      )}
    </Box>
  );
}

const controlAria = (id: string, { helperText, error }: Pick<DescribedProps, 'helperText' | 'error'>) => ({
  'aria-describedby': helperText ? `${id}-helper-text` : undefined,
  'aria-invalid': error ?? false,
});

/** A text field with its hint or error and adornments (the ROI calculator's inputs, the copy-link fallback). */
export function OutlinedTextField({
  id,
  label,
  start,
  end,
  helperText,
  error,
  ...input
}: OutlinedTextFieldProps) {
  return (
    <Described
      {...{ id, label, start, end, helperText, error }}
      // As MUI does: with a start adornment the label stays up.
      raised={Boolean(start)}
    >
      <input id={id} placeholder=" " {...controlAria(id, { helperText, error })} {...input} />
    </Described>
  );
}

/** A native select in the same outline (MUI's outlined NativeSelect look), its label always up. */
export function OutlinedSelect({ id, label, helperText, error, children, ...select }: OutlinedSelectProps) {
  return (
    <Described {...{ id, label, helperText, error }} raised>
      <select id={id} {...controlAria(id, { helperText, error })} {...select}>
        {children}
      </select>
      <svg data-caret viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </Described>
  );
}
