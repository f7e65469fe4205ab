import Box from '@mui/material/Box';
import type { InputHTMLAttributes } from 'react';

type OutlinedFieldProps = {
  id: string;
  label: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'placeholder'>;

/**
 * A text field that looks and behaves like MUI's outlined TextField (the label inside, floating into a
 * notch of the outline on focus or once filled), drawn with CSS alone: a native input, its label and
 * the outline, for a field that stands on a page at first paint (the hero's work e-mail). MUI's own
 * field brings its input machinery (InputBase, the textarea autosizer, FormControl): 7 KB gzip that a
 * first visit of the home page would download for one plain input. The label floats by CSS: the input
 * carries a blank placeholder, so `:placeholder-shown` tells an empty field from a filled one.
 */
export function OutlinedField({ id, label, ...input }: OutlinedFieldProps) {
  return (
    <Box
      sx={(theme) => ({
        position: 'relative',
        width: '100%',
        borderRadius: `${theme.shape.borderRadius}px`,
        bgcolor: 'background.paper',
        '& input': {
          ...theme.typography.body1,
          display: 'block',
          boxSizing: 'content-box',
          width: '100%',
          height: '1.4375em',
          padding: '16.5px 14px',
          margin: 0,
          border: 0,
          borderRadius: 'inherit',
          background: 'none',
          color: 'text.primary',
          outline: 'none',
          // content-box: the width above is the text's; the padding is taken back here.
          maxWidth: 'calc(100% - 28px)',
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
        // Focused or filled: the label moves up into the outline's notch.
        '& input:focus ~ label, & input:not(:placeholder-shown) ~ label': {
          transform: 'translate(14px, -9px) scale(0.75)',
          maxWidth: 'calc(133% - 32px)',
        },
        '& input:focus ~ fieldset legend, & input:not(:placeholder-shown) ~ fieldset legend': {
          maxWidth: '100%',
          transition: theme.transitions.create('max-width', {
            duration: 100,
            easing: theme.transitions.easing.easeOut,
            delay: 50,
          }),
        },
        '& input:focus ~ label': { color: 'primary.main' },
        '& input:focus ~ fieldset': { borderColor: 'primary.main', borderWidth: 2 },
      })}
    >
      <input id={id} placeholder=" " {...input} />
      <label htmlFor={id}>{label}</label>
      <fieldset aria-hidden="true">
        <legend>
          <span>{label}</span>
        </legend>
      </fieldset>
    </Box>
  );
}
