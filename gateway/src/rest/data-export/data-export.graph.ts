/** Each subgraph's part of the signed-in member's data, as the JSON text it answers with. */
export const DATA_EXPORT_PARTS = {
  identity: 'myIdentityDataExport',
  listings: 'myListingsDataExport',
  bookings: 'myBookingsDataExport',
  community: 'myCommunityDataExport',
  matching: 'myMatchingDataExport',
  media: 'myMediaDataExport',
  social: 'mySocialDataExport',
} as const;

export type DataExportPart = keyof typeof DATA_EXPORT_PARTS;

export const DATA_EXPORT_QUERY = `query MyDataExport { ${Object.values(DATA_EXPORT_PARTS).join(' ')} }`;

export type DataExportResult = Record<(typeof DATA_EXPORT_PARTS)[DataExportPart], string>;
