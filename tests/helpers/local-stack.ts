/**
 * Access to the local stack from end-to-end tests: whether the runner started one (`npm test` sets
 * the LOCAL_* variables), the leads it stored (read with the service role) and the emails its
 * mail catcher received.
 */
import { expect } from '@playwright/test';
import type { LeadRow as LeadTableRow } from '../../supabase/functions/_shared/db.ts';

const { LOCAL_GATEWAY_URL, LOCAL_MAIL_URL, LOCAL_SERVICE_ROLE_KEY } = process.env;

export const haveStack = Boolean(LOCAL_GATEWAY_URL && LOCAL_MAIL_URL && LOCAL_SERVICE_ROLE_KEY);
export const stackMissing =
  'needs LOCAL_GATEWAY_URL, LOCAL_MAIL_URL and LOCAL_SERVICE_ROLE_KEY (npm test sets them) and a build pointing at that stack';

/** An address no other test (or earlier run) has used. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The columns of a stored lead that tests compare. */
export type LeadRow = Pick<
  LeadTableRow,
  'email' | 'first_name' | 'last_name' | 'message' | 'source' | 'status'
>;

export async function leadsFor(email: string): Promise<LeadRow[]> {
  const response = await fetch(
    `${LOCAL_GATEWAY_URL}/rest/v1/leads?email=eq.${encodeURIComponent(email)}&select=email,first_name,last_name,message,source,status`,
    { headers: { apikey: LOCAL_SERVICE_ROLE_KEY!, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` } },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as LeadRow[];
}

export async function newsletterRowsFor(email: string): Promise<{ email: string; source: string }[]> {
  const response = await fetch(
    `${LOCAL_GATEWAY_URL}/rest/v1/newsletter_subscribers?email=eq.${encodeURIComponent(email)}&select=email,source`,
    { headers: { apikey: LOCAL_SERVICE_ROLE_KEY!, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` } },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as { email: string; source: string }[];
}

export interface CaughtEmail {
  to: string[];
  replyTo?: string[];
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
}

export async function caughtEmails(): Promise<CaughtEmail[]> {
  const response = await fetch(`${LOCAL_MAIL_URL}/api/emails`);
  return ((await response.json()) as { emails: CaughtEmail[] }).emails;
}

/** The columns of a stored job application that tests compare. */
export interface ApplicationRow {
  email: string;
  position_title: string | null;
  position_type: string;
  first_name: string;
  last_name: string;
  cover_letter: string | null;
  experience_years: number | null;
}

export async function applicationsFor(email: string): Promise<ApplicationRow[]> {
  const response = await fetch(
    `${LOCAL_GATEWAY_URL}/rest/v1/job_applications?email=eq.${encodeURIComponent(email)}&select=email,position_title,position_type,first_name,last_name,cover_letter,experience_years`,
    { headers: { apikey: LOCAL_SERVICE_ROLE_KEY!, authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` } },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as ApplicationRow[];
}

/** The emails the mail catcher received for one address. */
export async function emailsTo(address: string): Promise<CaughtEmail[]> {
  return (await caughtEmails()).filter(
    (email) => email.to.includes(address) || email.replyTo?.includes(address),
  );
}
