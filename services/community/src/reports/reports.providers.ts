import { ReportEntity } from './report.entity';
import { ReportContentUseCase } from './report-content.use-case';
import { ReportMail } from './report-mail';
import { ReportQueries } from './report-queries';
import { ReportTargets } from './report-targets';
import { ReportsResolver } from './reports.resolver';
import { ResolveReportUseCase } from './resolve-report.use-case';
import { CommunityEventReportTarget } from './targets/community-event.report-target';
import { ForumPostReportTarget } from './targets/forum-post.report-target';
import { ForumReplyReportTarget } from './targets/forum-reply.report-target';
import { MemberReportTarget } from './targets/member.report-target';
import { MessageReportTarget } from './targets/message.report-target';
import { ServiceReportTarget } from './targets/service.report-target';
import { ReportableServiceEntity } from './services/reportable-service.entity';
import { reportableServicesConsumers } from './services/reportable-services.consumers';

export const reportsEntities = [ReportEntity, ReportableServiceEntity];

export const reportsConsumers = [...reportableServicesConsumers];

/** Each reportable kind's provider registers itself with ReportTargets; add a kind by adding its provider here. */
export const reportTargetProviders = [
  ForumPostReportTarget,
  ForumReplyReportTarget,
  CommunityEventReportTarget,
  MemberReportTarget,
  MessageReportTarget,
  ServiceReportTarget,
];

export const reportsProviders = [
  ReportTargets,
  ...reportTargetProviders,
  ReportQueries,
  ReportMail,
  ReportContentUseCase,
  ResolveReportUseCase,
  ReportsResolver,
];
