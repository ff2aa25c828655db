import type { ReactNode } from 'react';

interface Props {
  title: ReactNode;
  /** A line under the title. */
  lead?: ReactNode;
  /**
   * Wide screens: `narrow` for forms, `reading` for pages of running text (lines of about 80 characters,
   * not 150), `wide` for content with side columns.
   */
  width?: 'narrow' | 'reading' | 'normal' | 'wide';
  actions?: ReactNode;
  /** The title centred over content that is centred itself (a page that is only an empty state). */
  centred?: boolean;
  children: ReactNode;
  testId?: string;
}

/**
 * One screen inside the shell, the role IonPage plays in an Ionic app: a titled region whose content
 * keeps a readable width on desktops and fills the phone.
 */
export function Screen({ title, lead, width = 'normal', actions, centred, children, testId }: Props) {
  return (
    <section
      className={`screen screen--${width}${centred ? ' screen--centred' : ''}`}
      data-testid={testId}
      aria-labelledby="screen-title"
    >
      <div className="screen__head">
        <h1 id="screen-title" className="screen__title">
          {title}
        </h1>
        {actions ? <div className="screen__actions">{actions}</div> : null}
      </div>
      {lead ? <p className="screen__lead">{lead}</p> : null}
      <div className="screen__body">{children}</div>
    </section>
  );
}

/** A white rounded block, the list/card look of an Ionic app. */
export function Card({
  children,
  className,
  testId,
}: {
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div className={['card', className].filter(Boolean).join(' ')} data-testid={testId}>
      {children}
    </div>
  );
}
