import { SocialAccounts } from './social-accounts';
import { SocialAccountsResolver } from './social-accounts.resolver';
import { SocialAccountConnectionEntity } from './social-account-connection.entity';
import { SocialAccountEntity } from './social-account.entity';

export const accountsEntities = [SocialAccountEntity, SocialAccountConnectionEntity];

export const accountsProviders = [SocialAccounts, SocialAccountsResolver];
