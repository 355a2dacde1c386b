/**
 * `npm run privacy -- <command>`: what the team does to keep the privacy policy's promises, one
 * command per right. Each is one SQL function of the privacy migrations, run with the service role
 * against the configured project or the local stack (see service-client.ts), and prints what it found
 * or changed. The database logs each request with its date and outcome, never the data (`requests`
 * lists them).
 */
import { fileURLToPath } from 'node:url';
import { callSql, describeTarget, serviceTarget, type ServiceTarget } from './service-client.ts';

const usage = `Usage: npm run privacy -- <command>
  export <email>                     everything stored about the address, as JSON (access)
  erase <email> --yes                delete everything stored about the address, and list the sent
                                     emails about it that the team must delete from its mailbox
  correct <email> <field> <value>    correct one field (first_name, last_name, email, phone, ...)
  restrict <email> [--lift]          keep the address's data but use it for nothing: the retention
                                     job keeps it and no email about it is sent (--lift ends that)
  object <email>                     no follow-up for the address's leads; its newsletter ends
  mark-client <email>                the lead became a client (kept past the 24 months)
  end-client <email>                 the client relationship ended: the 24 months start again
  record-contact <email> [date]      the team was in touch (YYYY-MM-DD, default today)
  close-procedure "<position>"       the hiring procedure of a position ended
  close-application <email>          one applicant's procedure ended
  record-consent <email> [id]        the applicant agreed to a year's keeping of one application
  withdraw-consent <email> [id]      the applicant withdrew that consent
  retention                          run the retention job now
  mailbox-copies [--clear]           sent emails about data the retention job deleted, to delete by hand
  requests                           the log of privacy requests (dates and outcomes, no personal data)
  schedule                           did the nightly retention job run within 26 hours
Against SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY when both are set, else the local stack (npm start).`;

/** A sent email the database lists: when, what subject, to whom. */
interface MailboxCopy {
  sent_at: string;
  subject: string | null;
  to: string | null;
}

/** One line per copy, for the team to find it in its mailbox. */
function mailboxCopyLines(copies: MailboxCopy[]): string[] {
  return copies.map(
    (copy) =>
      `  ${copy.sent_at.slice(0, 16).replace('T', ' ')} UTC | ${copy.subject ?? '(subject not recorded)'} | to ${copy.to ?? '(recipient not recorded)'}`,
  );
}

type Print = (line: string) => void;

