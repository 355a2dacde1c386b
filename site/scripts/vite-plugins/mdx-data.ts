/**
 * Content is data, not code. MDX can hold JavaScript (`import`, `export`, `{expressions}`, props
 * computed by code), and compiling a file runs its module code in the build. The team's content and
 * the site's own long-form pages may use only Markdown and the site's components
 * (`contentComponents` of `lib/content-rules.ts`), each prop a plain value: text, a number, true or
 * false, or a list or object of those. Anything else is named with its line and what is allowed,
 * and the file is never compiled (`mdx-content.ts`).
 */
import type { Root } from 'mdast';
import type { Node as EstreeNode } from 'estree';
import { visit } from 'unist-util-visit';

/** One thing a file may not hold, where it is and what it is. */
interface MdxDataProblem {
  line: number;
  message: string;
}

interface MdxNode {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: { type: string; name?: string; value?: unknown }[];
  position?: { start: { line: number } };
}

/** True when an estree expression is a plain value: a literal, or a list or object of plain values. */
function isPlainValue(node: EstreeNode | null | undefined): boolean {
  if (!node) return false;
  switch (node.type) {
    case 'Literal':
      return !('regex' in node && node.regex) && typeof node.value !== 'bigint';
    case 'TemplateLiteral':
      return node.expressions.length === 0;
    case 'UnaryExpression':
      return (
        node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number'
      );
    case 'ArrayExpression':
      return node.elements.every(
        (element) => element !== null && element.type !== 'SpreadElement' && isPlainValue(element),
      );
    case 'ObjectExpression':
      return node.properties.every(
        (property) =>
          property.type === 'Property' &&
          property.kind === 'init' &&
          !property.computed &&
          !property.method &&
          (property.key.type === 'Identifier' || property.key.type === 'Literal') &&
          isPlainValue(property.value as EstreeNode),
      );
    default:
      return false;
  }
}

/** The expression of a `{...}` prop value, as the MDX parser read it. */
function attributeExpression(value: unknown): EstreeNode | undefined {
  const program = (value as { data?: { estree?: { body?: { type: string; expression?: EstreeNode }[] } } })
    .data?.estree;
  const [statement, ...rest] = program?.body ?? [];
  if (!statement || rest.length || statement.type !== 'ExpressionStatement') return undefined;
  return statement.expression;
}

/**
 * What a parsed MDX body holds that content may not: lines are counted from `firstLine` (the line
 * the body starts on in its file, after the frontmatter).
 */
export function mdxDataProblems(tree: Root, components: readonly string[], firstLine = 1): MdxDataProblem[] {
  const problems: MdxDataProblem[] = [];
  const allowed = `Allowed: Markdown and the components ${components.map((name) => `<${name}>`).join(', ')}, with plain values as props.`;
  const add = (node: MdxNode, message: string) =>
    problems.push({
      line: (node.position?.start.line ?? 1) + firstLine - 1,
      message: `${message} ${allowed}`,
    });
  visit(tree, (node) => {
    const mdx = node as unknown as MdxNode & { url?: string; alt?: string | null };
    switch (mdx.type) {
      case 'image':
        if (!mdx.alt?.trim())
          problems.push({
            line: (mdx.position?.start.line ?? 1) + firstLine - 1,
            message: `the picture ${mdx.url} has no description: say what it shows, for readers who cannot see it.`,
          });
        if (!mdx.url?.startsWith('/images/'))
          problems.push({
            line: (mdx.position?.start.line ?? 1) + firstLine - 1,
            message: `the picture ${mdx.url} is not one of the site's own: upload it in the studio, so it is served from /images/.`,
          });
        break;
      case 'mdxjsEsm':
        add(mdx, '`import` and `export` statements are code, and content may not hold code.');
        break;
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        add(
          mdx,
          `\`{${(mdx.value ?? '').trim().slice(0, 40)}}\` is a JavaScript expression, and content may not hold code.`,
        );
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        if (!mdx.name || !components.includes(mdx.name)) {
          add(mdx, `<${mdx.name ?? ''}> is not one of the site's components.`);
          break;
        }
        for (const attribute of mdx.attributes ?? []) {
          if (attribute.type !== 'mdxJsxAttribute') {
            add(mdx, `<${mdx.name}> has a spread of props ({...}), which is code.`);
          } else if (
            attribute.value !== null &&
            typeof attribute.value === 'object' &&
            !isPlainValue(attributeExpression(attribute.value))
          ) {
            add(mdx, `The prop "${attribute.name}" of <${mdx.name}> is computed by code, not a plain value.`);
          }
        }
        break;
      }
    }
  });
  return problems;
}
