import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { DEMO_FORM } from '../../../../contract/fixtures';
import type { FormDefinition as OnlineForm } from '../../../../contract/publicContent';
import { fetchOnlineForm, submitOnlineForm } from '../../../../src/lib/http/api';
import { connectNavigation } from '../../../../src/lib/routing/navigation';
import OnlineFormPage from '../../../../src/pages/online-form/OnlineFormPage';
import { theme } from '../../../../src/theme/theme';
import { type Deferred, deferred } from '../../../helpers/deferred';

vi.mock('../../../../src/lib/http/api', () => ({
  fetchEmployee: vi.fn(),
  fetchOnlineForm: vi.fn(),
  submitOnlineForm: vi.fn(async () => ({ id: 1 })),
}));

afterEach(() => {
  cleanup();
  connectNavigation(null);
});

let calls: Array<Deferred<OnlineForm>>;
beforeEach(() => {
  vi.clearAllMocks();
  calls = [];
  vi.mocked(fetchOnlineForm).mockImplementation(() => {
    const call = deferred<OnlineForm>();
    calls.push(call);
    return call.promise;
  });
});

function renderPage(id: string) {
  const path = `/online-form/${id}`;
  const location = memoryLocation({ path, record: true });
  // The app's navigate() goes through its route middleware; here, straight to the test's router.
  connectNavigation((to) => location.navigate(to));
  render(
    <ThemeProvider theme={theme}>
      <Router hook={location.hook}>
        <OnlineFormPage params={{ id }} path={path} />
      </Router>
    </ThemeProvider>,
  );
  return location.history;
}

const h1 = () => screen.getByRole('heading', { level: 1 });

describe('OnlineFormPage', () => {
  it('loads the definition of the id, then shows its title, description and fields', async () => {
    renderPage('demo');
    expect(h1().textContent).toBe('Online form');
    expect(fetchOnlineForm).toHaveBeenCalledWith('demo');
    await act(async () => calls[0]?.resolve(DEMO_FORM as OnlineForm));
    expect(h1().textContent).toBe('Project intake');
    expect(screen.getByText(DEMO_FORM.description)).toBeDefined();
    expect(screen.getByLabelText(/^Company name/)).toBeDefined();
  });

  it('shows the 404 page for an unknown form', async () => {
    renderPage('nope');
    await act(async () => calls[0]?.reject({ status: 404, message: 'Form not found' }));
    expect(h1().textContent).toBe('Page Not Found');
    expect(screen.getByText('Page Not Found: /online-form/nope')).toBeDefined();
  });

  it('goes to /form-submit-result once the server accepted the answers', async () => {
    const history = renderPage('demo');
    await act(async () =>
      calls[0]?.resolve({
        id: 'demo',
        title: 'Short',
        description: '',
        fields: [{ name: 'company', type: 'text', label: 'Company name', required: true }],
      }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Company name/), 'Acme');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(history.at(-1)).toBe('/form-submit-result'));
    expect(submitOnlineForm).toHaveBeenCalledWith('demo', { company: 'Acme' });
  });
});
