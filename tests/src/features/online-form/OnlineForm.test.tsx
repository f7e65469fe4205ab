import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { DEMO_FORM } from '../../../../contract/fixtures';
import type { FormField } from '../../../../contract/publicContent';
import { type OnlineFormSubmission, onlineFormMachine } from '../../../../machines/onlineForm';
import { OnlineForm } from '../../../../src/features/online-form/OnlineForm';
import { theme } from '../../../../src/theme/theme';
import { type Deferred, deferred } from '../../../helpers/deferred';

afterEach(cleanup);

const fields = DEMO_FORM.fields as FormField[];

function renderForm() {
  const calls: Array<Deferred<unknown>> = [];
  const submitForm = vi.fn(async (_: { input: OnlineFormSubmission }) => {
    const call = deferred<unknown>();
    calls.push(call);
    return call.promise;
  });
  const onSubmitted = vi.fn();
  const logic = onlineFormMachine.provide({
    actors: { submitForm: fromPromise(submitForm) },
    actions: { showResult: onSubmitted },
  });
  render(
    <ThemeProvider theme={theme}>
      <OnlineForm formId="demo" fields={fields} createLogic={() => logic} />
    </ThemeProvider>,
  );
  return { submitForm, onSubmitted, calls, user: userEvent.setup() };
}

const field = (label: RegExp) => screen.getByLabelText(label);

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/^Company name/), 'Acme Builders');
  await user.type(field(/^Work email/), 'Ada@Example.com');
  await user.selectOptions(field(/^Industry/), 'Construction');
  await user.click(screen.getByRole('checkbox', { name: /I agree to be contacted/ }));
}

describe('OnlineForm', () => {
  it('renders every field type of the definition', () => {
    renderForm();
    expect(field(/^Company name/)).toHaveProperty('type', 'text');
    expect(field(/^Work email/)).toHaveProperty('type', 'email');
    expect(field(/^Phone number/)).toHaveProperty('type', 'tel');
    expect(field(/^Number of employees/)).toHaveProperty('inputMode', 'decimal');
    expect(field(/^Preferred start date/)).toHaveProperty('type', 'date');
    expect(field(/^Project details/).tagName).toBe('TEXTAREA');
    const industry = field(/^Industry/) as HTMLSelectElement;
    expect(industry.tagName).toBe('SELECT');
    expect([...industry.options].map((option) => option.value)).toEqual([
      '',
      'Construction',
      'Government',
      'Healthcare',
      'Manufacturing',
      'Other',
    ]);
    expect(screen.getByRole('checkbox', { name: /I agree to be contacted/ })).toBeDefined();
    // Required fields are marked for assistive technology too.
    expect(field(/^Company name/).hasAttribute('required')).toBe(true);
    expect(field(/^Phone number/).hasAttribute('required')).toBe(false);
  });

  it('refuses empty required fields with messages and sends nothing', async () => {
    const { user, submitForm } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(3));
    expect(screen.getByText('This box must be checked')).toBeDefined();
    expect(field(/^Company name/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Phone number/).getAttribute('aria-invalid')).toBe('false');
    expect(submitForm).not.toHaveBeenCalled();
  });

  it('checks formats with the server wording', async () => {
    const { user, submitForm } = renderForm();
    await fillRequired(user);
    await user.clear(field(/^Work email/));
    await user.type(field(/^Work email/), 'not-an-email');
    await user.type(field(/^Phone number/), 'call me');
    await user.type(field(/^Number of employees/), 'twelve');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Must be a valid email')).toBeDefined();
    expect(screen.getByText('Must be a valid phone number')).toBeDefined();
    expect(screen.getByText('Must be a number')).toBeDefined();
    expect(submitForm).not.toHaveBeenCalled();
  });

  it('sends the answers: blanks left out, numbers as numbers, email lower-case; then the result', async () => {
    const { user, submitForm, onSubmitted, calls } = renderForm();
    await fillRequired(user);
    await user.type(field(/^Number of employees/), '42');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(submitForm).toHaveBeenCalledTimes(1));
    expect(submitForm.mock.calls[0]?.[0].input).toEqual({
      formId: 'demo',
      answers: {
        company: 'Acme Builders',
        email: 'ada@example.com',
        industry: 'Construction',
        employees: 42,
        consent: true,
      },
    });
    expect(screen.getByRole('button', { name: 'Submitting…' })).toHaveProperty('disabled', true);
    calls[0]?.resolve({ id: 1 });
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
  });

  it('keeps what was typed and shows the server field errors beside the fields on a refusal', async () => {
    const { user, calls } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.reject({
      status: 400,
      message: 'Company name: Must be at most 5000 characters',
      errors: { company: 'Must be at most 5000 characters' },
    });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Company name: Must be at most 5000 characters',
    );
    const company = field(/^Company name/);
    expect(company).toHaveProperty('value', 'Acme Builders');
    expect(field(/^Work email/)).toHaveProperty('value', 'Ada@Example.com');
    expect(company.getAttribute('aria-invalid')).toBe('true');
    const described = company.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described.split(' ')[0] ?? '')?.textContent).toBe(
      'Must be at most 5000 characters',
    );
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);

    // Editing the field drops its server error.
    await user.type(company, ' Ltd');
    await waitFor(() => expect(screen.queryByText('Must be at most 5000 characters')).toBeNull());
  });

  it('shows a failed send without field errors as a message, keeping the answers', async () => {
    const { user, calls } = renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    calls[0]?.reject(new Error('Network Error'));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Network Error')).toBeDefined();
    expect(field(/^Company name/)).toHaveProperty('value', 'Acme Builders');
  });
});
