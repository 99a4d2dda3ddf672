export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
  keywords?: string;
}

/** Village's questions and answers. The first four are offered as quick questions in the chat assistant. */
export const FAQ: readonly FaqEntry[] = [
  {
    id: 'what-is-village',
    question: 'About Village: what is it and who is it for?',
    answer:
      'Village is a community for single parents. Members share childcare, plan playdates, holiday together, swap homes, find pet sitting, join wellbeing activities and talk in a moderated forum. Members who offer services and people looking for co-living are welcome too.',
    keywords: 'community single parents mums dads platform join',
  },
  {
    id: 'cost',
    question: 'Membership cost: is Village free?',
    answer:
      'Basic membership is free. Some services carry a small fee set by the member who offers them, and Village takes a small commission on paid services to keep the platform running: the average commission is 13%. Prices are shown in pounds (GBP).',
    keywords: 'price fee fees free pay money commission charge subscription',
  },
  {
    id: 'safety-verification',
    question: 'Safety checks: how are members verified?',
    answer:
      'To be verified you upload a photo of your passport or another government ID. Only Village admins can see it, through short-lived private links, and it is deleted after the decision and a short retention period. Verified members carry a badge, and you can also turn on two-factor authentication.',
    keywords: 'safe safety verify verification verified passport identity id document badge trust',
  },
  {
    id: 'booking-payments',
    question: 'Booking services: how do bookings and payments work?',
    answer:
      'Open a service, choose "Book This Service", pick a date and add a note. The member who offers it confirms your booking. Paid services are paid by card through our payment provider, in pounds (GBP); Village never sees your full card number.',
    keywords: 'book booking bookings pay payment payments card checkout reserve',
  },
  {
    id: 'forum-moderation',
    question: 'How is the forum moderated?',
    answer:
      'Every new forum post waits for a Village moderator before it appears. Moderators approve or reject posts against our community guidelines, and any member can report a post or a profile that worries them.',
    keywords: 'forum post posts moderation moderator moderated report guidelines',
  },
  {
    id: 'video-meetings',
    question: 'Can I meet other parents by video?',
    answer:
      'Yes. Members can schedule video meetings and invite others. You can join from 15 minutes before the start, turn your camera and microphone on or off at any time, and chat during the call.',
    keywords: 'video call meeting meetings camera online meet',
  },
  {
    id: 'matching',
    question: 'How does parent matching work?',
    answer:
      'Parent matching suggests members near you with similar needs, such as children of a similar age, shared interests or the services you are looking for. You choose the maximum distance and how close a match must be, and nothing is shared until both of you accept.',
    keywords: 'match matching matches compatible parents nearby distance score',
  },
  {
    id: 'delete-data',
    question: 'How do I delete my account and my data?',
    answer:
      'You can ask for your account to be deleted at any time from your profile settings or by emailing hello@village.example. We delete or anonymise everything we hold about you across Village, and you can download a copy of your data first.',
    keywords: 'delete deletion erase remove account data gdpr privacy download export',
  },
  {
    id: 'contact',
    question: 'How do I contact the Village team?',
    answer: 'Email us at hello@village.example. We read every message and usually reply within two working days.',
    keywords: 'contact email support help team talk human',
  },
  {
    id: 'childcare-sharing',
    question: 'How does childcare sharing work?',
    answer:
      'Members offer and request help with school pickups, babysitting and shared care, and can split the costs. You can see who offers care near you, read their profile and verification status, and book through Village.',
    keywords: 'childcare babysitting babysitter pickup pickups school care nanny',
  },
  {
    id: 'holidays-home-swapping',
    question: 'Can we go on holiday or swap homes with other families?',
    answer:
      'Yes. Members plan group holidays together and can swap or rent their homes to other trusted members. Each listing shows the number of bedrooms, the dates and any house rules.',
    keywords: 'holiday holidays travel trip home swap swapping rent house',
  },
  {
    id: 'pets-wellbeing',
    question: 'Do you offer pet sitting and wellbeing activities?',
    answer:
      'Yes. Members offer pet sitting and boarding, and wellbeing activities such as yoga, pilates and meditation, in person or online.',
    keywords: 'pet pets dog cat sitting boarding wellbeing yoga pilates meditation',
  },
  {
    id: 'children-photos',
    question: "Are my children's photos safe?",
    answer:
      'Every photo you upload is re-encoded and stripped of its location and camera data before anyone sees it, so a photo never reveals where you live. Only share photos you are comfortable sharing.',
    keywords: 'photo photos picture pictures children kids location gps exif',
  },
  {
    id: 'single-parent-only',
    question: 'Do I have to be a single parent to join?',
    answer:
      'Village is built for single parents, but members who offer services and people looking for co-living can join too. You tell us which applies to you when you sign up.',
    keywords: 'join eligibility eligible who sign signup register',
  },
  {
    id: 'events',
    question: 'Are there local meetups and events?',
    answer:
      'Yes. Members organise social meetups, workshops, support groups and educational events, in person or online. You can RSVP to any event and see who else is going.',
    keywords: 'event events meetup meetups workshop workshops support group local rsvp',
  },
];
