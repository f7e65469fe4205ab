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

/** The e-mail field of an auth card, bound to the form's `email`. */
export function EmailField<TValues extends { email: string }>(
  props: Omit<FormTextFieldProps<TValues>, 'name'>,
) {
  return (
    <FormTextField
      name={'email' as FieldPath<TValues>}
      label="Email"
      type="email"
      autoComplete="email"
      {...props}
    />
  );
}

/** The password field of an auth card, bound to the form's `password`: a new one or the current one. */
export function PasswordField<TValues extends { password: string }>(
  props: Omit<FormTextFieldProps<TValues>, 'name'> & { autoComplete: 'new-password' | 'current-password' },
) {
  return (
    <FormTextField name={'password' as FieldPath<TValues>} label="Password" type="password" {...props} />
  );
}
