import { Trans, useLingui } from '@lingui/react/macro';
import { checkmark, chevronDown } from 'ionicons/icons';
import { useEffect, useId, useRef, useState } from 'react';
import { activateLanguage } from '../../lib/i18n/i18n';
import { type Language, useLanguage } from '../../lib/i18n/language';
import { Icon } from '../../ui/icon';
import { type LanguageMark, switcherLanguages } from './languages';

/**
 * Flag menu. The three application languages are buttons; the others are listed, greyed, marked
 * "coming soon" and left out of the tab order so a keyboard never lands on something that does nothing.
 */
export function LanguageSwitcher() {
  const { t } = useLingui();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const current = switcherLanguages.find((entry) => entry.language === language) ?? switcherLanguages[0]!;
  const name = current.nativeName;

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    rootRef.current?.querySelector<HTMLButtonElement>('[aria-current="true"]')?.focus();
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const choose = async (next: Language) => {
    setOpen(false);
    buttonRef.current?.focus();
    if (next !== language) await activateLanguage(next);
  };

  return (
    <div className="language-switcher" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="language-switcher__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Language: ${name}`}
        onClick={() => setOpen((value) => !value)}
      >
        <LanguageMarkImage mark={current} />
        <span className="language-switcher__code">{current.nativeName}</span>
        <Icon icon={chevronDown} aria-hidden="true" />
      </button>
      {open ? (
        <div id={panelId} className="language-switcher__panel" role="group" aria-label={t`Choose a language`}>
          <ul className="language-switcher__list">
            {switcherLanguages
              .filter((entry) => entry.language !== null)
              .map((entry) => (
                <li key={entry.id}>
                  <button
                    type="button"
                    lang={entry.id}
                    className="language-switcher__option"
                    aria-current={entry.language === language}
                    data-language={entry.language}
                    onClick={() => void choose(entry.language as Language)}
                  >
                    <LanguageMarkImage mark={entry} />
                    <span>{entry.nativeName}</span>
                    {entry.language === language ? <Icon icon={checkmark} aria-hidden="true" /> : null}
                  </button>
                </li>
              ))}
          </ul>
          <p className="language-switcher__soon-title">
            <Trans>Coming soon</Trans>
          </p>
          <ul className="language-switcher__list language-switcher__list--soon">
            {switcherLanguages
              .filter((entry) => entry.language === null)
              .map((entry) => (
                <li
                  key={entry.id}
                  lang={entry.id}
                  className="language-switcher__unavailable"
                  aria-disabled="true"
                >
                  <LanguageMarkImage mark={entry} />
                  <span>{entry.nativeName}</span>
                </li>
              ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** A flag, or for the Chinese languages their script's first character, in the same 24 × 16 box. */
function LanguageMarkImage({ mark }: { mark: LanguageMark }) {
  if ('script' in mark) {
    // Drawn by CSS from the attribute: like a flag image, the mark is a picture, not text of the button's
    // name (whose visible text must be found in its accessible name, WCAG 2.5.3).
    return <span className="flag flag--script" aria-hidden="true" data-script={mark.script} />;
  }
  return <img src={mark.flag} alt="" width="24" height="16" className="flag" />;
}
