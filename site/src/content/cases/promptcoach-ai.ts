import { paths } from '@shared/paths';
import type { CaseStudy } from '@/types/cases';

/** The PromptCoach AI case (/projects/promptcoach-ai). */
const caseStudy: CaseStudy = {
  id: 'promptcoach-ai',
  kind: 'delivered',
  hero: {
    eyebrow: 'Professional education · Text AI',
    title: 'PromptCoach AI: feedback on every prompt, for ten thousand professionals',
    intro:
      'A Dutch provider of professional education wanted to teach accountants, lawyers and HR professionals to use AI well, at a scale no team of trainers could coach by hand. We built PromptCoach AI, an interactive coach that scores every prompt a learner writes, explains what to improve and lets them try again straight away.',
  },
  facts: [
    { label: 'Client', value: 'Professional education provider, 280 employees, the Netherlands' },
    { label: 'Timeline', value: '12 weeks to launch, including a 3-week pilot with 400 learners' },
    {
      label: 'Team',
      value: 'Four from Emberwise, with six of the client’s trainers and its learning platform team',
    },
    {
      label: 'Stack',
      value:
        'Language models for scoring and for a practice sandbox, a five-criterion rubric, LTI 1.3 link to the learning platform, single sign-on',
    },
    { label: 'Languages', value: 'Dutch and English' },
  ],
  results: {
    title: 'The first twelve months',
    figures: [
      {
        value: '60%',
        label:
          'higher average prompt score on the five-criterion rubric, from the entry assessment to the final one',
      },
      {
        value: '75%',
        label:
          'fewer follow-up prompts needed to reach a usable answer, entry assessment compared with the final one',
      },
      { value: '10,000', label: 'professionals trained with PromptCoach AI' },
    ],
  },
  sections: [
    {
      id: 'situation',
      title: 'The situation',
      paragraphs: [
        'The client runs courses for professionals who must keep their knowledge up to date: accountants, tax advisers, lawyers and HR specialists, most of them earning points for continuing education. As AI tools arrived in their offices, the same question came from every firm: can you teach our people to use this properly?',
        'The first answer was a half-day workshop. It worked, because a trainer looked over each participant’s shoulder and said why a prompt fell short. But a trainer can coach twenty people in an afternoon, and the online version, a video and a multiple-choice quiz, tested whether people knew the rules, not whether they could write a good prompt.',
      ],
    },
    {
      id: 'challenge',
      title: 'The challenge',
      paragraphs: [
        'Prompting is a skill, and skills are learned by doing something, getting feedback and doing it again. The client needed that loop for thousands of learners at once, online, without a trainer per group.',
        'The feedback had to be specific to each profession: a good prompt for summarising a lease is not a good prompt for a payroll question. Because learners earn continuing-education points, the scoring had to be consistent and defensible, with a person to appeal to. And professionals would be tempted to paste real client files into the exercises, which could not be allowed.',
      ],
      points: [
        'Feedback within seconds, on every attempt, for thousands of learners',
        'Exercises drawn from each profession’s real work',
        'Scores consistent enough to count towards continuing-education points',
        'No client data entering the tool',
      ],
    },
    {
      id: 'solution',
      title: 'The solution',
      paragraphs: [
        'PromptCoach AI sets a workplace task, such as ‘Summarise this 14-page lease for a client who only wants to know the notice period and the indexation clause’. The learner writes a prompt. Within seconds the coach scores it on five criteria: goal, context, constraints, output format and how the answer will be checked. It gives one concrete suggestion for each criterion that fell short.',
        'The learner then sees what their prompt actually produces, run in a sandbox, next to the feedback. They revise and try again, as often as they like. A course covers 40 exercises in four modules and takes about three hours, ending with an assessment on tasks the learner has not seen before.',
        'Learners who disagree with a score can send it to a trainer with one click. Trainers see where a whole cohort struggles and spend their live sessions on exactly that.',
      ],
    },
  ],
  build: {
    title: 'How we built it',
    steps: [
      {
        title: 'A rubric the trainers own',
        description:
          'Six trainers wrote the five criteria, each scored from 1 to 5, and scored 600 prompts from workshop participants by hand. Those scored prompts are the benchmark every version of the coach is measured against.',
      },
      {
        title: 'An exercise library per profession',
        description:
          'With the trainers we wrote 120 exercises on fictional but realistic documents: leases, annual accounts, employment contracts, client emails. Learners never need material of their own.',
      },
      {
        title: 'Two models with separate jobs',
        description:
          'One language model scores prompts against the rubric and writes the feedback; its scores were within one point of the trainers’ on nine prompts in ten. A second model runs the learner’s prompt in the sandbox, so learners see what their prompt produces with the kind of assistant they use at work.',
      },
      {
        title: 'Into the learning platform',
        description:
          'PromptCoach AI opens inside the client’s learning platform through LTI 1.3, with single sign-on. Scores, completion and continuing-education points flow back automatically.',
      },
      {
        title: 'Safeguards and human review',
        description:
          'A filter stops prompts containing email addresses, IBANs or citizen service numbers before they reach a model. Trainers review every appealed score and a weekly sample of 100 scored prompts, and adjust the rubric guidance when the coach drifts.',
      },
    ],
  },
  quote: {
    text: 'Our trainers could never give ten thousand people feedback on every attempt. Now every learner gets it in seconds, and our trainers spend their time on the questions the coach can’t answer.',
    attribution: 'Director of learning, professional education provider',
  },
  cta: {
    title: 'Do your people know how to ask AI for what they need?',
    text: 'Tell us who you want to train and what their work looks like. Within 24 hours we reply with how a coach like this could fit your programme, and how you would measure the effect.',
    primary: { label: 'Get in touch', href: paths.signUp('case-promptcoach-ai') },
    secondary: { label: 'Plan 15-min ROI call', href: paths.bookConsultation() },
  },
};

export default caseStudy;
