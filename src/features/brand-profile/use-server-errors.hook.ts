import { useEffect } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** Puts field errors the server answered (by form path) under their fields, focusing the first one. */
export function useServerErrors<T extends FieldValues>(form: UseFormReturn<T>, errors: Record<string, string> | undefined) {
  useEffect(() => {
    if (!errors) return;
    Object.entries(errors).forEach(([path, message], index) => {
      form.setError(path as FieldPath<T>, { type: 'server', message }, { shouldFocus: index === 0 });
    });
  }, [errors, form]);
}
