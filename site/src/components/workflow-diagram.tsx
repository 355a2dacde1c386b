import type { IconName } from '@/types/icon-names';
import { Icon } from '@/components/icon';
import { Reveal } from '@/components/reveal';

interface Node {
  title: string;
  description: string;
}

interface WorkflowDiagramProps {
  input: Node;
  dataTypes: { name: string; icon: IconName }[];
  /** Accessible name of the list of data types. */
  dataTypesLabel: string;
  knowledgeBase: Node;
  systemPrompt: Node;
  agent: Node;
  output: Node;
}

function Connector() {
  return (
    <div className="flex items-center justify-center text-plum-300" aria-hidden="true">
      <Icon name="arrow-down" className="size-6 lg:hidden" />
      <Icon name="arrow-right" className="hidden size-6 lg:block" />
    </div>
  );
}

function Box({ node, icon, className }: { node: Node; icon: IconName; className?: string }) {
  return (
    <div className={`rounded-2xl border border-plum-100 bg-white p-5 shadow-sm ${className ?? ''}`}>
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-plum-50 text-plum-800">
          <Icon name={icon} className="size-5" />
        </span>
        <h3 className="font-bold text-plum-950">{node.title}</h3>
      </div>
      <p className="mt-3 text-sm leading-relaxed text-plum-800">{node.description}</p>
    </div>
  );
}

/**
 * The agentic workflow as an HTML diagram (readable, translatable, accessible): data input with its
 * data types, an agent grounded by a knowledge base and a system prompt, and actionable results.
 */
export function WorkflowDiagram({
  input,
  dataTypes,
  dataTypesLabel,
  knowledgeBase,
  systemPrompt,
  agent,
  output,
}: WorkflowDiagramProps) {
  return (
    <Reveal as="figure" className="mt-14 grid items-stretch gap-4 lg:grid-cols-[1fr_auto_1.2fr_auto_1fr]">
      <div className="rounded-2xl border border-plum-100 bg-white p-5 shadow-sm">
        <h3 className="font-bold text-plum-950">{input.title}</h3>
        <p className="mt-2 text-sm leading-relaxed text-plum-800">{input.description}</p>
        <ul className="mt-4 grid gap-2" aria-label={dataTypesLabel}>
          {dataTypes.map((type) => (
            <li
              key={type.name}
              className="flex items-center gap-2 rounded-lg bg-plum-50 px-3 py-2 text-sm font-semibold text-plum-900"
            >
              <Icon name={type.icon} className="size-4 text-ember-700" />
              {type.name}
            </li>
          ))}
        </ul>
      </div>
      <Connector />
      <div className="grid gap-4 rounded-3xl bg-signature p-4 sm:p-5">
        <Box node={knowledgeBase} icon="book-open" />
        <div className="rounded-2xl bg-white/10 p-5 text-white ring-1 ring-white/25">
          <div className="flex items-center gap-3">
            <span className="grid size-10 place-items-center rounded-xl bg-white/15">
              <Icon name="bot" className="size-5" />
            </span>
            <h3 className="font-bold">{agent.title}</h3>
          </div>
          <p className="mt-3 text-sm leading-relaxed text-white/90">{agent.description}</p>
        </div>
        <Box node={systemPrompt} icon="scroll-text" />
      </div>
      <Connector />
      <Box node={output} icon="sparkles" className="self-center" />
    </Reveal>
  );
}
