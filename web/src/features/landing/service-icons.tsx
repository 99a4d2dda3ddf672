import type { ReactElement } from 'react';
import type { ServiceAreaId } from './service-areas';

const paths: Record<ServiceAreaId, ReactElement> = {
  childcare: (
    <>
      <circle cx="8" cy="6" r="2.5" />
      <circle cx="16.5" cy="9" r="2" />
      <path d="M4 20v-4.5A4 4 0 0 1 8 11.5a4 4 0 0 1 4 4V20M13.5 20v-3a3 3 0 0 1 6 0v3" />
    </>
  ),
  playdates: (
    <>
      <circle cx="12" cy="12" r="8" />
      <path d="M4.5 9.5c3 1.5 12 1.5 15 0M4.5 14.5c3-1.5 12-1.5 15 0M12 4v16" />
    </>
  ),
  holidays: (
    <>
      <path d="M12 3v3M5.6 5.6l2.1 2.1M3 12h3M18.4 5.6l-2.1 2.1M21 12h-3" />
      <path d="M7 14a5 5 0 0 1 10 0" />
      <path d="M3 18c2 1.3 4 1.3 6 0s4-1.3 6 0 4 1.3 6 0" />
    </>
  ),
  'home-swapping': (
    <>
      <path d="M3 11l6-5 6 5v8H3v-8z" />
      <path d="M15 9l3-2.5 3 2.5v10h-6" />
      <path d="M7.5 19v-4h3v4" />
    </>
  ),
  'pet-sitting': (
    <>
      <circle cx="6" cy="10" r="1.8" />
      <circle cx="10" cy="6.5" r="1.8" />
      <circle cx="14" cy="6.5" r="1.8" />
      <circle cx="18" cy="10" r="1.8" />
      <path d="M8 17.5c0-2.5 1.8-5 4-5s4 2.5 4 5c0 1.5-1.2 2.5-2.5 2.5-.8 0-1-.5-1.5-.5s-.7.5-1.5.5C9.2 20 8 19 8 17.5z" />
    </>
  ),
  wellbeing: (
    <>
      <circle cx="12" cy="5" r="2" />
      <path d="M12 8v5M6 11l6 2 6-2M8 20l4-7 4 7M5 20h14" />
    </>
  ),
};

export function ServiceIcon({ id }: { id: ServiceAreaId }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className="size-7"
    >
      {paths[id]}
    </svg>
  );
}
