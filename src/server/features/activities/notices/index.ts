// The notices' room: the e-mails the activities feature sends (participants told of a change, the
// weekly digest of new activities). They read an activity through the reader the core hands them.

export { sendNewActivitiesDigest } from './new-activities-digest';
export {
  type ActivityReader,
  createParticipantNotices,
  type ParticipantNotices,
  participantNames,
} from './participant-notices';
