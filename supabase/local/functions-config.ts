/**
 * Reads `verify_jwt` of each `[functions.<name>]` table in supabase/config.toml, the one setting of that
 * file the functions gateway acts on. Supabase's default is true: a call needs a valid JWT.
 */
import { existsSync, readFileSync } from 'node:fs';

export function readVerifyJwt(configPath: string): Map<string, boolean> {
  const settings = new Map<string, boolean>();
  if (!existsSync(configPath)) return settings;
  let current: string | undefined;
  for (const rawLine of readFileSync(configPath, 'utf8').split('\n')) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const table = /^\[\s*functions\.(?:"([^"]+)"|([\w-]+))\s*\]$/.exec(line);
    if (table) {
      current = table[1] ?? table[2];
      continue;
    }
    if (line.startsWith('[')) {
      current = undefined;
      continue;
    }
    const setting = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (current && setting) settings.set(current, setting[1] === 'true');
  }
  return settings;
}
