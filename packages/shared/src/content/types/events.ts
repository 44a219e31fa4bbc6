import { defineType, type DateRangeRule } from '../define';
import { boolean, date, longText, media, mediaList, text } from '../fields';

/**
 * An event's dates: the end is required and not before the start, except for a check-in event,
 * which always lasts CHECK_IN_DAYS from its start (the server sets its end).
 */
export const EVENT_DATES: DateRangeRule = {
  kind: 'dateRange',
  from: 'startDate',
  to: 'endDate',
  required: true,
  unless: 'checkIn',
};

/** Events (docs/spec/decisions.md §8, §9): dates are venue-local days; gifts, programs and attendance are edited apart. */
export const events = defineType({
  type: 'events',
  titleField: 'title',
  previewPath: 'event/{id}',
  fields: {
    title: text({ required: true, max: 300 }),
    summary: text({ max: 300 }),
    body: longText({ label: 'description' }),
    location: text({ max: 300, label: 'place' }),
    target: text({ max: 300 }),
    program: text({ max: 300 }),
    organizer: text({ max: 300 }),
    startDate: date({ required: true, label: 'startsOn' }),
    endDate: date({ label: 'endsOn' }),
    checkIn: boolean(),
    cover: media(),
    gallery: mediaList(20),
  },
  rules: [EVENT_DATES],
});
