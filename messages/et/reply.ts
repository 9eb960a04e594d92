import type { ReplyMessages } from '@/messages/reply';

export const REPLY = {
  title: 'Kiire vastus',
  promise: 'Vastame samal tööpäeval, hiljemalt järgmisel tööpäeval.',
} satisfies ReplyMessages;
