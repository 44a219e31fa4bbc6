import { lazy, Suspense, type ComponentProps } from 'react';
import { QuietBoundary } from '../errors/QuietBoundary';

// The dialog's code loads when a gift is opened, not with the event page.
const GiftDialog = lazy(() => import('./GiftDialog').then((m) => ({ default: m.GiftDialog })));

/** The gift dialog, its code loaded when it is first shown. */
export function LazyGiftDialog(props: ComponentProps<typeof GiftDialog>) {
  return (
    <QuietBoundary fallback={null}>
      <Suspense fallback={null}>
        <GiftDialog {...props} />
      </Suspense>
    </QuietBoundary>
  );
}
