import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBff, json } from '../test/bff.ts';
import { renderWithAnalytics } from '../test/render.tsx';
import CallbackForm from './CallbackForm.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), 'Sipho Dlamini');
  await user.type(screen.getByLabelText('Mobile number'), '082 123 4567');
  await user.type(screen.getByLabelText('Email'), 'sipho@example.co.za');
  await user.click(screen.getByRole('button', { name: 'Request Callback' }));
}

describe('callback form', () => {
  it('names the fields it needs, the mobile number by its rule, and sends nothing', async () => {
    const bff = fakeBff();
    const user = userEvent.setup();
    renderWithAnalytics(<CallbackForm />);
    await user.type(screen.getByLabelText('Mobile number'), '082-12');
    await user.click(screen.getByRole('button', { name: 'Request Callback' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Mobile number must have at least 7 digits.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(
      'For example 082 123 4567 Mobile number must have at least 7 digits.',
    );
    expect(bff.fetchMock).not.toHaveBeenCalled();
  });

  it('records that the visitor opened the form on their first focus of a field, once', async () => {
    fakeBff();
    const user = userEvent.setup();
    const { tracker } = renderWithAnalytics(<CallbackForm />);
    expect(tracker.events()).toEqual([]);
    await user.click(screen.getByLabelText('Full name'));
    await user.click(screen.getByLabelText('Email'));
    expect(tracker.events()).toEqual([['lead_form_focus', 'callback_form']]);
  });

  it('shows "Request Sent!" and thanks, then 2 s later clears the fields and says it is done', async () => {
    const bff = fakeBff(() => json(201, { message: 'ok' }));
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithAnalytics(<CallbackForm onDone={onDone} />);
    await fillAndSend(user);
    expect(await screen.findByRole('button', { name: 'Request Sent!' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent("Thank you! We'll be in touch shortly.");
    expect(bff.posted()).toEqual([
      {
        path: '/contact/callbackrequest',
        body: { name: 'Sipho Dlamini', mobile: '082 123 4567', email: 'sipho@example.co.za', website: '' },
      },
    ]);
    expect(onDone).not.toHaveBeenCalled();
    // A generous wait: the 2 s timer is real, and a loaded CI machine must not fail the test.
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(screen.getByLabelText('Full name')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Request Callback' })).toBeEnabled();
  }, 15_000);

  it('on a failure logs it and returns to the unsent form, with no message for the visitor', async () => {
    fakeBff(() => json(503, { message: 'busy' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithAnalytics(<CallbackForm />);
    await fillAndSend(user);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Callback request failed', 503));
    expect(screen.getByRole('button', { name: 'Request Callback' })).toBeEnabled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByLabelText('Full name')).toHaveValue('Sipho Dlamini');
  });
});
