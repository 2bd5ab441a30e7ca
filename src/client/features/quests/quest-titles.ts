/** The quests' titles in the player's language, by quest id (the catalog's titles are English). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const QUEST_TITLES: Readonly<Record<string, MessageDescriptor>> = {
  'daily-checkin': msg`Check in today`,
  'reach-level-10': msg`Reach level 10 on a producer`,
  'own-field': msg`Own a Wheat Field`,
  'own-market': msg`Own a Farmers' Market`,
  'invite-1': msg`Invite 1 friend`,
  'invite-5': msg`Invite 5 friends`,
  'invite-20': msg`Invite 20 friends`,
  'join-channel': msg`Join our Telegram channel`,
  'follow-tiktok': msg`Follow us on TikTok`,
  'follow-linkedin': msg`Follow us on LinkedIn`,
};
