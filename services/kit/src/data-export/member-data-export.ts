import type { EntityManager } from 'typeorm';

/**
 * One part of a member's data export: each section is a query whose only parameter ($1) is the member's id and whose
 * columns are chosen so that nothing of another member's private data and no secret (hash, token) ever leaves.
 */
export type DataExportSections = Readonly<Record<string, string>>;

/** The sections' rows for one member, in the order the sections are named; times as ISO 8601. */
export async function collectMemberData(
  manager: EntityManager,
  memberId: string,
  sections: DataExportSections,
): Promise<Record<string, unknown[]>> {
  const part: Record<string, unknown[]> = {};
  for (const [name, sql] of Object.entries(sections)) {
    part[name] = await manager.query<unknown[]>(sql, [memberId]);
  }
  return part;
}

/** The JSON text a subgraph answers with: a service's part of the archive, stamped with when it was taken. */
export const dataExportDocument = (service: string, part: Record<string, unknown[]>): string =>
  JSON.stringify({ service, exportedAt: new Date().toISOString(), ...part });
