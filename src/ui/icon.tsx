interface Props {
  /** An icon from `ionicons/icons`: a `data:image/svg+xml;utf8,<svg …>` URL. */
  icon: string;
  className?: string;
  /** Every icon here is decorative (the text beside it says the same), so it is hidden from readers. */
  'aria-hidden'?: 'true';
}

const svgPrefix = 'data:image/svg+xml;utf8,';

/**
 * An ionicons glyph drawn inline, in the text colour and at 1em. The `<ion-icon>` element carries its own
 * component runtime (about 7 kB gzip on the first page) to fetch and sanitise icons at run time; ours are
 * constants of the bundle, so they are simply placed in the page.
 */
export function Icon({ icon, className }: Props) {
  const svg = icon.startsWith(svgPrefix) ? icon.slice(svgPrefix.length) : '';
  return (
    <span
      className={className ? `icon ${className}` : 'icon'}
      aria-hidden="true"
      // The markup is one of ionicons' own constants, never user input.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted constant SVG from the bundle
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
