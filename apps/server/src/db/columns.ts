import { integer, jsonb, serial, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Localized } from '@atrium/shared/localized';

/** Column shapes several tables share; each builds exactly the column it replaces (no migration). */

/** The row's own number, counted up by the database. */
export const serialId = () => serial('id').primaryKey();

/** A moment with its time zone, set when the row is written (created_at, updated_at…). */
export const stampedAt = (name: string) => timestamp(name, { withTimezone: true }).notNull().defaultNow();

/** A required reference to the row this one belongs to: deleted with it. */
export const ownedBy = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** A text in every language, empty until written. */
export const localizedText = (name: string) => jsonb(name).$type<Localized>().notNull().default({});
