/**
 * `npm run privacy -- <command>`: what the team does to keep the privacy policy's promises. Each
 * command is one SQL function of the privacy migration, run with the service role against the
 * configured project or the local stack (see service-client.ts), and prints what it found or changed.
 *
 *   export <email>                 everything stored about the address, as JSON
 *   erase <email> --yes            delete everything stored about the address, everywhere
 *   mark-client <email>            the lead became a client: keep it past the 24 months
 *   record-contact <email> [date]  the team was in touch (date YYYY-MM-DD, default today)
 *   close-procedure "<position>"   the hiring procedure of a position ended ("General Application" too)
 *   close-application <email>      one applicant's procedure ended
 *   record-consent <email>         the applicant agreed that we keep the application for a year
 *   withdraw-consent <email>       the applicant withdrew that consent
 *   retention                      run the retention job now and print what it deleted
 */
import { fileURLToPath } from 'node:url';
import { callSql, describeTarget, serviceTarget, type ServiceTarget } from './service-client.ts';

const usage = `Usage: npm run privacy -- <command>
  export <email>                 everything stored about the address, as JSON
  erase <email> --yes            delete everything stored about the address
  mark-client <email>            the lead became a client (kept past the 24 months)
  record-contact <email> [date]  the team was in touch (YYYY-MM-DD, default today)
  close-procedure "<position>"   the hiring procedure of a position ended
  close-application <email>      one applicant's procedure ended
  record-consent <email>         the applicant agreed to a year's keeping
  withdraw-consent <email>       the applicant withdrew that consent
  retention                      run the retention job now
Against SUPABASE_URL with SUPABASE_SERVICE_ROLE_KEY when both are set, else the local stack (npm start).`;

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
      const found = await callSql(target, 'privacy_export', { address: needs(subject, 'an email address') });
      print(JSON.stringify(found, null, 2));
      return;
    }
    case 'erase': {
      const address = needs(subject, 'an email address');
      if (!args.includes('--yes')) throw new Error(`erase deletes for good: add --yes to erase ${address}.`);
      const counts = (await callSql(target, 'privacy_erase', { address })) as Record<string, number>;
      print(`Erased ${counts.found} row(s) about ${address}: ${JSON.stringify(counts)}`);
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
    case 'withdraw-consent':
      return rows(
        await callSql(target, 'privacy_record_consent', {
          address: needs(subject, 'an email address'),
          given: command === 'record-consent',
        }),
        'application',
      );
    case 'retention': {
      const counts = (await callSql(target, 'run_retention', {})) as Record<string, number>;
      for (const [rule, deleted] of Object.entries(counts)) print(`${rule}: ${deleted} deleted`);
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
