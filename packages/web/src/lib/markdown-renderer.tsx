import type { ComponentPropsWithoutRef } from 'react';
import ReactMarkdown, { type Components, type UrlTransform } from 'react-markdown';
import remarkBreaks from 'remark-breaks';
import remarkGfm from 'remark-gfm';
import { isAllowedLinkProtocol } from '@darts/domain';
import './markdown.css';

/**
 * The markdown renderer itself, with its parser (react-markdown, remark-gfm: about 50 KB compressed).
 * Pages show it through `Markdown` (markdown.tsx), which loads this file only when a note is on screen.
 *
 * A fixture-date note as markdown, with GitHub's extensions (tables, task
 * lists, strikethrough, bare web addresses). Raw HTML is shown as text, never rendered. A link keeps its
 * text but loses the link unless its protocol is allowed (spec 1 §5: http, https, irc, ircs, mailto, xmpp,
 * or relative). Single line breaks are kept, as in the e-mail a secretary pastes from.
 */
export function Markdown({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className}>
      <ReactMarkdown remarkPlugins={plugins} components={components} urlTransform={allowedUrl}>
        {text}
      </ReactMarkdown>
    </div>
  );
}

// remark-breaks keeps a single line break inside a paragraph as a line break (`<br>`), as it was in the
// e-mail the note was pasted from, instead of folding it into a space as plain markdown does.
const plugins = [remarkGfm, remarkBreaks];

/** Drops a URL whose protocol is not allowed; the element then renders without it (see `components`). */
const allowedUrl: UrlTransform = (url) => (url !== '' && isAllowedLinkProtocol(url) ? url : undefined);

/** A note sits inside the page's outline, so its headings start below the page's own (h3 and smaller). */
function heading(level: 3 | 4 | 5 | 6, size: string) {
  const Tag = `h${level}` as const;
  return function NoteHeading({ node: _node, ...props }: ComponentPropsWithoutRef<'h3'> & { node?: unknown }) {
    return <Tag {...props} className={`${size} fw-bold mt-2 mb-1`} />;
  };
}

const components: Components = {
  p: ({ node: _node, ...props }) => <p {...props} className="mb-1" />,
  ul: ({ node: _node, ...props }) => <ul {...props} className="mb-1" />,
  ol: ({ node: _node, ...props }) => <ol {...props} className="mb-1" />,
  h1: heading(3, 'h5'),
  h2: heading(4, 'h6'),
  h3: heading(5, 'h6'),
  h4: heading(6, 'h6'),
  h5: heading(6, 'h6'),
  h6: heading(6, 'h6'),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote {...props} className="border-start border-3 ps-2 mb-1 markdown-quote" />
  ),
  table: ({ node: _node, ...props }) => (
    <div className="markdown-table">
      <table {...props} className="table table-sm table-bordered mb-1 w-auto" />
    </div>
  ),
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a {...props} href={href} rel="noopener noreferrer">
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
  // Images from elsewhere are blocked by the site's content policy: show the picture's name as a link.
  img: ({ src, alt }) =>
    typeof src === 'string' && src ? (
      <a href={src} rel="noopener noreferrer">
        {alt || src}
      </a>
    ) : (
      <span>{alt}</span>
    ),
};
