/**
 * The parser of the team's MDX (CommonMark, GitHub's tables and lists, MDX's components), as a tree
 * to check and read: it compiles nothing. Runtime-neutral: the build and the studio's worker use it.
 */
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';

export const mdxParser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
