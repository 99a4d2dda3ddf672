export const SEARCH_MEMBERS_QUERY = `query SearchMembers($name: String!, $limit: Int) {
  searchMembers(name: $name, limit: $limit) { id firstName lastName profileImageUrl }
}`;

export interface GraphFoundMember {
  id: string;
  firstName: string;
  lastName: string;
  profileImageUrl: string | null;
}
