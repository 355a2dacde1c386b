/**
 * The two emails a job application sets off: every field to the team (reply goes to the applicant,
 * every value escaped) and a confirmation to the applicant that asks for the resume by reply, as the
 * dialog's note says.
 */
import type { JobApplicationRow } from '../db.ts';
import type { RenderedEmail } from '../mailer.ts';
import { excerpt, fullName } from '../text.ts';
import { formatReceivedAt } from './format.ts';
import {
  brand,
  greeting,
  fields,
  paragraph,
  quote,
  renderEmail,
  signoff,
  type FieldRow,
  type ListItem,
} from './layout.ts';

type ApplicationForEmail = Omit<JobApplicationRow, 'id' | 'idempotency_key' | 'procedure_closed_at'>;

function isGeneral(application: Pick<ApplicationForEmail, 'position_title' | 'position_type'>): boolean {
  return application.position_type === 'general' || !application.position_title?.trim();
}

/** "Generative-AI Solutions Architect", or "General application". */
function positionLabel(application: Pick<ApplicationForEmail, 'position_title' | 'position_type'>): string {
  return isGeneral(application) ? 'General application' : application.position_title!.trim();
}

function years(value: number | null): string | null {
  return value === null ? null : `${value} year${value === 1 ? '' : 's'}`;
}

export function renderApplicationTeamEmail(application: ApplicationForEmail, siteUrl: string): RenderedEmail {
  const name = fullName(application.first_name, application.last_name);
  const position = positionLabel(application);
  const coverLetter = application.cover_letter?.trim();
  const rows: FieldRow[] = [
    { label: 'Position', value: position },
    { label: 'Name', value: name },
    { label: 'Email', value: application.email, href: `mailto:${application.email}` },
    { label: 'Phone', value: application.phone },
    { label: 'LinkedIn', value: application.linkedin_url, href: application.linkedin_url ?? undefined },
    { label: 'Portfolio', value: application.portfolio_url, href: application.portfolio_url ?? undefined },
    { label: 'Current role', value: application.job_title },
    { label: 'Current company', value: application.company_name },
    { label: 'Experience', value: years(application.experience_years) },
    { label: 'Salary expectation', value: application.salary_expectation },
    { label: 'Availability', value: application.availability },
    { label: 'Source', value: application.source },
    { label: 'Received', value: formatReceivedAt(application.created_at) },
    {
      label: 'Keep for a year',
      value: application.retention_consent_at
        ? 'Yes, the applicant agreed'
        : 'No: delete after this procedure',
    },
  ];
  return renderEmail(
    {
      subject: `New application: ${position} from ${name}`,
      preheader: `${name} applied for ${position}.`,
      heading: 'A new application came in',
      blocks: [
        paragraph(
          { strong: name },
          ' applied for ',
          { strong: position },
          '. They were asked to reply to their confirmation email with their resume attached, so look out for a follow-up.',
        ),
        fields(rows),
        coverLetter ? quote('Cover letter', coverLetter) : paragraph('No cover letter was added.'),
        paragraph('Hit reply to answer them: the reply goes straight to their inbox.'),
      ],
      footnote: `Sent by the application form on ${siteUrl}.`,
    },
    siteUrl,
  );
}

/**
 * The applicant's confirmation. It carries nothing they typed but their first name: not the
 * position title, not their links, so the email says nothing on anyone's behalf whoever entered the
 * address.
 */
export function renderApplicationApplicantEmail(
  application: Pick<ApplicationForEmail, 'first_name' | 'position_title' | 'position_type'>,
  siteUrl: string,
): RenderedEmail {
  const general = isGeneral(application);
  return renderEmail(
    {
      subject: `We have your application to ${brand.name}`,
      preheader: 'We have your application. One more step: reply with your resume attached.',
      heading: greeting('Thanks for applying', application.first_name),
      blocks: [
        paragraph(
          `We have received your ${general ? 'general application' : 'application'}, and a real person on our team will read it.`,
        ),
        paragraph(
          { strong: 'One more step:' },
          ' reply to this email with your resume attached (a PDF works best). If you already put a link to your resume in the portfolio field, you are all set.',
        ),
        paragraph(
          'We will be in touch soon about the next steps. Until then, thank you for thinking of us: we know a good application takes time.',
        ),
        signoff('Warm regards,', `The ${brand.name} team`),
      ],
      footnote: `You receive this email because this address was used to apply on ${siteUrl}. If that was not you, ignore it and we will not write again.`,
    },
    siteUrl,
  );
}

/** How one email of the application flow reads in a digest. */
export function applicationDigestItem(purpose: string, subject: Record<string, unknown> | null): ListItem {
  const row = subject as JobApplicationRow | null;
  if (!row) return { title: 'An application that has been deleted since' };
  if (purpose === 'confirmation') return { title: `Confirmation to ${row.email}` };
  return {
    title: `${positionLabel(row)}: ${fullName(row.first_name, row.last_name)} (${row.email})`,
    detail: excerpt(row.cover_letter),
  };
}
