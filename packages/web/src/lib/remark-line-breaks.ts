/** A markdown syntax-tree node, as far as this plugin needs to know it. */
type Node = { type: string; value?: string; children?: Node[] };

/**
 * A remark plugin: a single line break inside a paragraph stays a line break (`<br>`), as it was in the
 * e-mail a note was pasted from, instead of folding into a space as plain markdown does.
 */
export function remarkLineBreaks() {
  return (tree: Node) => {
    splitLines(tree);
  };
}

function splitLines(node: Node) {
  if (!node.children) return;
  node.children = node.children.flatMap((child): Node[] => {
    if (child.type !== 'text' || !child.value?.includes('\n')) {
      splitLines(child);
      return [child];
    }
    return child.value
      .split(/\r?\n/)
      .flatMap((line, index) => (index === 0 ? [text(line)] : [{ type: 'break' }, text(line)]))
      .filter((part) => part.type === 'break' || part.value !== '');
  });
}

function text(value: string): Node {
  return { type: 'text', value };
}
