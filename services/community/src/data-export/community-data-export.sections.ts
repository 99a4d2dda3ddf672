import type { DataExportSections } from '@village/kit';

const MY_CONVERSATIONS = 'SELECT id FROM conversations WHERE member_a_id = $1 OR member_b_id = $1';

/** Messages sent and received in the member's conversations; the other side is named by first name only. */
export const COMMUNITY_DATA_EXPORT: DataExportSections = {
  forumPosts: `SELECT id, topic, title, content, status, rejection_reason, created_at, moderated_at
    FROM forum_posts WHERE author_id = $1 ORDER BY created_at`,
  forumReplies: `SELECT id, post_id, content, status, created_at
    FROM forum_replies WHERE author_id = $1 ORDER BY created_at`,
  forumFlags: `SELECT post_id, reason, created_at FROM forum_flags WHERE flagger_id = $1 ORDER BY created_at`,
  conversations: `SELECT conversation.id, other.first_name AS with_first_name, conversation.created_at,
      conversation.last_message_at
    FROM conversations conversation
    LEFT JOIN member_contacts other ON other.user_id =
      CASE WHEN conversation.member_a_id = $1 THEN conversation.member_b_id ELSE conversation.member_a_id END
    WHERE conversation.member_a_id = $1 OR conversation.member_b_id = $1 ORDER BY conversation.created_at`,
  messages: `SELECT message.id, message.conversation_id, message.sender_id = $1 AS sent_by_me,
      sender.first_name AS sender_first_name, message.body, message.created_at, message.removed_at
    FROM messages message LEFT JOIN member_contacts sender ON sender.user_id = message.sender_id
    WHERE message.conversation_id IN (${MY_CONVERSATIONS}) ORDER BY message.created_at, message.id`,
  eventsOrganised: `SELECT id, title, description, event_type, location, is_virtual, start_at, end_at,
      max_participants, created_at
    FROM community_events WHERE organiser_id = $1 ORDER BY start_at`,
  eventRsvps: `SELECT rsvp.event_id, event.title, event.start_at, rsvp.status, rsvp.children_ages, rsvp.position,
      rsvp.created_at, rsvp.updated_at
    FROM event_rsvps rsvp JOIN community_events event ON event.id = rsvp.event_id
    WHERE rsvp.member_id = $1 ORDER BY event.start_at`,
  contactQueries: `SELECT id, first_name, last_name, email, subject, message, status, created_at, resolved_at
    FROM contact_queries WHERE member_id = $1 ORDER BY created_at`,
  reportsMade: `SELECT id, target_type, target_id, reason, details, status, outcome, created_at, resolved_at
    FROM reports WHERE reporter_id = $1 ORDER BY created_at`,
};
