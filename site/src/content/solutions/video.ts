import { paths } from '@shared/paths';
import type { SolutionPageContent } from '@/types/solutions';

/** Copy of the Video AI solution page (/video-modalities). */
const solution: SolutionPageContent = {
  key: 'video',
  hero: {
    badge: 'Video AI Solutions',
    headline: 'Transform Your Business with Video AI',
    intro:
      'Meeting recordings, training sessions, marketing footage and site cameras hold hours of information nobody has time to watch. We build video AI that watches for you and finds the moment that matters, and that produces training, sales and management videos from your own material, with a person approving what goes out.',
    cta: { label: 'Start Your Video AI Journey', href: paths.signUp('video-solutions') },
  },
  capabilities: {
    heading: {
      eyebrow: 'Capabilities',
      title: 'What video AI does in your processes',
      intro:
        'Video combines pictures, speech and time. We work with all three, what was shown, what was said and when it happened, whether we analyse footage you already have or generate new videos.',
    },
    typesLabel: 'Video Types',
    cards: [
      {
        title: 'Recording analysis',
        icon: 'monitor-play',
        description:
          'Meeting, call and training recordings read for what was said and what was shown: slides, screen shares, demonstrations, decisions and who committed to what.',
        capabilities: ['Screen-share reading', 'Chapter summaries', 'Action extraction', 'Disclosure checks'],
        dataTypes:
          'Teams and Zoom recordings, screen-share sessions, recorded webinars and role-plays, MP4 and MOV files',
      },
      {
        title: 'Footage analysis',
        icon: 'scan-eye',
        description:
          'Camera and phone footage analysed for safety events, counts, faults and incidents, with people blurred and processing kept on your premises where it needs to be.',
        capabilities: ['Near-miss detection', 'People counting', 'Incident retrieval', 'Privacy masking'],
        dataTypes:
          'CCTV and IP camera streams, Milestone XProtect exports, dock and yard cameras, customer-filmed phone clips',
      },
      {
        title: 'Video generation',
        icon: 'clapperboard',
        description:
          'Training, sales and management videos produced from your procedures, CRM data and reports, narrated in the languages your people speak and approved before release.',
        capabilities: [
          'Training videos',
          'Personalised outreach',
          'Executive briefings',
          'Multilingual narration',
        ],
        dataTypes:
          'SOPs, slide decks, HubSpot and Salesforce fields and Power BI reports in; MP4 in 16:9 and 9:16 out',
      },
      {
        title: 'Searchable video libraries',
        icon: 'library',
        description:
          'Years of webinars, demos and training sessions indexed to the second, so anyone can ask a question and land on the moment that answers it.',
        capabilities: [
          'Moment-level search',
          'Automatic chapters',
          'Captions and transcripts',
          'Role-based access',
        ],
        dataTypes:
          'Webinar archives, product demos, training libraries and raw shoot footage in SharePoint, Stream, Vimeo and YouTube',
      },
    ],
  },
  departments: {
    heading: {
      eyebrow: 'By department',
      title: 'Where video work piles up today',
      intro:
        'Two worked examples per department, covering both sides of video AI: understanding the footage you already have and producing the videos you need. Figures are typical of what clients measure after three to six months, against a baseline agreed at the start.',
    },
    departments: [
      {
        name: 'Customer Service',
        icon: 'headset',
        description:
          'The right moment from your video library sent in seconds, and faults that customers film diagnosed before anyone drives out.',
        colour: 'plum',
        examples: [
          {
            title: 'Timestamped answers from the product video library',
            description:
              'Webinars, demos and how-to videos are indexed by what is said and what is on screen, so agents answer a question with a link that starts at the exact second that shows the answer.',
            metrics: [
              '700 videos indexed to the second',
              'Right clip found in 20 s, was 10 min',
              '19% of how-to tickets closed with a clip',
              '64 outdated videos flagged for re-recording',
            ],
            useCase:
              'A Dutch accounting software provider with 300 employees had 700 recorded webinars and tutorials, but agents kept typing long answers because nobody could find the moment in a 45-minute video. Agents now search from the Zendesk sidebar and watch the clip before sending it, and videos whose screens no longer match the current release are flagged to the content team.',
            workflow:
              'Videos indexed by speech and screen content → Agent searches from the ticket → Matching moments ranked → Agent checks the clip → Link sent starting at the right second',
            benefits: [
              'Shorter handling time',
              'Answers customers can replay',
              'Library kept current',
              'Webinars reused, not forgotten',
            ],
          },
          {
            title: 'Fault diagnosis from customer-filmed clips',
            description:
              'Customers film the fault on their phone; the system reads the bike model and the error code on the display, follows the fault as it happens and proposes a cause and parts for a service technician to confirm.',
            metrics: [
              '31% of faults fixed without a dealer visit',
              'Diagnosis in 10 min instead of 2 days',
              'Right parts on the first visit in 84% of cases',
              'Clips deleted 90 days after case close',
            ],
            useCase:
              'A Dutch e-bike brand with 380 employees and 600 dealers in the Benelux and Germany received emails about “a clicking noise”, and dealers swapped parts on guesswork. Customers now film a 20-second clip from a link in their Salesforce case, and a service technician confirms the proposed cause before a part is shipped or a dealer appointment is made.',
            workflow:
              'Customer films fault from case link → Bike model and error code read → Fault pattern matched to service history → Cause and parts proposed → Technician confirms → Part shipped or dealer booked',
            benefits: [
              'Fewer wasted dealer visits',
              'Faster answers for riders',
              'Better first-time fixes',
              'Warranty costs under control',
            ],
          },
        ],
      },
      {
        name: 'Sales & Marketing',
        icon: 'megaphone',
        description:
          'Outreach videos made for one prospect at a time, and ad footage analysed scene by scene for what holds attention.',
        colour: 'ember',
        examples: [
          {
            title: 'Personalised prospect videos from CRM data',
            description:
              'Each rep records one short introduction; the system adds a segment tailored to the prospect’s sector, warehouse size and current system from HubSpot, and the rep reviews every video before it goes out.',
            metrics: [
              'Reply rate 9%, up from 3.5%',
              '120 videos a week from 1 recording session',
              'Meetings booked per rep up 40%',
              'Every video reviewed by its rep',
            ],
            useCase:
              'A Dutch warehouse management software vendor with 160 employees sent sequences of plain emails that prospects ignored. Reps now send short videos showing the prospect’s kind of operation in the software, built from HubSpot fields and approved by the rep before sending. A rep’s likeness and voice are used only with their written consent, which they can withdraw at any time.',
            workflow:
              'Account selected in HubSpot → Talking points drafted from CRM and website → Rep’s intro joined to tailored segment → Rep reviews the video → Sent in HubSpot sequence → Views logged on the deal',
            benefits: [
              'Outreach that gets watched',
              'Reps’ time on calls',
              'Consistent product story',
              'Consent on record',
            ],
          },
          {
            title: 'Scene-level analysis of video ad performance',
            description:
              'Every ad is split into scenes and tagged for what appears on screen, from product close-ups to text overlays and logo timing, then joined with second-by-second retention from Meta and YouTube.',
            metrics: [
              '220 ads tagged scene by scene',
              '3-second hold rate up from 24% to 31%',
              'Creative brief in 1 day instead of 5',
              'Cost per add-to-cart down 14%',
            ],
            useCase:
              'A Dutch sports nutrition brand with 140 employees spent €2 million a year on Meta and YouTube ads, and its agency reported only an average per ad. The creative team now sees in Power BI which openings, products and formats keep viewers watching, and writes the next briefs from those findings itself.',
            workflow:
              'Ads exported from Meta and YouTube → Scenes cut and tagged → Retention joined per second → Patterns ranked in Power BI → Creative team writes the next brief',
            benefits: [
              'Creative decisions on evidence',
              'Less spend on weak openings',
              'Faster creative cycles',
              'Agency held to facts',
            ],
          },
        ],
      },
      {
        name: 'Human Resources',
        icon: 'users',
        description:
          'Training videos made in every language your teams speak, and practice conversations reviewed within the hour without judging anyone’s face.',
        colour: 'rose',
        examples: [
          {
            title: 'Multilingual training videos generated from SOPs',
            description:
              'Written procedures and a trainer’s phone clips become short narrated training videos with subtitles in five languages, updated within a week when a procedure changes.',
            metrics: [
              '40 videos in 5 languages in 8 weeks',
              'New pickers productive in 6 days, was 10',
              'Updates live within 1 week of a change',
              'Every version approved by the site trainer',
            ],
            useCase:
              'A Dutch logistics service provider with 1,200 employees, half of them flex workers speaking Polish, Romanian or Ukrainian, trained new staff on the floor in Dutch or English. Trainers now film key handlings on a phone, and the system turns each SOP and its clips into a narrated video per language; the site trainer watches and approves every version before it appears in the learning platform.',
            workflow:
              'SOP selected → Script and shot list drafted → Trainer films floor clips → Narration and subtitles in five languages → Site trainer approves → Published to the learning platform',
            benefits: [
              'Training in workers’ own language',
              'Same instruction every shift',
              'Trainers freed from repeats',
              'Procedures and videos in step',
            ],
          },
          {
            title: 'Feedback on recorded training role-plays',
            description:
              'Trainees record practice conversations in Teams; the system checks them against the conversation model the trainer teaches and drafts timestamped feedback for the trainer to review.',
            metrics: [
              'Feedback within 1 h, was the next session',
              'Trainer time per role-play 10 min, was 45',
              '3 times more practice per trainee',
              'Recordings deleted after 30 days',
            ],
            useCase:
              'A Dutch insurer with 900 employees trains claims handlers for difficult calls, such as bereavement claims, and its trainers could review only a few role-plays a week. The works council agreed the set-up on conditions the system enforces: no scoring of emotions or facial expressions, which the EU AI Act prohibits at work, and recordings visible only to the trainee and the trainer, who reviews every draft before it is shared.',
            workflow:
              'Trainee records role-play in Teams → Transcript and key moments indexed → Checked against the conversation model → Trainer reviews the draft → Feedback sent to trainee → Recording deleted after 30 days',
            benefits: [
              'More practice, sooner',
              'Feedback tied to moments',
              'Trainers coach, not transcribe',
              'Privacy agreed with works council',
            ],
          },
        ],
      },
      {
        name: 'Legal & Compliance',
        icon: 'scale',
        description:
          'Camera footage released lawfully and on time, and recorded advice meetings checked for what was shown on screen as well as what was said.',
        colour: 'violet',
        examples: [
          {
            title: 'CCTV retrieval and redaction for access requests',
            description:
              'For a GDPR access request or a police request, the system finds the person’s appearances across cameras in the given time window, blurs everyone else and logs what was released to whom.',
            metrics: [
              'Requests answered in 3 h, was 2 days',
              '20 requests a month handled by one officer',
              '28-day retention enforced on 650 cameras',
              'Disclosure log for every export',
            ],
            useCase:
              'A Dutch hospital group with three locations and 650 cameras received around 20 footage requests a month, and security staff scrubbed through hours of video and blurred bystanders in an editing tool. Candidate clips from Milestone XProtect now arrive already redacted; the privacy officer confirms the requester’s identity and checks every export frame by frame before release.',
            workflow:
              'Request logged with time window → Footage searched across cameras → Person’s appearances clipped → Bystanders blurred → Privacy officer checks export → Released and logged',
            benefits: [
              'Legal deadlines met early',
              'Bystanders protected',
              'Retention enforced',
              'Defensible disclosure record',
            ],
          },
          {
            title: 'Disclosure checks on recorded advice meetings',
            description:
              'Every recorded video advice meeting is checked for the cost and risk screens the adviser had to show and the confirmations the client had to give, and compliance sees only the flagged moments.',
            metrics: [
              '100% of meetings checked, was a 5% sample',
              'Missing cost disclosure found in 6% of meetings',
              'Review 12 min per flagged meeting',
              'Recordings kept 5 years under MiFID II',
            ],
            useCase:
              'A Dutch wealth manager with 180 employees holds about 400 advice meetings a month in Teams, and compliance could watch only 20 of them. Each recording is now checked for which disclosure screens were shared, for how long and whether the client confirmed them; a compliance officer reviews each flagged moment and decides whether the adviser follows up with the client.',
            workflow:
              'Meeting recorded in Teams → Shared screens and speech indexed → Required disclosures checked → Gaps flagged with timestamps → Compliance officer reviews → Follow-up agreed with adviser',
            benefits: [
              'Full coverage, not samples',
              'Evidence for the regulator',
              'Targeted adviser coaching',
              'Less time watching recordings',
            ],
          },
        ],
      },
      {
        name: 'Operations & IT',
        icon: 'server',
        description:
          'Warehouse cameras turned into safety data, and screen recordings of how work is really done turned into instructions.',
        colour: 'teal',
        examples: [
          {
            title: 'Forklift near-miss detection from warehouse cameras',
            description:
              'Existing cameras are analysed on site for forklifts and pedestrians coming too close; each near miss becomes a blurred ten-second clip for the weekly safety review.',
            metrics: [
              '180 near misses logged in a quarter, was 9 reported',
              'Near misses at the main crossing down 63%',
              'Weekly review in 20 min',
              'No faces stored, people blurred on site',
            ],
            useCase:
              'A Dutch cold-chain warehouse operator with 420 employees across three sites only heard about near misses when someone filled in a form. The safety manager now reviews the week’s clips with team leads and changes routes or rules where incidents cluster; the works council agreed because no one can be identified and the footage is never used to assess individuals.',
            workflow:
              'Camera streams analysed on site → Forklift and pedestrian paths tracked → Near miss clipped and blurred → Safety manager reviews weekly → Layout or rule changed → Effect measured',
            benefits: [
              'Risks seen before accidents',
              'Layout decisions on data',
              'Privacy by design',
              'Works council support',
            ],
          },
          {
            title: 'Work instructions from screen-share recordings',
            description:
              'Key users record themselves doing a process in the old ERP; the system follows every screen, click and field, writes a step-by-step instruction with screenshots and masks sensitive data.',
            metrics: [
              '86 processes documented in 4 weeks',
              'Instruction in 2 h per recording, was 2 days',
              'Customer and salary fields masked in screenshots',
              'Process owner sign-off on all 86',
            ],
            useCase:
              'A Dutch wholesaler with 650 employees was moving from a 20-year-old ERP to SAP S/4HANA, and only three people knew how credit notes and consignment stock really worked. Key users recorded their work in Teams, the drafts went to the process owner for approval, and the approved instructions in SharePoint became the test scripts for the new system.',
            workflow:
              'Key user records process in Teams → Screens, clicks and fields read frame by frame → Step-by-step instruction drafted → Sensitive fields masked → Process owner approves → Published in SharePoint',
            benefits: [
              'Knowledge out of people’s heads',
              'Ready-made test scripts',
              'Faster migration',
              'Onboarding material included',
            ],
          },
        ],
      },
      {
        name: 'Finance & Analytics',
        icon: 'chart-line',
        description:
          'Monthly results explained in a short video each manager actually watches, and store camera counts joined to till data to show where sales are lost.',
        colour: 'amber',
        examples: [
          {
            title: 'Executive report videos from Power BI',
            description:
              'After each close, the system drafts a short narrated video per business unit from Power BI, covering what moved, why, and what needs a decision, and the CFO approves it before it is rendered.',
            metrics: [
              'Videos ready 1 day after close',
              '78% of managers watch, against 30% who opened the PDF',
              'Controller prep down from 1.5 days to 3 h',
              'One 3-minute video per business unit',
            ],
            useCase:
              'A Dutch B2B services group with 1,100 employees and 12 business units sent a 40-page management pack as a PDF, and most unit managers read page one. Controllers now choose the points that matter, the system drafts a script for each unit from Power BI and AFAS, and the CFO edits and approves every script before charts are animated and narrated.',
            workflow:
              'Month closed in AFAS → Movements pulled from Power BI → Script drafted per business unit → CFO edits and approves → Charts animated and narrated → Shared per unit in Teams',
            benefits: [
              'Results actually watched',
              'One message, told per unit',
              'Faster month-end communication',
              'Controllers on analysis',
            ],
          },
          {
            title: 'Footfall and conversion analytics from store cameras',
            description:
              'Entrance cameras count visitors on site and discard the images; the counts are joined with till data per hour to show conversion by store, day and time.',
            metrics: [
              'Conversion measured daily in 58 stores',
              'Counts within 3% of a manual tally',
              'Saturday conversion up 9% after roster changes',
              'Only counts stored, never images',
            ],
            useCase:
              'A Dutch shoe retailer with 58 stores and 700 employees knew revenue per store but not how many people walked out without buying. Area managers now see conversion per hour in Power BI and move staff hours to the peaks; store managers check days with odd counts, such as deliveries or events, before the figures are used.',
            workflow:
              'Entrance streams counted on site → Images discarded, counts kept → Joined with till data per hour → Conversion per store in Power BI → Area managers adjust rosters',
            benefits: [
              'Lost sales made visible',
              'Staff where customers are',
              'Fair store comparisons',
              'No personal data stored',
            ],
          },
        ],
      },
    ],
  },
  services: {
    heading: {
      eyebrow: 'How we help',
      title: 'From one video use case to a system your team runs',
      intro:
        'Video AI raises practical questions early: where footage is processed, who may see it, what the works council agrees to and who approves a generated video. Our four services answer them, from the first use case to a system your people run themselves.',
    },
  },
};

export default solution;
