import { Fragment } from 'react';

// Legal texts mention an e-mail address; it should be a link without putting markup in the catalogue.
const EMAIL = /([\w.+-]+@[\w-]+\.[\w.-]+[a-z])/i;

// A list item that starts with a short term and a colon ("Inzage: ...") shows the term in bold.
const LEAD_TERM = /^([^:.;]{1,40}):\s/;

interface RichTextProps {
  text: string;
  leadTerm?: boolean;
}

export function RichText({ text, leadTerm = false }: RichTextProps) {
  const lead = leadTerm ? LEAD_TERM.exec(text) : null;
  const rest = lead ? text.slice(lead[0].length) : text;
  const parts = rest.split(EMAIL);
  return (
    <>
      {lead && <strong className="font-semibold text-neutral-900">{lead[1]}: </strong>}
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed sentence, never reordered
            key={index}
            href={`mailto:${part}`}
            className="rounded-sm font-medium text-neutral-900 underline decoration-primary decoration-2 underline-offset-4 hover:decoration-neutral-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-neutral-900"
          >
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: parts of one fixed sentence, never reordered
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
