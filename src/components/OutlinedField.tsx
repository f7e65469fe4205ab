import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';

interface FrameProps {
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

type OutlinedFieldProps = FrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'placeholder'>;
type OutlinedSelectProps = FrameProps & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>;

const controls = '& input, & select';
const focused = (selector: string) => `& input:focus ~ ${selector}, & select:focus ~ ${selector}`;
const raised = (selector: string) =>
  `& input:focus ~ ${selector}, & input:not(:placeholder-shown) ~ ${selector}, &[data-raised] ${selector}`;

const frameSx: SxProps<Theme> = (theme) => ({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  borderRadius: `${theme.shape.borderRadius}px`,
  bgcolor: 'background.paper',
  [controls]: {
    ...theme.typography.body1,
    display: 'block',
    flex: '1 1 auto',
    minWidth: 0,
    boxSizing: 'content-box',
    height: '1.4375em',
    padding: '16.5px 14px',
    margin: 0,
    border: 0,
    borderRadius: 'inherit',
    background: 'none',
    color: 'text.primary',
    outline: 'none',
  },
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
  '& label': {
    ...theme.typography.body1,
    position: 'absolute',
    left: 0,
    top: 0,
    zIndex: 1,
    lineHeight: '1.4375em',
    color: 'text.secondary',
    transformOrigin: 'top left',
    transform: 'translate(14px, 16px) scale(1)',
    maxWidth: 'calc(100% - 24px)',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    pointerEvents: 'none',
    transition: theme.transitions.create(['color', 'transform', 'max-width'], {
      duration: theme.transitions.duration.shorter,
    }),
  },
  '& fieldset': {
    position: 'absolute',
    inset: '-5px 0 0',
    margin: 0,
    padding: '0 8px',
    pointerEvents: 'none',
    borderRadius: 'inherit',
    border: '1px solid rgba(0, 0, 0, 0.23)',
    overflow: 'hidden',
    minWidth: '0%',
    textAlign: 'left',
  },
  '& legend': {
    float: 'unset',
    width: 'auto',
    overflow: 'hidden',
    display: 'block',
    padding: 0,
    height: 11,
    fontSize: '0.75em',
    visibility: 'hidden',
    maxWidth: '0.01px',
    whiteSpace: 'nowrap',
    transition: theme.transitions.create('max-width', {
      duration: 50,
      easing: theme.transitions.easing.easeOut,
    }),
    '& > span': { paddingInline: '5px', display: 'inline-block', opacity: 0, visibility: 'visible' },
  },
  '&:hover fieldset': { borderColor: 'text.primary' },
  // Focused, filled or marked raised: the label moves up into the outline's notch.
  [raised('label')]: {
    transform: 'translate(14px, -9px) scale(0.75)',
    maxWidth: 'calc(133% - 32px)',
  },
  [raised('fieldset legend')]: {
    maxWidth: '100%',
    transition: theme.transitions.create('max-width', {
      duration: 100,
      easing: theme.transitions.easing.easeOut,
      delay: 50,
    }),
  },
  [focused('label')]: { color: 'primary.main' },
  [focused('fieldset')]: { borderColor: 'primary.main', borderWidth: 2 },
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

function Frame({
  id,
  label,
  start,
  end,
  helperText,
  error,
  raised,
  children,
}: FrameProps & { raised: boolean; children: ReactNode }) {
  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={frameSx} data-raised={raised || undefined} data-error={error || undefined}>
        {start && <span data-adornment="start">{start}</span>}
        {children}
        {end && <span data-adornment="end">{end}</span>}
        <label htmlFor={id}>{label}</label>
        <fieldset aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </Box>
      {helperText && (
        <Box component="p" id={`${id}-helper-text`} sx={helperSx} data-error={error || undefined}>
          {helperText}
        </Box>
      )}
    </Box>
  );
}

const controlAria = (id: string, { helperText, error }: Pick<FrameProps, 'helperText' | 'error'>) => ({
  'aria-describedby': helperText ? `${id}-helper-text` : undefined,
  'aria-invalid': error ?? false,
});

/**
 * A text field that looks and behaves like MUI's outlined TextField (the label inside, floating into a
 * notch of the outline on focus or once filled), drawn with CSS alone: a native input, its label and
 * the outline, for a field that stands on a page at first paint (the hero's work e-mail, the ROI
 * calculator's inputs). MUI's own field brings its input machinery (InputBase, the textarea autosizer,
 * FormControl, and the Select with its Menu and Popover): KBs of gzip that a first visit would download
 * for plain inputs. The label floats by CSS: the input carries a blank placeholder, so
 * `:placeholder-shown` tells an empty field from a filled one.
 */
export function OutlinedField({ id, label, start, end, helperText, error, ...input }: OutlinedFieldProps) {
  return (
    <Frame
      {...{ id, label, start, end, helperText, error }}
      // As MUI does: with a start adornment the label stays up.
      raised={Boolean(start)}
    >
      <input id={id} placeholder=" " {...controlAria(id, { helperText, error })} {...input} />
    </Frame>
  );
}

/** A native select in the same outline (MUI's outlined NativeSelect look), its label always up. */
export function OutlinedSelect({ id, label, helperText, error, children, ...select }: OutlinedSelectProps) {
  return (
    <Frame {...{ id, label, helperText, error }} raised>
      <select id={id} {...controlAria(id, { helperText, error })} {...select}>
        {children}
      </select>
      <svg data-caret viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 10l5 5 5-5z" />
      </svg>
    </Frame>
  );
}
