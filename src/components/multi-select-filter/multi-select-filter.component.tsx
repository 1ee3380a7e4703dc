import TextField from '@mui/material/TextField';
import { SelectOption } from '../select-option/select-option.component';

export interface MultiSelectFilterProps<T extends string> {
  label: string;
  /** Every value, in the order the menu lists them. */
  options: readonly T[];
  /** What the user reads for each value (the domain's status labels). */
  labels: Readonly<Record<T, string>>;
  value: T[];
  onChange: (value: T[]) => void;
  minWidth?: number;
}

/** A list filter that takes several values at once (e.g. statuses), showing the chosen labels comma-separated. */
export function MultiSelectFilter<T extends string>({ label, options, labels, value, onChange, minWidth = 200 }: MultiSelectFilterProps<T>) {
  return (
    <TextField select label={label} size="small" sx={{ minWidth }} value={value}
      slotProps={{ select: { multiple: true, renderValue: (chosen) => (chosen as T[]).map((item) => labels[item]).join(', ') } }}
      onChange={(event) => {
        // MUI hands a multiple select's value over as an array; browser autofill may hand over a comma string.
        const next = event.target.value as unknown as T[] | string;
        onChange(typeof next === 'string' ? (next.split(',') as T[]) : next);
      }}>
      {options.map((option) => <SelectOption key={option} value={option}>{labels[option]}</SelectOption>)}
    </TextField>
  );
}
