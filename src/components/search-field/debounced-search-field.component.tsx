import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';

export interface DebouncedSearchFieldProps {
  /** The search the list is showing (e.g. from the URL). */
  value: string;
  /** Called once typing pauses, with the new search. */
  onChange: (value: string) => void;
  label: string;
  placeholder?: string;
  delayMs?: number;
  minWidth?: number;
}

/**
 * A list's search box: it keeps its own text and reports it after a pause, so typing does not fetch per key, and it
 * follows `value` when the list changes it (a cleared filter, a link, the back button).
 */
export function DebouncedSearchField({ value, onChange, label, placeholder, delayMs = 300, minWidth = 260 }: DebouncedSearchFieldProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => onChange(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, onChange, delayMs]);
  return (
    <TextField size="small" type="search" label={label} placeholder={placeholder} value={text}
      onChange={(event) => setText(event.target.value)} sx={{ minWidth: { sm: minWidth } }} />
  );
}
