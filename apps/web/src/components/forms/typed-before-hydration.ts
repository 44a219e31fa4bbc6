/**
 * A form's defaults, with what the visitor typed into the server's markup of it before the app
 * hydrated it (sign-in is filled in while the form's code loads, on the visitor's first input:
 * lazyPart). Read in the render that adopts that markup, before the form's fields are set to
 * its defaults; a form the browser renders is not in the document yet then, and gets the
 * defaults as given. Text fields only: the others need the app to be changed.
 */
export function typedBeforeHydration<T extends object>(formId: string, defaults: T): T {
  if (typeof document === 'undefined') return defaults;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return defaults;
  const typed: Record<string, unknown> = { ...(defaults as Record<string, unknown>) };
  for (const [name, value] of Object.entries(defaults)) {
    const field = form.elements.namedItem(name);
    const isText =
      field instanceof HTMLTextAreaElement || (field instanceof HTMLInputElement && field.type !== 'hidden');
    if (typeof value === 'string' && isText && field.value !== '') typed[name] = field.value;
  }
  return typed as T;
}
