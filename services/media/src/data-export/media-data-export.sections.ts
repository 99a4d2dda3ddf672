import type { DataExportSections } from '@village/kit';

/**
 * Photos carry the address media serves their largest variant at, which the gateway fetches into the archive;
 * the member's own identity documents are listed, never included.
 */
export const MEDIA_DATA_EXPORT: DataExportSections = {
  meetingsHosted: `SELECT id, title, description, scheduled_for, duration_minutes, max_participants, is_public,
      meeting_type, status, created_at, started_at, ended_at, cancelled_at
    FROM video_meetings WHERE host_id = $1 ORDER BY scheduled_for`,
  invitations: `SELECT invitation.id, invitation.meeting_id, meeting.title, meeting.scheduled_for,
      invitation.invitee_id = $1 AS invited_me, invitation.status, invitation.created_at, invitation.responded_at
    FROM meeting_invitations invitation JOIN video_meetings meeting ON meeting.id = invitation.meeting_id
    WHERE invitation.invitee_id = $1 OR invitation.inviter_id = $1 ORDER BY invitation.created_at`,
  callsJoined: `SELECT meeting_id, admitted_at FROM call_admissions WHERE user_id = $1 ORDER BY admitted_at`,
  photos: `SELECT id, purpose, content_type, width, height, created_at,
      CASE purpose WHEN 'profile_photo' THEN '/media/profile-photos/' || id || '/large.webp'
        ELSE '/media/service-photos/' || id || '/full.webp' END AS file
    FROM objects
    WHERE owner_id = $1 AND bucket = 'public' AND (
      (purpose = 'profile_photo' AND status = 'attached')
      OR (purpose = 'service_photo' AND status IN ('pending', 'attached')))
    ORDER BY created_at`,
  identityDocuments: `SELECT id, status, created_at FROM objects
    WHERE owner_id = $1 AND purpose = 'identity_document' ORDER BY created_at`,
};
