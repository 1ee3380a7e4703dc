import TextField from '@mui/material/TextField';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LazyAutocomplete } from './lazy-autocomplete.component';

const languages = ['English', 'Hindi', 'Malayalam', 'Tamil'];

function Languages({ initial = [] as string[], onChange = (_: string[]) => undefined as void }) {
  const [value, setValue] = useState(initial);
  return (
    <LazyAutocomplete<string, true>
      multiple
      options={languages}
      value={value}
      onChange={(_event, next) => {
        setValue(next);
        onChange(next);
      }}
      renderInput={(params) => <TextField {...params} label="Languages" helperText="Pick any" />}
    />
  );
}

describe('LazyAutocomplete', () => {
  it('draws the field without loading Autocomplete until it is first reached', () => {
    render(<Languages />);
    const field = screen.getByRole('combobox', { name: 'Languages' });
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('');
    expect(screen.getByText('Pick any')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows values as Autocomplete chips at once (removable), leaving the focus alone', async () => {
    const changed = jest.fn();
    render(<Languages initial={['Hindi', 'Tamil']} onChange={changed} />);
    const hindi = await screen.findByRole('button', { name: 'Hindi' }, { timeout: 15_000 });
    expect(screen.getByRole('combobox', { name: 'Languages' })).not.toHaveFocus();
    await userEvent.click(within(hindi).getByTestId('CancelIcon'));
    expect(changed).toHaveBeenLastCalledWith(['Tamil']);
  });

  it('loads Autocomplete on the first press, opens the options with the focus in the field, and picks one', async () => {
    const changed = jest.fn();
    render(<Languages onChange={changed} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Languages' }));
    const listbox = await screen.findByRole('listbox', {}, { timeout: 15_000 });
    expect(screen.getByRole('combobox', { name: 'Languages' })).toHaveFocus();
    await userEvent.click(within(listbox).getByRole('option', { name: 'Malayalam' }));
    expect(changed).toHaveBeenLastCalledWith(['Malayalam']);
    expect(screen.getByText('Malayalam')).toBeInTheDocument();
  });

  it('keeps what is typed while it loads and filters the options with it', async () => {
    render(<Languages />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Languages' }), 'Mal');
    const listbox = await screen.findByRole('listbox', {}, { timeout: 15_000 });
    await waitFor(() => expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['Malayalam']));
    expect(screen.getByRole('combobox', { name: 'Languages' })).toHaveValue('Mal');
  });
});
