/** Reading environment variables, shared by every module that parses its own part of the configuration. */
export type Env = Record<string, string | undefined>;

/** The trimmed value of a variable; unset and blank are the same (undefined). */
export const envValue = (env: Env, name: string): string | undefined => {
  const raw = env[name]?.trim();
  return raw ? raw : undefined;
};

/** A whole number within [min, max]; anything else adds a problem naming the variable and keeps the fallback. */
export function wholeNumberValue(env: Env, name: string, fallback: number, min: number, max: number, problems: string[]): number {
  const raw = envValue(env, name);
  if (raw === undefined) return fallback;
  const parsed = Number(raw);
  if (!/^\d+$/.test(raw) || parsed < min || parsed > max) {
    problems.push(`${name} must be a whole number between ${min} and ${max} (got "${raw}").`);
    return fallback;
  }
  return parsed;
}
