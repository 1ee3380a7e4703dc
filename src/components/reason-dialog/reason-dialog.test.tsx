import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { declineInviteSchema, verificationReasonSchema } from '../../domain/marketplace/campaign-application.schema';
import { marketplaceMessages as m } from '../../domain/marketplace/marketplace.texts';
import { ReasonDialog, type ReasonDialogProps, type ReasonSubmitResult } from './reason-dialog.component';

const base = { title: 'Reject content', label: 'Reason for rejecting', submitLabel: 'Reject', schema: verificationReasonSchema };

const setup = (onSubmit: (reason: string) => Promise<ReasonSubmitResult>, props: Partial<ReasonDialogProps> = {}) => {
  render(<ReasonDialog {...base} open onClose={jest.fn()} onSubmit={onSubmit} {...props} />);
  return within(screen.getByRole('dialog'));
};

describe('ReasonDialog', () => {
  it('asks for 10 to 1000 characters before sending a review step', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const dialog = setup(onSubmit);
    await userEvent.type(dialog.getByRole('textbox'), 'Too short');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByText(m.reasonLength)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByRole('textbox'), ' at all, sorry.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Too short at all, sorry.'));
  });

  it('applies the rule it is given: a decline needs only 3 characters', async () => {
    const onSubmit = jest.fn(async () => undefined);
    const dialog = setup(onSubmit, { schema: declineInviteSchema, submitLabel: 'Decline invite' });
    await userEvent.click(dialog.getByRole('button', { name: 'Decline invite' }));
    expect(await dialog.findByText(m.declineReasonLength)).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox'), 'Busy');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline invite' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('Busy'));
  });

  it('shows the server answer: on the field, or for the whole form (a refused step)', async () => {
    const onSubmit = jest.fn<Promise<ReasonSubmitResult>, [string]>()
      .mockResolvedValueOnce({ field: m.reasonLength })
      .mockResolvedValueOnce({ form: m.alreadyDisputed });
    const dialog = setup(onSubmit, { submitLabel: 'Send dispute' });
    await userEvent.type(dialog.getByRole('textbox'), 'The product is in the whole intro.');
    await userEvent.click(dialog.getByRole('button', { name: 'Send dispute' }));
    expect(await dialog.findByText(m.reasonLength)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Send dispute' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(m.alreadyDisputed);
  });

  it('starts clean when opened again', async () => {
    const onSubmit = jest.fn(async (): Promise<ReasonSubmitResult> => ({ form: m.alreadyDisputed }));
    function Harness() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>Open</button>
          <ReasonDialog {...base} open={open} onClose={() => setOpen(false)} onSubmit={onSubmit} />
        </>
      );
    }
    render(<Harness />);
    const dialog = within(screen.getByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox'), 'The product is not visible.');
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    expect(await dialog.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    const reopened = within(await screen.findByRole('dialog'));
    expect(reopened.getByRole('textbox')).toHaveValue('');
    expect(reopened.queryByRole('alert')).not.toBeInTheDocument();
  });
});
