import type { Service, ServicePhoto } from '../services-api';

export function samplePhoto(id: string): ServicePhoto {
  const base = `/media/service-photos/${id}`;
  return {
    id,
    thumbnailUrl: `${base}/thumbnail.webp`,
    cardUrl: `${base}/card.webp`,
    fullUrl: `${base}/full.webp`,
    srcset: `${base}/thumbnail.webp 320w, ${base}/card.webp 800w, ${base}/full.webp 1600w`,
  };
}

export function sampleService(overrides: Partial<Service> = {}): Service {
  return {
    id: '3f1c2a9b-8d7e-4c6b-a5f4-0123456789ab',
    hostId: '9a8b7c6d-5e4f-4a3b-8c2d-abcdefabcdef',
    hostName: 'Jo B.',
    title: 'Saturday morning playdate',
    description: 'Relaxed playdate in the park for toddlers, with snacks and a sandpit. Parents are welcome to stay.',
    type: 'playdate',
    serviceMode: 'in_person',
    dateTime: null,
    isRecurring: false,
    recurringPattern: null,
    location: null,
    country: 'United Kingdom',
    postcode: 'SW1A',
    area: { district: 'SW1A', place: 'London', distanceMiles: 2.1, distanceLabel: 'about 2 miles away' },
    virtualLink: null,
    pricingType: 'free',
    price: null,
    priceMinor: null,
    currency: 'GBP',
    maxParticipants: 4,
    cancellationPolicy: 'flexible',
    audienceLimitations: null,
    availabilityNotes: null,
    status: 'active',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    photos: [],
    imageUrls: [],
    homeType: null,
    bedrooms: null,
    amenities: null,
    houseRules: null,
    swapPreferences: null,
    eventType: null,
    whatToBring: null,
    activitiesPlanned: null,
    petServiceType: null,
    petTypesAccepted: null,
    experienceLevel: null,
    serviceDuration: null,
    childAgeRange: '0-2',
    supervisionRequired: 'parent_stays',
    playdateActivities: null,
    callPurpose: null,
    platformPreference: null,
    callDuration: null,
    timeZone: null,
    childcareType: null,
    childcareArrangement: null,
    ageRangeAccepted: null,
    isCertified: null,
    activityType: null,
    intensityLevel: null,
    equipmentNeeded: null,
    ...overrides,
  };
}

export function serviceResponse(status: number, data: unknown, headers: Record<string, string> = {}): Response {
  const lower = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: '',
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: () => Promise.resolve(JSON.stringify(data)),
    json: () => Promise.resolve(data),
  } as unknown as Response;
}

export interface FetchCall {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Replaces fetch with a router: the first handler whose key the URL starts with (longest key first) answers.
 * Returns the recorded calls.
 */
export function routeFetch(routes: Record<string, (call: FetchCall) => Response | Promise<Response>>): FetchCall[] {
  const calls: FetchCall[] = [];
  const keys = Object.keys(routes).sort((a, b) => b.length - a.length);
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call = { url, method: (init?.method ?? 'GET').toUpperCase(), body: init?.body };
    calls.push(call);
    const key = keys.find((candidate) => url.startsWith(candidate));
    if (!key) return Promise.resolve(serviceResponse(404, { message: 'Not found' }));
    return Promise.resolve(routes[key](call));
  };
  return calls;
}
