import { currentUserSchema } from './current-user.schema';

/** The current-user query selects exactly the fields of the one user shape every /api answer carries. */
export const CURRENT_USER_QUERY = `query CurrentUser { me { ${Object.keys(currentUserSchema.shape).join(' ')} } }`;
