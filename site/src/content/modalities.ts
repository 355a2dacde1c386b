import { paths } from '@/shared/paths';
import type { Modality } from '@/types/entities';

/** The six data modalities, in menu order. The menu preview starts on the first (text-chat). */
export const modalities: Modality[] = [
  {
    key: 'text-chat',
    title: 'Text & Chat',
    subtitle: 'Emails, tickets, messages',
    description:
      'Triage, answer and summarise the written conversations your teams handle every day, in any language.',
    icon: 'message-square',
    link: paths.modality('text-chat'),
  },
  {
    key: 'documents',
    title: 'Documents',
    subtitle: 'PDFs, Word, contracts',
    description:
      'Extract clauses, figures and obligations from stacks of documents and file them where they belong.',
    icon: 'file-text',
    link: paths.modality('documents'),
  },
  {
    key: 'images',
    title: 'Images',
    subtitle: 'Photos, diagrams, scans',
    description:
      'Read scans, inspect photos and interpret diagrams so visual information becomes searchable data.',
    icon: 'image',
    link: paths.modality('images'),
  },
  {
    key: 'video',
    title: 'Videos',
    subtitle: 'Meetings, training, content',
    description: 'Turn hours of meetings and training footage into searchable notes, clips and decisions.',
    icon: 'video',
    link: paths.modality('video'),
  },
  {
    key: 'audio',
    title: 'Audio',
    subtitle: 'Calls, recordings, podcasts',
    description:
      'Transcribe, analyse and act on calls and recordings, from sentiment trends to follow-up tasks.',
    icon: 'audio-lines',
    link: paths.modality('audio'),
  },
  {
    key: 'multimodal',
    title: 'Multimodal',
    subtitle: 'Combined data types',
    description:
      'Combine text, documents, images, video and audio in one workflow for the full picture of every case.',
    icon: 'layers',
    link: paths.modality('multimodal'),
  },
];

/** The modality the Data Modalities menu previews before anything is hovered. */
export const defaultModalityKey = 'text-chat' satisfies Modality['key'];
