import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { createLogger } from '../logging/logger';
import { AuditLog } from './audit-log';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JWT_VERIFICATION, JwtStrategy, type JwtVerificationConfig } from './jwt.strategy';

@Module({})
export class AuthModule {
  static forRoot(config: JwtVerificationConfig): DynamicModule {
    return {
      module: AuthModule,
      global: true,
      imports: [PassportModule],
      providers: [
        { provide: JWT_VERIFICATION, useValue: config },
        {
          provide: AuditLog,
          useFactory: () => new AuditLog(createLogger(config.service ?? 'service', config.logLevel)),
        },
        JwtStrategy,
        { provide: APP_GUARD, useClass: JwtAuthGuard },
      ],
      exports: [AuditLog],
    };
  }
}
