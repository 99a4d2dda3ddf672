import { ContactQueriesResolver } from './contact-queries.resolver';
import { ContactQueryList } from './contact-query-list';
import { ContactQueryMail } from './contact-query-mail';
import { ResolveContactQueryUseCase } from './resolve-contact-query.use-case';
import { SubmitContactQueryUseCase } from './submit-contact-query.use-case';

export const contactQueriesProviders = [
  ContactQueryList,
  ContactQueryMail,
  SubmitContactQueryUseCase,
  ResolveContactQueryUseCase,
  ContactQueriesResolver,
];
