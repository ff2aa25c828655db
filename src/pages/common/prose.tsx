import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';

export interface ProseSection {
  id: string;
  heading: MessageDescriptor;
  paragraphs?: MessageDescriptor[];
  bullets?: MessageDescriptor[];
}

/** Long-form copy (legal pages, about) as headed sections, each paragraph its own catalog entry. */
export function Prose({ sections }: { sections: readonly ProseSection[] }) {
  const { i18n } = useLingui();
  return (
    <div className="card prose">
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`prose-${section.id}`}>
          <h2 id={`prose-${section.id}`}>{i18n._(section.heading)}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph.id}>{i18n._(paragraph)}</p>
          ))}
          {section.bullets ? (
            <ul>
              {section.bullets.map((bullet) => (
                <li key={bullet.id}>{i18n._(bullet)}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}
