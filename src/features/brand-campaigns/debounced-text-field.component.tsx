import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';

export const filterDebounceMs = 300;

export type DebouncedTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange'> & {
  value: string;
  /** Called with the trimmed text once typing pauses, so each keystroke does not refetch the list. */
  onCommit: (value: string) => void;
  delayMs?: number;
  /** An error text for what is typed; invalid text is shown with it and never committed. */
  validate?: (value: string) => string | undefined;
};

export function DebouncedTextField({ value, onCommit, delayMs = filterDebounceMs, validate, ...props }: DebouncedTextFieldProps) {
  const [text, setText] = useState(value);
  const commit = useRef(onCommit);
  commit.current = onCommit;

  const committed = useRef(value);

  // A change from outside (Clear filters, back button) replaces what is typed; our own commit does not, so a
  // pause after a trailing space does not eat the space.
  useEffect(() => {
    if (value !== committed.current) setText(value);
    committed.current = value;
  }, [value]);

  const problem = validate?.(text);
  useEffect(() => {
    if (text.trim() === value || problem) return undefined;
    const timer = setTimeout(() => {
      committed.current = text.trim();
      commit.current(text.trim());
    }, delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs, problem]);

  return (
    <TextField {...props} value={text} error={Boolean(problem)} helperText={problem ?? props.helperText}
      onChange={(event) => setText(event.target.value)} />
  );
}
