import type { DataExportSections } from '@village/kit';

const MY_BOOKINGS = 'SELECT id FROM bookings WHERE host_id = $1 OR guest_id = $1';

/** Both sides of every booking; a card's last digits only on the guest's own payments. */
export const BOOKINGS_DATA_EXPORT: DataExportSections = {
  bookings: `SELECT id, service_id, host_id, guest_id, CASE WHEN host_id = $1 THEN 'host' ELSE 'guest' END AS my_side,
      booking_date, notes, amount_minor, currency, status, payment_status, cancellation_policy, cancelled_by,
      refund_minor, commission_rate, created_at, updated_at, confirmed_at, cancelled_at, completed_at
    FROM bookings WHERE host_id = $1 OR guest_id = $1 ORDER BY created_at`,
  payments: `SELECT id, booking_id, provider, service_type, amount_minor, currency, status, captured_minor,
      refunded_minor, commission_minor, CASE WHEN guest_id = $1 THEN card_last4 END AS card_last4,
      created_at, updated_at
    FROM payments WHERE guest_id = $1 OR host_id = $1 ORDER BY created_at`,
  ledgerEntries: `SELECT id, journal_id, booking_id, account, amount_minor, currency, kind, created_at
    FROM ledger_entries WHERE member_id = $1 ORDER BY created_at, id`,
  payoutAccount: `SELECT provider_account_id, charges_enabled, payouts_enabled, details_submitted, updated_at
    FROM connected_accounts WHERE host_id = $1`,
  timeBank: `SELECT id, booking_id, reason, hours_delta, created_at
    FROM time_bank_entries WHERE member_id = $1 ORDER BY created_at`,
  careHours: `SELECT booking_id, care_hours, children, hours_charged
    FROM booking_care_hours WHERE booking_id IN (${MY_BOOKINGS})`,
  pickups: `SELECT booking_id, authorised_adults, updated_at FROM booking_pickups WHERE booking_id IN (${MY_BOOKINGS})`,
  handovers: `SELECT id, booking_id, kind, recorded_by_side, recorded_at
    FROM booking_handovers WHERE booking_id IN (${MY_BOOKINGS}) ORDER BY recorded_at`,
  safetyPlans: `SELECT plan.id, plan.booking_id, plan.contact_name, plan.contact_email, plan.meeting_note,
      plan.check_in_at, plan.status, plan.created_at, plan.updated_at,
      COALESCE((SELECT json_agg(json_build_object('action', action.action, 'at', action.at) ORDER BY action.at)
        FROM safety_plan_actions action WHERE action.plan_id = plan.id), '[]') AS actions
    FROM safety_plans plan WHERE plan.owner_id = $1 ORDER BY plan.created_at`,
  coverPlace: `SELECT district, latitude, longitude, verified FROM cover_member_places WHERE user_id = $1`,
  coverCircle: `SELECT member_id, created_at FROM cover_circle_members WHERE owner_id = $1 ORDER BY created_at`,
  coverRequests: `SELECT id, day, from_time, until_time, children, note, district, widened_at, status, covered_by,
      created_at, updated_at
    FROM cover_requests WHERE requester_id = $1 ORDER BY created_at`,
  coverRequestsOfferedToMe: `SELECT request.id, request.day, request.from_time, request.until_time, request.status
    FROM cover_request_offers offer JOIN cover_requests request ON request.id = offer.request_id
    WHERE offer.member_id = $1 ORDER BY request.created_at`,
};
