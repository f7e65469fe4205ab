import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';

type FormTextFieldProps<TValues extends FieldValues> = {
  name: FieldPath<TValues>;
  control: Control<TValues>;
  /** Shown under the field while it has no error. */
  hint?: string;
} & Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'helperText' | 'inputRef'>;

/** An MUI text field bound to a react-hook-form field; the rule's message shows as its helper text. */
export function FormTextField<TValues extends FieldValues>({
  name,
  control,
  hint,
  ...props
}: FormTextFieldProps<TValues>) {
  const { field, fieldState } = useController({ name, control });
  const message = fieldState.error?.message;
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(message)}
      helperText={message ?? hint}
    />
  );
}
