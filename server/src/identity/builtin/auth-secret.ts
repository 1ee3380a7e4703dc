import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * BETTER_AUTH_SECRET when set; otherwise a secret generated once into DATA_DIR/auth-secret, so the embedded
 * default keeps its sessions and JWT keys across restarts without the operator choosing a secret.
 */
export async function resolveAuthSecret(configured: string | null, secretFile: string): Promise<string> {
  if (configured) return configured;
  try {
    const stored = (await readFile(secretFile, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(secretFile), { recursive: true });
  const generated = randomBytes(48).toString('base64url');
  try {
    // 'wx' fails when another process created the file first; then that process's secret wins.
    await writeFile(secretFile, `${generated}\n`, { mode: 0o600, flag: 'wx' });
    return generated;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return (await readFile(secretFile, 'utf8')).trim();
  }
}
