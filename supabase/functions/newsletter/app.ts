/**
 * newsletter: owns the newsletter. The edge API calls it with its secret:
 *   POST /subscribe    { client_address, form: { email, source } }  stores a pending sign-up and sends
 *                      one confirmation email (double opt-in); the answer is the same whether the
 *                      address was new, pending or subscribed already
 *   POST /confirm      { client_address, form: { token } }  confirms the subscription the link names
 *   POST /unsubscribe  { client_address, form: { token } }  removes the subscriber the link names
 * Link answers carry `outcome`: confirmed, expired, unsubscribed or invalid. `POST /resend-pending` is
 * the schedule's call for what is due: confirmations, and the issues the team queued
 * (`npm run newsletter -- send`), one email per confirmed subscriber with its own unsubscribe link.
 */
import { newsletterSignupSchema, newsletterTokenSchema } from '../../../shared/schemas/newsletter.ts';
import type { SubscriberRow } from '../_shared/db.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { createFunctionApp, type FunctionDeps } from '../_shared/function-app.ts';
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
    if (email.purpose === 'issue' && subscriber.issue) {
      return {
        ...renderNewsletterIssue(subscriber.issue, subscriber.unsubscribe_token, siteUrl),
        to: [subscriber.email],
      };
    }
    if (email.purpose !== 'confirmation') return undefined;
    return { ...renderNewsletterConfirmation(subscriber.confirm_token, siteUrl), to: [subscriber.email] };
  });
}

export function createApp(deps: FunctionDeps, env: Pick<FunctionEnv, 'leadNotifyEmails' | 'siteUrl'>) {
  const { app, edgeRoute } = createFunctionApp(
    {
      name: functionName,
      flow: 'newsletter',
      render: createNewsletterRenderer({ teamEmails: env.leadNotifyEmails, siteUrl: env.siteUrl }),
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
  return app;
}
