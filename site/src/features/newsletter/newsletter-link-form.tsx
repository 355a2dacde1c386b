import { useEffect, useRef, useState } from 'react';
import { Button, ButtonLink } from '@/components/button';
import { FormNotices, type FormNotice } from '@/components/form-notes';
import { Icon } from '@/components/icon';
import { useClientSearchParams } from '@/lib/use-client-search-params';
import { useFormSubmit } from '@/lib/use-form-submit';
import { formNoticeIds, type LinkPageOutcome } from '@shared/paths';
import type { NewsletterLinkCopy } from '@/types/long-form';

/**
 * The page a newsletter email's link opens: one button that confirms or unsubscribes. A real form,
 * posting the link's token to the edge API: without JavaScript the token is written into it on the
 * way out (functions/newsletter) and the answer comes back as a line named in the address's fragment
 * (CSS `:target`); with JavaScript the same post goes with fetch and the line appears in place.
 * Every answer is announced, the same one again too: each is a new line that takes the focus.
 */
export function NewsletterLinkForm({ copy }: { copy: NewsletterLinkCopy }) {
  const params = useClientSearchParams();
  const token = params.get('token') ?? '';
  /** The last answer the app got, and how many it got (a repeated answer is a line of its own). */
  const [answer, setAnswer] = useState<{ outcome: LinkPageOutcome; count: number }>();
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const outcome = answer?.outcome;
  const shown = outcome ?? (params.get('result') as LinkPageOutcome | null) ?? undefined;

  useEffect(() => {
    if (answer) outcomeRef.current?.focus();
  }, [answer]);

  const submit = useFormSubmit((result) => {
    const next: LinkPageOutcome =
      result.ok && result.outcome && result.outcome in copy.outcomes
        ? (result.outcome as LinkPageOutcome)
        : !result.ok && result.status === 400
          ? 'invalid'
          : 'failed';
    setAnswer((last) => ({ outcome: next, count: (last?.count ?? 0) + 1 }));
  });
  const { busy } = submit;

  const notices: FormNotice[] = Object.entries(copy.outcomes).map(([key, text]) => ({
    id: formNoticeIds.subscription(key as LinkPageOutcome),
    text,
    tone: key === 'confirmed' || key === 'unsubscribed' ? 'success' : 'problem',
  }));

  const finished = shown === 'confirmed' || shown === 'unsubscribed';
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-center justify-center px-4 pt-32 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-plum-50 text-ember-700">
        <Icon name="mail" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-plum-950 sm:text-4xl">{copy.title}</h1>
      <p className="mt-4 max-w-md text-lg leading-relaxed text-plum-800">{copy.intro}</p>
      {shown && copy.outcomes[shown] ? (
        <p
          key={answer?.count}
          ref={outcomeRef}
          tabIndex={-1}
          role={finished ? 'status' : 'alert'}
          className="mt-8 rounded-xl border border-plum-200 bg-white px-4 py-3 text-base font-medium text-plum-900 outline-none"
        >
          {copy.outcomes[shown]}
        </p>
      ) : (
        <FormNotices notices={notices} />
      )}
      {!finished && (
        <form
          method="post"
          action={copy.action}
          onSubmit={submit.onSubmit}
          onFocus={submit.onFocus}
          className="mt-8"
        >
          <input type="hidden" name="token" value={token} readOnly />
          <Button type="submit" variant="accent" size="lg" aria-disabled={busy || undefined}>
            {busy && <Icon name="loader-circle" className="size-5 animate-spin" />}
            {busy ? copy.submitting : copy.submit}
          </Button>
        </form>
      )}
      <ButtonLink to={copy.back.href} variant="outline" size="lg" className="mt-6">
        {copy.back.label}
      </ButtonLink>
    </div>
  );
}
