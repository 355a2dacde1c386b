import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import type { JobApplicationProps } from './job-application';

type Request = Omit<JobApplicationProps, 'onClose'>;

/**
 * Opens the job application dialog. Its code (dialog, copy, submission) is fetched on the first
 * open, not with the page; `dialog` is the element to render somewhere on the page.
 */
export function useApplicationDialog(): { open: (request: Request) => void; dialog: ReactNode } {
  const [request, setRequest] = useState<Request | null>(null);
  const [Dialog, setDialog] = useState<ComponentType<JobApplicationProps> | null>(null);
  const open = useCallback((next: Request) => {
    void import('./job-application').then((module) => {
      setDialog(() => module.default);
      setRequest(next);
    });
  }, []);
  const close = useCallback(() => setRequest(null), []);
  const dialog = Dialog && request ? <Dialog {...request} onClose={close} /> : null;
  return { open, dialog };
}
