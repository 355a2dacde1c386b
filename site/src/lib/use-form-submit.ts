/**
 * The one way a form of the site is submitted once the app runs (contact, job application, the Stay
 * Updated box, the newsletter link pages): the form's own post (`postForm`, loaded when the visitor
 * starts filling the form in), one send at a time, and a refusal that names a field shown at that
 * field. The form says what an answer means to the visitor (`onAnswer`: a toast, a thank-you screen).
 *
 * A refused field gets the focus before `onAnswer` runs, so a failure toast that takes the focus
 * gives it back there; while the refusal stands the field is `aria-invalid` and described by the
 * sentence beside it (`FieldError`).
 */
import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { PostResult } from './post-form';

const loadPostForm = () => import('./post-form');

/** A form field the edge API refused (its `name`), with the sentence saying why. */
interface FieldProblem {
  field: string;
  message: string;
}

export interface FormSubmit {
  /** A send is running: the submit button says so and is `aria-disabled`. */
  busy: boolean;
  /** The app has sent the form once: the lines a no-JavaScript send came back to are stale. */
  sent: boolean;
  /** Submit handler for the `<form>`: sends it unless a send is running. */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Focus handler for the `<form>`: starts loading the code that sends it. */
  onFocus: () => void;
  /** The sentence for the field named `name` while the last answer refused it. */
  errorFor: (name: string) => string | undefined;
  /** The field's `aria-invalid` and `aria-describedby` (the id of its `FieldError`) while refused. */
  fieldState: (name: string, errorId: string) => { 'aria-invalid'?: true; 'aria-describedby'?: string };
}

/** `onAnswer` gets every answer (or the lack of one: status 0) with the form it answers. */
export function useFormSubmit(onAnswer: (result: PostResult, form: HTMLFormElement) => void): FormSubmit {
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [problem, setProblem] = useState<FieldProblem>();
  const sending = useRef(false);

  const send = async (form: HTMLFormElement) => {
    sending.current = true;
    setBusy(true);
    setSent(true);
    setProblem(undefined);
    const { formBody, postForm } = await loadPostForm();
    const result = await postForm(form.action, formBody(form));
    sending.current = false;
    setBusy(false);
    const refused = !result.ok && result.field ? form.elements.namedItem(result.field) : null;
    if (!result.ok && result.error && refused instanceof HTMLElement) {
      refused.focus();
      setProblem({ field: result.field!, message: result.error });
    }
    onAnswer(result, form);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!sending.current) void send(event.currentTarget);
  };
  const onFocus = useCallback(() => void loadPostForm(), []);
  const errorFor = (name: string) => (problem?.field === name ? problem.message : undefined);
  const fieldState = (name: string, errorId: string) =>
    problem?.field === name ? { 'aria-invalid': true as const, 'aria-describedby': errorId } : {};
  return { busy, sent, onSubmit, onFocus, errorFor, fieldState };
}
