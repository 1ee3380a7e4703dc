import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { LazyAutocomplete } from '../../components/lazy-autocomplete/lazy-autocomplete.component';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { firstMessage } from './wizard-fields.component';
import { wizardTexts as t } from './wizard-texts';

export interface ChipsFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  /** Choices to pick from; without them anything typed becomes a chip. */
  options?: readonly string[];
  helperText?: string;
  disabled?: boolean;
}

/** A list of strings as chips: picked from `options`, or typed (Enter adds; leaving the box adds what is left). */
export function ChipsField<T extends FieldValues>({ control, name, label, options, helperText, disabled }: ChipsFieldProps<T>) {
  const [input, setInput] = useState('');
  const freeSolo = !options;
  return (
    <Controller control={control} name={name} render={({ field, fieldState }) => {
      const value = (field.value ?? []) as string[];
      const message = firstMessage(fieldState.error);
      const commit = () => {
        const typed = input.trim();
        if (freeSolo && typed && !value.includes(typed)) field.onChange([...value, typed]);
        setInput('');
      };
      return (
        // Autocomplete itself loads when the field is first focused (docs/performance.md).
        <LazyAutocomplete<string, true, false, boolean>
          multiple
          freeSolo={freeSolo}
          filterSelectedOptions
          options={options ?? []}
          value={value}
          disabled={disabled}
          inputValue={input}
          onInputChange={(_event, next, reason) => setInput(reason === 'reset' ? '' : next)}
          onChange={(_event, next) => field.onChange(next.map((item) => item.trim()).filter(Boolean))}
          onBlur={() => {
            commit();
            field.onBlur();
          }}
          renderInput={(params) => (
            <TextField {...params} label={label} inputRef={field.ref} error={Boolean(message)}
              helperText={message ?? helperText ?? (freeSolo ? t.chipsHelp : undefined)} />
          )}
        />
      );
    }} />
  );
}
