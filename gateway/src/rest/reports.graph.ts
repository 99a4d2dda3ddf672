const REPORT_FIELDS = `id targetType targetId subjectMemberId subjectFirstName reporterFirstName reason details status
  outcome adminNote excerpt createdAt resolvedAt`;

export const REPORT_CONTENT = `mutation ReportContent($input: ReportInput!) { reportContent(input: $input) { id hidden } }`;
export const REPORTS = `query Reports { reports { ${REPORT_FIELDS} } }`;
export const RESOLVE_REPORT = `mutation ResolveReport($id: ID!, $outcome: String!, $note: String) {
  resolveReport(id: $id, outcome: $outcome, note: $note)
}`;
