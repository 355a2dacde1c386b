/**
 * newsletter: owns the newsletter. The edge API calls it with its secret:
 *   POST /subscribe    { client_address, form: { email, source } }  stores a pending sign-up and sends
 *                      one confirmation email (double opt-in); the answer is the same whether the
 *                      address was new, pending or subscribed already
 *   POST /confirm      { client_address, form: { token } }  confirms the subscription the link names
 *   POST /unsubscribe  { client_address, form: { token } }  removes the subscriber the link names
 * Link answers carry `outcome`: confirmed, expired, unsubscribed or invalid. With the service-role
 * key as bearer (the schedule, the local studio and `npm run newsletter`):
 *   POST /send-issues     reads the issues the site published as due (`/newsletter/issues.json`),
 *                         queues each once and once a calendar month for exactly the confirmed
 *                         subscribers, sends what is due, then the team's report after an issue
 *   POST /send-test       { slug, subject, preheader, blocks }  a test of an issue, `[TEST]` in the
 *                         subject, to the team's test address (NEWSLETTER_TEST_EMAIL) only; the
 *                         production studio's worker asks with NEWSLETTER_TEST_SECRET instead of a key
 *   POST /resend-pending  what is due: confirmations, issue emails, and reports
 */
import type { Context } from 'hono';
import { newsletterTestSecretHeader } from '../../../shared/edge-protocol.ts';
import { apiMessages } from '../../../shared/schemas/messages.ts';
import { paths } from '../../../shared/paths.ts';
import { issueDocumentSchema } from '../../../shared/schemas/newsletter-issue.ts';
import { newsletterSignupSchema, newsletterTokenSchema } from '../../../shared/schemas/newsletter.ts';
import type { SubscriberRow } from '../_shared/db.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { createFunctionApp, type FunctionDeps } from '../_shared/function-app.ts';
import { describeError, fail, ok, readJson, sameSecret } from '../_shared/http.ts';
import {
  IssueIndexError,
  queueDueIssues,
  readIssueIndex,
  sendIssueReports,
  sendIssueTest,
  storedIssueDocument,
} from '../_shared/newsletter-issues.ts';
import { withTeamDigests, type Renderer } from '../_shared/outbox.ts';
import {
  newsletterDigestItem,
  renderNewsletterConfirmation,
  renderNewsletterIssue,
} from '../_shared/templates/newsletter-emails.ts';

export const functionName = 'newsletter';

function createNewsletterRenderer(config: { teamEmails: string[]; siteUrl: string }): Renderer {
  const { teamEmails, siteUrl } = config;
  const item = newsletterDigestItem;
  return withTeamDigests({ form: 'newsletter box', teamEmails, siteUrl, item }, (email) => {
    if (!email.subject) return undefined;
    const subscriber = email.subject as SubscriberRow;
    if (email.purpose === 'issue') {
      const issue = storedIssueDocument(subscriber.issue);
      if (!issue) return undefined;
      return {
        ...renderNewsletterIssue(issue, { unsubscribeToken: subscriber.unsubscribe_token }, siteUrl),
        to: [subscriber.email],
      };
    }
    if (email.purpose !== 'confirmation') return undefined;
    return { ...renderNewsletterConfirmation(subscriber.confirm_token, siteUrl), to: [subscriber.email] };
  });
}

export function createApp(
  deps: FunctionDeps,
  env: Pick<FunctionEnv, 'leadNotifyEmails' | 'newsletterTestEmails' | 'newsletterTestSecret' | 'siteUrl'>,
  fetchIndex: typeof fetch = fetch,
) {
  const team = { emails: env.leadNotifyEmails, siteUrl: env.siteUrl };
  const { app, edgeRoute, serviceRoute, deliverScheduled } = createFunctionApp(
    {
      name: functionName,
      flow: 'newsletter',
      render: createNewsletterRenderer({ teamEmails: env.leadNotifyEmails, siteUrl: env.siteUrl }),
      afterDelivery: async () => ({ reports: await sendIssueReports(deps, team) }),
    },
    deps,
  );
  edgeRoute('/subscribe', newsletterSignupSchema, async (signup, clientAddress) => ({
    emails: await deps.db.submitNewsletterSignup(signup, clientAddress),
  }));
  edgeRoute('/confirm', newsletterTokenSchema, async ({ token }, clientAddress) => ({
    answer: { outcome: await deps.db.confirmNewsletter(token, clientAddress) },
  }));
  edgeRoute('/unsubscribe', newsletterTokenSchema, async ({ token }, clientAddress) => ({
    answer: { outcome: await deps.db.unsubscribeNewsletter(token, clientAddress) },
  }));

  serviceRoute('/send-issues', async (c) => {
    let due;
    try {
      due = await readIssueIndex(`${env.siteUrl}${paths.newsletterIndex()}`, fetchIndex);
    } catch (error) {
      if (!(error instanceof IssueIndexError)) throw error;
      deps.logger.error('newsletter issues not read', { error: describeError(error) });
      return fail(c, 503, error.message);
    }
    const issues = await queueDueIssues(deps, due);
    return ok(c, { issues, ...(await deliverScheduled()) });
  });

  /** The studio's worker may ask for a test with NEWSLETTER_TEST_SECRET; a server key may too. */
  const studioTest = async (c: Context, next: () => Promise<void>) => {
    const secret = env.newsletterTestSecret;
    const header = c.req.header(newsletterTestSecretHeader);
    if (header === undefined) return next();
    if (!secret || !sameSecret(header, secret)) return fail(c, 401, apiMessages.unauthorized);
    return sendTest(c);
  };
  const sendTest = async (c: Context) => {
    const issue = issueDocumentSchema.safeParse(await readJson(c));
    if (!issue.success) {
      const [problem] = issue.error.issues;
      return fail(
        c,
        400,
        `Not an issue of the newsletter: ${problem?.path.join('.') || '(root)'}: ${problem?.message}`,
      );
    }
    const result = await sendIssueTest(deps, issue.data, {
      emails: env.newsletterTestEmails,
      siteUrl: env.siteUrl,
    });
    if (!result.ok) return fail(c, 503, 'The mail provider did not take the test. Try again in a minute.');
    return ok(c, { to: env.newsletterTestEmails });
  };
  app.post('/send-test', studioTest);
  serviceRoute('/send-test', sendTest);
  return app;
}
