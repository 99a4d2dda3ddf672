import type { ServiceBrief } from './text-generator.port';

/** Both writers describe a service from the same plain-English facts, never from raw codes. */
export interface ServiceFacts {
  /** "playdate", "home swap". */
  kind: string;
  title: string;
  /** "in Camden", "online", or null when neither is known. */
  where: string | null;
  /** On its own: "Saturday 6 December at 10:00", "Saturday 6 December at 10:00, then regularly", "Regular sessions". */
  when: string | null;
  /** Within a sentence: "on Saturday 6 December at 10:00", "on …, then regularly", "with regular sessions". */
  on: string | null;
  /** "Free", "£12.50", "Pay what you can (suggested £5)", "An exchange: no money needed". */
  price: string;
  /** "Room for 6", "One place", "Sleeps 4", null when not limited. */
  places: string | null;
}

const KINDS: Record<string, string> = {
  rent_swap_home: 'home swap',
  holiday_gathering: 'holiday gathering',
  pet_services: 'pet care',
  playdate: 'playdate',
  video_call: 'video call',
  childcare: 'childcare',
  wellbeing_activity: 'wellbeing activity',
};

export function kindOf(type: string): string {
  return KINDS[type] ?? type.replace(/_/g, ' ');
}

/** Service times are shown in Village's home time zone, as bookings does. */
const TIME_ZONE = 'Europe/London';

export function formatMoney(minor: number, currency: string): string {
  const whole = minor % 100 === 0;
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(minor / 100);
}

function priceOf(brief: ServiceBrief): string {
  const amount = brief.priceMinor && brief.priceMinor > 0 ? formatMoney(brief.priceMinor, brief.currency) : null;
  switch (brief.pricingType) {
    case 'fixed_price':
      return amount ?? 'Free';
    case 'donation_based':
      return amount ? `Pay what you can (suggested ${amount})` : 'Pay what you can';
    case 'exchange':
      return 'An exchange: no money needed';
    default:
      return 'Free';
  }
}

function whenOf(brief: ServiceBrief): Pick<ServiceFacts, 'when' | 'on'> {
  if (!brief.dateTime) {
    return brief.isRecurring ? { when: 'Regular sessions', on: 'with regular sessions' } : { when: null, on: null };
  }
  const day = new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: TIME_ZONE,
  }).format(brief.dateTime);
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: TIME_ZONE,
  }).format(brief.dateTime);
  const when = brief.isRecurring ? `${day} at ${time}, then regularly` : `${day} at ${time}`;
  return { when, on: `on ${when}` };
}

function whereOf(brief: ServiceBrief): string | null {
  if (brief.serviceMode === 'online') return 'online';
  return brief.placeName ? `in ${brief.placeName}` : null;
}

function placesOf(type: string, maxParticipants: number): string | null {
  if (maxParticipants <= 0) return null;
  if (type === 'rent_swap_home') return `Sleeps ${maxParticipants}`;
  return maxParticipants === 1 ? 'One place' : `Room for ${maxParticipants}`;
}

export function factsOf(brief: ServiceBrief): ServiceFacts {
  return {
    kind: kindOf(brief.type),
    title: brief.title.trim(),
    where: whereOf(brief),
    ...whenOf(brief),
    price: priceOf(brief),
    places: placesOf(brief.type, brief.maxParticipants),
  };
}
