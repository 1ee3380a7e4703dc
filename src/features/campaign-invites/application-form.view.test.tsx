import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { marketplaceMessages as m } from '../../domain/marketplace/marketplace.texts';
import { ApplicationFormView, type ApplicationFormViewProps } from './application-form.view';
import { tomorrowIso } from './invite-format';

jest.setTimeout(20_000);

const proposal = 'A ten minute monsoon haul video with the collection in three city looks, shot outdoors.';

function setup(props: Partial<ApplicationFormViewProps> = {}) {
  const onSubmit = jest.fn(async () => undefined);
  render(<ApplicationFormView offeredAmount="40000.00" onSubmit={onSubmit} {...props} />);
  return { onSubmit };
}

const field = (label: RegExp | string) => screen.getByLabelText(label);
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Accept and apply' }));

async function fillValid() {
  fireEvent.change(field(/Proposed content/), { target: { value: proposal } });
  fireEvent.change(field(/Expected delivery date/), { target: { value: tomorrowIso() } });
  await userEvent.click(field(/I agree to the campaign terms/));
}

describe('ApplicationFormView (SPEC §5 campaign application rules)', () => {
  it('sends a valid application, compensation prefilled with the offer', async () => {
    const { onSubmit } = setup();
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    await userEvent.type(field('Previous work link 1'), 'https://youtu.be/abc');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({
      proposed_content: proposal, previous_work: ['https://youtu.be/abc'], expected_delivery_date: tomorrowIso(),
      requested_compensation: '40000.00', additional_notes: '', agreed_to_terms: true,
    }));
  });

  it('refuses each rule with its message and sends nothing', async () => {
    const { onSubmit } = setup();
    fireEvent.change(field(/Proposed content/), { target: { value: 'x'.repeat(49) } });
    fireEvent.change(field(/Expected delivery date/), { target: { value: new Date().toISOString().slice(0, 10) } });
    fireEvent.change(field(/Requested compensation/), { target: { value: '12.345' } });
    fireEvent.change(field(/Additional notes/), { target: { value: 'n'.repeat(501) } });
    await submit();
    expect(await screen.findByText(m.proposalLength)).toBeInTheDocument();
    expect(screen.getByText(m.deliveryDateFuture)).toBeInTheDocument();
    expect(screen.getByText(m.compensationInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.notesLength)).toBeInTheDocument();
    expect(screen.getByText('You must agree to the campaign terms')).toBeInTheDocument();
    expect(screen.getByText('501/500')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('re-validates on change once submitted', async () => {
    setup();
    await submit();
    expect(await screen.findByText(m.proposalRequired)).toBeInTheDocument();
    fireEvent.change(field(/Proposed content/), { target: { value: proposal } });
    await waitFor(() => expect(screen.queryByText(m.proposalRequired)).toBeNull());
    expect(screen.getByText(`${proposal.length}/1000`)).toBeInTheDocument();
  });

  it('allows at most five previous-work links, each a full URL, and removes them', async () => {
    setup();
    const add = screen.getByRole('button', { name: 'Add link' });
    for (let i = 0; i < 5; i += 1) await userEvent.click(add);
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Remove link 5' }));
    expect(add).toBeEnabled();
    await userEvent.type(field('Previous work link 1'), 'example.com/me');
    await submit();
    expect((await screen.findAllByText(m.previousWorkUrl)).length).toBeGreaterThan(0);
  });

  it("puts the server's field messages under their fields and any other refusal above the form", async () => {
    setup({ onSubmit: jest.fn(async () => ({ fields: { proposed_content: 'Server says no.' }, form: m.inviteExpired })) });
    await fillValid();
    await submit();
    expect(await screen.findByText('Server says no.')).toBeInTheDocument();
    expect(screen.getByText(m.inviteExpired)).toBeInTheDocument();
    expect(field(/Proposed content/)).toHaveAttribute('aria-invalid', 'true');
  });
});
