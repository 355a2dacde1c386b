import { paths } from '@shared/paths';
import type { Modality } from '@/types/entities';

/**
 * The six data modalities, in menu order: the Data Modalities menu and the six solution pages read
 * these records (each page's details live in `solutions/<key>.ts`). The preview starts on text-chat.
 */
export const modalities: Modality[] = [
  {
    key: 'text-chat',
    pageTitle: 'Text & Chat AI Solutions',
    pageDescription:
      'AI for emails, support tickets, live chat and internal messages: triage, drafted replies, summaries and answers in your tone, with people kept in control.',
    title: 'Text & Chat',
    subtitle: 'Emails, tickets, messages',
    description:
      'Triage, answer and summarise the written conversations your teams handle every day, in any language.',
    icon: 'message-square',
    link: paths.modality('text-chat'),
  },
  {
    key: 'documents',
    pageTitle: 'Document AI Solutions',
    pageDescription:
      'AI that reads PDFs, Word files, contracts and invoices: extraction, clause review, comparison and document Q&A, checked by your experts before it counts.',
    title: 'Documents',
    subtitle: 'PDFs, Word, contracts',
    description:
      'Extract clauses, figures and obligations from stacks of documents and file them where they belong.',
    icon: 'file-text',
    link: paths.modality('documents'),
  },
  {
    key: 'images',
    pageTitle: 'Image AI Solutions',
    pageDescription:
      'AI for photos, scans, diagrams and receipts: OCR, visual inspection, classification, chart reading and on-brand image generation for your teams.',
    title: 'Images',
    subtitle: 'Photos, diagrams, scans',
    description:
      'Read scans, inspect photos and interpret diagrams so visual information becomes searchable data.',
    icon: 'image',
    link: paths.modality('images'),
  },
  {
    key: 'video',
    pageTitle: 'Video AI Solutions',
    pageDescription:
      'Analyse meeting, training, marketing and site footage, and generate training, sales and executive-report videos, department by department.',
    title: 'Videos',
    subtitle: 'Meetings, training, content',
    description: 'Turn hours of meetings and training footage into searchable notes, clips and decisions.',
    icon: 'video',
    link: paths.modality('video'),
  },
  {
    key: 'audio',
    pageTitle: 'Audio AI Solutions',
    pageDescription:
      'Voice analytics, voice generation and voice knowledge systems: speech-to-text, sentiment, speaker identification, text-to-speech and cloning with consent.',
    title: 'Audio',
    subtitle: 'Calls, recordings, podcasts',
    description:
      'Transcribe, analyse and act on calls and recordings, from sentiment trends to follow-up tasks.',
    icon: 'audio-lines',
    link: paths.modality('audio'),
  },
  {
    key: 'multimodal',
    pageTitle: 'Multimodal AI Solutions',
    pageDescription:
      'One workflow for text, documents, images, video and audio: unified analysis, generation, analytics and knowledge systems across every data type.',
    title: 'Multimodal',
    subtitle: 'Combined data types',
    description:
      'Combine text, documents, images, video and audio in one workflow for the full picture of every case.',
    icon: 'layers',
    link: paths.modality('multimodal'),
  },
];
