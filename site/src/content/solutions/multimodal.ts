import { paths } from '@shared/paths';
import type { SolutionPageContent } from '@/types/solutions';

/** Copy of the Multimodal solution page (/multimodal-modalities). */
const solution: SolutionPageContent = {
  key: 'multimodal',
  hero: {
    badge: 'Multimodal AI Solutions',
    headline: 'Transform Your Business with Multimodal AI',
    intro:
      'Real cases rarely arrive in one format. A storm claim comes with photos, a PDF quote and a phone call; an accident investigation with scene photos, camera footage and witness statements. We build systems that read, look and listen across all of it, so your people decide on the whole case instead of assembling it from five different systems.',
    cta: { label: 'Start Your Integration Journey', href: paths.signUp('multimodal-solutions') },
  },
  capabilities: {
    heading: {
      eyebrow: 'Capabilities',
      title: 'One system that reads, looks and listens',
      intro:
        'Each data type on its own gives part of the answer. These four capabilities bring them together around the case, the customer or the asset, inside the systems you already use, with every conclusion traceable to the file it came from.',
    },
    typesLabel: 'Data Types',
    cards: [
      {
        title: 'Unified case analysis',
        icon: 'layers',
        description:
          'Photos, documents, recordings and messages about one case are read together and checked against each other, so a quote that does not match the pictures or a call that contradicts an email is caught before anyone decides.',
        capabilities: ['Cross-source checks', 'Case summaries', 'Contradiction flags', 'Source citations'],
        dataTypes:
          'Claim files, service cases and dispute bundles: JPG and HEIC photos, PDFs, MP4 video, WAV calls, EML and chat exports',
      },
      {
        title: 'Multimodal generation',
        icon: 'sparkles',
        description:
          'Drafts built from mixed inputs: product pages from spec sheets and packshots, survey reports from walkthrough video, letters from case notes and voice memos, each in your templates and ready for review.',
        capabilities: ['Report drafting', 'Product content', 'Multilingual output', 'Template filling'],
        dataTypes:
          'Spec sheets, packshots, voice memos, inspection video, Word, Excel and PowerPoint templates',
      },
      {
        title: 'Cross-modal analytics',
        icon: 'chart-pie',
        description:
          'Signals from calls, tickets, contracts and recordings turned into figures your management team can steer by, refreshed automatically in Power BI or a dashboard of your own.',
        capabilities: ['Sentiment trends', 'Risk scoring', 'Theme detection', 'Power BI feeds'],
        dataTypes: 'Call recordings, ticket histories, contract PDFs, delivery photos, ERP and CRM records',
      },
      {
        title: 'Multimodal knowledge systems',
        icon: 'brain-circuit',
        description:
          'One search and one assistant across manuals, repair videos, recorded calls and photo archives: ask a question or upload a photo, and get an answer that points to the page, the frame or the minute it came from.',
        capabilities: [
          'Cross-format search',
          'Photo-based questions',
          'Video timestamps',
          'Role-based access',
        ],
        dataTypes:
          'Microsoft 365 and SharePoint, service manuals, training videos, call archives, photo libraries, property and asset records',
      },
    ],
  },
  tiles: {
    heading: {
      eyebrow: 'What each data type adds',
      title: 'Five data types, one picture of the case',
      intro:
        'Most of our multimodal work combines three or four of these. This is what each one brings to the case.',
    },
    items: [
      {
        title: 'Text & Chat',
        icon: 'message-square',
        description:
          'Emails, chats and tickets give the customer’s own account, the dates and whatever was promised in writing.',
      },
      {
        title: 'Documents',
        icon: 'file-text',
        description:
          'Contracts, policies, invoices and reports supply the rules, amounts and deadlines every decision is checked against.',
      },
      {
        title: 'Images',
        icon: 'image',
        description:
          'Photos, scans and screenshots show the actual state of things: the damage, the delivered pallet, the error on screen.',
      },
      {
        title: 'Video',
        icon: 'video',
        description:
          'Recordings and walkthroughs show what happened and where, from a building inspection to an accident caught on camera.',
      },
      {
        title: 'Audio',
        icon: 'audio-lines',
        description:
          'Calls, voice notes and voicemails add what was said and how it was said, including everything nobody wrote down.',
      },
    ],
  },
  departments: {
    heading: {
      eyebrow: 'By department',
      title: 'Whole cases, handled in one pass',
      intro:
        'Two examples per department, each naming the data types it brings together. In every one, a person makes the decision, and each conclusion links back to the photo, page, recording or message it came from.',
    },
    departments: [
      {
        name: 'Customer Service',
        icon: 'headset',
        description:
          'Calls, photos, messages and records about one customer’s problem read as a single case, so the answer takes one pass instead of five systems.',
        colour: 'plum',
        examples: [
          {
            title: 'Storm-damage claims: photos, quote and call in one file',
            description:
              'Images, documents and audio read as one claim: the damage photos, the contractor’s PDF quote and the recorded claim call are checked against each other and the policy before a settlement proposal is drafted.',
            metrics: [
              'Ready for decision in 1 day, not 6',
              'Handler time 18 min per claim, down from 50',
              '27% of claims paid within 48 h',
              '1 in 35 claims sent to fraud review with reasons',
            ],
            useCase:
              'A Dutch mutual home insurer with 300 staff received up to 4,000 claims after a single autumn storm, and handlers spent most of their time opening photos, quotes and call notes in three systems. The system now flags a quoted roof repair with no matching photo, or a call that describes different damage from the pictures; the handler decides every claim, and anything above €5,000 goes to a senior.',
            workflow:
              'Claim call, photos and quote received → Call transcribed, photos and PDF read → Damage matched to quote lines → Policy cover checked → Settlement proposal drafted → Handler decides',
            benefits: [
              'One view per claim',
              'Storm peaks without temps',
              'Mismatches caught early',
              'Faster payouts',
            ],
          },
          {
            title: 'Tenant calls and WhatsApp photos turned into the right repair order',
            description:
              'A tenant’s phone call or WhatsApp text, the photo of the leak or broken lock and the home’s maintenance records are read together, so one work order names the right trade, the likely part and the urgency.',
            metrics: [
              'Right trade first time 88%, up from 71%',
              'Request logged in 4 min, not 11',
              '23% fewer second visits',
              'Gas and flooding reports escalated in under 1 min',
            ],
            useCase:
              'A Dutch housing association with 14,000 homes and 280 staff took 3,000 repair requests a month, and one visit in four ended with the wrong trade or without the part. Requests now reach the repair desk as drafted work orders with the photos, a summary of the call and past repairs at the same address; a coordinator confirms each one, and anything that sounds like a gas leak or flooding goes straight to the emergency line.',
            workflow:
              'Tenant calls or sends WhatsApp photos → Call transcribed and photos read → Address and repair history retrieved → Trade, part and urgency proposed → Coordinator confirms → Work order sent to the contractor',
            benefits: [
              'Fewer wasted visits',
              'Tenants helped sooner',
              'Emergencies never queued',
              'Better repair history per home',
            ],
          },
        ],
      },
      {
        name: 'Sales & Marketing',
        icon: 'megaphone',
        description:
          'Spec sheets, product photos, booth conversations and visitor badges turned into listings and follow-ups that are ready to publish or send.',
        colour: 'ember',
        examples: [
          {
            title: 'Webshop listings built from supplier spec sheets and packshots',
            description:
              'Supplier spec sheets and packshots become complete product pages in four languages; because the documents and images are read together, a spec that contradicts the photo is caught before it goes live.',
            metrics: [
              'Listings live in 2 days, not 3 weeks',
              '9,500 products listed in the first season',
              '4 languages per product',
              '14% fewer “not as described” returns',
            ],
            useCase:
              'A Dutch garden and DIY retailer with 60 stores and a webshop took in 12,000 new products a season from 300 suppliers, and its content team could not keep up. Attributes are now taken from the spec sheet and checked against the packshot, so a bench listed as teak but pictured in grey metal is flagged instead of published; a category manager approves each batch before it goes live.',
            workflow:
              'Supplier files arrive → Spec-sheet fields extracted → Packshots checked against the specs → Descriptions and alt text written in four languages → Category manager approves → Published to the webshop',
            benefits: [
              'Shorter time to shelf',
              'Fewer listing errors',
              'Consistent brand tone',
              'Accessible product images',
            ],
          },
          {
            title: 'Trade-fair leads from badge photos and booth voice notes',
            description:
              'At the stand, a rep photographs a visitor’s badge and records a 30-second voice note; the image, the audio and the matching product sheet become a HubSpot contact and a follow-up email drafted that evening.',
            metrics: [
              '94% of leads followed up within 24 h, was 9 days',
              '430 leads from one fair, none retyped',
              '36% more follow-up meetings than the year before',
              'Voice notes in Dutch, English or German',
            ],
            useCase:
              'A Dutch manufacturer of packaging machines with 500 staff used to come back from each Hannover fair with a box of business cards and notes few people could read. Reps now capture each conversation on their phone; the system matches the company in HubSpot, picks the product sheet for the machine discussed and drafts the email, and the rep edits and sends it personally.',
            workflow:
              'Badge photo and voice note captured → Contact read and company matched in HubSpot → Interest taken from the voice note → Product sheet selected → Follow-up drafted → Rep edits and sends',
            benefits: [
              'Leads contacted while warm',
              'No cards left in drawers',
              'Emails that recall the conversation',
              'Event return you can measure',
            ],
          },
        ],
      },
      {
        name: 'Human Resources',
        icon: 'users',
        description:
          'Accident investigations and absence files drawn from photos, footage, spoken statements, letters and voice memos, complete and on time.',
        colour: 'rose',
        examples: [
          {
            title: 'Accident investigations from scene photos, footage and spoken statements',
            description:
              'After a workplace accident, scene photos, camera footage, witness statements spoken in their own language and the risk inventory (RI&E) go into one investigation file, with a timeline, likely causes and a draft notification for the Netherlands Labour Authority.',
            metrics: [
              'Investigation file complete in 2 days, not 2 weeks',
              'Witness statements taken in 4 languages',
              'Labour Authority notification drafted same day',
              '92% of corrective actions closed on time',
            ],
            useCase:
              'A Dutch metal-processing manufacturer with 750 staff investigated serious accidents by gathering photos, CCTV clips and handwritten witness notes by hand, and the lessons often arrived after the next incident. Witnesses now record their account on a tablet in Dutch, Polish, Turkish or English, and the system links it to the footage and the matching RI&E risks; the HSE manager and HR decide causes and actions, and nothing is sent to the Labour Authority before their review.',
            workflow:
              'Accident logged → Scene photos and camera clips collected → Witness statements recorded and transcribed → Timeline built against the RI&E → HSE manager and HR agree causes and actions → Notification and actions filed',
            benefits: [
              'Complete files within days',
              'Every witness heard',
              'Causes, not blame',
              'Actions that get closed',
            ],
          },
          {
            title: 'Absence case files assembled from emails, letters and voice memos',
            description:
              'Occupational-health advice letters, email threads and the case manager’s spoken memo after each call are kept as one reintegration file, with every Gatekeeper Improvement Act deadline tracked and the next letter drafted.',
            metrics: [
              '0 missed Gatekeeper deadlines in 12 months',
              '85 open absence cases tracked',
              'Reintegration report ready in 1 h, not 2 days',
              '40 min less admin per case per month',
            ],
            useCase:
              'A Dutch regional public-transport operator with 2,000 staff had around 85 long-term absence cases open at any time, and a missed step under the Gatekeeper Improvement Act can cost an employer up to a year of extra wages. Case managers now dictate a memo after each call and the file, timeline and draft letters update from it; the case manager approves every letter, and medical details are filtered out because Dutch privacy rules keep them with the occupational physician.',
            workflow:
              'Advice letters, emails and voice memos received → Memo transcribed and medical details removed → File and timeline updated → Next deadline and letter drafted → Case manager approves → Report ready for UWV when needed',
            benefits: [
              'No missed deadlines',
              'Complete files for UWV',
              'Less admin per case',
              'Medical data kept out',
            ],
          },
        ],
      },
      {
        name: 'Legal & Compliance',
        icon: 'scale',
        description:
          'Campaigns checked in every format before launch, and evidence from phones, mailboxes and site cameras put in order when a dispute reaches court.',
        colour: 'violet',
        examples: [
          {
            title: 'Sustainability claims checked across video ads, radio spots and brochures',
            description:
              'Every environmental claim in a campaign, whether spoken in a radio spot, shown in a video ad, printed on a banner or tucked into a brochure, is found and checked against the ACM’s guidelines on sustainability claims and the evidence on file.',
            metrics: [
              'Campaign review in 1 day, not 5',
              '100% of assets checked before launch',
              '1 in 7 assets returned with a specific fix',
              'Evidence linked to each of 240 claims',
            ],
            useCase:
              'A Dutch retailer of insulation, solar panels and heat pumps with 450 staff ran campaigns across TV, radio, social and print, and its one in-house lawyer could not review them all against the ACM’s guidance on green claims. Voice-overs are now transcribed and on-screen and printed text read, and each claim is matched to a test report or certificate in the evidence file; marketing rewrites the flagged wording, and the lawyer signs off every campaign.',
            workflow:
              'Campaign assets uploaded → Voice-overs transcribed, on-screen and printed text read → Environmental claims identified → Matched to evidence and ACM guidance → Marketing rewrites flagged wording → Lawyer signs off',
            benefits: [
              'Fewer risky claims',
              'Faster campaign launches',
              'Evidence ready if asked',
              'One review for every format',
            ],
          },
          {
            title: 'Dispute chronologies from site photos, emails and voice messages',
            description:
              'Emails, dated site photos, WhatsApp voice messages and PDF minutes (text, images, audio and documents) are placed on one timeline, each entry linked to its source for the lawyer to verify.',
            metrics: [
              'First chronology in 3 days, not 3 weeks',
              '18,000 items put in date order',
              '400 voice messages transcribed per case',
              '45% fewer paralegal hours per case',
            ],
            useCase:
              'A Dutch law firm with 60 lawyers acting in construction disputes received clients’ evidence as exports from phones, mailboxes and site cameras, and paralegals spent weeks building a timeline by hand. Photos are now dated from their metadata and described, voice messages transcribed, and contradictions between what was said and what was written are flagged; a lawyer checks every entry that goes into a pleading.',
            workflow:
              'Client exports received → Emails, photos, voice messages and PDFs read → Dates and parties extracted → Timeline built with source links → Contradictions flagged → Lawyer verifies entries',
            benefits: [
              'Weeks saved per dispute',
              'Every fact sourced',
              'Contradictions spotted early',
              'Stronger case preparation',
            ],
          },
        ],
      },
      {
        name: 'Operations & IT',
        icon: 'server',
        description:
          'Walkthrough video, photos, incident calls and chat turned into inspection reports and incident reviews that your teams only need to check.',
        colour: 'teal',
        examples: [
          {
            title: 'Narrated walkthrough video turned into NEN 2767 condition surveys',
            description:
              'The surveyor films a narrated walkthrough and adds close-up photos; video, speech and images are compared with last year’s PDF report to draft a NEN 2767 condition survey with defects and scores.',
            metrics: [
              'Report drafting 1.5 h per building, down from 5',
              '20% more buildings surveyed per year',
              '600 buildings on one condition scale',
              'Maintenance plan updated in 1 day, not 3 weeks',
            ],
            useCase:
              'A Dutch facility-management firm maintaining 600 schools and offices had surveyors spending more time writing reports than inspecting. They now film while they walk and talk, adding a photo of each defect; the draft shows every building element with a proposed condition score and the change since last year, and the surveyor confirms or corrects each score before the long-term maintenance plan is updated.',
            workflow:
              'Narrated walkthrough filmed → Speech transcribed and frames linked to elements → Defect photos classified → Compared with last year’s report → Condition scores proposed → Surveyor confirms and plan updates',
            benefits: [
              'More time on site',
              'Consistent condition scores',
              'Year-on-year changes spotted',
              'Better maintenance budgets',
            ],
          },
          {
            title: 'Bridge-call audio, Teams chat and screenshots as one incident timeline',
            description:
              'The recorded incident bridge, the Teams chat and the screenshots engineers shared are merged with the ServiceNow record into a minute-by-minute timeline and a draft post-incident review, combining audio, text and images.',
            metrics: [
              'Review draft 2 h after closure, not 5 days',
              '100% of major incidents reviewed, up from 40%',
              'Actions in Jira the same day',
              '18% fewer repeat incidents in a year',
            ],
            useCase:
              'The IT department of a Dutch logistics company with 1,300 staff wrote reviews for fewer than half of its major outages, because reconstructing who did what on a two-hour bridge call took days. The incident manager now receives a draft with quotes, screenshots and timestamps, corrects it with the engineers involved and agrees the actions, which are created in Jira only after that review.',
            workflow:
              'Incident closed in ServiceNow → Bridge recording transcribed by speaker → Chat and screenshots placed on the timeline → Review and actions drafted → Incident manager edits with the team → Actions created in Jira',
            benefits: [
              'Reviews that actually happen',
              'A blameless, factual record',
              'Lessons turned into actions',
              'Fewer repeat outages',
            ],
          },
        ],
      },
      {
        name: 'Finance & Analytics',
        icon: 'chart-line',
        description:
          'Invoices, delivery photos, emails, calls and contracts weighed together to settle disputes faster and see revenue at risk before the notice letter arrives.',
        colour: 'amber',
        examples: [
          {
            title: 'Invoice disputes checked against delivery photos and PDFs',
            description:
              'Documents, photos and email settle the argument: the disputed invoice, the signed delivery note and the driver’s proof-of-delivery photos are compared line by line with the customer’s complaint, and a credit or a reasoned rejection is drafted.',
            metrics: [
              'Disputes settled in 3 days, down from 16',
              'Days sales outstanding 4 days lower',
              '1 in 5 claims answered with photo evidence',
              '1,100 disputes a month, same team of 3',
            ],
            useCase:
              'A Dutch food-service wholesaler with 700 staff delivering to 9,000 restaurants received about 1,100 invoice disputes a month over short deliveries and damaged crates, each settled by digging through three systems. The credit controller now opens one proposal showing the invoice line, the signed note and the photo of the delivered pallet side by side; credits above €500 also need the finance manager’s approval.',
            workflow:
              'Customer email disputes an invoice → Invoice, delivery note and delivery photos retrieved → Lines compared with what was delivered → Credit or rejection drafted with evidence → Credit controller approves → Booked in SAP and customer answered',
            benefits: [
              'Faster cash collection',
              'Fair, evidenced decisions',
              'Less time searching',
              'Fewer repeat disputes',
            ],
          },
          {
            title: 'Revenue at risk, read from call tone, tickets and contracts',
            description:
              'Tone from recorded support calls, themes from ticket text and notice periods from contract PDFs are combined per account into a Power BI view of which customers may leave and when each decision falls.',
            metrics: [
              'Notice dates tracked for 900 contracts',
              'At-risk accounts spotted 3 months earlier',
              'Revenue churn down from 9% to 7% a year',
              'Risk list refreshed every Monday',
            ],
            useCase:
              'A Dutch managed IT-services provider with 650 staff learnt about unhappy customers when the notice letter arrived, often weeks after the last chance to act. Finance and account management now review the at-risk list together each week; an account manager confirms or dismisses every risk before it counts in the forecast, and support engineers are never scored on the call analysis.',
            workflow:
              'Calls, tickets and contracts collected → Call tone and ticket themes scored → Notice periods and renewal dates extracted → Risk combined per account → Account manager confirms → Power BI forecast updated',
            benefits: [
              'No surprise cancellations',
              'Forecasts that include risk',
              'Earlier retention conversations',
              'Finance and sales aligned',
            ],
          },
        ],
      },
    ],
  },
  services: {
    heading: {
      eyebrow: 'How we help',
      title: 'Connecting your data types, one workflow at a time',
      intro:
        'Multimodal systems touch more sources and more people, so we start with one case type, measured against today’s baseline. Our four services cover the route from choosing that case to running it across the organisation.',
    },
  },
};

export default solution;
