import { FormNotices } from '@/components/form-notes';
import { applicationNotices } from '@/content/careers/application-notices';
import { formNoticeIds, type FormOutcome } from '@shared/paths';

const notices = (Object.entries(applicationNotices) as [FormOutcome, string][]).map(([outcome, text]) => ({
  id: formNoticeIds.application(outcome),
  text,
  tone: outcome === 'done' ? ('success' as const) : ('problem' as const),
}));

/**
 * What an application sent without JavaScript came back with, over the top of the careers page it
 * was sent from: hidden unless the address's fragment names it, and taking no room when hidden.
 */
export function ApplicationNotices() {
  return (
    <div className="absolute inset-x-0 top-24 z-10 mx-auto max-w-2xl px-4">
      <FormNotices notices={notices} />
    </div>
  );
}
