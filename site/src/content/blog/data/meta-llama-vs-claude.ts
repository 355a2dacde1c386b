import type { ComparisonTableRow } from '@/types/blog';

/** Rows of the Llama (self-hosted) versus Claude (API) table, values in column order. */
export const comparisonRows: ComparisonTableRow[] = [
  {
    feature: 'How you get it',
    values: [
      'Download the weights and run them on GPUs you control',
      'Call it through Anthropic’s API, Amazon Bedrock or Google Cloud Vertex AI',
    ],
  },
  {
    feature: 'Licence',
    values: [
      'Meta’s community licence with an acceptable use policy; Llama 4 multimodal rights exclude EU-based companies',
      'Commercial terms of service; the weights are never yours',
    ],
  },
  {
    feature: 'What you pay for',
    values: [
      'GPU hours and engineering time, whether the GPUs are busy or idle',
      'Tokens used: $3 in and $15 out per million for Claude 3.7 Sonnet',
    ],
  },
  {
    feature: 'Cheapest when',
    values: [
      'Volume is very high and steady, or a small model does the job',
      'Volume is low, moderate or uneven',
    ],
  },
  {
    feature: 'Where data is processed',
    values: [
      'Wherever you run it, including your own data centre or an offline network',
      'The provider’s cloud; EU regions through the large cloud platforms for some model versions',
    ],
  },
  {
    feature: 'Model versions',
    values: [
      'You keep a version for as long as you like',
      'Dated snapshots, retired on the provider’s schedule',
    ],
  },
  {
    feature: 'Customisation',
    values: [
      'Full fine-tuning, quantisation and control of every setting',
      'Prompts, retrieval and tool use; fine-tuning options are limited',
    ],
  },
  {
    feature: 'Quality on complex work',
    values: [
      'Good on well-defined tasks; behind frontier models on hard reasoning in our tests',
      'Among the strongest models for reasoning, writing, coding and tool use',
    ],
  },
  {
    feature: 'Dutch',
    values: [
      'Usable, but not an officially supported language; test it carefully',
      'Strong in our tests on Dutch business documents',
    ],
  },
  {
    feature: 'Team you need',
    values: [
      'Machine learning and operations skills, in-house or from a partner',
      'Application engineers; no GPUs to run',
    ],
  },
];
