import type { FieldValues, Resolver } from 'react-hook-form';

export type LazyResolver<T extends FieldValues, C, O extends FieldValues> = Resolver<T, C, O> & {
  /** Starts loading the checks (the visitor is in the form): the first submit need not wait. */
  preload: () => void;
};

/**
 * A form's checks loaded when the visitor starts on the form, not with the page: the schema
 * library and the shared schemas (≈22 KB brotli) stay off the first load of a page that is
 * mostly a form. A check that comes before they arrive waits for them; a failed load is tried
 * again by the next one.
 */
export function lazyResolver<T extends FieldValues, C, O extends FieldValues>(
  load: () => Promise<Resolver<T, C, O>>,
): LazyResolver<T, C, O> {
  let loading: Promise<Resolver<T, C, O>> | null = null;
  const loaded = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
  const resolver: Resolver<T, C, O> = async (values, context, options) => (await loaded())(values, context, options);
  return Object.assign(resolver, { preload: () => void loaded().catch(() => undefined) });
}
