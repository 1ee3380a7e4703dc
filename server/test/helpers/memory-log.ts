/** A log destination kept in memory: every JSON line the app writes, for tests that read the log back. */
export function memoryLog() {
  const lines: string[] = [];
  return {
    stream: { write: (chunk: string) => void lines.push(...chunk.split('\n').filter((line) => line !== '')) },
    /** The whole log as written. */
    text: () => lines.join('\n'),
    /** Parsed log lines. */
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
