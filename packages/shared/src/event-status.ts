/**
 * Where an event or an exhibition stands on the venue's date. Apart from the API's schemas so a
 * page can list the statuses without loading zod (issue 39, item 7: first-load bytes).
 */
export const EVENT_STATUSES = ['inProgress', 'upcoming', 'past'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
