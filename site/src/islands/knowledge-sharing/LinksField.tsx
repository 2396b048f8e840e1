// The extra links of a shared model or data set (portal spec §3): rows of a name and an address, added
// and removed by the writer, each checked with the API's own rule when the form is saved.
import { useId } from 'react';
import * as v from 'valibot';
import { knowledgeLinkInput, MAX_KNOWLEDGE_LINKS } from '#core/schemas/knowledge-sharing.ts';
import { TextField } from '../forms/TextField.tsx';
import { fillMessage } from '../lib/fill-message.ts';
import type { KnowledgeMessages as Messages } from './knowledge-messages.ts';

export type KnowledgeLinkValue = { title: string; url: string };
export type LinkRow = KnowledgeLinkValue & { key: number; error?: string | undefined };

export const linkRows = (links: readonly KnowledgeLinkValue[]): LinkRow[] => links.map((link, index) => ({ ...link, key: index + 1 }));

/** The rows as checked (each with its message, or none), and the links as the schema takes them when all pass. */
export function checkLinks(rows: readonly LinkRow[], messages: Messages): { rows: LinkRow[]; links: KnowledgeLinkValue[] | null } {
  let valid = true;
  const checked = rows.map((row) => {
    const result = v.safeParse(knowledgeLinkInput, { title: row.title, url: row.url });
    if (result.success) return { ...row, ...result.output, error: undefined };
    valid = false;
    const key = result.issues[0].message as keyof Messages;
    return { ...row, error: key in messages ? messages[key] : messages['knowledge.urlInvalid'] };
  });
  return { rows: checked, links: valid ? checked.map(({ title, url }) => ({ title, url })) : null };
}

type Props = {
  legend: string;
  rows: readonly LinkRow[];
  onChange: (rows: LinkRow[]) => void;
  messages: Messages;
  disabled: boolean;
};

export function LinksField({ legend, rows, onChange, messages, disabled }: Props) {
  const id = useId();
  const update = (key: number, change: Partial<LinkRow>) => onChange(rows.map((row) => (row.key === key ? { ...row, ...change, error: undefined } : row)));
  return (
    <fieldset className="knowledge-links" aria-describedby={`${id}-hint`}>
      <legend className="authoring-legend">
        {legend} <span className="form-optional">{messages['signUp.optional']}</span>
      </legend>
      <p id={`${id}-hint`} className="form-hint">
        {messages['knowledge.linkHint']}
      </p>
      {rows.map((row, index) => (
        <div key={row.key} className="knowledge-link-row">
          <TextField
            label={`${messages['knowledge.linkTitle']} ${index + 1}`}
            value={row.title}
            maxLength={200}
            optionalText={messages['signUp.optional']}
            onChange={(event) => update(row.key, { title: event.target.value })}
            disabled={disabled}
          />
          <TextField
            label={`${messages['knowledge.linkUrl']} ${index + 1}`}
            type="url"
            inputMode="url"
            value={row.url}
            maxLength={2000}
            placeholder="https://"
            error={row.error}
            onChange={(event) => update(row.key, { url: event.target.value })}
            disabled={disabled}
          />
          <button
            type="button"
            className="button button--secondary knowledge-link-remove"
            onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
            disabled={disabled}
          >
            {fillMessage(messages, 'knowledge.removeLink', { n: index + 1 })}
          </button>
        </div>
      ))}
      {rows.length < MAX_KNOWLEDGE_LINKS && (
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={() => onChange([...rows, { key: Math.max(0, ...rows.map((row) => row.key)) + 1, title: '', url: '' }])}
        >
          {messages['knowledge.addLink']}
        </button>
      )}
    </fieldset>
  );
}
