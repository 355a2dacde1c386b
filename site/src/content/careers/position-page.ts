import type { PositionPageCopy } from '@/types/careers';

/** Labels of a position page (/careers/<position>). */
export const positionPageCopy = {
  backLink: 'Back to Careers',
  about: 'About the role',
  responsibilities: 'What you’ll do',
  qualifications: 'What you bring',
  niceToHave: 'Nice to have',
  whatWeOffer: 'What we offer',
  applyTitle: 'Apply Now',
  applyText:
    'Send us your details and a few lines on why this role. We reply within five working days. Next come a 45-minute call with the hiring lead, a two-hour working session with us on an anonymised client case (no take-home assignment) and a final conversation with Jasper and the team. Most processes take three to four weeks.',
  applyButton: 'Apply Now',
  quickFacts: 'Quick facts',
  facts: {
    department: 'Department',
    level: 'Level',
    experience: 'Experience',
    travel: 'Travel',
    teamSize: 'Team size',
    location: 'Location',
    type: 'Type',
  },
  questionsTitle: 'Questions?',
  questionsText:
    'Not sure whether you fit, or want to know more about the team or the projects? Email hello@emberwise.ai and someone from the team will answer, usually within two working days.',
  questionsLink: 'Email us',
} as const satisfies PositionPageCopy;
