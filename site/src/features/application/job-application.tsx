import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ApplicationDialog } from '@/features/application/application-dialog';
import { applicationDialogCopy as copy } from '@/content/careers/application-dialog';
import { newApplicationKey, submitApplication } from '@/features/application/submit-application';
import { toast } from '@/lib/toast';

export interface JobApplicationProps {
  position: string;
  isGeneral: boolean;
  onClose: () => void;
}

/**
 * The job application, loaded the first time a visitor opens it: the dialog, its copy and the
 * submission with its toasts. One idempotency key per opening, kept across retries, so a retried or
 * double-clicked submission is stored once.
 */
export default function JobApplication({ position, isGeneral, onClose }: JobApplicationProps) {
  const [busy, setBusy] = useState(false);
  const [idempotencyKey] = useState(newApplicationKey);
  const submitting = useRef(false);

  async function submit(form: HTMLFormElement) {
    if (submitting.current) return;
    submitting.current = true;
    setBusy(true);
    const result = await submitApplication(form);
    submitting.current = false;
    setBusy(false);
    if (result.ok) {
      // The dialog closes first (giving the focus back to its opener), so the success toast shows
      // in the page's own notification region, not in a dialog about to go.
      flushSync(onClose);
      toast(copy.toasts.success);
    } else {
      toast({
        title: copy.toasts.failure.title,
        description: result.message ?? copy.toasts.failure.fallback,
        variant: 'destructive',
      });
    }
  }

  return (
    <ApplicationDialog
      copy={copy}
      position={position}
      isGeneral={isGeneral}
      idempotencyKey={idempotencyKey}
      busy={busy}
      onSubmit={(form) => void submit(form)}
      onClose={onClose}
    />
  );
}
