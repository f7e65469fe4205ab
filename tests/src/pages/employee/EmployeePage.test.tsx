import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Employee } from '../../../../contract/publicContent';
import { fetchEmployee } from '../../../../src/lib/http/api';
import { AppActorsProvider } from '../../../../src/lib/state/appActors';
import EmployeePage from '../../../../src/pages/employee/EmployeePage';
import { theme } from '../../../../src/theme/theme';
import { type Deferred, deferred } from '../../../helpers/deferred';
import { eventsOf, type FakeAppActors, fakeAppActors } from '../../../helpers/fakeAppActors';

vi.mock('../../../../src/lib/http/api', () => ({ fetchEmployee: vi.fn(), fetchOnlineForm: vi.fn() }));

afterEach(cleanup);

const maya: Employee = {
  id: 'maya-patel',
  firstname: 'Maya',
  lastname: 'Patel',
  title: 'Solutions Engineer',
  bio: 'Helps construction and manufacturing teams move their accounting and inventory onto Aden.',
  avatar: null,
};

let calls: Array<Deferred<Employee>>;
beforeEach(() => {
  vi.clearAllMocks();
  calls = [];
  vi.mocked(fetchEmployee).mockImplementation(() => {
    const call = deferred<Employee>();
    calls.push(call);
    return call.promise;
  });
});

function renderPage(id: string): FakeAppActors {
  const path = `/employee/${id}`;
  const fakes = fakeAppActors();
  render(
    <AppActorsProvider actors={fakes.actors}>
      <ThemeProvider theme={theme}>
        <Router hook={memoryLocation({ path }).hook}>
          <EmployeePage params={{ id }} path={path} />
        </Router>
      </ThemeProvider>
    </AppActorsProvider>,
  );
  return fakes;
}

const h1 = () => screen.getByRole('heading', { level: 1 });

describe('EmployeePage', () => {
  it('shows a skeleton with the h1 "Meet the team" while loading the card of the id', () => {
    renderPage('maya-patel');
    expect(h1().textContent).toBe('Meet the team');
    expect(fetchEmployee).toHaveBeenCalledWith('maya-patel');
  });

  it('shows the name as h1, the title, the bio, initials and the calls to action', async () => {
    const { sent } = renderPage('maya-patel');
    await act(async () => calls[0]?.resolve(maya));
    expect(h1().textContent).toBe('Maya Patel');
    expect(screen.getByText('Solutions Engineer')).toBeDefined();
    expect(screen.getByText(maya.bio as string)).toBeDefined();
    expect(screen.getByText('MP')).toBeDefined();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Book a demo with Maya' }));
    expect(eventsOf(sent.demoDialog, 'demo.open')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Start for free' }));
    // Sign-ups from this page carry rel aden-employee and the employee's id as rId (DESIGN 5).
    expect(eventsOf(sent.authDialog, 'auth.show')).toEqual([
      { type: 'auth.show', mode: 'signup', rel: 'aden-employee', rId: 'maya-patel' },
    ]);
  });

  it('shows the photo when the card has one', async () => {
    renderPage('maya-patel');
    await act(async () => calls[0]?.resolve({ ...maya, avatar: '/images/maya.jpg' }));
    expect(screen.getByRole('img', { name: 'Maya Patel' }).getAttribute('src')).toBe('/images/maya.jpg');
  });

  it('shows the 404 page for an unknown id', async () => {
    renderPage('nobody');
    await act(async () => calls[0]?.reject({ status: 404, message: 'Employee not found' }));
    expect(h1().textContent).toBe('Page Not Found');
    expect(screen.getByText('Page Not Found: /employee/nobody')).toBeDefined();
  });

  it('says when loading failed otherwise, and Retry loads again', async () => {
    renderPage('maya-patel');
    await act(async () => calls[0]?.reject({ status: 500, message: 'Internal server error' }));
    expect(screen.getByRole('alert').textContent).toContain('Internal server error');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(fetchEmployee).toHaveBeenCalledTimes(2);
    await act(async () => calls[1]?.resolve(maya));
    expect(h1().textContent).toBe('Maya Patel');
  });
});
