export const PUBLIC_CLAIMS = [
  { value: '10k+ parents', label: 'trust Village' },
  { value: '2,500+ active members', label: 'sharing every week' },
  { value: 'Verified Members', label: 'ID checked by our team' },
] as const;
