import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ApplicationDialog, type ApplicationFormValues } from '@/features/application/application-dialog';
import { applicationDialogCopy as copy } from '@/content/careers/application-dialog';
import {
  newApplicationKey,
  submitApplication,
  type JobApplicationPayload,
} from '@/features/application/submit-application';
import { toast } from '@/lib/toast';

export interface JobApplicationProps {
  position: string;
  isGeneral: boolean;
  onClose: () => void;
}

const optional = (value: string) => (value.trim() ? value.trim() : undefined);

/** The payload the function expects, from what was typed: empty fields left out. */
export function toApplicationPayload(
  values: ApplicationFormValues,
  { position, isGeneral, idempotencyKey }: { position: string; isGeneral: boolean; idempotencyKey: string },
): JobApplicationPayload {
  const experience = values.experience_years.trim();
  return {
    position_title: isGeneral ? copy.generalTitle : position,
    position_type: isGeneral ? 'general' : 'specific',
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    phone: optional(values.phone),
    linkedin_url: optional(values.linkedin_url),
    portfolio_url: optional(values.portfolio_url),
    cover_letter: optional(values.cover_letter),
    ...(experience ? { experience_years: Number(experience) } : {}),
    job_title: optional(values.job_title),
    company_name: optional(values.company_name),
    salary_expectation: optional(values.salary_expectation),
    availability: optional(values.availability),
    source: 'website',
    idempotency_key: idempotencyKey,
    company_website: optional(values.company_website),
  };
}

/**
 * The job application, loaded the first time a visitor opens it: the dialog, its copy and the
 * submission with its toasts. One idempotency key per opening, kept across retries, so a retried or
 * double-clicked submission is stored once.
 */
export default function JobApplication({ position, isGeneral, onClose }: JobApplicationProps) {
  const [busy, setBusy] = useState(false);
  const idempotencyKey = useRef(newApplicationKey());
  const submitting = useRef(false);

  async function submit(values: ApplicationFormValues) {
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    const result = await submitApplication(
      toApplicationPayload(values, { position, isGeneral, idempotencyKey: idempotencyKey.current }),
    );
    submitting.current = false;
    setBusy(false);
    if (result.ok) {
      // The dialog closes first (giving the focus back to its opener), so the success toast shows
      // in the page's own notification region, not in a dialog about to go.
      flushSync(onClose);
      toast(copy.toasts.success);
    } else {
      toast({ title: copy.toasts.failure.title, description: result.message, variant: 'destructive' });
    }
  }

  return (
    <ApplicationDialog
      copy={copy}
      position={position}
      isGeneral={isGeneral}
      busy={busy}
      onSubmit={(values) => void submit(values)}
      onClose={onClose}
    />
  );
}
