export const CONSENT_ITEMS = [
  {
    title: 'Your account',
    text: 'Your name, email address and a securely hashed password, so you can sign in and we can contact you about your account.',
  },
  {
    title: 'Your area',
    text: 'Your city or town, postcode and country, to show services and parents near you. Other members never see your postcode.',
  },
  {
    title: 'Your profile and photos',
    text: 'Only what you choose to add. We strip location data from every photo, so pictures of your children never show where you live.',
  },
  {
    title: 'Identity verification',
    text: 'A photo of your passport or government ID, if you ask to be verified. Only our admins see it, and we delete it after the decision and a short retention period.',
  },
  {
    title: 'Bookings and payments',
    text: 'The services you book or offer, paid by card in pounds (GBP) through our payment provider. We never see your full card number.',
  },
] as const;
