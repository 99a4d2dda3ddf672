/** One event of an iCalendar file (RFC 5545); times are ISO 8601. */
export interface CalendarEvent {
  /** Globally unique: `<id>@village-<kind>`. */
  uid: string;
  start: string;
  end: string;
  summary: string;
  description: string;
  location: string;
  /** The event's page in the web app. */
  url: string;
  /** A whole-day event: start and end are the first and the day after the last (YYYY-MM-DD). */
  allDay?: boolean;
}

const utcStamp = (iso: string): string =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** A DATE value (YYYYMMDD) of an ISO day. */
const dateStamp = (day: string): string => day.slice(0, 10).replace(/-/g, '');

/** RFC 5545 TEXT: backslash, semicolon, comma and newlines escaped. */
const text = (value: string): string =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Content lines longer than 75 octets are folded (CRLF then a space), never inside a UTF-8 character. */
function folded(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

function eventLines(event: CalendarEvent, now: Date): string[] {
  const times = event.allDay
    ? [`DTSTART;VALUE=DATE:${dateStamp(event.start)}`, `DTEND;VALUE=DATE:${dateStamp(event.end)}`]
    : [`DTSTART:${utcStamp(event.start)}`, `DTEND:${utcStamp(event.end)}`];
  return [
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now.toISOString())}`,
    ...times,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `LOCATION:${text(event.location)}`,
    `URL:${event.url}`,
    'END:VEVENT',
  ];
}

/** An iCalendar file with any number of VEVENTs, stamped `now`; `product` names the feature in PRODID. */
export function calendarFeedFile(events: readonly CalendarEvent[], product: string, now: Date, name?: string): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Village//${product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [`X-WR-CALNAME:${text(name)}`] : []),
    ...events.flatMap((event) => eventLines(event, now)),
    'END:VCALENDAR',
  ];
  return `${lines.map(folded).join('\r\n')}\r\n`;
}

/** An iCalendar file with one VEVENT, stamped `now`; `product` names the feature in PRODID. */
export function calendarFile(event: CalendarEvent, product: string, now: Date): string {
  return calendarFeedFile([event], product, now);
}
