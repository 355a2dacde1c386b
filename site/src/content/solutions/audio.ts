import { paths } from '@shared/paths';
import type { SolutionPageContent } from '@/types/solutions';

/** Copy of the Audio solution page (/audio-modalities). */
const solution: SolutionPageContent = {
  key: 'audio',
  hero: {
    badge: 'Audio AI Solutions',
    headline: 'Transform Your Business with Audio AI',
    intro:
      'Your teams take calls, leave voicemails, dictate reports and record podcasts every day, and almost none of it is heard a second time. We build systems that turn speech into searchable text, pick up tone and intent, answer routine calls in a natural voice and speak your content in the languages of your customers and staff, with consent and GDPR designed in from the first recording.',
    cta: { label: 'Start Your Audio AI Journey', href: paths.signUp('audio-solutions') },
  },
  capabilities: {
    heading: {
      eyebrow: 'Capabilities',
      title: 'What we build for calls, recordings and voice',
      intro:
        'Four building blocks, usually combined: transcription underneath, analysis and voice generation on top, and a knowledge layer that lets people find and ask. Where recordings are sensitive, the models run in the EU or inside your own cloud tenant.',
    },
    typesLabel: 'Audio Types',
    cards: [
      {
        title: 'Transcription and speaker identification',
        icon: 'mic',
        description:
          'Calls, voicemails, dictations and meeting audio written out in Dutch, English and dozens of other languages, with every speaker labelled and your product names, part numbers and jargon spelled correctly.',
        capabilities: ['Speech-to-text', 'Speaker diarisation', 'Custom vocabulary', 'Live transcription'],
        dataTypes:
          'Genesys, Twilio and Teams Phone call recordings, voicemails, dictations, WAV, MP3 and M4A files',
      },
      {
        title: 'Emotion and sentiment analysis',
        icon: 'activity',
        description:
          'Word choice, tone, pace and pauses combined into a reading per call and per topic, so rising frustration, financial distress or a hesitant yes is noticed while something can still be done about it.',
        capabilities: ['Sentiment per call', 'Emotion cues', 'Topic detection', 'Script compliance'],
        dataTypes:
          'Contact-centre recordings, sales and collections calls, live audio streams, customer voicemails',
      },
      {
        title: 'Voice generation',
        icon: 'mic-vocal',
        description:
          'Natural text-to-speech for phone menus, training and podcasts in more than 20 languages, and cloned voices only with the speaker’s written consent, a clear usage agreement and watermarked audio.',
        capabilities: [
          'Text-to-speech',
          'Consented voice cloning',
          'Multi-language audio',
          'Pronunciation control',
        ],
        dataTypes:
          'Scripts, knowledge articles, IVR prompts, e-learning modules, podcast episodes, MP3 and WAV output',
      },
      {
        title: 'Voice knowledge systems',
        icon: 'library',
        description:
          'Years of calls, voice notes and recorded meetings made searchable by what was said, and voice assistants that answer callers and staff from your own knowledge base, handing over to a person when they should.',
        capabilities: ['Searchable call archives', 'Voice assistants', 'Cited answers', 'Human handover'],
        dataTypes:
          'Call and meeting archives, voice notes, podcast back catalogues, SharePoint and Confluence knowledge bases',
      },
    ],
  },
  departments: {
    heading: {
      eyebrow: 'By department',
      title: 'Where speech and sound turn into finished work',
      intro:
        'Two examples per department, from the kind of organisations we work with. In each, a person hears or reads the output before it counts, and recordings are handled on terms agreed with your data protection officer and, wherever staff are recorded, your works council.',
    },
    departments: [
      {
        name: 'Customer Service',
        icon: 'headset',
        description:
          'Every call transcribed, summarised and filed, routine phone requests answered by voice, and agents free to listen to the caller instead of typing.',
        colour: 'plum',
        examples: [
          {
            title: 'Phone-call summaries and after-call notes',
            description:
              'Each call in Genesys Cloud is transcribed live, agent and customer kept apart; at hang-up, a summary, the agreed actions and a wrap-up code are waiting in Salesforce for the agent to confirm.',
            metrics: [
              'After-call work 55 s, down from 3.5 min',
              '87% of summaries saved without edits',
              '12% more calls per agent per shift',
              'Dutch, English and German calls',
            ],
            useCase:
              'A Dutch online electronics retailer with 70 contact-centre agents took 8,000 calls a week, and every call ended in minutes of typing notes that were often too thin to help the next colleague. Summaries now appear in Salesforce within 20 seconds of hang-up; the agent reads, corrects and saves, and any call that mentions a refund above €250 or legal action goes to a team lead.',
            workflow:
              'Call connects in Genesys → Live transcript per speaker → Summary and actions drafted at hang-up → Wrap-up code suggested → Agent confirms in Salesforce → Follow-up tasks scheduled',
            benefits: [
              'Less typing after calls',
              'Complete customer history',
              'Shorter queues at peak',
              'Notes the next agent trusts',
            ],
          },
          {
            title: 'Voice assistant on a clinic group’s appointment line',
            description:
              'A voice assistant answers the phone in Dutch or English, checks the booking system and moves, cancels or confirms appointments in an ordinary conversation, putting anything clinical straight through to a person.',
            metrics: [
              '52% of calls completed without staff',
              'Answered within 2 rings, day and night',
              'Peak hold time 30 s, down from 7 min',
              'Transfer to a person within 15 s',
            ],
            useCase:
              'A Dutch physiotherapy group with 22 practices took 1,600 calls a week, most of them about moving an appointment, while assistants tried to help patients at the desk and answer the phone at once. The assistant, running on Twilio, now handles reschedules and cancellations around the clock; any mention of pain, a new complaint or a fall is put through to practice staff, and callers can ask for a person at any moment.',
            workflow:
              'Patient calls → Identity checked by date of birth and postcode → Request understood → Booking system queried → Change confirmed by voice and SMS → Clinical or unclear calls handed to staff',
            benefits: [
              'Phones answered after hours',
              'Staff back with patients',
              'Fewer missed appointments',
              'Clinical calls always human',
            ],
          },
        ],
      },
      {
        name: 'Sales & Marketing',
        icon: 'megaphone',
        description:
          'What prospects actually say on the phone captured in the CRM, and your own experts heard in more languages without another day in the studio.',
        colour: 'ember',
        examples: [
          {
            title: 'Sales-call listening that keeps HubSpot deals current',
            description:
              'After each recorded Teams or Aircall sales call, the system picks out budget, decision-makers, timeline, competitors and next step, and proposes updates to the HubSpot deal for the account manager to accept.',
            metrics: [
              'Key deal fields filled on 91% of deals, up from 48%',
              '25 min a day less CRM admin per rep',
              'Weekly forecast call 30 min shorter',
              'Competitor mentions logged on every call',
            ],
            useCase:
              'A Dutch supplier of industrial fasteners with 45 account managers had a HubSpot pipeline nobody trusted, because notes were written on Friday afternoons from memory. Proposed updates now arrive minutes after each call and the account manager accepts or corrects them with one click; the works council agreed the set-up on condition that transcripts are used for coaching, never for appraisals.',
            workflow:
              'Customer call recorded → Speakers identified → Budget, timeline and next step extracted → HubSpot update proposed → Account manager accepts or edits → Pipeline report refreshed',
            benefits: [
              'A pipeline you can forecast',
              'Less admin for reps',
              'Competitor insight for marketing',
              'Coaching from real calls',
            ],
          },
          {
            title: 'Podcast episodes re-voiced in the host’s own voice',
            description:
              'Each Dutch episode is transcribed, translated and regenerated in German and English with a consented clone of the host’s voice, then checked by a native speaker before it is published.',
            metrics: [
              '3 languages from one recording',
              'Translations out in 2 days, not 3 weeks',
              '€900 less per episode than studio voice-over',
              '34% of listens now from outside the Netherlands',
            ],
            useCase:
              'A Rotterdam freight forwarder with 400 staff ran a monthly Dutch podcast on customs and trade rules that its German and British shippers could not follow. The host signed an agreement that limits the cloned voice to this podcast and can be withdrawn at any time; colleagues in the Hamburg and Felixstowe offices listen to every translated episode and correct the customs terms before release.',
            workflow:
              'Dutch episode recorded → Transcript cleaned and approved → Translated with a customs glossary → Generated in the host’s cloned voice → Native speaker listens and corrects → Published to podcast platforms',
            benefits: [
              'New markets, same expert',
              'No extra studio days',
              'One voice in every language',
              'Consent on record',
            ],
          },
        ],
      },
      {
        name: 'Human Resources',
        icon: 'users',
        description:
          'Recruiters free to listen to candidates instead of typing, and the know-how of experienced colleagues kept in their own words.',
        colour: 'rose',
        examples: [
          {
            title: 'Recruiter phone-screen notes, recorded with candidate consent',
            description:
              'With the candidate’s agreement, each screening call is transcribed and the answers sorted under the recruiter’s structured questions in Recruitee, ready to edit; the system writes notes, and never scores or ranks anyone.',
            metrics: [
              '15 min less typing per screen',
              'Notes in Recruitee 2 min after hang-up',
              '91% of candidates agree to transcription',
              '6 days shorter from application to offer',
            ],
            useCase:
              'A Dutch home-care organisation with 1,400 staff screened about 120 applicants a week by phone, and recruiters spent their evenings writing up calls they had half-noted while talking. Candidates are asked at the start whether the call may be transcribed and can say no without consequence; the recruiter edits every note and makes every decision, and the audio is deleted once the note is saved.',
            workflow:
              'Candidate agrees to transcription → Screening call transcribed → Answers sorted under structured questions → Draft note placed in Recruitee → Recruiter edits and decides → Audio deleted',
            benefits: [
              'Recruiters listen, not type',
              'Same questions for everyone',
              'Faster offers to carers',
              'No automated judgement',
            ],
          },
          {
            title: 'Retiring engineers’ know-how, recorded and searchable by voice',
            description:
              'Structured interviews with senior engineers are recorded, transcribed and linked to the machines they describe, so a junior colleague can ask a spoken question on the shop floor and hear the answer with the original clip.',
            metrics: [
              '14 specialists interviewed, 160 hours indexed',
              'Answers in under 10 s, with source clip',
              '30% fewer call-outs to senior engineers',
              'Linked to 420 asset numbers in SAP',
            ],
            useCase:
              'A Dutch manufacturer of industrial valves with 350 staff was about to lose a fifth of its maintenance engineers to retirement within five years, with most of their knowledge never written down. Each engineer approved their own transcripts before anything was indexed, the works council agreed how the recordings may be used, and questions the assistant cannot answer with confidence go to the remaining senior engineers.',
            workflow:
              'Interview recorded by machine and topic → Transcript approved by the speaker → Tagged to SAP asset numbers → Question asked by voice on the floor → Answer spoken with source clip → Uncertain answers routed to a senior',
            benefits: [
              'Knowledge kept after retirement',
              'Faster junior onboarding',
              'Answers in the expert’s words',
              'Less pressure on seniors',
            ],
          },
        ],
      },
      {
        name: 'Legal & Compliance',
        icon: 'scale',
        description:
          'Concerns reported by voice with the reporter protected, and recorded sales calls found in minutes when a customer disputes what was agreed.',
        colour: 'violet',
        examples: [
          {
            title: 'Spoken whistleblowing reports with the caller’s voice protected',
            description:
              'The whistleblowing channel gains a phone line and voice-message option: each report is transcribed and translated, the reporter checks the transcript, and the original audio is deleted so the voice itself cannot identify the reporter.',
            metrics: [
              'Receipt confirmed within 1 day, legal limit 7',
              'Reports taken in 4 languages',
              'Audio deleted within 48 h of confirmation',
              'Reports up from 5 to 14 a year',
            ],
            useCase:
              'A Dutch supermarket franchise group with 1,600 staff across 40 stores, many of them students and shelf-fillers who would never put a concern in an email, had a whistleblowing channel that was used a handful of times a year. Staff can now call or leave a voice message in Dutch, English, Turkish or Arabic, anonymously if they wish, and confirm the transcript with a case code; the integrity officer reads every report and handles it personally, with the acknowledgement and feedback deadlines of the Whistleblower Protection Act tracked.',
            workflow:
              'Reporter calls or leaves a voice message → Transcribed and translated → Reporter confirms transcript with a case code → Original audio deleted → Integrity officer opens the case → Statutory deadlines tracked',
            benefits: [
              'Easier to speak up',
              'Anonymity that holds',
              'Statutory deadlines met',
              'Reports handled by people',
            ],
          },
          {
            title: 'Voice-log search for disputed phone contracts',
            description:
              'Two million telesales recordings indexed by what was said, so when a customer disputes a contract, the complaints team finds the confirmation, the cooling-off notice and the moment of consent in minutes.',
            metrics: [
              'Recording found in 3 min, not 45',
              '2.1 million calls indexed',
              'Disputes closed in 4 days, down from 11',
              'Script gaps reported weekly per sales partner',
            ],
            useCase:
              'A Dutch energy supplier with 180,000 household customers sells contracts by phone through three sales partners and confirms each sale in a recorded voice log. Complaints staff used to search by date and phone number and listen through whole calls; they now search by name, address or phrase and jump to the moment of consent, and a compliance officer reviews each recording before it is shared with the customer or a regulator.',
            workflow:
              'Sale confirmed in a voice log → Recording transcribed and indexed → Complaint names a customer or phrase → Consent and notices located → Compliance officer reviews the clip → Outcome recorded on the complaint',
            benefits: [
              'Disputes settled on evidence',
              'Search by words, not dates',
              'Sales partners held to script',
              'Less listening time',
            ],
          },
        ],
      },
      {
        name: 'Operations & IT',
        icon: 'server',
        description:
          'Engineers report by speaking instead of typing, and machines are listened to for the sounds that come before a breakdown.',
        colour: 'teal',
        examples: [
          {
            title: 'Field engineers’ spoken job reports straight into SAP',
            description:
              'Lift engineers describe the job into their phone after each visit; the system writes a structured work-order report, matches spoken part numbers to the SAP catalogue and proposes follow-up work for the planner.',
            metrics: [
              '95% of reports closed same day, up from 58%',
              '20 min less admin per engineer per day',
              '96% of spoken part numbers matched',
              'Follow-up work planned 2 days sooner',
            ],
            useCase:
              'A Dutch lift and escalator maintenance company with 160 field engineers received most job reports a day or two late, typed on a phone in a car park and missing the detail the next engineer needed. Engineers now speak for a minute in Dutch or English, background noise and all, check the drafted report on screen and sign it off; a planner approves every proposed follow-up job before it is scheduled.',
            workflow:
              'Engineer speaks a job summary → Transcribed with trade vocabulary → Report structured into SAP fields → Part numbers matched → Engineer checks and signs off → Planner approves follow-up work',
            benefits: [
              'Reports finished on site',
              'Better history per lift',
              'Right parts ordered first',
              'Engineers back on the road',
            ],
          },
          {
            title: 'Acoustic monitoring of pumps and compressors',
            description:
              'Acoustic sensors on critical pumps and compressors learn each machine’s normal sound and raise an SAP notification, with a short audio clip, when a bearing, valve or seal starts to sound different.',
            metrics: [
              'Bearing wear flagged 2-3 weeks ahead',
              '5 unplanned stops avoided in 6 months',
              'About 1 false alarm a fortnight',
              '38 machines monitored on 2 lines',
            ],
            useCase:
              'A Dutch dairy-ingredients producer with 600 staff lost a full shift each time a homogeniser pump or refrigeration compressor failed without warning. Each alert now arrives in SAP with the recording and a comparison against the machine’s normal sound; a maintenance engineer listens, inspects on site and decides whether the repair goes into the next planned stop.',
            workflow:
              'Sensors record machine sound → Normal profile learnt per machine → Deviation detected → SAP notification with audio clip → Engineer listens and inspects → Repair booked in the next stop',
            benefits: [
              'Fewer surprise breakdowns',
              'Repairs in planned stops',
              'Evidence you can hear',
              'Works on older machines',
            ],
          },
        ],
      },
      {
        name: 'Finance & Analytics',
        icon: 'chart-line',
        description:
          'Collections calls and contact-centre traffic turned into booked payment promises, early warnings and a clear cost for every reason customers call.',
        colour: 'amber',
        examples: [
          {
            title: 'Payment promises and distress signals from collections calls',
            description:
              'As a collections call runs, promised amounts and dates are picked up and booked in the collections system, and signs of financial distress in the customer’s words and voice are flagged for a specialist.',
            metrics: [
              '97% of promises booked without retyping',
              '8 percentage points more promises kept',
              'Debt-help referrals up from 40 to 110 a quarter',
              '90 s less wrap-up per call',
            ],
            useCase:
              'A Dutch consumer-credit provider with 220 staff relied on collectors typing promises from memory, and customers in real trouble were often spotted only after several missed payments. Flagged calls now go to a specialist team that offers a payment arrangement or a referral to municipal debt help; only the customer’s side of the call is analysed, and no collector is ever rated on these signals.',
            workflow:
              'Collections call recorded → Customer’s words and tone analysed → Promised amount and date extracted → Promise booked and reminder set → Distress signals flagged → Specialist calls back and decides',
            benefits: [
              'Promises booked accurately',
              'Vulnerable customers seen sooner',
              'Fewer repeat reminders',
              'Fair, documented treatment',
            ],
          },
          {
            title: 'Why customers phone: call-driver costs in Power BI',
            description:
              'Every recorded customer call is classified by reason, outcome and sentiment, then joined with handling time, so Power BI shows what each reason to call costs by depot, week and customer type.',
            metrics: [
              '100% of calls classified, not a 2% sample',
              '46 call reasons in one agreed list',
              '€6.80 average cost per call, split by reason',
              '12% fewer calls after the first two fixes',
            ],
            useCase:
              'A Dutch parcel delivery company with 1,100 staff took 25,000 calls a month and knew only what agents remembered to tick in the CRM. The analysis showed that one call in six followed a missed-delivery card that offered no new time slot; after the card and the tracking page were changed, volumes fell within two months. Analysts check a hand-coded sample of 200 calls every month to keep the classification honest.',
            workflow:
              'Calls recorded and transcribed → Reason, outcome and sentiment classified → Joined with handling time and cost → Loaded into Power BI → Analysts check a monthly sample → Fixes tracked against call volume',
            benefits: [
              'Costs tied to causes',
              'Every call counted',
              'Fixes proven in numbers',
              'One shared view',
            ],
          },
        ],
      },
    ],
  },
  services: {
    heading: {
      eyebrow: 'How we help',
      title: 'From the first recording to a system your teams rely on',
      intro:
        'Our four services take audio AI from idea to daily use: a strategy that picks the calls and recordings worth starting with, agentic workflows that act on what was said, dashboards that show the trends, and change management that brings agents, engineers and the works council along.',
    },
  },
};

export default solution;
