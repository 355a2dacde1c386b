import { paths } from '@shared/paths';
import type { SolutionPageContent } from '@/types/solutions';

/** Copy of the Image AI solution page (/images-modalities). */
const solution: SolutionPageContent = {
  key: 'images',
  hero: {
    badge: 'Image AI Solutions',
    headline: 'Transform Your Business with Image AI',
    intro:
      'Photos from the field, scanned forms, receipts, product shots and whiteboard diagrams hold information your systems can’t read. We build image AI that reads, checks and sorts them, and produces new visuals for your marketing, with a person signing off wherever a decision carries weight.',
    cta: { label: 'Start Your Image AI Journey', href: paths.signUp('images-solutions') },
  },
  capabilities: {
    heading: {
      eyebrow: 'Capabilities',
      title: 'What image AI does in your processes',
      intro:
        'Four capabilities cover almost every image workflow we build. Most systems combine two: a receipt is read and then checked, a product shot is recognised and then reused.',
    },
    typesLabel: 'Data Types',
    cards: [
      {
        title: 'Reading scans, receipts and IDs',
        icon: 'scan-text',
        description:
          'Text taken from scanned pages, phone photos and identity documents, handwriting, stamps and crumpled receipts included, and written straight into the right fields.',
        capabilities: ['Scan OCR', 'Handwriting recognition', 'Receipt capture', 'ID verification'],
        dataTypes:
          'Scanned PDFs and TIFFs, phone photos of receipts, passports and residence permits, handwritten forms',
      },
      {
        title: 'Visual inspection and classification',
        icon: 'scan-eye',
        description:
          'Images sorted, graded and checked against what they should show: a defect on a part, damage on a delivery, a gap on a shelf, a face that needs blurring.',
        capabilities: ['Defect detection', 'Damage grading', 'Image classification', 'Privacy redaction'],
        dataTypes: 'Line-camera stills, customer damage photos, shelf photos, inspection and site photos',
      },
      {
        title: 'Diagram and chart reading',
        icon: 'network',
        description:
          'Drawings, diagrams and charts turned back into data: components and connections, dimensions, axes and values, ready to compare with what your systems hold.',
        capabilities: ['Diagram interpretation', 'Chart-to-data', 'Drawing comparison', 'Whiteboard capture'],
        dataTypes:
          'Visio and draw.io exports, engineering drawings, whiteboard photos, chart screenshots from reports and slides',
      },
      {
        title: 'Image generation and visual search',
        icon: 'sparkles',
        description:
          'New product and campaign visuals made from your own packshots within your brand rules, and large image collections searchable by what they show rather than by file name.',
        capabilities: ['Product scenes', 'Channel formats', 'Visual search', 'Duplicate detection'],
        dataTypes:
          'Packshots on white, PIM and DAM libraries, spare-part catalogues, JPEG, PNG, WebP and RAW files',
      },
    ],
  },
  departments: {
    heading: {
      eyebrow: 'By department',
      title: 'Where images slow your teams down today',
      intro:
        'Two worked examples for each department, drawn from the kind of systems we build for mid-sized European companies. The figures are typical of what clients measure after three to six months, against a baseline agreed before we start.',
    },
    departments: [
      {
        name: 'Customer Service',
        icon: 'headset',
        description:
          'Photos customers send with complaints, returns and part requests read on arrival, so the right answer goes out without a week of back-and-forth.',
        colour: 'plum',
        examples: [
          {
            title: 'Damage-photo triage for returns and claims',
            description:
              'An assistant in Zendesk looks at the photos attached to each damage claim, compares them with the product shot and the order, grades the damage and proposes a refund, replacement or repair for the agent to confirm.',
            metrics: [
              '68% of photo claims settled on first contact',
              '7 min per claim instead of 24',
              '40% fewer requests for extra photos',
              'Damage grade matches the agent’s in 91% of claims',
            ],
            useCase:
              'A Dutch online furniture retailer with 280 employees received around 900 damage claims a month, and agents spent days emailing customers for better photos. Claims now arrive with a grade, the damaged area marked and a proposed remedy; agents confirm or change it, and any refund above €250 goes to a team lead.',
            workflow:
              'Customer uploads photos → Photos matched to order and product shot → Damage located and graded → Remedy proposed with reasons → Agent confirms or overrides → Customer informed and claim logged',
            benefits: [
              'Fewer rounds of email',
              'Consistent damage grading',
              'Faster refunds and replacements',
              'Clear evidence per claim',
            ],
          },
          {
            title: 'Replacement part search from a customer’s photo',
            description:
              'Customers photograph the broken part or the appliance’s type plate, and visual search finds the matching spare among 120,000 parts, with the exploded drawing to confirm it.',
            metrics: [
              'Right part in the top three for 84% of photos',
              '46% fewer part-identification emails',
              'Wrong-part returns down from 9% to 4%',
              'Results in under 5 s',
            ],
            useCase:
              'A Dutch webshop for household appliance spares, with 90 employees, answered 2,500 emails a month from customers who couldn’t name the part they needed. The photo search on the product page now proposes three candidates with their position in the drawing; when confidence is low, the question goes to a parts specialist, who answers within the hour.',
            workflow:
              'Customer uploads photo → Type plate read or part shape matched → Three candidates shown with drawings → Low-confidence cases to a parts specialist → Order placed',
            benefits: [
              'Customers help themselves',
              'Fewer wrong orders',
              'Specialists on hard cases',
              'Higher webshop conversion',
            ],
          },
        ],
      },
      {
        name: 'Sales & Marketing',
        icon: 'megaphone',
        description:
          'Product imagery produced at catalogue scale within brand rules, and shelf photos from the field turned into figures your account managers can act on.',
        colour: 'ember',
        examples: [
          {
            title: 'On-brand product imagery from existing packshots',
            description:
              'A generation pipeline places approved packshots into seasonal and channel-specific scenes, in every format the webshop, marketplaces and social channels need. The product itself is never redrawn, only what surrounds it.',
            metrics: [
              '1,200 lifestyle images a month, up from 150',
              'Cost per image down 75%',
              '3 days from brief to live, was 3 weeks',
              '1 in 7 images rejected at brand review',
            ],
            useCase:
              'A Dutch garden and outdoor retailer with 60 stores had lifestyle photos for only 600 of its 8,000 products, because every shoot needed a studio and a stylist. Packshots now flow from the Akeneo PIM into generated scenes built on the brand brief, and the brand manager approves or rejects each batch before anything is published.',
            workflow:
              'Packshot pulled from PIM → Product cut out and locked → Scene generated from brand brief → Cropped per channel → Brand manager approves batch → Published to webshop and marketplaces',
            benefits: [
              'Imagery for the long tail',
              'Product shown exactly as sold',
              'Seasonal refresh in days',
              'Brand control kept in-house',
            ],
          },
          {
            title: 'Shelf photo audits for field sales',
            description:
              'Field reps photograph the shelf on each store visit; the system counts facings, checks the planogram and price labels, notes competitor promotions and writes the visit report into Salesforce.',
            metrics: [
              'Visit report in 3 min instead of 15',
              'Facing counts within 5% of a manual audit',
              'Out-of-stocks reported 2 days sooner',
              '4 more store visits per rep per week',
            ],
            useCase:
              'A Dutch food producer with 550 employees has 14 reps visiting supermarkets in the Netherlands and Belgium, who typed shelf counts into Salesforce every evening. Reports now fill themselves from the photos, and the account manager reviews each flagged planogram gap before raising it with the retailer’s category manager.',
            workflow:
              'Rep photographs shelf → Products and facings counted → Planogram and prices checked → Competitor promotions noted → Visit report written to Salesforce → Account manager reviews gaps',
            benefits: [
              'More time in stores',
              'Shelf facts, not impressions',
              'Earlier stock-out action',
              'Stronger retailer conversations',
            ],
          },
        ],
      },
      {
        name: 'Human Resources',
        icon: 'users',
        description:
          'Identity documents and decades of scanned personnel files read and checked, so onboarding moves faster and you keep only what the law allows.',
        colour: 'rose',
        examples: [
          {
            title: 'ID and residence permit checks from phone photos',
            description:
              'New starters photograph their passport, ID card or residence permit; the system reads the machine-readable zone, checks document type, expiry and right to work, and fills the personnel record in AFAS.',
            metrics: [
              'Onboarding file complete in 1 day, was 4',
              'Expiry and MRZ checked on every document',
              '11 invalid permits caught in the first year',
              'Source photos deleted after 24 h',
            ],
            useCase:
              'A Dutch staffing agency with 160 office staff places around 1,100 flex workers a week, many from Poland and Romania, and consultants were retyping ID details from blurry photos. Every document is now read and checked on upload; non-EU permits and any mismatch go to the compliance officer, and a consultant still checks the original document in person on the first working day.',
            workflow:
              'Candidate uploads ID photo → Document type and MRZ read → Expiry and right to work checked → Fields written to AFAS → Exceptions to compliance officer → Source photo deleted',
            benefits: [
              'Earlier start dates',
              'Fewer typing errors',
              'Right-to-work evidence on file',
              'Less personal data held',
            ],
          },
          {
            title: 'Retention clean-up of scanned personnel files',
            description:
              'Thirty years of scanned paper files read page by page, handwriting included, sorted into document types and given the retention period each type allows.',
            metrics: [
              '42,000 scanned pages classified in 8 days',
              '38% of pages past retention and flagged',
              '95% agreement with HR’s sample checks',
              'Medical notes found in 190 files and isolated',
            ],
            useCase:
              'A Dutch healthcare organisation with 1,600 employees held its personnel archive as image scans, and the works council asked when old files would finally be deleted. Every page now has a document type and a deletion date; an HR adviser checks a sample of each type before anything is removed, and every deletion is logged.',
            workflow:
              'Scanned pages ingested → Print and handwriting read → Page classified by document type → Retention period applied → HR adviser checks samples → Deletion carried out and logged',
            benefits: [
              'GDPR retention met',
              'Sensitive pages isolated',
              'Archive searchable by type',
              'Works council answered',
            ],
          },
        ],
      },
      {
        name: 'Legal & Compliance',
        icon: 'scale',
        description:
          'Every image checked for what it reveals and what it may be used for: personal data in photos, licences on visuals, labels on generated content.',
        colour: 'violet',
        examples: [
          {
            title: 'Face and licence-plate redaction in claim photos',
            description:
              'Before site photos leave the firm, the system finds faces, licence plates, house numbers and documents in view and blurs them on a copy, keeping the original in the restricted claim file.',
            metrics: [
              '2,000 photos redacted a week',
              'Redaction work 40 min a day instead of 6 h',
              '98% of faces and plates caught at first pass',
              'Every shared set checked by an assistant',
            ],
            useCase:
              'A Dutch loss-adjusting firm with 180 adjusters shares photos of damaged homes with insurers, contractors and sometimes courts, and its assistants blurred faces and plates by hand in an image editor. Photos are now redacted on upload; an assistant reviews each set beside the original and can add or remove a blur before it is shared.',
            workflow:
              'Adjuster uploads site photos → Faces, plates and documents detected → Blur applied to a copy → Assistant reviews side by side → Redacted set shared → Original kept in restricted claim file',
            benefits: [
              'Personal data stays in-house',
              'Hours of manual editing saved',
              'One redaction standard',
              'Originals preserved as evidence',
            ],
          },
          {
            title: 'Image rights and release checks before publication',
            description:
              'Every campaign visual is matched to the licence register, scanned for recognisable people and logos, and labelled if AI-generated, so legal sees only the images with a real question.',
            metrics: [
              '1,900 campaign images checked a quarter',
              'Legal review per campaign 2 h instead of 2 days',
              '27 unlicensed images stopped in six months',
              'Every generated image labelled',
            ],
            useCase:
              'A Dutch sporting goods retailer with 1,100 employees paid a €4,800 claim for a stock photo used after its licence expired. Each image uploaded to the DAM is now matched to its licence and model release, and AI-generated visuals are labelled in line with the EU AI Act; the legal counsel decides on every flagged image before a campaign goes live.',
            workflow:
              'Image uploaded to DAM → Matched to licence and release register → People, logos and artworks detected → Generated content labelled → Flags sent to legal counsel → Cleared for publication',
            benefits: [
              'Fewer licence claims',
              'Model releases on file',
              'AI Act transparency met',
              'Campaigns not held up',
            ],
          },
        ],
      },
      {
        name: 'Operations & IT',
        icon: 'server',
        description:
          'Camera stills from the production line and diagrams of the IT estate read in seconds, so defects and undocumented dependencies surface before they cost money.',
        colour: 'teal',
        examples: [
          {
            title: 'Visual defect detection on the production line',
            description:
              'Every moulded part is photographed on the conveyor and scored for flash, short shots, sink marks and scratches; suspect parts are diverted for an operator to judge.',
            metrics: [
              'Defects reaching customers down 58%',
              'False rejects under 2% of output',
              '40 parts a minute inspected',
              'Retrained monthly on operator verdicts',
            ],
            useCase:
              'A Dutch injection moulder with 240 employees supplying automotive parts checked one part in twenty by eye, and complaints about cosmetic defects kept rising. Every part is now photographed; suspect parts drop into a review bin where an operator confirms or releases them, and each verdict is logged in the MES and used to retrain the model.',
            workflow:
              'Part photographed on conveyor → Defect model scores the image → Suspect part diverted → Operator confirms or releases → Verdict logged in MES → Model retrained monthly',
            benefits: [
              'Every part inspected',
              'Fewer customer complaints',
              'Operators judge, not search',
              'Defect data per mould',
            ],
          },
          {
            title: 'Network diagrams and whiteboard photos checked against the CMDB',
            description:
              'The system reads network and architecture diagrams, from old Visio exports to photos of whiteboards, lists every component and connection, and compares them with the CMDB in ServiceNow.',
            metrics: [
              '310 diagrams read in 2 days',
              '64 undocumented dependencies found',
              'Review 15 min per diagram instead of 90',
              '87% of components matched automatically',
            ],
            useCase:
              'A Dutch logistics company with 1,300 employees was preparing a data-centre migration with a CMDB nobody fully trusted and diagrams of every age. Each gap between drawing and CMDB is now listed with the diagram beside it, and a solution architect decides which one is right before ServiceNow is updated.',
            workflow:
              'Diagrams and whiteboard photos collected → Shapes, labels and links read → Components matched to CMDB → Gaps and conflicts listed → Architect decides each gap → CMDB updated in ServiceNow',
            benefits: [
              'Safer migration planning',
              'A CMDB people trust',
              'Undocumented knowledge captured',
              'Architects on decisions',
            ],
          },
        ],
      },
      {
        name: 'Finance & Analytics',
        icon: 'chart-line',
        description:
          'Receipts and site photos read and matched to the ledger, so controllers check exceptions instead of typing and pay only for work that is done.',
        colour: 'amber',
        examples: [
          {
            title: 'Receipt photo capture for expense claims',
            description:
              'Employees photograph a receipt; the system reads merchant, date, amount and Dutch VAT rate, matches it to the card transaction, runs policy and duplicate checks and books it in Exact Online.',
            metrics: [
              'Expense claim in 1 min instead of 8',
              'Controller reviews 1 claim in 12, was all',
              '140 duplicate receipts caught in a year',
              'VAT reclaimed on 18% more receipts',
            ],
            useCase:
              'A Dutch engineering consultancy with 700 employees, most of them on client sites, received receipts in envelopes at month end and a controller keyed them in. Claims now arrive read and matched; the controller reviews only the exceptions, such as claims above €250, weekend spending or a receipt image seen before.',
            workflow:
              'Employee photographs receipt → Merchant, date, VAT and amount read → Matched to card transaction → Policy and duplicate checks → Controller reviews exceptions → Booked in Exact Online',
            benefits: [
              'Claims filed on the day',
              'Fewer keying errors',
              'More VAT recovered',
              'Policy applied consistently',
            ],
          },
          {
            title: 'Construction progress checks from site photos',
            description:
              'Weekly geotagged site photos are assessed for the build stage of each home and compared with the contractor’s instalment invoice before it is paid.',
            metrics: [
              'Instalment checks for 240 homes in 1 day, was 5',
              '7% of invoices claimed ahead of progress',
              'Controller site visits halved',
              'Photo evidence attached to every payment',
            ],
            useCase:
              'A Dutch residential developer with 220 employees paid contractors in instalments per build stage, and cost controllers waited for project managers’ site visits before releasing invoices. Contractors now upload weekly photos per plot and the model assesses the stage; mismatches go to the project manager, and every payment above €50,000 needs their sign-off in AFAS.',
            workflow:
              'Contractor uploads geotagged photos → Build stage assessed per plot → Compared with instalment invoice → Mismatches to project manager → Approved invoices released in AFAS',
            benefits: [
              'Pay only for work done',
              'Faster invoice approval',
              'Evidence for disputes',
              'Fewer site visits',
            ],
          },
        ],
      },
    ],
  },
  services: {
    heading: {
      eyebrow: 'How we help',
      title: 'From one image workflow to a system your team runs',
      intro:
        'The model is rarely the hard part. Image quality, review steps, GDPR and ownership decide whether image AI lasts. Our four services take you from the first use case to a system your people trust and maintain.',
    },
  },
};

export default solution;
