import { SetMetadata } from '@nestjs/common';

export type AccessLevel = 'public' | 'optional' | 'member' | 'admin';
export const ACCESS_LEVEL = 'village:access-level';

/** Reachable without a token (health checks, federation plumbing). */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(ACCESS_LEVEL, 'public');
/** Runs with or without a token; the current user is null when signed out. */
export const OptionalAuth = (): MethodDecorator & ClassDecorator => SetMetadata(ACCESS_LEVEL, 'optional');
export const AdminOnly = (): MethodDecorator & ClassDecorator => SetMetadata(ACCESS_LEVEL, 'admin');
