/**
 * The requests the local stack answered with "not supported here": a shape of the Supabase or
 * Resend API that the product started to use and the stack does not emulate. The stack keeps them;
 * `npm test` fails when any was recorded during the suites, so the gap is found the day it appears
 * instead of being papered over by a fake answer.
 */
export interface UnsupportedRequest {
  service: 'gateway' | 'mail';
  method: string;
  path: string;
  reason: string;
}

export interface UnsupportedLog {
  record(entry: UnsupportedRequest): void;
  list(): UnsupportedRequest[];
  clear(): void;
}

export function createUnsupportedLog(warn: (line: string) => void = () => {}): UnsupportedLog {
  const entries: UnsupportedRequest[] = [];
  return {
    record(entry) {
      entries.push(entry);
      warn(`unsupported ${entry.service} request ${entry.method} ${entry.path}: ${entry.reason}`);
    },
    list: () => [...entries],
    clear: () => void entries.splice(0),
  };
}
