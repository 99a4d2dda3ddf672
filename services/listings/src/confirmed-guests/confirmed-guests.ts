import type { EntityManager } from 'typeorm';

/** Whether `guestId` holds a confirmed booking of the service (and so may see its exact address). */
export async function isConfirmedGuest(manager: EntityManager, serviceId: string, guestId: string): Promise<boolean> {
  const rows = await manager.query<unknown[]>(
    'SELECT 1 FROM confirmed_guests WHERE service_id = $1 AND guest_id = $2 AND confirmed LIMIT 1',
    [serviceId, guestId],
  );
  return rows.length > 0;
}
