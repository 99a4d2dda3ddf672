import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { AdminOnly, CurrentUser, type AuthenticatedUser } from '@village/kit';
import { ReportInput, ReportModel, ReportReceiptModel } from './report.model';
import { ReportContentUseCase } from './report-content.use-case';
import { ReportQueries } from './report-queries';
import { ResolveReportUseCase } from './resolve-report.use-case';

@Resolver(() => ReportModel)
export class ReportsResolver {
  constructor(
    private readonly queries: ReportQueries,
    private readonly report: ReportContentUseCase,
    private readonly resolve: ResolveReportUseCase,
  ) {}

  @Mutation(() => ReportReceiptModel, {
    description:
      'Reports a post, reply, member, event or service the member can see (spam, harassment, child_safety or other), once ' +
      'while open; a post is flagged too (three flags hide it).',
  })
  async reportContent(
    @CurrentUser() member: AuthenticatedUser,
    @Args('input', { type: () => ReportInput }) input: ReportInput,
  ): Promise<ReportReceiptModel> {
    return this.report.execute(member.id, { ...input });
  }

  @AdminOnly()
  @Query(() => [ReportModel], { description: 'Reports, open first, newest first (at most 100; admins only).' })
  async reports(): Promise<ReportModel[]> {
    return this.queries.queue();
  }

  @AdminOnly()
  @Query(() => Int, { description: 'How many reports are open (admins only).' })
  async openReportCount(): Promise<number> {
    return this.queries.openCount();
  }

  @AdminOnly()
  @Mutation(() => Boolean, {
    description:
      'Resolves a report and every open report on the same target: dismiss, remove_content, warn or suspend; ' +
      'each reporter is emailed (admins only).',
  })
  async resolveReport(
    @CurrentUser() admin: AuthenticatedUser,
    @Args('id', { type: () => ID }) id: string,
    @Args('outcome', { type: () => String }) outcome: string,
    @Args('note', { type: () => String, nullable: true }) note: string | null,
  ): Promise<boolean> {
    await this.resolve.execute({ adminId: admin.id, reportId: id, outcome, note });
    return true;
  }
}
