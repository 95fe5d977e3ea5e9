/**
 * An element's markup with its attributes in a fixed order, so a deferred stand-in and the Radix
 * part it stands for compare by content. `ignored` attributes are left out everywhere.
 */
export function markup(node: Node, ignored: readonly string[] = []): string {
  if (!(node instanceof Element)) return node.textContent ?? '';
  const attributes = [...node.attributes]
    .filter((attribute) => !ignored.includes(attribute.name))
    .map((attribute) => `${attribute.name}="${attribute.value}"`)
    .sort()
    .join(' ');
  const children = [...node.childNodes].map((child) => markup(child, ignored)).join('');
  return `<${node.localName} ${attributes}>${children}</>`;
}
