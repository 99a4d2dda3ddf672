import { Module, type DynamicModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JWT_VERIFICATION, JwtStrategy, type JwtVerificationConfig } from './jwt.strategy';

@Module({})
export class AuthModule {
  static forRoot(config: JwtVerificationConfig): DynamicModule {
    return {
      module: AuthModule,
      imports: [PassportModule],
      providers: [
        { provide: JWT_VERIFICATION, useValue: config },
        JwtStrategy,
        { provide: APP_GUARD, useClass: JwtAuthGuard },
      ],
    };
  }
}
