/**
 * `npx tsx supabase/local/cli.ts`: the local Supabase stand-in in the foreground until Ctrl+C.
 * Addresses and data folder come from LOCAL_GATEWAY_PORT, LOCAL_MAIL_PORT and LOCAL_DATA_DIR.
 */
import { join } from 'node:path';
import { startLocalStack } from './stack.ts';

const startedAt = Date.now();
try {
  const stack = await startLocalStack();
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.log(`Local Supabase stack ready in ${seconds} s (Ctrl+C to stop)`);
  console.log(
    `  API gateway  ${stack.gatewayUrl}  (REST ${stack.gatewayUrl}/rest/v1, functions ${stack.gatewayUrl}/functions/v1)`,
  );
  console.log(`  Mailbox      ${stack.mailUrl}  (Resend API ${stack.mailUrl}/emails)`);
  console.log(`  Database     PGlite in ${join(stack.dataDir, 'db')}`);
  console.log(`  Functions    ${stack.functions.join(', ') || '(none found in supabase/functions)'}`);
  console.log(`  anon key     ${stack.anonKey}`);

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1); // a second Ctrl+C does not wait
    stopping = true;
    console.log(`\n${signal}: stopping the local stack...`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
} catch (error) {
  console.error(`The local stack did not start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
