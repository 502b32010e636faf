import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from './Modal.tsx';

const root = document.documentElement;

describe('Modal', () => {
  it('keeps the page behind from scrolling while open, and gives it back on close', () => {
    const { rerender } = render(
      <Modal open title="Reader" onClose={() => {}}>
        <p>Body</p>
      </Modal>,
    );
    expect(root.style.overflow).toBe('hidden');
    rerender(
      <Modal open={false} title="Reader" onClose={() => {}}>
        <p>Body</p>
      </Modal>,
    );
    expect(root.style.overflow).toBe('');
  });

  it.each([
    [1009, 'stable'],
    [1024, ''],
  ])('with the page %i px wide inside a 1024 px window, keeps the gutter "%s"', (clientWidth, gutter) => {
    vi.spyOn(root, 'clientWidth', 'get').mockReturnValue(clientWidth);
    vi.spyOn(window, 'innerWidth', 'get').mockReturnValue(1024);
    const dialog = render(
      <Modal open title="Reader" onClose={() => {}}>
        <p>Body</p>
      </Modal>,
    );
    // A scrollbar that takes room keeps its place; a hidden or overlay one gets no gutter that
    // would narrow the page.
    expect(root.style.scrollbarGutter).toBe(gutter);
    dialog.unmount();
    expect(root.style.scrollbarGutter).toBe('');
    vi.restoreAllMocks();
  });

  it('keeps the page locked until the last of two open dialogs closes', () => {
    const first = render(
      <Modal open title="One" onClose={() => {}}>
        <p>1</p>
      </Modal>,
    );
    const second = render(
      <Modal open title="Two" onClose={() => {}}>
        <p>2</p>
      </Modal>,
    );
    first.unmount();
    expect(root.style.overflow).toBe('hidden');
    second.unmount();
    expect(root.style.overflow).toBe('');
  });

  it('shows header actions beside the close button', async () => {
    const onClose = vi.fn();
    render(
      <Modal open title="Reader" onClose={onClose} actions={<button type="button">Share</button>}>
        <p>Body</p>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Share' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledWith('button');
  });
});
