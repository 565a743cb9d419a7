import { Fragment, type ReactNode } from 'react';
import { parseMarkdown, type Block, type Inline } from './markdown.ts';

function inline(nodes: Inline[]): ReactNode[] {
  return nodes.map((n, i) => {
    switch (n.type) {
      case 'text':
        return <Fragment key={i}>{n.text}</Fragment>;
      case 'strong':
        return <strong key={i}>{inline(n.children)}</strong>;
      case 'em':
        return <em key={i}>{inline(n.children)}</em>;
      case 'code':
        return <code key={i}>{n.text}</code>;
      case 'br':
        return <br key={i} />;
      case 'link':
        return (
          <a key={i} href={n.href} target="_blank" rel="noopener noreferrer">
            {inline(n.children)}
          </a>
        );
    }
  });
}

function block(b: Block, i: number): ReactNode {
  switch (b.type) {
    case 'p':
      return <p key={i}>{inline(b.children)}</p>;
    case 'h':
      return (
        <p key={i} className="pc-as-md__heading">
          <strong>{inline(b.children)}</strong>
        </p>
      );
    case 'quote':
      return <blockquote key={i}>{inline(b.children)}</blockquote>;
    case 'ul':
    case 'ol': {
      const List = b.type;
      return (
        <List key={i}>
          {b.items.map((item, j) => (
            <li key={j}>{inline(item)}</li>
          ))}
        </List>
      );
    }
  }
}

/** An answer's Markdown as elements and text nodes only: no HTML from content or a model reaches the page. */
export function Markdown({ text, base }: { text: string; base: string }) {
  return <div className="pc-as-md">{parseMarkdown(text, base).map(block)}</div>;
}
