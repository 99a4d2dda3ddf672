import { Injectable } from '@nestjs/common';
import type { CallMode } from '../meetings/call-mode';

/** A member in a call, as every other participant sees them. */
export interface Participant {
  peerId: string;
  userId: string;
  name: string;
  isHost: boolean;
  audio: boolean;
  video: boolean;
}

/** A member knocking at a private meeting's call. */
export interface WaitingMember {
  peerId: string;
  userId: string;
  name: string;
  since: Date;
}

/** One meeting's call while anyone is in it or waiting. */
export interface CallRoom {
  roomId: string;
  meetingId: string;
  mode: CallMode;
  maxParticipants: number;
  participants: Map<string, Participant>;
  waiting: Map<string, WaitingMember>;
}

/**
 * The calls in progress, in memory: one media process serves every call's signalling (decision 023). A room
 * goes when its last participant or waiting member leaves.
 */
@Injectable()
export class CallRoomRegistry {
  private readonly rooms = new Map<string, CallRoom>();

  open(room: Omit<CallRoom, 'participants' | 'waiting'>): CallRoom {
    const existing = this.rooms.get(room.roomId);
    if (existing) return existing;
    const opened: CallRoom = { ...room, participants: new Map(), waiting: new Map() };
    this.rooms.set(room.roomId, opened);
    return opened;
  }

  get(roomId: string): CallRoom | undefined {
    return this.rooms.get(roomId);
  }

  /** Whether anyone is in the meeting's call or waiting to come in. */
  occupied(meetingId: string): boolean {
    for (const room of this.rooms.values()) if (room.meetingId === meetingId) return true;
    return false;
  }

  /** Takes the peer out of the room (in the call or waiting); says where it was. */
  leave(roomId: string, peerId: string): { room: CallRoom; was: 'participant' | 'waiting' } | null {
    const room = this.rooms.get(roomId);
    if (!room) return null;
    let was: 'participant' | 'waiting' | null = null;
    if (room.participants.delete(peerId)) was = 'participant';
    else if (room.waiting.delete(peerId)) was = 'waiting';
    if (room.participants.size === 0 && room.waiting.size === 0) this.rooms.delete(roomId);
    return was ? { room, was } : null;
  }
}
