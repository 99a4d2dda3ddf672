/**
 * What a writer may know about a service: its public, structured facts. Never the host's address, never the
 * description's free text as written (it may name children), only the district's place name.
 */
export interface ServiceBrief {
  serviceId: string;
  /** rent_swap_home, holiday_gathering, pet_services, playdate, video_call, childcare, wellbeing_activity. */
  type: string;
  title: string;
  /** in_person or online. */
  serviceMode: string;
  /** free, fixed_price, donation_based or exchange. */
  pricingType: string;
  priceMinor: number | null;
  currency: string;
  /** The district's place name ("Camden"), null when unknown. */
  placeName: string | null;
  country: string;
  dateTime: Date | null;
  isRecurring: boolean;
  maxParticipants: number;
}

export interface GeneratedPost {
  content: string;
  /** Without '#'. */
  hashtags: string[];
}

export type WriterName = 'built_in' | 'model';

export interface TextGenerator {
  readonly name: WriterName;
  write(brief: ServiceBrief, signal?: AbortSignal): Promise<GeneratedPost>;
}

export const TEXT_GENERATOR = Symbol('TEXT_GENERATOR');

/** The brief of a service the member hosts; throws the social errors for a missing or someone else's service. */
export interface ServiceBriefs {
  briefFor(serviceId: string, memberId: string): Promise<ServiceBrief>;
}

export const SERVICE_BRIEFS = Symbol('SERVICE_BRIEFS');
