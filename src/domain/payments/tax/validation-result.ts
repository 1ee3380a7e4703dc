/** What every validator in this folder returns: the normalised value, or the one message to show. */
export type ValidationResult<T = string> = { ok: true; value: T } | { ok: false; message: string };
