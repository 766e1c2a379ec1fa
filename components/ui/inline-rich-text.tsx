import parse, {
  domToReact,
  Element,
  type DOMNode,
  type HTMLReactParserOptions,
} from 'html-react-parser';

const INLINE = new Set(['strong', 'b', 'em', 'i', 'u', 's', 'span', 'br']);

const options: HTMLReactParserOptions = {
  replace(node) {
    if (node instanceof Element && !INLINE.has(node.name)) {
      // Block elements and links become their text, so the HTML fits inside a heading or a link.
      return <> {domToReact(node.children as DOMNode[], options)} </>;
    }
    return undefined;
  },
};

type Props = { html: string };

export function InlineRichText({ html }: Props) {
  if (!html) return null;
  return <>{parse(html, options)}</>;
}
