/**
 * The venue's time zone (docs/spec/decisions.md §2: config TIMEZONE, whose default this is).
 * Every date and time the site shows is written in it, on the server as in the browser, whatever
 * either machine's own zone: a page's text does not change as it hydrates, and a visitor abroad
 * reads the dates the venue's calendar shows.
 */
export const VENUE_TIME_ZONE = 'Asia/Seoul';
