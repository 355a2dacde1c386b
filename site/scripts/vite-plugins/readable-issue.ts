/** How a content rule's failure reads to an editor. Runtime-neutral: the build and the studio's worker use it. */
import type { z } from 'zod';

/** What is wrong with a value, in words an editor reads ("must be at least 70 characters"). */
export function readableIssue(issue: z.core.$ZodIssue): string {
  const { code } = issue;
  if (code === 'too_small' || code === 'too_big') {
    const limit = Number(code === 'too_small' ? issue.minimum : issue.maximum);
    const bound = code === 'too_small' ? 'at least' : 'at most';
    if (issue.origin === 'string') return `must be ${bound} ${limit} characters`;
    if (issue.origin === 'array') return `needs ${bound} ${limit} ${limit === 1 ? 'item' : 'items'}`;
    return `must be ${bound} ${limit}`;
  }
  if (code === 'invalid_type')
    return issue.input === undefined
      ? 'is required'
      : `must be ${issue.expected === 'string' ? 'a text' : `a ${issue.expected}`}`;
  if (code === 'invalid_value') return `must be one of: ${issue.values.map(String).join(', ')}`;
  if (code === 'invalid_format' && issue.format === 'date') return 'must be a date like 2025-01-23';
  if (code === 'unrecognized_keys') return `has fields the site does not know: ${issue.keys.join(', ')}`;
  return issue.message;
}
