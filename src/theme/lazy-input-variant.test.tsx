import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import LazyFilledInput from './lazy-filled-input';
import LazyInput from './lazy-input';

describe('lazy standard and filled inputs (TextField and Select in the app build)', () => {
  it('carry the name MUI recognises its inputs by', () => {
    expect(LazyInput.muiName).toBe('Input');
    expect(LazyFilledInput.muiName).toBe('Input');
  });

  it('render the real input once loaded, with its props', async () => {
    render(<TextField label="Handle" variant="standard" slots={{ input: LazyInput }} defaultValue="@asha" />);
    expect(await screen.findByRole('textbox', { name: 'Handle' }, { timeout: 10_000 })).toHaveValue('@asha');
    render(<TextField label="City" variant="filled" slots={{ input: LazyFilledInput }} defaultValue="Pune" />);
    expect(await screen.findByRole('textbox', { name: 'City' }, { timeout: 10_000 })).toHaveValue('Pune');
  });
});
