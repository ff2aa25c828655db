/**
 * What a reader typed into a form of a page rendered at build time before the app hydrated it (/login's):
 * the text is in the fields but not in React's state, which takes it over once, just after hydration —
 * the help centre's search does the same. Only fields with something in them are answered.
 */
export function typedBeforeHydration<Name extends string>(
  form: HTMLFormElement | null,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const typed: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const field = form?.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.value !== '') typed[name] = field.value;
  }
  return typed;
}
