import type { FormField } from '@contract/publicContent';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import { type Control, Controller, type Resolver, useForm } from 'react-hook-form';
import type { ActorRefFrom } from 'xstate';
import { pageFlowInspect } from '@/lib/visitorSteps/pageFlows';
import { type Answers, buildAnswersSchema, type FormValues, initialValues } from './answerSchema';
import { createOnlineFormLogic } from './onlineForm.effects';

export interface OnlineFormProps {
  formId: string;
  fields: readonly FormField[];
  /** For tests: makes the machine to run (default: with its effects, onlineForm.effects.ts). */
  createLogic?: typeof createOnlineFormLogic;
}

const inputTypes: Partial<Record<FormField['type'], string>> = {
  email: 'email',
  tel: 'tel',
  number: 'text',
  date: 'date',
};

function FieldInput({
  field,
  control,
  serverError,
  onEdit,
}: {
  field: FormField;
  control: Control<FormValues, unknown, Answers>;
  serverError: string | undefined;
  onEdit: () => void;
}) {
  const id = `online-form-${field.name}`;
  return (
    <Controller
      name={field.name}
      control={control}
      render={({ field: input, fieldState }) => {
        const message = fieldState.error?.message ?? serverError;
        const helperId = message ? `${id}-helper` : undefined;
        if (field.type === 'checkbox') {
          return (
            <FormControl error={Boolean(message)} required={field.required}>
              <FormControlLabel
                control={
                  <Checkbox
                    id={id}
                    name={input.name}
                    checked={input.value === true}
                    onChange={(event) => {
                      input.onChange(event.target.checked);
                      onEdit();
                    }}
                    onBlur={input.onBlur}
                    slotProps={{
                      input: {
                        ref: input.ref,
                        'aria-invalid': Boolean(message),
                        'aria-describedby': helperId,
                        'aria-required': field.required,
                      },
                    }}
                  />
                }
                label={field.required ? `${field.label} *` : field.label}
              />
              {message ? <FormHelperText id={helperId}>{message}</FormHelperText> : null}
            </FormControl>
          );
        }
        const common = {
          id,
          name: input.name,
          label: field.label,
          required: field.required,
          fullWidth: true,
          value: typeof input.value === 'string' ? input.value : '',
          onChange: (
            event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>,
          ) => {
            input.onChange(event.target.value);
            onEdit();
          },
          onBlur: input.onBlur,
          inputRef: input.ref,
          error: Boolean(message),
          helperText: message,
        };
        if (field.type === 'select') {
          return (
            <TextField
              {...common}
              select
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            >
              <option value="">Choose…</option>
              {(field.options ?? []).map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </TextField>
          );
        }
        if (field.type === 'textarea') return <TextField {...common} multiline minRows={4} />;
        return (
          <TextField
            {...common}
            type={inputTypes[field.type] ?? 'text'}
            slotProps={{
              htmlInput: field.type === 'number' ? { inputMode: 'decimal' } : undefined,
              inputLabel: field.type === 'date' ? { shrink: true } : undefined,
            }}
            autoComplete={field.type === 'email' ? 'email' : field.type === 'tel' ? 'tel' : undefined}
          />
        );
      }}
    />
  );
}

/** An online form of the page: its own actor, with its effects (onlineForm.effects.ts). */
export function OnlineForm({ formId, fields, createLogic = createOnlineFormLogic }: OnlineFormProps) {
  const [logic] = useState(createLogic);
  const [input] = useState(() => ({ formId }));
  const actorRef = useActorRef(logic, { input, inspect: pageFlowInspect });
  return <OnlineFormView actorRef={actorRef} fields={fields} />;
}

const whole = <T,>(snapshot: T) => snapshot;

/**
 * An online form from its definition, drawn from a form actor: every field type the server supports,
 * checked on the client with a zod schema built from the definition; the server's field errors show
 * beside the fields.
 */
export function OnlineFormView({
  actorRef,
  fields,
}: {
  actorRef: ActorRefFrom<ReturnType<typeof createOnlineFormLogic>>;
  fields: readonly FormField[];
}) {
  const schema = useMemo(() => buildAnswersSchema(fields), [fields]);
  const snapshot = useSelector(actorRef, whole);
  const send = actorRef.send;
  const { control, handleSubmit } = useForm<FormValues, unknown, Answers>({
    resolver: zodResolver(schema) as Resolver<FormValues, unknown, Answers>,
    defaultValues: initialValues(fields),
    mode: 'onTouched',
  });
  const submitting = snapshot.matches('submitting') || snapshot.matches('submitted');
  const { fieldErrors, error } = snapshot.context;

  return (
    <form
      noValidate
      aria-busy={submitting}
      onSubmit={handleSubmit((answers) => send({ type: 'form.submit', answers }))}
    >
      <Stack spacing={3}>
        {fields.map((field) => (
          <FieldInput
            key={field.name}
            field={field}
            control={control}
            serverError={fieldErrors[field.name]}
            onEdit={() => send({ type: 'form.field.change', name: field.name })}
          />
        ))}
        {error && snapshot.matches('editing') ? (
          <Alert severity="error" role="alert">
            {error}
          </Alert>
        ) : null}
        <div>
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {submitting ? 'Submitting…' : 'Submit'}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
