import type { ReplyMessages } from '@/messages/reply';

export const REPLY = {
  title: 'A quick reply',
  promise: 'We reply the same working day, or the next working day at the latest.',
} satisfies ReplyMessages;
