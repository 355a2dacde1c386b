import { paths } from '@shared/paths';
import { shellCopy } from '../shell';
import type { ApplicationDialogCopy } from '@/types/careers';

/** Copy of the job application dialog (loaded with the dialog). */
export const applicationDialogCopy = {
  generalTitle: 'General Application',
  specificTitle: 'Apply for',
  intro: 'Tell us a little about yourself. We read every application and reply within five working days.',
  requiredNote: 'Fields marked * are required.',
  requiredMark: '*',
  fields: {
    firstName: { label: 'First name', placeholder: 'Jane' },
    lastName: { label: 'Last name', placeholder: 'Smith' },
    email: { label: 'Email', placeholder: 'jane@example.com' },
    phone: { label: 'Phone', placeholder: '+31 6 1234 5678' },
    linkedin: { label: 'LinkedIn profile', placeholder: 'https://www.linkedin.com/in/janesmith' },
    portfolio: { label: 'Portfolio or resume link', placeholder: 'GitHub, website or a link to your CV' },
    experience: { label: 'Years of experience', placeholder: 'e.g. 6' },
    jobTitle: { label: 'Current role', placeholder: 'e.g. Senior Data Engineer' },
    company: { label: 'Current company', placeholder: 'Where you work now' },
    salary: { label: 'Salary expectation', placeholder: 'Gross per year, e.g. €85,000' },
    availability: { label: 'Availability', placeholder: 'e.g. one month’s notice' },
    coverLetter: {
      label: 'Cover letter',
      placeholder: 'What would you like to build with us, and what have you built that you’re proud of?',
    },
  },
  privacy: {
    text: 'We use your details only to consider your application. Read our',
    label: 'privacy policy',
    href: paths.privacyPolicy(),
    newTab: shellCopy.newTab,
  },
  resumeNote:
    'There’s no file upload here. After you submit, reply to the confirmation email with your resume or CV attached, or put a link to it in the portfolio field.',
  retentionConsent:
    'Keep my application for up to a year, so you can consider me for other positions. Without this, it is deleted four weeks after this hiring procedure ends. You can withdraw this consent at any time by emailing privacy@emberwise.ai.',
  honeypotLabel: 'Company website (leave this field empty)',
  close: 'Close',
  toasts: {
    success: {
      title: 'Application Submitted!',
      description: "We've received your application and will be in touch soon.",
    },
    failure: { title: 'Submission Failed', fallback: 'Please try again later.' },
  },
  cancel: 'Cancel',
  submit: 'Submit Application',
  submitting: 'Submitting...',
} as const satisfies ApplicationDialogCopy;
