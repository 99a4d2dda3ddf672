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
}

const utcStamp = (iso: string): string =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

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

/** An iCalendar file with one VEVENT, stamped `now`; `product` names the feature in PRODID. */
export function calendarFile(event: CalendarEvent, product: string, now: Date): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Village//${product}//EN`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now.toISOString())}`,
    `DTSTART:${utcStamp(event.start)}`,
    `DTEND:${utcStamp(event.end)}`,
    `SUMMARY:${text(event.summary)}`,
    `DESCRIPTION:${text(event.description)}`,
    `LOCATION:${text(event.location)}`,
    `URL:${event.url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(folded).join('\r\n')}\r\n`;
}
