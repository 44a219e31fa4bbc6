/**
 * Query keys of a member's check-ins, under the events feature's `member` root (its keys.ts
 * spreads these): the event page's check-in and the check-in card (home, /my) share them, so a
 * check-in in one refreshes the other. With the signed-in name: one member's state is never
 * shown to the next one in the same tab.
 */
export const checkInKeys = {
  member: () => ['events', 'member'] as const,
  checkIns: (id: number, who: string) => [...checkInKeys.member(), 'checkIns', id, who] as const,
};
