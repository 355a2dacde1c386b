/**
 * The request headers PostgREST negotiates on: `Prefer` (return, count, missing), `Accept` (array or
 * single object, optionally with nulls stripped) and the schema profile headers.
 */
import { notImplemented, restError } from './errors.ts';

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | undefined;
  count: boolean;
  missingDefault: boolean;
  /** What the answer's Preference-Applied header lists. */
  applied: string[];
}

export interface ResponseShape {
  single: boolean;
  stripNulls: boolean;
  contentType: string;
}

/** postgrest-js appends several Prefer headers; fetch joins them with ", ". */
export function parsePreferences(header: string | null): Preferences {
  const preferences: Preferences = { return: undefined, count: false, missingDefault: false, applied: [] };
  for (const token of (header ?? '').split(',')) {
    const [key = '', value = ''] = token.trim().split('=');
    if (key === 'return' && (value === 'minimal' || value === 'representation' || value === 'headers-only')) {
      preferences.return = value;
      preferences.applied.push(`return=${value}`);
    } else if (key === 'count' && ['exact', 'planned', 'estimated'].includes(value)) {
      preferences.count = true;
      preferences.applied.push(`count=${value}`);
    } else if (key === 'missing' && value === 'default') {
      preferences.missingDefault = true;
      preferences.applied.push('missing=default');
    } else if (key === 'resolution') {
      throw notImplemented('Upsert (Prefer: resolution)');
    }
  }
  return preferences;
}

/** Picks the first media type of the Accept list that PostgREST (JSON only here) can answer with. */
export function parseAccept(header: string | null): ResponseShape {
  const accepted = (header ?? '*/*')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of accepted.length > 0 ? accepted : ['*/*']) {
    const [type = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    const stripNulls = params.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object') {
      return { single: true, stripNulls, contentType: 'application/vnd.pgrst.object+json; charset=utf-8' };
    }
    if (['application/json', 'application/vnd.pgrst.array+json', 'application/*', '*/*'].includes(type)) {
      return { single: false, stripNulls, contentType: 'application/json; charset=utf-8' };
    }
  }
  throw restError(406, 'PGRST107', `None of these media types are available: ${header ?? ''}`);
}

/** Only schema public is exposed, as in the Supabase project config. */
export function checkProfile(header: string | null): void {
  if (header !== null && header !== '' && header !== 'public') {
    throw restError(
      406,
      'PGRST106',
      `Invalid schema: ${header}`,
      null,
      'Only the following schemas are exposed: public',
    );
  }
}
