import { useState } from 'react';
import { flushSync } from 'react-dom';
import { ApplicationDialog } from '@/features/application/application-dialog';
import { applicationDialogCopy as copy } from '@/content/careers/application-dialog';
import { newApplicationKey } from '@/features/application/submit-application';
import { toast } from '@/lib/toast';
import { useFormSubmit } from '@/lib/use-form-submit';

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
  const [idempotencyKey] = useState(newApplicationKey);
  const submit = useFormSubmit((result) => {
    if (result.ok) {
      // The dialog closes first (giving the focus back to its opener), so the success toast shows
      // in the page's own notification region, not in a dialog about to go.
      flushSync(onClose);
      toast(copy.toasts.success);
      return;
    }
    // A refusal's sentence (a field, the hourly limit) is the toast's text; anything else falls
    // back to "Please try again later.".
    const said = result.status === 400 || result.status === 429 ? result.error : undefined;
    toast({
      title: copy.toasts.failure.title,
      description: said ?? copy.toasts.failure.fallback,
      variant: 'destructive',
    });
  });

  return (
    <ApplicationDialog
      copy={copy}
      position={position}
      isGeneral={isGeneral}
      idempotencyKey={idempotencyKey}
      submit={submit}
      onClose={onClose}
    />
  );
}
