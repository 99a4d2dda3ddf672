import { BookingsLists } from '../bookings/bookings-lists';

/** The services page's bookings tab: the member's bookings (the bookings feature lists them). */
export function BookingsTab() {
  return <BookingsLists />;
}
