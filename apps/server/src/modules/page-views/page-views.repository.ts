import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';

/** Views counted in one minute (`minute`: minutes since the epoch, UTC) of one page. */
export type PageViewTally = { id: string; minute: number; views: number };

/**
 * Adds tallies to the daily counts, each on its day in the page's own timezone: one statement per kind of page
 * however many pages and minutes a flush carries. A page deleted meanwhile is skipped by the join.
 */
export async function addEventViews(executor: DbExecutor, tallies: PageViewTally[]): Promise<void> {
  if (tallies.length === 0) return;
  await executor.execute(sql`
    INSERT INTO event_daily_views (event_id, date, views)
    SELECT v.id, (to_timestamp(v.minute * 60) AT TIME ZONE e.timezone)::date, sum(v.views)
      FROM unnest(${toArray(tallies.map((t) => t.id))}::uuid[], ${toArray(tallies.map((t) => t.minute))}::bigint[],
                  ${toArray(tallies.map((t) => t.views))}::int[]) AS v(id, minute, views)
      JOIN events e ON e.id = v.id
     GROUP BY 1, 2
    ON CONFLICT (event_id, date) DO UPDATE SET views = event_daily_views.views + excluded.views`);
}

export async function addOrganizerViews(executor: DbExecutor, tallies: PageViewTally[]): Promise<void> {
  if (tallies.length === 0) return;
  await executor.execute(sql`
    INSERT INTO organizer_daily_views (organizer_id, date, views)
    SELECT v.id, (to_timestamp(v.minute * 60) AT TIME ZONE o.timezone)::date, sum(v.views)
      FROM unnest(${toArray(tallies.map((t) => t.id))}::uuid[], ${toArray(tallies.map((t) => t.minute))}::bigint[],
                  ${toArray(tallies.map((t) => t.views))}::int[]) AS v(id, minute, views)
      JOIN organizers o ON o.id = v.id
     GROUP BY 1, 2
    ON CONFLICT (organizer_id, date) DO UPDATE SET views = organizer_daily_views.views + excluded.views`);
}

/** A PostgreSQL array literal of plain values (uuids and integers only: nothing here needs quoting). */
function toArray(values: (string | number)[]): string {
  return `{${values.join(',')}}`;
}
