import { paths } from '@shared/paths';
import type { CaseStudy } from '@/types/cases';

/** The Healthcare Voice AI case (/projects/healthcare-voice-ai). */
const caseStudy: CaseStudy = {
  id: 'healthcare-voice-ai',
  kind: 'delivered',
  hero: {
    eyebrow: 'Healthcare · Voice AI',
    title: 'A voice agent that answers every patient call, day and night',
    intro:
      'A Dutch outpatient clinic group was losing patients in the phone queue while its front desks tried to check in the people standing in front of them. We built a voice agent that answers every call around the clock, books and moves appointments in the clinic’s own scheduling system and puts urgent cases straight through to staff.',
  },
  facts: [
    { label: 'Client', value: 'Outpatient clinic group, 14 locations, the Netherlands' },
    { label: 'Timeline', value: '16 weeks from kick-off to all 14 locations live' },
    {
      label: 'Team',
      value:
        'Four from Emberwise, with the group’s operations director, medical director and two front-desk leads',
    },
    {
      label: 'Stack',
      value:
        'EU-hosted speech recognition and synthesis, a language model in an EU region, SIP link to the existing phone system, scheduling-system API',
    },
    { label: 'Languages', value: 'Dutch and English' },
  ],
  results: {
    title: 'Six months after go-live',
    figures: [
      { value: '80%', label: 'of routine calls handled by the agent from start to finish' },
      { value: '70%', label: 'reduction in average wait before a call is answered' },
      {
        value: '15 hours',
        label: 'of front-desk time saved a week per location, some 210 hours across the group',
      },
      {
        value: '35%',
        label:
          'gain in patient satisfaction with phone contact, from 5.7 to 7.7 out of 10 in the group’s survey',
      },
      { value: '25%', label: 'more appointments booked by phone' },
    ],
  },
  sections: [
    {
      id: 'situation',
      title: 'The situation',
      paragraphs: [
        'The group runs 14 outpatient locations for specialist care such as orthopaedics, dermatology and eye care. Together they take some 6,300 phone calls a week. Each location answered its own line, at the same desk where patients check in, with the same two or three assistants.',
        'Seven in ten calls were routine: booking, moving or cancelling an appointment, asking about opening hours, parking or how to prepare for a procedure. On Monday mornings callers waited up to 12 minutes and about one in five hung up. After 17:00 the line went to voicemail, which the morning shift worked through before the queue started again.',
        'The frustrating part for the operations director: two of the newer locations had empty slots in their diaries on the same days that callers gave up in the queue.',
      ],
    },
    {
      id: 'challenge',
      title: 'The challenge',
      paragraphs: [
        'A phone agent in healthcare is only acceptable if it knows what it must not do. The medical director’s condition was clear from the first meeting: the agent gives no medical advice, and any caller with a possibly urgent complaint reaches a person without delay.',
        'The rest was practical. Callers are often older, sometimes anxious, and they say names, street names and treatments in ways a standard speech model mishears. The agent had to identify patients reliably before touching an appointment, work with the scheduling system the group already used, and keep patient data inside the EU under the GDPR.',
      ],
      points: [
        'No medical advice, ever, and urgent complaints put through to staff at once',
        'Reliable patient identification before any change to an appointment',
        'Bookings written straight into the existing scheduling system, not a parallel diary',
        'Patient data processed and stored in the EU, with retention agreed with the data protection officer',
      ],
    },
    {
      id: 'solution',
      title: 'The solution',
      paragraphs: [
        'The agent now answers every call on the group’s existing numbers, 24 hours a day, in Dutch or English. It identifies the caller by date of birth, postcode and house number, then books, moves or cancels appointments against live availability and confirms by text message. It answers practical questions from a knowledge base the front-desk leads maintain themselves.',
        'Urgent cases never wait. A list of red-flag complaints, written and signed off by the medical director, triggers an immediate transfer: in office hours to the location’s nurse, with a short summary of the call already on their screen; out of hours, post-operative concerns go to the on-call doctor’s line and anything that sounds like an emergency is told to hang up and call 112.',
        'When the agent is unsure, it does not guess. It hands the call to a person with the transcript attached, or takes a callback request that lands in the front desk’s queue for the next morning. Slots freed by cancellations are offered again within minutes to patients who asked for an earlier appointment.',
      ],
    },
  ],
  build: {
    title: 'How we built it',
    intro:
      'Four weeks of design, six of build, four of piloting at two locations and two of rollout in waves.',
    steps: [
      {
        title: 'Mapping why people call',
        description:
          'We transcribed and anonymised 1,200 calls, recorded with callers’ consent, and sorted them into 31 reasons for calling. Eleven of them covered most of the routine volume; those became the agent’s scope, and the rest stayed with staff.',
      },
      {
        title: 'Speech tuned to the clinic',
        description:
          'EU-hosted speech recognition with a custom vocabulary of practitioners’ names, treatment names and the streets and towns around each location, tested on recordings of older speakers and regional accents until names were understood reliably.',
      },
      {
        title: 'A language model with a narrow job',
        description:
          'The model runs in an EU region and only chooses between defined actions: identify, look up, book, move, cancel, answer from the knowledge base or transfer. It cannot write to the diary without a confirmed identity, and it has no way to give medical advice.',
      },
      {
        title: 'Integration with phones and diary',
        description:
          'A SIP link to the existing phone system, so numbers and menus stayed the same, and the scheduling system’s API for live availability and bookings. Call summaries appear in the front desk’s screen when a call is transferred.',
      },
      {
        title: 'Human review before and after launch',
        description:
          'Nurses at the two pilot locations read every transcript for the first two weeks and marked every misjudged call. Since rollout, the front-desk leads review a sample of 50 calls a week, and every change to the red-flag list needs the medical director’s sign-off.',
      },
    ],
  },
  quote: {
    text: 'Monday mornings used to mean forty people in the queue and an assistant who couldn’t look up from the phone. Now our front desk has time for the patient standing in front of them.',
    attribution: 'Operations director, outpatient clinic group',
  },
  cta: {
    title: 'How many of your calls are routine?',
    text: 'Send us your weekly call volume and the main reasons people ring. Within 24 hours we reply with what an agent could take on, and what should stay with your staff.',
    primary: { label: 'Get in touch', href: paths.signUp('case-healthcare-voice-ai') },
    secondary: { label: 'Plan 15-min ROI call', href: paths.bookConsultation() },
  },
};

export default caseStudy;