export async function runPrivacyCommand(args: string[], target: ServiceTarget, print: Print): Promise<void> {
  const [command, subject, extra] = args;
  const rows = (count: number, what: string) => print(`${count} ${what}${count === 1 ? '' : 's'} changed.`);
  const needs = (value: string | undefined, what: string) => {
    if (!value?.trim()) throw new Error(`${command} needs ${what}.\n\n${usage}`);
    return value.trim();
  };
  switch (command) {
    case 'export': {
      const found = (await callSql(target, 'privacy_export_logged', {
        address: needs(subject, 'an email address'),
      })) as Record<string, unknown>;
      print(JSON.stringify(found, null, 2));
      return;
    }
    case 'erase': {
      const address = needs(subject, 'an email address');
      if (!args.includes('--yes')) throw new Error(`erase deletes for good: add --yes to erase ${address}.`);
      const { mailbox_copies: copies, ...counts } = (await callSql(target, 'privacy_erase', {
        address,
      })) as Record<string, number> & { mailbox_copies: MailboxCopy[] };
      print(`Erased ${counts.found} row(s) about ${address}: ${JSON.stringify(counts)}`);
      print(
        copies.length
          ? `${copies.length} sent email(s) about ${address} remain in mailboxes; delete them by hand:`
          : `No sent email about ${address} is on record.`,
      );
      for (const line of mailboxCopyLines(copies)) print(line);
      return;
    }
    case 'correct': {
      const address = needs(subject, 'an email address');
      const field = needs(extra, 'a field');
      const value = needs(args[3], 'the corrected value');
      const changed = (await callSql(target, 'privacy_correct', {
        address,
        field,
        value,
      })) as Record<string, number>;
      print(`${field} corrected: ${JSON.stringify(changed)}`);
      return;
    }
    case 'restrict': {
      const lift = args.includes('--lift');
      const changed = (await callSql(target, 'privacy_restrict', {
        address: needs(subject, 'an email address'),
        lift,
      })) as Record<string, number>;
      print(`${lift ? 'Restriction lifted' : 'Restricted'}: ${JSON.stringify(changed)}`);
      return;
    }
    case 'object': {
      const changed = (await callSql(target, 'privacy_object', {
        address: needs(subject, 'an email address'),
      })) as Record<string, number>;
      print(`No follow-up from now on: ${JSON.stringify(changed)}`);
      return;
    }
    case 'end-client':
      return rows(
        await callSql(target, 'privacy_end_client', { address: needs(subject, 'an email address') }),
        'lead',
      );
    case 'mailbox-copies': {
      const copies = (await callSql(target, 'privacy_mailbox_copies', {
        clear: args.includes('--clear'),
      })) as unknown as MailboxCopy[];
      print(
        copies.length
          ? `${copies.length} sent email(s) about deleted data remain in mailboxes; delete them by hand:`
          : 'No sent email about deleted data waits to be deleted.',
      );
      for (const line of mailboxCopyLines(copies)) print(line);
      if (copies.length && !args.includes('--clear')) print('Once deleted, run mailbox-copies --clear.');
      return;
    }
    case 'requests': {
      const requests = (await callSql(target, 'privacy_requests', {})) as {
        requested_at: string;
        command: string;
        outcome: unknown;
      }[];
      for (const request of requests)
        print(
          `${request.requested_at.slice(0, 16).replace('T', ' ')} UTC  ${request.command}  ${JSON.stringify(request.outcome)}`,
        );
      return;
    }
    case 'schedule': {
      const health = (await callSql(target, 'schedule_health', {})) as {
        retention_ran_at: string | null;
        retention_ok: boolean;
        mailbox_copies: number;
      };
      print(
        health.retention_ok
          ? `The retention job last ran at ${health.retention_ran_at}.`
          : `The retention job has not run in the last 26 hours (last: ${health.retention_ran_at ?? 'never'}): check the schedule.`,
      );
      if (health.mailbox_copies) print(`${health.mailbox_copies} mailbox copies wait: run mailbox-copies.`);
      return;
    }
    case 'mark-client':
      return rows(
        await callSql(target, 'privacy_mark_client', { address: needs(subject, 'an email address') }),
        'lead',
      );
    case 'record-contact': {
      const address = needs(subject, 'an email address');
      if (extra && !/^\d{4}-\d{2}-\d{2}$/.test(extra)) throw new Error('The date is YYYY-MM-DD.');
      const args = { address, contacted_at: extra ? `${extra}T12:00:00Z` : new Date().toISOString() };
      return rows(await callSql(target, 'privacy_record_contact', args), 'lead');
    }
    case 'close-procedure':
      return rows(
        await callSql(target, 'privacy_close_procedure', {
          position_title: needs(subject, 'a position title'),
        }),
        'application',
      );
    case 'close-application':
      return rows(
        await callSql(target, 'privacy_close_application', { address: needs(subject, 'an email address') }),
        'application',
      );
    case 'record-consent':
    case 'withdraw-consent': {
      const address = needs(subject, 'an email address');
      const applications = (await callSql(target, 'privacy_applications', { address })) as {
        id: string;
        position: string;
        applied_at: string;
      }[];
      if (!extra && applications.length > 1) {
        throw new Error(
          `${address} has ${applications.length} applications: name the one, e.g. npm run privacy -- ${command} ${address} <id>\n${applications
            .map((row) => `  ${row.id}  ${row.position}, applied ${row.applied_at.slice(0, 10)}`)
            .join('\n')}`,
        );
      }
      return rows(
        await callSql(target, 'privacy_record_consent', {
          address,
          given: command === 'record-consent',
          application: extra ?? null,
        }),
        'application',
      );
    }
    case 'retention': {
      const counts = (await callSql(target, 'run_retention', {})) as Record<string, number>;
      for (const [rule, deleted] of Object.entries(counts)) print(`${rule}: ${deleted} deleted`);
      print('Sent emails about what it deleted: npm run privacy -- mailbox-copies');
      return;
    }
    default:
      throw new Error(command ? `Unknown command "${command}".\n\n${usage}` : usage);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = serviceTarget();
  console.error(`(${describeTarget(target)})`);
  runPrivacyCommand(process.argv.slice(2), target, (line) => console.log(line)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
