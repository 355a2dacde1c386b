/**
 * What pg_cron + pg_net do on the hosted project (see the schedule migration), for the local stack:
 * every `intervalMs` a POST to each form function's re-send route with the service-role key, so an
 * email that failed while the mail catcher was failing (`POST /api/fail`) arrives by itself once it
 * works again, and a held-back one once its ceiling opens; and to the newsletter's `send-issues`,
 * which sends the issues the site published as due (the newsletter-issues migration schedules it on
 * the hosted project). One round at a time; a round that fails is reported and the next one tries again.
 */
import { formFunctions } from '../../shared/edge-protocol.ts';

const resendRoutes = [...formFunctions.map((name) => `${name}/resend-pending`), 'newsletter/send-issues'];

interface ResendTimerOptions {
  gatewayUrl: string;
  serviceRoleKey: string;
  /** 0 turns the timer off. */
  intervalMs: number;
  warn: (line: string) => void;
}

export function startResendTimer(options: ResendTimerOptions): { stop(): Promise<void> } {
  if (options.intervalMs <= 0) return { stop: () => Promise.resolve() };
  let round: Promise<void> | undefined;
  let stopped = false;
  // A route that keeps failing is reported once, not every round (a test stack's site may never
  // serve the newsletter's index); once it answers again, a new failure is reported again.
  const failing = new Set<string>();
  const report = (route: string, line: string) => {
    if (stopped || failing.has(route)) return;
    failing.add(route);
    options.warn(line);
  };

  async function callAll() {
    for (const route of resendRoutes) {
      if (stopped) return;
      try {
        const response = await fetch(`${options.gatewayUrl}/functions/v1/${route}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.serviceRoleKey}`,
            'content-type': 'application/json',
          },
          body: '{}',
          signal: AbortSignal.timeout(60_000),
        });
        await response.body?.cancel();
        if (response.ok) failing.delete(route);
        else report(route, `scheduled ${route} answered ${response.status}`);
      } catch (error) {
        report(route, `scheduled ${route} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  const timer = setInterval(() => {
    round ??= callAll().finally(() => (round = undefined));
  }, options.intervalMs);
  timer.unref();

  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await round;
    },
  };
}
