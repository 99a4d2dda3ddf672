const POST = `id platform content hashtags serviceId scheduledFor publishedAt status failureReason attempts publishedVia
  externalUrl engagementMetrics { likes shares comments total } engagementUpdatedAt createdAt`;

export const SOCIAL_MEDIA_POSTS_QUERY = `query SocialMediaPosts($limit: Int) { socialMediaPosts(limit: $limit) { ${POST} } }`;
export const SOCIAL_MEDIA_SUMMARY_QUERY = `query SocialMediaSummary {
  socialMediaSummary { totalPosts published scheduled failed engagement { likes shares comments total } }
}`;
export const COMPOSE_SOCIAL_MEDIA_POSTS = `mutation ComposeSocialMediaPosts($input: ComposeSocialMediaPostsInput!) {
  composeSocialMediaPosts(input: $input) { ${POST} }
}`;
export const GENERATE_SOCIAL_MEDIA_POST = `mutation GenerateSocialMediaPost($serviceId: ID) {
  generateSocialMediaPost(serviceId: $serviceId) { content hashtags writer }
}`;

export interface GraphSocialEngagement {
  likes: number;
  shares: number;
  comments: number;
  total: number;
}

/** A post as the social subgraph answers it (DateTime fields are ISO 8601 strings). */
export interface GraphSocialMediaPost {
  id: string;
  platform: string;
  content: string;
  hashtags: string[];
  serviceId: string | null;
  scheduledFor: string | null;
  publishedAt: string | null;
  status: string;
  failureReason: string | null;
  attempts: number;
  publishedVia: string | null;
  externalUrl: string | null;
  engagementMetrics: GraphSocialEngagement;
  engagementUpdatedAt: string | null;
  createdAt: string;
}

export interface GraphSocialMediaSummary {
  totalPosts: number;
  published: number;
  scheduled: number;
  failed: number;
  engagement: GraphSocialEngagement;
}

export interface GraphGeneratedSocialMediaPost {
  content: string;
  hashtags: string[];
  writer: string;
}
