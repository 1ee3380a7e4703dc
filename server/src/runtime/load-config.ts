import { ConfigError, loadConfig, type AppConfig } from '../config';

/** Every entry (server, worker, migrate) fails fast with the whole list of configuration problems. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/** The last words of an entry that could not start. */
export function failedToStart(error: unknown): never {
  process.stderr.write(`Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
}
