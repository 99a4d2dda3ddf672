export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

export interface ReadinessOptions {
  /** How long a check may keep failing before readiness fails (READINESS_FAILURE_GRACE_MS). */
  failureGraceMs: number;
}

export const READINESS_OPTIONS = Symbol('READINESS_OPTIONS');
