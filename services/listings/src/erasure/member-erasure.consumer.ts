import { deleteMemberRows, forgetMemberInKitTables, onMemberErased } from '@village/kit';
import type { EntityManager } from 'typeorm';

/** The member's services (with their place, postcode and photo ids) and their places as a confirmed guest. */
const DELETED = [
  ['services', 'host_id'],
  ['confirmed_guests', 'guest_id'],
] as const;

/**
 * Listings forgets a member who erased their account (ADR 032). Their services go without `ServiceDeleted`: every
 * service holding a copy of them forgets the member's services itself on `UserErased`. A replay changes nothing.
 */
export async function eraseMemberFromListings(manager: EntityManager, userId: string): Promise<void> {
  await forgetMemberInKitTables(manager, userId);
  await deleteMemberRows(manager, userId, DELETED);
}

export const listingsMemberErasureConsumer = onMemberErased(({ userId }, manager) =>
  eraseMemberFromListings(manager, userId),
);
