import { BookingsLists } from '../bookings/bookings-lists';
import { TimeBankPanel } from '../bookings/time-bank/time-bank-panel';

/** The services page's bookings tab: the member's time-bank and bookings (the bookings feature lists them). */
export function BookingsTab() {
  return (
    <div className="flex flex-col gap-6">
      <TimeBankPanel />
      <BookingsLists />
    </div>
  );
}
