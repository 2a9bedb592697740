import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog, type DialogProps } from './dialog';

/** A page with a button that opens the dialog, as the features use it. */
function Page({ body, ...props }: Partial<Omit<DialogProps, 'children'>> & { body?: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && (
        <Dialog
          title="Edit team"
          onClose={() => setOpen(false)}
          footer={
            <>
              <button type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button type="submit">Save</button>
            </>
          }
          {...props}
        >
          {body ?? (
            <label>
              Name <input />
            </label>
          )}
        </Dialog>
      )}
    </>
  );
}

async function open(props: Parameters<typeof Page>[0] = {}) {
  const user = userEvent.setup();
  render(<Page {...props} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  await user.click(opener);
  return { user, opener, dialog: screen.getByRole('dialog', { name: 'Edit team' }) };
}

describe('Dialog', () => {
  it('is a modal dialog labelled by its title, with focus on its first field', async () => {
    const { dialog } = await open();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
  });

  it('focuses the first control when there is no field', async () => {
    const { dialog } = await open({ body: <button type="button">One</button> });
    expect(within(dialog).getByRole('button', { name: 'One' })).toHaveFocus();
  });

  it('focuses the dialog when it has nothing to focus in its body', async () => {
    const { dialog } = await open({ body: <p>Coming soon.</p> });
    expect(dialog).toHaveFocus();
  });

  it('keeps Tab inside, wrapping both ways', async () => {
    const { user, dialog } = await open();
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    save.focus();
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(save).toHaveFocus();
  });

  it('closes with Escape and with ×, returning focus to what opened it', async () => {
    const { user, opener } = await open();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes with Escape when the control that had focus went away, leaving focus on the page', async () => {
    function Choice() {
      const [chosen, setChosen] = useState(false);
      return chosen ? (
        <p>Chosen</p>
      ) : (
        <button type="button" onClick={() => setChosen(true)}>
          Choose
        </button>
      );
    }
    const { user, opener } = await open({ body: <Choice /> });
    await user.keyboard('{Enter}');
    expect(screen.getByText('Chosen')).toBeInTheDocument();
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes only the newest of two open dialogs on Escape with focus on the page', async () => {
    const closed: string[] = [];
    render(
      <>
        <Dialog title="Outer" onClose={() => closed.push('outer')}>
          <p>Outer body</p>
        </Dialog>
        <Dialog title="Inner" onClose={() => closed.push('inner')}>
          <p>Inner body</p>
        </Dialog>
      </>,
    );
    (document.activeElement as HTMLElement | null)?.blur();
    await userEvent.setup().keyboard('{Escape}');
    expect(closed).toEqual(['inner']);
  });

  it('stays open on Escape while busy, its × disabled', async () => {
    const { user, dialog } = await open({ busy: true });
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  });

  it('is a form when given onSubmit: Enter in a field and the footer’s submit button submit it', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { user, dialog } = await open({ onSubmit });
    await user.type(within(dialog).getByLabelText('Name'), 'Crown{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('leaves out × when the footer has its own Close', async () => {
    const { dialog } = await open({ closeButton: false });
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });
});

describe('the page behind an open dialog', () => {
  it('is inert until the dialog closes, so nothing under the backdrop can be reached', async () => {
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    try {
      const user = userEvent.setup();
      render(<Page />, { container: root });
      await user.click(screen.getByRole('button', { name: 'Open' }));
      expect(root).toHaveAttribute('inert');
      expect(screen.getByRole('dialog', { name: 'Edit team' })).not.toHaveAttribute('inert');
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      expect(root).not.toHaveAttribute('inert');
      expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
    } finally {
      root.remove();
    }
  });
});
