import { useTranslation } from '#web/lib/i18n/react';
import { GIFT_KINDS } from '@atrium/shared/gift-kinds';

const KNOWN = new Set<string>(GIFT_KINDS);

/** A gift kind's name: the spec's kinds by name; any other `<name>_photo` is a product photo. */
export function useGiftKindName(): (kind: string) => string {
  const { t } = useTranslation();
  return (kind) => t(`events:gifts.kind.${KNOWN.has(kind) ? kind : 'product_photo'}`);
}
