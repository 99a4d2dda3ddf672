export { ReportDialog } from './report-dialog';
export { ReportsTab } from './reports-tab';
