import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderStandalone } from '../standalone.tsx';
import { DESIGN_SYSTEM_PATH } from './design-system-path.ts';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('the design system page', () => {
  it('is what a remote’s standalone page shows at /design-system, with every shared component', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    window.history.replaceState(null, '', DESIGN_SYSTEM_PATH);
    act(() => renderStandalone(<p>The remote's own section</p>));

    expect(await screen.findByRole('heading', { level: 2, name: 'Design system' })).toBeInTheDocument();
    expect(screen.queryByText("The remote's own section")).toBeNull();
    for (const name of ['Get Pre-Approved', 'Speak to an Expert', 'Share', 'Apply Now', 'Open a modal']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription('For example 082 123 4567');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter your e-mail address.');
    expect(screen.getByLabelText(/Property value/)).toHaveValue('1\u00a0500\u00a0000');
    expect(screen.getByRole('heading', { name: 'A dark card' })).toBeInTheDocument();
    expect(screen.getByText('First-Time Property Buyers')).toBeInTheDocument();

    screen.getByRole('button', { name: 'Open a modal' }).click();
    const dialog = await screen.findByRole('dialog', { name: 'Ready to Take the Next Step?' });
    await waitFor(() => expect(within(dialog).getByLabelText('Full name')).toBeInTheDocument());
  });

  it('leaves the remote’s own page alone on any other path', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    act(() => renderStandalone(<p>The remote's own section</p>));
    expect(await screen.findByText("The remote's own section")).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Design system' })).toBeNull();
  });
});
