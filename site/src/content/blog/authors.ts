import type { BlogAuthor } from '@/types/blog';

/** The people who write the blog: the author card under each article. */
export const blogAuthors: BlogAuthor[] = [
  {
    name: 'Noor El Amrani',
    role: 'Head of AI Engineering',
    bio: 'Noor leads the engineers who build our agents and integrations. She has shipped machine learning systems in logistics and insurance since before large language models, and cares most about the unglamorous parts: evaluation, monitoring and the human checkpoints that keep an agent trustworthy.',
  },
  {
    name: 'Ruben de Groot',
    role: 'Lead Solutions Architect',
    bio: 'Ruben designs the architecture behind our client projects: which model for which task, where the data lives and how it all connects to ERP, CRM and document systems. He tests new platforms so our clients don’t have to, and writes up what holds up in production.',
  },
  {
    name: 'Lotte Visser',
    role: 'Principal Consultant, AI Strategy',
    bio: 'Lotte helps leadership teams decide where AI should go first and how to measure whether it worked. Before Emberwise she spent ten years in operations consulting, which is why her roadmaps start with the process, not the tool.',
  },
  {
    name: 'Emma Janssen',
    role: 'AI Governance Lead',
    bio: 'Emma makes sure what we build is lawful, documented and defensible: data protection impact assessments, AI Act classification and the policies staff actually follow. She trained as a privacy lawyer and has worked on compliance programmes in financial services.',
  },
  {
    name: 'Jasper van Leeuwen',
    role: 'Founder & Managing Partner',
    bio: 'Jasper founded Emberwise in 2021 after twelve years leading operations and data teams in logistics and insurance, where he watched too many AI pilots stall before production. He still runs the first workshop with most new clients.',
  },
];

export function blogAuthor(name: string): BlogAuthor {
  const author = blogAuthors.find((candidate) => candidate.name === name);
  if (!author) throw new Error(`No blog author "${name}": add them to content/blog/authors.ts`);
  return author;
}
