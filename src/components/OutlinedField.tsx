import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { InputHTMLAttributes, ReactNode } from 'react';

/**
 * MUI's outlined TextField look (the label inside, floating into a notch of the outline on focus or
 * once filled), drawn with CSS alone around a native control, for a field that stands on a page at
 * first paint. MUI's own field brings its input machinery (InputBase, the textarea autosizer,
 * FormControl, and the Select with its Menu and Popover): KBs of gzip that a first visit would download
 * for plain inputs. The label floats by CSS: an input carries a blank placeholder, so
 * `:placeholder-shown` tells an empty field from a filled one. Hints, errors, adornments and the select
 * are in OutlinedFormFields.tsx, so the home page's e-mail field carries only this.
 */

const controls = '& input, & select';
const focused = (selector: string) => `& input:focus ~ ${selector}, & select:focus ~ ${selector}`;
const raised = (selector: string) =>
  `& input:focus ~ ${selector}, & input:not(:placeholder-shown) ~ ${selector}, &[data-raised] ${selector}`;

const outlineSx: SxProps<Theme> = (theme) => ({
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
});

/**
 * The outline around `children` (a control, with what stands beside it): the label and the notched
 * outline come after them, since the CSS moves the label by what precedes it.
 */
export function Outline({
  id,
  label,
  raised,
  error,
  sx,
  children,
}: {
  id: string;
  label: string;
  /** The label stays up (a select, a start adornment). */
  raised?: boolean;
  error?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      sx={[outlineSx, ...(sx ? [sx] : [])] as SxProps<Theme>}
      data-raised={raised || undefined}
      data-error={error || undefined}
    >
      {children}
      <label htmlFor={id}>{label}</label>
      <fieldset aria-hidden="true">
        <legend>
          <span>{label}</span>
        </legend>
      </fieldset>
    </Box>
  );
}

type OutlinedFieldProps = { id: string; label: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'placeholder'
>;

/** A text field in MUI's outlined look: a native input (the hero's work e-mail). */
export function OutlinedField({ id, label, ...input }: OutlinedFieldProps) {
  return (
    <Outline id={id} label={label}>
      <input id={id} placeholder=" " {...input} />
    </Outline>
  );
}
