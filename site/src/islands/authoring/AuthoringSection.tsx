// One titled section of an authoring form (the texts, the classification, the files…): a region named by
// its heading, so a screen reader can jump between the form's parts.
import type { ReactNode } from 'react';

type Props = {
  /** The heading's id, for the section's aria-labelledby. */
  id: string;
  title: ReactNode;
  children: ReactNode;
};

export function AuthoringSection({ id, title, children }: Props) {
  return (
    <section className="authoring-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}
