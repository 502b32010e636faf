import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBff, json } from '../test/bff.ts';
import { renderWithAnalytics } from '../test/render.tsx';
import ContactForm from './ContactForm.tsx';

afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  renderWithAnalytics(
    <>
      <ContactForm />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full name'), '  Thandi Nkosi ');
  await user.type(screen.getByLabelText('Email'), 'thandi@example.co.za');
  await user.selectOptions(screen.getByLabelText('Where are you in your journey?'), 'Just starting out');
  await user.selectOptions(screen.getByLabelText('Subject'), 'Refinancing My Existing Home Loan');
  await user.type(screen.getByLabelText('Message'), 'Can I lower my repayment?');
}

describe('contact form', () => {
  it('names every missing field and sends nothing', async () => {
    const bff = fakeBff();
    const user = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Please choose a subject.')).toBeInTheDocument();
    expect(screen.getByText('Please choose where you are in your journey.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('Please enter your name.');
    expect(bff.fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a name and a message made only of invisible characters, saying so, and sends nothing', async () => {
    const bff = fakeBff();
    const user = renderForm();
    await fill(user);
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), '\u200B\u3164');
    await user.clear(screen.getByLabelText('Message'));
    await user.type(screen.getByLabelText('Message'), '\u2800\u00AD');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name must contain at least one visible letter or digit.')).toBeInTheDocument();
    expect(screen.getByText('Message must contain at least one visible letter or digit.')).toBeInTheDocument();
    expect(bff.fetchMock).not.toHaveBeenCalled();
  });

  it('sends the mapped subject and stage, says so in the required words and clears the form', async () => {
    const bff = fakeBff(() => json(200, { message: 'Thanks' }));
    const user = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Your message was sent successfully.')).toBeInTheDocument();
    expect(bff.posted()).toEqual([
      {
        path: '/contact/submit',
        body: {
          name: 'Thandi Nkosi',
          email: 'thandi@example.co.za',
          subject: 'pre-approval',
          stage: 'Need advice',
          message: 'Can I lower my repayment?',
          website: '',
        },
      },
    ]);
    // The lead's trace starts here: the BFF's spans of it continue this one.
    expect(bff.headers()[0]).toMatchObject({ traceparent: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/) });
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue(''));
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('shows "Failed to send message: " with the server message, and its field error, keeping what was typed', async () => {
    fakeBff(() =>
      json(400, {
        message: 'email: E-mail domain does not accept mail.',
        errors: [{ field: 'email', message: 'E-mail domain does not accept mail.' }],
      }),
    );
    const user = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(
      await screen.findByText('Failed to send message: email: E-mail domain does not accept mail.'),
    ).toBeInTheDocument();
    expect(screen.getByText('E-mail domain does not accept mail.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full name')).toHaveValue('  Thandi Nkosi ');
  });

  it('says "Something went wrong" when no answer comes', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Something went wrong. Please try again later.')).toBeInTheDocument();
  });
});
