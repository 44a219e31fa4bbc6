import { expect } from 'vitest';
import {
  eventDetailSchema,
  eventListSchema,
  programCategoriesSchema,
  type EventDetail,
  type EventSummary,
} from '@atrium/shared/api/events';
import type { Language } from '@atrium/shared/languages';
import { text } from './accounts.support';
import { baseURL } from './support/browser';
import { fillPlaceholders } from './support/placeholders';

/** Helpers of the events journeys: the demo content read through the public API, staff set-up, strings. */

async function publicGet(path: string, lang: Language = 'en'): Promise<unknown> {
  const response = await fetch(`${baseURL()}/api${path}`, {
    headers: { 'accept-language': lang, 'x-forwarded-for': '172.30.0.1' },
  });
  expect(response.status).toBe(200);
  return response.json();
}

/** The demo's running daily check-in event (seeded to have started a few days ago). */
export async function runningCheckInEvent(lang: Language = 'en'): Promise<EventSummary> {
  const list = eventListSchema.parse(await publicGet('/events', lang));
  const event = list.inProgress.find((e) => e.checkIn);
  if (!event) throw new Error('the demo content has no running check-in event');
  return event;
}

export async function eventDetail(id: number, lang: Language = 'en'): Promise<EventDetail> {
  return eventDetailSchema.parse(await publicGet(`/events/${id}`, lang));
}

/** A program with sessions from the demo content: its path ids and title. */
export async function demoProgram(lang: Language = 'en') {
  const { categories } = programCategoriesSchema.parse(await publicGet('/programs', lang));
  const program = categories.flatMap((c) => c.programs).find((p) => p.sessionCount > 0);
  if (!program) throw new Error('the demo content has no program with sessions');
  return program;
}

/** A string with its {{placeholders}} filled, as the site shows it. */
export function textWith(lang: Language, key: string, values: Record<string, string | number>): string {
  return fillPlaceholders(text(lang, key), values);
}

/** Today's event day of a check-in event, from the venue date the server reports. */
export function todayDay(event: Pick<EventDetail, 'startDate' | 'today'>): number {
  const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
  return Math.round((day(event.today) - day(event.startDate)) / 86_400_000) + 1;
}
