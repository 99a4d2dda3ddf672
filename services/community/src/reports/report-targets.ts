import { Injectable } from '@nestjs/common';
import type { ReportTarget } from './report-target';
import type { ReportTargetType } from './report.words';

/**
 * The registry of reportable kinds (kind → author lookup and removal). Each kind's provider registers itself when it
 * is built, so a new kind plugs in by adding its provider to reports.providers.ts; a kind nobody registered is refused.
 */
@Injectable()
export class ReportTargets {
  private readonly byKind = new Map<ReportTargetType, ReportTarget>();

  register(target: ReportTarget): void {
    if (this.byKind.has(target.kind)) throw new Error(`Report target ${target.kind} is registered twice`);
    this.byKind.set(target.kind, target);
  }

  of(kind: ReportTargetType): ReportTarget | null {
    return this.byKind.get(kind) ?? null;
  }
}
