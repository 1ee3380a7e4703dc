import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { DebouncedTextField } from './debounced-text-field.component';

function Harness({ onCommit }: { onCommit: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <DebouncedTextField label="Min budget" value={value} validate={(v) => (/^\d*$/.test(v.trim()) ? undefined : 'Enter an amount')}
        onCommit={(next) => { onCommit(next); setValue(next); }} />
      <button type="button" onClick={() => setValue('')}>Clear</button>
    </>
  );
}

describe('DebouncedTextField', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('commits the trimmed text once typing pauses for 300 ms, never invalid text, and follows outside changes', () => {
    const onCommit = jest.fn();
    render(<Harness onCommit={onCommit} />);
    const field = screen.getByRole('textbox', { name: 'Min budget' });
    fireEvent.change(field, { target: { value: '5' } });
    fireEvent.change(field, { target: { value: '50 ' } });
    act(() => jest.advanceTimersByTime(299));
    expect(onCommit).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('50');
    // Our own commit keeps what is typed (the trailing space stays).
    expect(field).toHaveValue('50 ');

    fireEvent.change(field, { target: { value: '5x' } });
    act(() => jest.advanceTimersByTime(1000));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Enter an amount')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(field).toHaveValue('');
  });
});
