// Without zod: the event page's gift names read these and load no schema library.

/**
 * Gift kinds of the spec. `{product}_photo` is a family: `product_photo` or any `<name>_photo`
 * (e.g. `candle_photo`). The `*_gif` kinds and the message card are stickers (emoticons); the rest
 * are wallpapers.
 */
export const GIFT_KINDS = [
  'yearly_slogan',
  'message_card',
  'true_parents_photo',
  'product_photo',
  'message_gif',
  'true_father_gif',
  'true_mother_gif',
] as const;
/** A kind of the spec, or any `<name>_photo`. */
export const isGiftKind = (kind: string): boolean =>
  (GIFT_KINDS as readonly string[]).includes(kind) || /^[a-z][a-z0-9]*(_[a-z0-9]+)*_photo$/.test(kind);

export const GIFT_FORMATS = ['wallpaper', 'sticker'] as const;
export type GiftFormat = (typeof GIFT_FORMATS)[number];
export function giftFormat(kind: string): GiftFormat {
  return kind.endsWith('_gif') || kind === 'message_card' ? 'sticker' : 'wallpaper';
}
