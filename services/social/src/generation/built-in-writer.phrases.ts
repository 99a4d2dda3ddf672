/** The built-in writer's words: several of each, so two posts for the same service rarely read alike. */
export interface TypePhrases {
  /** How a post invites people to it: "Join me for", "Book". */
  invitation: string;
  /** How it says the service is there: "is on", "is available". */
  availability: string;
  openings: string[];
  closings: string[];
  /** The service type's own hashtag first, then others that fit it. */
  hashtags: string[];
}

export const PHRASES_BY_TYPE: Record<string, TypePhrases> = {
  rent_swap_home: {
    invitation: 'Take a look at',
    availability: 'is available',
    openings: [
      'Fancy a change of scene?',
      'A home swap could be your next break.',
      'Somewhere new to stay, without the hotel bill.',
      'Looking for a family-friendly getaway?',
    ],
    closings: [
      'Get in touch on Village to talk dates.',
      'Message me on Village if it suits you.',
      'Happy to swap stories as well as keys.',
    ],
    hashtags: ['HomeSwap', 'FamilyTravel', 'HouseSwap'],
  },
  holiday_gathering: {
    invitation: 'Join us for',
    availability: 'is on',
    openings: [
      'Nobody should spend the holidays alone.',
      'Room at the table for a few more.',
      'Holidays are better shared.',
      'Join us for some festive company.',
    ],
    closings: [
      'Bring yourself and a smile.',
      'Save your place on Village.',
      'The more the merrier, so do say hello on Village.',
    ],
    hashtags: ['HolidayGathering', 'Together', 'FestiveFamilies'],
  },
  pet_services: {
    invitation: 'Book',
    availability: 'is available',
    openings: [
      'Busy week? Your pets are in good hands.',
      'Friendly, reliable pet care from a fellow parent.',
      'Happy pets, less juggling.',
      'Need someone to look after your furry friend?',
    ],
    closings: [
      'Book through Village and I will take it from there.',
      'Drop me a message on Village to arrange it.',
      'Tails wagging guaranteed.',
    ],
    hashtags: ['PetCare', 'PetSitting', 'DogWalking'],
  },
  playdate: {
    invitation: 'Join us for',
    availability: 'is on',
    openings: [
      'Fancy a playdate?',
      'Little ones need friends too.',
      'Time for some fun together!',
      'Let the kids play while we have a cuppa.',
    ],
    closings: [
      'Everyone is welcome, just book on Village.',
      'Come along and say hello.',
      'Book your place on Village.',
    ],
    hashtags: ['Playdate', 'FamilyFun', 'PlayTime'],
  },
  video_call: {
    invitation: 'Join me for',
    availability: 'is on',
    openings: [
      'A friendly chat is only a click away.',
      'Join a relaxed video call with other parents.',
      'Fancy some grown-up conversation?',
      'Connect from the comfort of your sofa.',
    ],
    closings: ['Save your spot on Village.', 'No camera skills needed, just come as you are.', 'See you on screen.'],
    hashtags: ['VideoCall', 'StayConnected', 'ParentChat'],
  },
  childcare: {
    invitation: 'Book',
    availability: 'is available',
    openings: [
      'Need a hand with childcare?',
      'Trusted childcare from a parent who understands.',
      'A little breathing space for busy parents.',
      'Childcare help when you need it most.',
    ],
    closings: [
      'Message me on Village to check availability.',
      'Book through Village with peace of mind.',
      'Let us share the load.',
    ],
    hashtags: ['Childcare', 'ParentSupport', 'WorkingParents'],
  },
  wellbeing_activity: {
    invitation: 'Join me for',
    availability: 'is on',
    openings: [
      'Time for you, for a change.',
      'Look after yourself too.',
      'A little calm in a busy week.',
      'Recharge with people who get it.',
    ],
    closings: ['All levels welcome, book on Village.', 'Come as you are.', 'Save your place on Village.'],
    hashtags: ['Wellbeing', 'SelfCare', 'MindfulParenting'],
  },
};

/** For a type the writer does not know yet. */
export const GENERAL_PHRASES: TypePhrases = {
  invitation: 'Take a look at',
  availability: 'is on',
  openings: ['Something new on Village.', 'Have a look at this.', 'Here is something for our community.'],
  closings: ['Find out more on Village.', 'Say hello on Village.'],
  hashtags: ['LocalCommunity'],
};

/** Every post carries one or two of these. */
export const COMMUNITY_HASHTAGS = ['SingleParents', 'SingleParentLife', 'ParentCommunity', 'VillageCommunity'];
